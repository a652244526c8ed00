import DogearCore

/// A place inside a word where a line may break with a hyphen drawn at the line's end
/// (issue 44): found once per word when the article is prepared (`HyphenationRules`), used
/// by the paragraph breaker only when hyphenation is on. The text and its offsets never
/// change: the hyphen is decoration, the next line starts at the exact Character after it.
///
/// Sixteen bytes, not 28: a long page has a point every few words (issue 41: a 12 MB page of
/// one paragraph naming English peaked at 284 MB with 28, 274 MB with 16). A piece that is
/// hyphenated is of letters of one column each, so its Characters before the break are its
/// columns.
struct HyphenPoint: Sendable, Equatable {
  /// The word (index in `InlineText.words`).
  var word: Int32
  /// The piece the break falls before or in (index in `InlineText.pieces`).
  var piece: Int32
  private var storedBytes: UInt16
  private var storedCharacters: UInt16
  /// Columns of the whole word before the break.
  var wordColumns: Int32

  /// Nil when the break is farther than 65,535 bytes into its piece (no word of a language).
  init?(word: Int32, piece: Int32, bytes: Int32, characters: Int32, wordColumns: Int32) {
    guard let bytes = UInt16(exactly: bytes), let characters = UInt16(exactly: characters)
    else { return nil }
    self.word = word
    self.piece = piece
    storedBytes = bytes
    storedCharacters = characters
    self.wordColumns = wordColumns
  }

  /// Bytes, Characters and columns of that piece before the break (0 when the break is at
  /// the piece's start).
  var bytes: Int32 { Int32(storedBytes) }
  var characters: Int32 { Int32(storedCharacters) }
  var columns: Int32 { Int32(storedCharacters) }
}

/// Which words may be hyphenated, and where (issue 44): a word standing alone between spaces
/// (a word with its own hyphen or a soft hyphen already breaks there, and only there), of
/// letters only once the punctuation around it is set aside (so no URL, address or number),
/// not code, at least six letters, and at least two letters before a break and three after.
enum HyphenationRules {
  static let shortestWord = 6
  static let lettersBefore = 2
  static let lettersAfter = 3
  /// Marks of an address or a name in one (`@handle`, `snake_case`, a path) anywhere in a
  /// word keep it whole, even beside its letters.
  /// Apostrophes inside a word ("Tuesday’s", "l’homme"): the letters on each side are
  /// hyphenated as words of their own, never at the apostrophe.
  static let apostrophes: Set<Character> = ["’", "'"]
  static let addressMarks: Set<Character> = ["@", "/", "\\", "_", "#", "=", "~"]

  /// The hyphen points of every word of `text`, in word order.
  static func points(
    in text: InlineText, bytes: [UInt8], hyphenator: (any WordHyphenator)?
  ) -> [HyphenPoint] {
    var points: [HyphenPoint] = []
    var source: [UInt8] = []
    for index in text.words.indices where standsAlone(index, in: text) {
      let word = text.words[index]
      guard word.width >= Int32(shortestWord) else { continue }
      addPoints(
        inWord: Int32(index), of: text, bytes: bytes, hyphenator: hyphenator, source: &source,
        to: &points)
    }
    return points
  }

  /// Whether word `index` has a space, a forced break or the text's edge on both sides (not
  /// a break opportunity of its own: a hyphen, a soft hyphen, an ideograph).
  private static func standsAlone(_ index: Int, in text: InlineText) -> Bool {
    let joined: (Word.Glue) -> Bool = { $0 == .opportunity || $0 == .softHyphen }
    if index > 0 && joined(text.words[index].glue) { return false }
    let next = index + 1
    return next == text.words.count || !joined(text.words[next].glue)
  }

  /// Adds word `index`'s points to `points`; `source` is a buffer for its text, kept from
  /// word to word.
  private static func addPoints(
    inWord index: Int32, of text: InlineText, bytes: [UInt8], hyphenator: (any WordHyphenator)?,
    source: inout [UInt8], to points: inout [HyphenPoint]
  ) {
    let word = text.words[Int(index)]
    source.removeAll(keepingCapacity: true)
    for pieceIndex in Int(word.pieceStart)..<Int(word.pieceEnd) {
      let piece = text.pieces[pieceIndex]
      guard !piece.isDecoration else { continue }
      // Letters of one column each: a Character's columns are its count.
      guard !piece.style.contains(.code), piece.width == piece.characters else { return }
      source += bytes[Int(piece.start)..<Int(piece.end)]
    }
    let found =
      source.allSatisfy(isPrintableASCII)
      ? asciiBreaks(in: source, hyphenator: hyphenator)
      : breaks(in: Array(String(decoding: source, as: UTF8.self)), hyphenator: hyphenator)
    for offset in found ?? [] {
      if let point = locate(offset, inWord: index, of: text, bytes: bytes) { points.append(point) }
    }
  }

  /// The allowed break offsets (Characters before the break) of a word's Characters.
  static func breaks(in characters: [Character], hyphenator: (any WordHyphenator)?) -> [Int]? {
    let lead = characters.prefix { !$0.isLetter }.count
    let trail = characters.reversed().prefix { !$0.isLetter }.count
    guard lead + trail < characters.count, let hyphenator,
      !characters.contains(where: addressMarks.contains)
    else { return nil }
    let core = Array(characters[lead..<(characters.count - trail)])
    guard core.allSatisfy({ $0.isLetter || apostrophes.contains($0) }),
      core.filter(\.isLetter).count >= shortestWord
    else { return nil }
    var offsets: [Int] = []
    var start = 0
    for run in core.split(separator: "’", omittingEmptySubsequences: false)
      .flatMap({ $0.split(separator: "'", omittingEmptySubsequences: false) })
    {
      // Each run of letters between apostrophes ("administration" of "administration’s") is
      // asked alone, and breaks with two of its letters before and three after.
      if run.count >= lettersBefore + lettersAfter {
        offsets += Set(hyphenator.breaks(in: String(run))).filter { offset in
          offset >= lettersBefore && run.count - offset >= lettersAfter
        }.sorted().map { $0 + start + lead }
      }
      start += run.count + 1
    }
    return offsets
  }

  /// Appends to `offsets` the `breaks` of a run of `length` letters that leave
  /// `lettersBefore` and `lettersAfter` of them, moved by `shift`, in order and each once.
  /// What `breaks(in:)` keeps by making a set and sorting it, without either for what a
  /// dictionary gives (already in order, no repeats): four allocations less a word.
  static func appendAllowed(
    _ breaks: [Int], runLength length: Int, shift: Int, to offsets: inout [Int]
  ) {
    let first = offsets.count
    for offset in breaks where offset >= lettersBefore && length - offset >= lettersAfter {
      if offsets.count > first, let last = offsets.last, last >= offset + shift {
        // Out of order or repeated: sort what this run gave, once.
        let given = Set(offsets[first...] + [offset + shift])
        offsets.removeSubrange(first...)
        offsets += given.sorted()
        continue
      }
      offsets.append(offset + shift)
    }
  }

  /// `breaks(in:)` for a word of printable ASCII, read as its bytes (each one Character):
  /// the same rules without making Characters and asking each whether it is a letter, which
  /// were four fifths of hyphenating an English article (callgrind, `dump` of 484 KB of the
  /// corpus: 325 M instructions in `breaks`, 50 M of them libhyphen's). `HyphenationRulesTests`
  /// holds the two to the same offsets.
  static func asciiBreaks(in word: [UInt8], hyphenator: (any WordHyphenator)?) -> [Int]? {
    guard let hyphenator, let first = word.firstIndex(where: { $0.isASCIILetter }),
      let last = word.lastIndex(where: { $0.isASCIILetter }),
      !word.contains(where: { addressBytes.contains($0) })
    else { return nil }
    let core = word[first...last]
    var letters = 0
    for byte in core {
      if byte.isASCIILetter {
        letters += 1
      } else if byte != UInt8(ascii: "'") {
        return nil
      }
    }
    guard letters >= shortestWord else { return nil }
    // Each run between apostrophes, as `breaks(in:)` splits them (no array of runs).
    var offsets: [Int] = []
    var runStart = core.startIndex
    while runStart < core.endIndex {
      let runEnd = core[runStart...].firstIndex(of: UInt8(ascii: "'")) ?? core.endIndex
      let length = runEnd - runStart
      if length >= lettersBefore + lettersAfter {
        let run = String(decoding: core[runStart..<runEnd], as: UTF8.self)
        appendAllowed(
          hyphenator.breaks(in: run), runLength: length, shift: runStart, to: &offsets)
      }
      runStart = runEnd + 1
    }
    return offsets
  }

  /// `addressMarks` as bytes.
  static let addressBytes: [UInt8] = addressMarks.map { $0.asciiValue ?? 0 }

  private static func isPrintableASCII(_ byte: UInt8) -> Bool {
    byte &- 0x20 < 0x5F
  }

  /// The point `offset` Characters into the word's text (its decoration left out).
  private static func locate(
    _ offset: Int, inWord index: Int32, of text: InlineText, bytes: [UInt8]
  ) -> HyphenPoint? {
    let word = text.words[Int(index)]
    var left = Int32(offset)
    var columns: Int32 = 0
    for pieceIndex in Int(word.pieceStart)..<Int(word.pieceEnd) {
      let piece = text.pieces[pieceIndex]
      if piece.isDecoration || left >= piece.characters {
        if !piece.isDecoration { left -= piece.characters }
        columns += piece.width
        continue
      }
      return HyphenPoint(
        word: index, piece: Int32(pieceIndex), bytes: byteCount(of: left, in: piece, bytes: bytes),
        characters: left, wordColumns: columns + left)
    }
    return nil
  }

  /// The bytes of the first `characters` Characters of `piece`.
  private static func byteCount(of characters: Int32, in piece: Piece, bytes: [UInt8]) -> Int32 {
    guard !piece.isNarrowASCII else { return characters }
    let text = String(decoding: bytes[Int(piece.start)..<Int(piece.end)], as: UTF8.self)
    return Int32(text.prefix(Int(characters)).utf8.count)
  }
}
