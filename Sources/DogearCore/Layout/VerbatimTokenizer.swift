/// Cuts the spans of a `pre` block into one word per source line, keeping every space and
/// expanding tabs to the next multiple of eight columns. Lines wider than the layout are
/// broken by the wrapper with a continuation mark, never at spaces.
struct VerbatimTokenizer {
  let cellWidth: CellWidth
  /// The article's text bytes, which pieces point into.
  var bytes: [UInt8]
  private(set) var text = InlineText()
  private var lineStart = 0
  private var lineWidth = 0
  private var startsLine = true
  static let tabStop = 8

  init(cellWidth: CellWidth, bytes: [UInt8]) {
    self.cellWidth = cellWidth
    self.bytes = bytes
  }

  mutating func add(_ string: String, style: TextStyle, link: Int32, pathID: Int32, offset: Int32) {
    var characterOffset = offset
    var position = Int32(bytes.count)
    bytes.append(contentsOf: string.utf8)
    var pieceStart = position
    var pieceWidth: Int32 = 0
    var pieceCharacters: Int32 = 0
    func closePiece(at end: Int32) {
      guard pieceStart < end else { return }
      text.pieces.append(
        Piece(
          start: pieceStart, end: end, width: pieceWidth, characters: pieceCharacters,
          style: style, link: link, pathID: pathID, offset: characterOffset - pieceCharacters))
      lineWidth += Int(pieceWidth)
      pieceWidth = 0
      pieceCharacters = 0
    }
    for character in string {
      let next = position + Int32(character.utf8.count)
      if startsLine {
        startLine(at: position, pathID: pathID, offset: characterOffset, style: style)
      }
      if character.unicodeScalars.contains("\n") {
        closePiece(at: position)
        endLine()
        pieceStart = next
      } else if character == "\t" {
        closePiece(at: position)
        let spaces = Int32(Self.tabStop - (lineWidth + Int(pieceWidth)) % Self.tabStop)
        text.pieces.append(
          Piece(
            start: 0, end: spaces, width: spaces, characters: 1, style: style, link: link,
            pathID: pathID, offset: characterOffset))
        lineWidth += Int(spaces)
        pieceStart = next
      } else {
        pieceWidth += Int32(cellWidth.of(character))
        pieceCharacters += 1
      }
      characterOffset += 1
      position = next
    }
    closePiece(at: position)
  }

  /// Every line, even an empty one, starts with a zero-width piece naming where it begins, so
  /// that blank lines of code still have an anchor of their own.
  private mutating func startLine(
    at position: Int32, pathID: Int32, offset: Int32, style: TextStyle
  ) {
    lineStart = text.pieces.count
    lineWidth = 0
    startsLine = false
    text.pieces.append(
      Piece(
        start: position, end: position, width: 0, characters: 0, style: style, link: 0,
        pathID: pathID, offset: offset))
  }

  private mutating func endLine() {
    text.words.append(
      Word(
        pieceStart: Int32(lineStart), pieceEnd: Int32(text.pieces.count),
        width: Int32(lineWidth), glue: .newline, space: -1))
    startsLine = true
  }

  /// Empty lines at the start and end of a code block are dropped: the blank separators
  /// around the block already set it apart.
  mutating func finish() -> InlineText {
    if !startsLine { endLine() }
    func isEmpty(_ word: Word) -> Bool { word.width == 0 && word.pieceEnd - word.pieceStart <= 1 }
    while let last = text.words.last, isEmpty(last) { text.words.removeLast() }
    let leading = text.words.prefix(while: isEmpty).count
    text.words.removeFirst(leading)
    return text
  }
}
