/// A place inside a word where a line may break with a hyphen drawn at the line's end
/// (issue 44): found once per word when the article is prepared (`HyphenationRules`), used
/// by the paragraph breaker only when hyphenation is on. The text and its offsets never
/// change: the hyphen is decoration, the next line starts at the exact Character after it.
struct HyphenPoint: Sendable, Equatable {
  /// The word (index in `InlineText.words`).
  var word: Int32
  /// The piece the break falls before or in (index in `InlineText.pieces`).
  var piece: Int32
  /// Bytes, Characters and columns of that piece before the break (0 when the break is at
  /// the piece's start).
  var bytes: Int32
  var characters: Int32
  var columns: Int32
  /// Columns of the whole word before the break.
  var wordColumns: Int32
  /// A soft hyphen's break (U+00AD written by the author): preferred to the dictionary's.
  var isSoft = false
}

/// Which words may be hyphenated, and where (issue 44): a word standing alone between spaces
/// (a word with its own hyphen already breaks there), of letters only once the punctuation
/// around it is set aside (so no URL, address or number), not code, at least six letters,
/// and at least two letters before a break and three after it. A word with soft hyphens
/// breaks only there; any other gets the hyphenator's breaks.
enum HyphenationRules {
  static let shortestWord = 6
  static let lettersBefore = 2
  static let lettersAfter = 3
  static let softHyphen: Character = "\u{AD}"

  /// The hyphen points of every word of `text`, in word order.
  static func points(
    in text: InlineText, bytes: [UInt8], hyphenator: (any WordHyphenator)?
  ) -> [HyphenPoint] {
    var points: [HyphenPoint] = []
    for index in text.words.indices where standsAlone(index, in: text) {
      let word = text.words[index]
      guard word.width >= Int32(shortestWord) else { continue }
      points += self.points(inWord: Int32(index), of: text, bytes: bytes, hyphenator: hyphenator)
    }
    return points
  }

  /// Whether word `index` has a space, a forced break or the text's edge on both sides.
  private static func standsAlone(_ index: Int, in text: InlineText) -> Bool {
    if index > 0 && text.words[index].glue == .opportunity { return false }
    let next = index + 1
    return next == text.words.count || text.words[next].glue != .opportunity
  }

  private static func points(
    inWord index: Int32, of text: InlineText, bytes: [UInt8], hyphenator: (any WordHyphenator)?
  ) -> [HyphenPoint] {
    let word = text.words[Int(index)]
    let range = Int(word.pieceStart)..<Int(word.pieceEnd)
    var source: [UInt8] = []
    for piece in text.pieces[range] where !piece.isDecoration {
      // Letters of one column each: a Character's columns are its count.
      guard !piece.style.contains(.code), piece.width == piece.characters else { return [] }
      source += bytes[Int(piece.start)..<Int(piece.end)]
    }
    let characters = Array(String(decoding: source, as: UTF8.self))
    guard let offsets = breaks(in: characters, hyphenator: hyphenator) else { return [] }
    let soft = characters.contains(softHyphen)
    return offsets.compactMap { offset in
      var point = locate(offset, inWord: index, of: text, bytes: bytes)
      point?.isSoft = soft
      return point
    }
  }

  /// The allowed break offsets (Characters before the break) of a word's Characters.
  static func breaks(in characters: [Character], hyphenator: (any WordHyphenator)?) -> [Int]? {
    let lead = characters.prefix { !$0.isLetter && $0 != softHyphen }.count
    let trail = characters.reversed().prefix { !$0.isLetter && $0 != softHyphen }.count
    guard lead + trail < characters.count else { return nil }
    let core = characters[lead..<(characters.count - trail)]
    guard core.allSatisfy({ $0.isLetter || $0 == softHyphen }) else { return nil }
    let letters = core.filter(\.isLetter).count
    guard letters >= shortestWord else { return nil }
    var offsets: [Int] = []
    if core.contains(softHyphen) {
      offsets = core.indices.filter { core[$0] == softHyphen }.map { $0 + 1 - lead }
    } else if let hyphenator {
      offsets = hyphenator.breaks(in: String(core))
    }
    let allowed = Set(offsets).filter { offset in
      guard offset > 0, offset < core.count else { return false }
      let before = core.prefix(offset).filter(\.isLetter).count
      return before >= lettersBefore && letters - before >= lettersAfter
    }
    return allowed.sorted().map { $0 + lead }
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
        characters: left, columns: left, wordColumns: columns + left)
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
