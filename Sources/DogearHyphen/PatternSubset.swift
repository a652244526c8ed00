#if canImport(Glibc)
  import Glibc
#endif

/// The part of a pattern dictionary one article can use (issue 41: a new file opened as fast
/// as w3m). libhyphen reads English's 11,000 patterns in about 37 M instructions, twice what
/// opening a small article costs without it, and keeps 2.8 MB; a short article's words use a
/// few hundred of them.
///
/// libhyphen runs a word, with a dot at each end, through a machine whose states are the
/// prefixes of the patterns; at each letter it takes the longest state the text read so far
/// ends with, and applies that state's pattern if it is one. Only states the word's text
/// contains are ever reached. So a dictionary gives the article's words exactly the whole
/// file's breaks when it has every pattern that occurs in a word and every state (prefix of
/// a pattern) that does: a pattern whose letters occur is kept; one of which only a prefix
/// occurs leaves that prefix, as a line without digits (a state that hyphenates nothing, in
/// case the file relies on it: libhyphen does not combine a state's pattern with shorter
/// ones). Extra patterns and states that occur in no word change nothing, so the test of
/// whether text occurs may err towards yes: it compares keys of at most `keyLength` bytes.
///
/// A compound dictionary (German's, French's: two levels after NEXTLEVEL) also runs on the
/// parts of a word, with dots around each part: there the dots are left out of the test, so
/// any pattern whose letters occur in a word is kept. Lines that are not plain patterns
/// (settings in capitals, comments, a respelling "ß/ss=s,1,2") are kept as they are. A word
/// the subset was not made for is asked of the whole dictionary (`DictionaryHyphenator.Subset`).
struct PatternSubset {
  /// The dictionary text to hand libhyphen.
  var text: [UInt8]
  /// The words (lowercase, as libhyphen is given them) it hyphenates as the whole file does.
  var words: Set<String>

  static let keyLength = 8
  static let nextLevel = Array("NEXTLEVEL".utf8)

  /// The subset of `file` (a dictionary file's bytes, in `encoding`) for the words of
  /// `articleText` (UTF-8).
  init(file: [UInt8], encoding: DictionaryEncoding, articleText: [UInt8]) {
    let compound = Self.hasNextLevel(file)
    let found = ArticleWords(text: articleText, encoding: encoding, dotted: !compound)
    words = found.words
    text = Self.filtered(file, present: Self.keys(of: found.texts), ignoringDots: compound)
  }

  /// The key of every substring of at most `keyLength` bytes of `texts`.
  static func keys(of texts: [[UInt8]]) -> KeySet {
    var keys = KeySet(capacity: 4096)
    for text in texts {
      for start in text.indices {
        var key = KeySet.Key()
        for byte in text[start..<min(text.count, start + keyLength)] {
          key.append(byte)
          keys.insert(key.value)
        }
      }
    }
    return keys
  }

  /// The subset of an indexed dictionary for the words of `articleText` (UTF-8).
  init(index: PatternIndex, encoding: DictionaryEncoding, articleText: [UInt8]) {
    let found = ArticleWords(text: articleText, encoding: encoding, dotted: true)
    words = found.words
    text = index.subset(for: found.texts)
  }

  /// The first line, then each level's states, settings and kept patterns in the file's
  /// order (the states first: should one be a pattern too, its line comes later and is what
  /// libhyphen keeps).
  static func filtered(_ file: [UInt8], present: KeySet, ignoringDots: Bool) -> [UInt8] {
    file.withUnsafeBufferPointer { bytes in
      var text: [UInt8] = []
      text.reserveCapacity(bytes.count / 4)
      var level = Level()
      var first = true
      forEachLine(of: bytes) { line in
        if first || (line.first == UInt8(ascii: "N") && line.starts(with: nextLevel)) {
          first = false
          level.end(into: &text)
          text += line
          text.append(0x0A)
          return
        }
        let found = occurrence(of: line, present: present, ignoringDots: ignoringDots)
        switch found {
        case .whole: level.keep(line)
        case .prefix(let letters): level.addState(letters, of: line)
        case .none: break
        }
      }
      level.end(into: &text)
      return text
    }
  }

  /// Whether a line of `file` after the first starts with NEXTLEVEL: a compound dictionary.
  static func hasNextLevel(_ file: [UInt8]) -> Bool {
    file.withUnsafeBufferPointer { bytes in
      guard let base = bytes.baseAddress else { return false }
      // Capitals are rare in a dictionary: each N found with memchr is looked at.
      var start = 0
      while start < bytes.count,
        let found = memchr(base + start, Int32(nextLevel[0]), bytes.count - start)
      {
        let at = UnsafeRawPointer(base).distance(to: UnsafeRawPointer(found))
        if at > 0, bytes[at - 1] == 0x0A, bytes[at...].starts(with: nextLevel) { return true }
        start = at + 1
      }
      return false
    }
  }

  /// One level's lines as they are filtered: the states its patterns' prefixes need and the
  /// lines kept. A state that is a prefix of the line kept or the state added just before it
  /// is not added: that line makes it a state already (the files are sorted, so patterns
  /// with one prefix follow each other); any other repeat is harmless.
  struct Level {
    var states: [UInt8] = []
    var kept: [UInt8] = []
    /// The letters of the last line kept or state added.
    var last: [UInt8] = []

    mutating func keep(_ line: UnsafeBufferPointer<UInt8>) {
      kept += line
      kept.append(0x0A)
      last.removeAll(keepingCapacity: true)
      for byte in line where !isDigit(byte) { last.append(byte) }
    }

    /// The first `letters` letters of the pattern `line` (its digits left out).
    mutating func addState(_ letters: Int, of line: UnsafeBufferPointer<UInt8>) {
      var index = 0
      var known = letters <= last.count
      for byte in line where !isDigit(byte) {
        guard index < letters else { break }
        if known && last[index] != byte { known = false }
        index += 1
      }
      guard !known else { return }
      last.removeAll(keepingCapacity: true)
      for byte in line where !isDigit(byte) {
        guard last.count < letters else { break }
        last.append(byte)
      }
      states += last
      states.append(0x0A)
    }

    mutating func end(into text: inout [UInt8]) {
      text += states
      text += kept
      self = Level()
    }
  }

  /// Each of `file`'s lines, without its line feed, in order.
  static func forEachLine(
    of file: UnsafeBufferPointer<UInt8>, _ body: (UnsafeBufferPointer<UInt8>) -> Void
  ) {
    guard let base = file.baseAddress else { return }
    var start = 0
    while start < file.count {
      // memchr: the line feed found a word at a time.
      var end = file.count
      if let found = memchr(base + start, 0x0A, file.count - start) {
        end = UnsafeRawPointer(base).distance(to: UnsafeRawPointer(found))
      }
      body(UnsafeBufferPointer(rebasing: file[start..<end]))
      start = end + 1
    }
  }

  /// How much of a line occurs in the article's words.
  enum Occurrence: Equatable {
    /// Keep the line: a pattern whose letters occur, or a line that is not a plain pattern
    /// (a setting in capitals, a comment, a respelling with "/", a carriage return).
    case whole
    /// A pattern of which only so many first letters occur: a state to keep.
    case prefix(Int)
    /// A pattern none of whose letters start an occurring text.
    case none
  }

  /// A plain pattern is letters (lower-case ASCII, or any byte above ASCII), dots,
  /// apostrophes, hyphens and digits between them; it occurs as far as its letters' keys
  /// are `present` (all of it once a prefix of `keyLength` key bytes is).
  static func occurrence(
    of line: UnsafeBufferPointer<UInt8>, present: KeySet, ignoringDots: Bool
  ) -> Occurrence {
    guard !line.isEmpty else { return .whole }
    var key = KeySet.Key()
    var letters = 0
    var occurring: Int?
    for byte in line {
      if isDigit(byte) { continue }
      guard
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || byte >= 0x80
          || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "'") || byte == UInt8(ascii: "-")
      else { return .whole }
      letters += 1
      guard occurring == nil, key.length < keyLength else { continue }
      if ignoringDots && byte == UInt8(ascii: ".") { continue }
      key.append(byte)
      if !present.contains(key.value) { occurring = letters - 1 }
    }
    guard let occurring else { return .whole }
    guard occurring > 0 else { return .none }
    return .prefix(occurring)
  }

  static func isDigit(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
  }
}
