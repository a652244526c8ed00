import DogearCore
import FoundationEssentials

/// The words a page's HTML likely shows, read from its bytes without parsing, for a
/// dictionary opened ahead to hyphenate while the page is parsed (`HyphenDictionaries.
/// openAhead`, issue 41): every run of letters (any script's, read as UTF-8) of `shortest` to
/// `longest` scalars outside tags, comments, scripts and styles, each once, in the order
/// first met, at most `most` of them. An apostrophe ends a run, as the reader asks the letters
/// on each side of one apart (`HyphenationRules`).
///
/// A guess, and only ever a head start: a word split by a tag or an entity is asked when the
/// reader meets it; a word found here that the page does not show costs a lookup the reader
/// never makes.
enum PageWords {
  /// The shortest run the reader asks, as an article's own dictionary counts it.
  static let shortest = ArticleWords.shortestRun
  /// libhyphen's longest word (`DictionaryHyphenator`).
  static let longest = 250
  /// Enough for a long article's words (the 484 KB page of `Benchmarks/bench-open` has about
  /// 5,000); a page of millions of different letter runs is not read to its end.
  static let most = 16_384

  /// Whether a scalar beyond ASCII may be a letter: all but the blocks of punctuation,
  /// spaces and symbols an English or European page writes between its words (Latin-1's
  /// signs, General Punctuation to Miscellaneous Symbols and Arrows, CJK punctuation, the
  /// specials and the emoji). Decided by ranges, not Unicode's properties, whose tables a
  /// start would fault in (issue 41: the binary's resident pages are peak memory); a symbol
  /// taken for a letter only makes a word the reader never asks.
  static func mayBeLetter(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x80...0xBF, 0xD7, 0xF7, 0x2000...0x2BFF, 0x3000...0x303F, 0xFE00...0xFE0F,
      0xFFF0...0xFFFF, 0x1F000...:
      return false
    default:
      return true
    }
  }

  static func likely(in page: Data, most: Int = most) -> [String] {
    page.withUnsafeBytes { raw in
      var reader = Reader(bytes: raw.bindMemory(to: UInt8.self), most: most)
      reader.read()
      return reader.words
    }
  }

  private struct Reader {
    let bytes: UnsafeBufferPointer<UInt8>
    let most: Int
    var words: [String] = []
    var seen: Set<String> = []
    var index = 0
    /// The run of letters being read: where its last part starts, and the scalars of the
    /// run and of that part. A run a tag interrupts goes on after it ("<b>I</b>nternational"
    /// is one word on the screen): `joined` then holds the bytes of the parts before.
    var partStart = 0
    var runLength = 0
    var partLength = 0
    var joined: [UInt8] = []
    /// Whether an apostrophe was just before the run.
    var runAfterApostrophe = false

    init(bytes: UnsafeBufferPointer<UInt8>, most: Int) {
      self.bytes = bytes
      self.most = most
    }

    mutating func read() {
      while index < bytes.count, words.count < most {
        let byte = bytes[index]
        if byte.isASCIILetter {
          addLetter(length: 1)
        } else if byte == UInt8(ascii: "<") {
          skipMarkup()
        } else if byte < 0x80 {
          if runLength > 0 { endRun() }
          index += 1
        } else {
          let (length, scalar) = UTF8Scalar.read(bytes, at: index)
          if let scalar, PageWords.mayBeLetter(scalar) {
            addLetter(length: length)
          } else {
            if runLength > 0 { endRun() }
            index += length
          }
        }
      }
      if runLength > 0 { endRun() }
    }

    /// Adds the letter of `length` bytes at `index` to the run.
    private mutating func addLetter(length: Int) {
      if partLength == 0 {
        partStart = index
        if runLength == 0 { runAfterApostrophe = apostrophe(before: index) }
      }
      runLength += 1
      partLength += 1
      index += length
    }

    /// Keeps the run that ends at `index`, and its last part when a tag interrupted it.
    private mutating func endRun() {
      let after = apostrophe(at: index)
      let part = UnsafeBufferPointer(
        rebasing: bytes[partStart..<(partLength > 0 ? index : partStart)])
      if joined.isEmpty {
        keep(part, length: runLength, besideApostrophe: after || runAfterApostrophe)
      } else {
        keep(part, length: partLength, besideApostrophe: after)
        joined.append(contentsOf: part)
        joined.withUnsafeBufferPointer { keep($0, length: runLength, besideApostrophe: after) }
        joined.removeAll(keepingCapacity: true)
      }
      (runLength, partLength) = (0, 0)
    }

    /// At a tag inside a run: the part before it is kept as a word of its own too, and the
    /// run goes on after the tag.
    private mutating func endPart() {
      guard partLength > 0 else { return }
      let part = UnsafeBufferPointer(rebasing: bytes[partStart..<index])
      keep(part, length: partLength, besideApostrophe: joined.isEmpty && runAfterApostrophe)
      joined.append(contentsOf: part)
      partLength = 0
    }

    /// Keeps a run of `length` letters if it is long enough and new: one of `shortest`
    /// letters only beside an apostrophe (a word of fewer than six letters is never
    /// hyphenated, `HyphenationRules.shortestWord`).
    private mutating func keep(
      _ letters: UnsafeBufferPointer<UInt8>, length: Int, besideApostrophe: Bool
    ) {
      guard length > PageWords.shortest || (length == PageWords.shortest && besideApostrophe),
        length <= PageWords.longest, words.count < most
      else { return }
      let word = String(decoding: letters, as: UTF8.self)
      if seen.insert(word).inserted { words.append(word) }
    }

    /// Whether an apostrophe (' or ’) starts at `start`.
    private func apostrophe(at start: Int) -> Bool {
      guard start < bytes.count else { return false }
      let byte = bytes[start]
      if byte == UInt8(ascii: "'") { return true }
      return byte == 0xE2 && start + 3 <= bytes.count && bytes[start + 1] == 0x80
        && bytes[start + 2] == 0x99
    }

    /// Whether an apostrophe ends just before `end`.
    private func apostrophe(before end: Int) -> Bool {
      (end >= 1 && bytes[end - 1] == UInt8(ascii: "'")) || (end >= 3 && apostrophe(at: end - 3))
    }

    static let comment = Array("<!--".utf8)
    static let commentEnd = Array("-->".utf8)
    static let script = Array("script".utf8)
    static let scriptEnd = Array("</script".utf8)
    static let style = Array("style".utf8)
    static let styleEnd = Array("</style".utf8)

    /// Past a comment, or a script's or a style's element with its text, which end a run; or
    /// past a tag, which a run goes on after.
    private mutating func skipMarkup() {
      if matches(Self.comment, at: index) {
        if runLength > 0 { endRun() }
        index = end(of: Self.commentEnd, from: index + 4)
      } else if startsElement(Self.script) {
        if runLength > 0 { endRun() }
        index = end(of: Self.scriptEnd, from: index + 1)
      } else if startsElement(Self.style) {
        if runLength > 0 { endRun() }
        index = end(of: Self.styleEnd, from: index + 1)
      } else {
        endPart()
        index += 1
        while index < bytes.count, bytes[index] != UInt8(ascii: ">") { index += 1 }
        index = min(index + 1, bytes.count)
      }
    }

    /// Whether `<name` starts at `index`, followed by a space, `>` or `/` (case ignored).
    private func startsElement(_ name: [UInt8]) -> Bool {
      let after = index + 1 + name.count
      guard after < bytes.count, matches(name, at: index + 1) else { return false }
      let next = bytes[after]
      return next == UInt8(ascii: ">") || next == UInt8(ascii: "/") || next <= 0x20
    }

    /// Whether `text` (ASCII) is at `start`, letters in either case.
    private func matches(_ text: [UInt8], at start: Int) -> Bool {
      guard start + text.count <= bytes.count else { return false }
      for offset in text.indices {
        let byte = bytes[start + offset]
        let wanted = text[offset]
        guard byte == wanted || (wanted.isASCIILetter && byte | 0x20 == wanted | 0x20) else {
          return false
        }
      }
      return true
    }

    /// The index just past the first `text` at or after `start`; the end when there is none.
    private func end(of text: [UInt8], from start: Int) -> Int {
      var at = start
      while at < bytes.count {
        if bytes[at] == text[0], matches(text, at: at) { return at + text.count }
        at += 1
      }
      return bytes.count
    }
  }
}
