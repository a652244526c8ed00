/// Cuts spans into the words and pieces of an `InlineText`, deciding where lines may break.
///
/// Scans text by Character with a fast path for ASCII (most of most articles), measuring each
/// Character with the layout's `CellWidth`. Link numbers are appended after the last piece of
/// each link, glued to it so that "[3]" never starts a line of its own.
struct InlineTokenizer {
  let cellWidth: CellWidth
  private(set) var text = InlineText()
  private var wordStart = 0
  private var wordWidth = 0
  private var glue = Word.Glue.opportunity
  private var pendingSpace: Piece?
  /// The previous Character's first scalar, nil after a space or a forced break.
  private var previous: Unicode.Scalar?
  private var previousAllowsBreakAfter = false

  init(cellWidth: CellWidth) {
    self.cellWidth = cellWidth
  }

  /// Adds `string` as text of one element, in one style; returns the offset after its end.
  @discardableResult
  mutating func add(
    _ string: String, style: TextStyle, link: Int32, pathID: Int32, offset: Int32
  ) -> Int32 {
    let utf8 = string.utf8
    var index = utf8.startIndex
    var pieceStart = index
    var pieceWidth: Int32 = 0
    var pieceCharacters: Int32 = 0
    var characterOffset = offset
    func closePiece(at end: String.Index) {
      guard pieceStart < end else { return }
      let piece = Piece(
        text: string[pieceStart..<end], width: pieceWidth, characters: pieceCharacters,
        style: style, link: link, pathID: pathID, offset: characterOffset - pieceCharacters)
      text.pieces.append(piece)
      wordWidth += Int(pieceWidth)
      pieceWidth = 0
      pieceCharacters = 0
    }
    while index < utf8.endIndex {
      let byte = utf8[index]
      let next = utf8.index(after: index)
      let scalar: Unicode.Scalar
      let end: String.Index
      let width: Int32
      if byte < 0x80, byte != 0x0D, next == utf8.endIndex || utf8[next] < 0x80 {
        scalar = Unicode.Scalar(byte)
        end = next
        width = byte >= 0x20 && byte != 0x7F ? 1 : Int32(cellWidth.of(Character(scalar)))
      } else {
        end = string.index(after: index)
        let character = string[index]
        scalar = character.unicodeScalars.first ?? " "
        width = Int32(cellWidth.of(character))
      }
      if CharacterClass.isBreakingSpace(scalar) {
        closePiece(at: index)
        finishWord()
        if pendingSpace == nil, glue != .newline {
          let space = string[index..<end]
          pendingSpace = Piece(
            text: space == " " ? space : " ", width: 1, characters: 1, style: style, link: link,
            pathID: pathID, offset: characterOffset)
          glue = .space
        }
        previous = nil
        previousAllowsBreakAfter = false
        pieceStart = end
      } else {
        if breakAllowed(before: scalar) {
          closePiece(at: index)
          finishWord()
          pieceStart = index
        }
        pieceWidth += width
        pieceCharacters += 1
        remember(scalar)
      }
      characterOffset += 1
      index = end
    }
    closePiece(at: utf8.endIndex)
    return characterOffset
  }

  private func breakAllowed(before scalar: Unicode.Scalar) -> Bool {
    guard let previous else { return false }
    if CharacterClass.isClosing(scalar) { return false }
    if previousAllowsBreakAfter && !CharacterClass.isBreakAfterDash(scalar) { return true }
    if CharacterClass.isOpening(previous) { return false }
    return CharacterClass.isWideBreakable(previous) || CharacterClass.isWideBreakable(scalar)
  }

  private mutating func remember(_ scalar: Unicode.Scalar) {
    previousAllowsBreakAfter =
      CharacterClass.isBreakAfterDash(scalar)
      && (previous.map { $0.properties.isAlphabetic || $0.properties.numericType != nil } ?? false)
    previous = scalar
  }

  /// Ends the current word (if any); what follows starts a new one.
  mutating func finishWord() {
    let end = text.pieces.count
    guard end > wordStart else { return }
    var space: Int32 = -1
    if glue == .space, let pendingSpace, !text.words.isEmpty {
      space = Int32(text.spaces.count)
      text.spaces.append(pendingSpace)
    }
    text.words.append(
      Word(
        pieceStart: Int32(wordStart), pieceEnd: Int32(end), width: Int32(wordWidth),
        glue: space >= 0 ? .space : glue, space: space))
    wordStart = end
    wordWidth = 0
    glue = .opportunity
    pendingSpace = nil
  }

  /// A `<br>`: the next word starts a new line.
  mutating func forceLineBreak() {
    finishWord()
    pendingSpace = nil
    glue = .newline
    previous = nil
    previousAllowsBreakAfter = false
  }

  /// Lets a line break here even without a space (around an inline image).
  mutating func allowBreak() {
    finishWord()
    previous = nil
    previousAllowsBreakAfter = false
  }

  /// Appends decoration (a link number) to the last word, never starting a line of its own.
  mutating func appendToLastWord(
    _ string: String, style: TextStyle, link: Int32, pathID: Int32, offset: Int32
  ) {
    let width = Int32(cellWidth.of(string))
    let piece = Piece(
      text: Substring(string), width: width, characters: Int32(string.count), style: style,
      link: link, pathID: pathID, offset: offset, isDecoration: true)
    if text.pieces.count > wordStart || text.words.isEmpty {
      text.pieces.append(piece)
      wordWidth += Int(width)
    } else {
      text.pieces.append(piece)
      text.words[text.words.count - 1].pieceEnd += 1
      text.words[text.words.count - 1].width += width
      wordStart = text.pieces.count
    }
  }

  mutating func finish() -> InlineText {
    finishWord()
    return text
  }
}
