import DogearCore

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
    var contiguous = string
    let base = Int32(bytes.count)
    contiguous.withUTF8 { bytes.append(contentsOf: $0) }
    var run = Run(
      style: style, link: link, pathID: pathID, offset: offset, position: base, pieceStart: base)
    contiguous.withUTF8 { source in
      var index = 0
      while index < source.count {
        let (length, _, width) = CharacterMeasure.measure(
          source, at: index, in: string, cellWidth: cellWidth)
        take(source[index..<index + length], width: width, in: &run)
        index += length
      }
    }
    closePiece(at: run.position, in: &run)
  }

  /// What `add` tracks through one string.
  private struct Run {
    let style: TextStyle
    let link: Int32
    let pathID: Int32
    var offset: Int32
    var position: Int32
    var pieceStart: Int32
    var pieceWidth: Int32 = 0
    var pieceCharacters: Int32 = 0
  }

  /// One Character (its UTF-8 bytes and width): a line end, a tab, or text of the piece.
  private mutating func take(
    _ character: Slice<UnsafeBufferPointer<UInt8>>, width: Int32, in run: inout Run
  ) {
    let next = run.position + Int32(character.count)
    if startsLine {
      startLine(at: run.position, pathID: run.pathID, offset: run.offset, style: run.style)
    }
    if character.contains(0x0A) {
      closePiece(at: run.position, in: &run)
      endLine()
      run.pieceStart = next
    } else if character.count == 1, character.first == 0x09 {
      closePiece(at: run.position, in: &run)
      let spaces = Int32(Self.tabStop - (lineWidth + Int(run.pieceWidth)) % Self.tabStop)
      text.pieces.append(
        Piece(
          start: 0, end: spaces, width: spaces, characters: 1, style: run.style, link: run.link,
          pathID: run.pathID, offset: run.offset))
      lineWidth += Int(spaces)
      run.pieceStart = next
    } else {
      run.pieceWidth += width
      run.pieceCharacters += 1
    }
    run.offset += 1
    run.position = next
  }

  private mutating func closePiece(at end: Int32, in run: inout Run) {
    guard run.pieceStart < end else { return }
    text.pieces.append(
      Piece(
        start: run.pieceStart, end: end, width: run.pieceWidth, characters: run.pieceCharacters,
        style: run.style, link: run.link, pathID: run.pathID,
        offset: run.offset - run.pieceCharacters))
    lineWidth += Int(run.pieceWidth)
    run.pieceWidth = 0
    run.pieceCharacters = 0
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
        width: Int32(lineWidth), glue: .newline, space: .none))
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
