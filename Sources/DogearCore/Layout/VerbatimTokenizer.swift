/// Cuts the spans of a `pre` block into one word per source line, keeping every space and
/// expanding tabs to the next multiple of eight columns. Lines wider than the layout are
/// broken by the wrapper with a continuation mark, never at spaces.
struct VerbatimTokenizer {
  let cellWidth: CellWidth
  private(set) var text = InlineText()
  private var lineStart = 0
  private var lineWidth = 0
  private var startsLine = true
  static let tabStop = 8

  init(cellWidth: CellWidth) {
    self.cellWidth = cellWidth
  }

  mutating func add(_ string: String, style: TextStyle, link: Int32, pathID: Int32, offset: Int32) {
    var characterOffset = offset
    var pieceStart = string.startIndex
    var pieceWidth: Int32 = 0
    var pieceCharacters: Int32 = 0
    func closePiece(at end: String.Index) {
      guard pieceStart < end else { return }
      text.pieces.append(
        Piece(
          text: string[pieceStart..<end], width: pieceWidth, characters: pieceCharacters,
          style: style, link: link, pathID: pathID, offset: characterOffset - pieceCharacters))
      lineWidth += Int(pieceWidth)
      pieceWidth = 0
      pieceCharacters = 0
    }
    var index = string.startIndex
    while index < string.endIndex {
      let character = string[index]
      let next = string.index(after: index)
      if startsLine {
        startLine(pathID: pathID, offset: characterOffset, style: style)
      }
      if character.unicodeScalars.contains("\n") {
        closePiece(at: index)
        endLine()
        pieceStart = next
      } else if character == "\t" {
        closePiece(at: index)
        let spaces = Self.tabStop - (lineWidth + Int(pieceWidth)) % Self.tabStop
        text.pieces.append(
          Piece(
            text: Substring(String(repeating: " ", count: spaces)), width: Int32(spaces),
            characters: 1, style: style, link: link, pathID: pathID, offset: characterOffset))
        lineWidth += spaces
        pieceStart = next
      } else {
        pieceWidth += Int32(cellWidth.of(character))
        pieceCharacters += 1
      }
      characterOffset += 1
      index = next
    }
    closePiece(at: string.endIndex)
  }

  /// Every line, even an empty one, starts with a zero-width piece naming where it begins, so
  /// that blank lines of code still have an anchor of their own.
  private mutating func startLine(pathID: Int32, offset: Int32, style: TextStyle) {
    lineStart = text.pieces.count
    lineWidth = 0
    startsLine = false
    text.pieces.append(
      Piece(
        text: "", width: 0, characters: 0, style: style, link: 0, pathID: pathID, offset: offset))
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
