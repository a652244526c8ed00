import DogearCore

/// Cuts spans into the words and pieces of an `InlineText`, deciding where lines may break.
///
/// Scans text by Character, runs of ASCII letters at once and most other Characters found from
/// the bytes (`CharacterMeasure`), measuring each with the layout's `CellWidth`. Link numbers
/// are appended after the last piece of each link, glued to it so that "[3]" never starts a
/// line of its own. One tokenizer measures every text of an article in turn (`finish`).
struct InlineTokenizer {
  let cellWidth: CellWidth
  /// Whether a space between words that a neighbouring piece gives is left implied (the
  /// layout's way) or kept as a piece of its own (`SpaceKeeping`).
  var spaceKeeping = SpaceKeeping.implied
  /// The article's text bytes, which pieces point into; text is appended as it is added.
  var bytes: [UInt8]
  private(set) var text = InlineText()
  private var wordStart = 0
  private var wordWidth = 0
  private var glue = Word.Glue.opportunity
  private var pendingSpace: Piece?
  /// The previous Character's first scalar, nil after a space or a forced break.
  private var previous: Unicode.Scalar?
  private var previousAllowsBreakAfter = false
  /// Marks waiting for the next Character of text (a script's, struck text's, a quotation's),
  /// so that a mark never stands in a word of its own.
  private var pendingMarks: [(text: String, style: TextStyle)] = []

  init(cellWidth: CellWidth, bytes: [UInt8]) {
    self.cellWidth = cellWidth
    self.bytes = bytes
  }

  /// Adds `string` as text of one element, in one style; returns the offset after its end.
  @discardableResult
  mutating func add(
    _ string: String, style: TextStyle, link: Int32, pathID: Int32, offset: Int32
  ) -> Int32 {
    var contiguous = string
    let base = bytes.count
    contiguous.withUTF8 { bytes.append(contentsOf: $0) }
    var scan = Scan(
      base: base, end: bytes.count, style: style, link: link, pathID: pathID, offset: offset)
    contiguous.withUTF8 { source in scanCharacters(source, of: string, &scan) }
    close(&scan, at: scan.end)
    return scan.offset
  }

  /// Reads the Characters of `source` (the UTF-8 of `string`, copied to `bytes` at
  /// `scan.base`), cutting pieces and words as it goes.
  private mutating func scanCharacters(
    _ source: UnsafeBufferPointer<UInt8>, of string: String, _ scan: inout Scan
  ) {
    while scan.index < scan.end {
      if takeAlphanumeric(source, &scan) { continue }
      let local = scan.index - scan.base
      let (length, scalar, width) = CharacterMeasure.measure(
        source, at: local, in: string, cellWidth: cellWidth)
      let next = scan.index + length
      if CharacterClass.isBreakingSpace(scalar) {
        takeSpace(&scan, next: next, isPlainSpace: source[local] == 0x20)
      } else if scalar == CharacterClass.zeroWidthSpace {
        takeZeroWidthSpace(&scan, next: next)
      } else if CharacterClass.isSoftHyphen(scalar, length: length) {
        takeSoftHyphen(&scan, next: next)
      } else {
        if breakAllowed(before: scalar) {
          close(&scan, at: scan.index)
          finishWord()
        }
        placePendingMark(&scan)
        scan.pieceWidth += width
        scan.pieceCharacters += 1
        remember(scalar)
      }
      scan.offset += 1
      scan.index = next
    }
  }

  /// Letters and digits after plain ASCII: no break, one column (most of most text). Takes
  /// the whole run at once: after the first, each only needs to be a Character of its own.
  private mutating func takeAlphanumeric(
    _ source: UnsafeBufferPointer<UInt8>, _ scan: inout Scan
  ) -> Bool {
    let first = scan.index - scan.base
    guard CharacterMeasure.isPlainAlphanumeric(source, at: first),
      !previousAllowsBreakAfter, (previous?.value ?? 0) < 0x80
    else { return false }
    placePendingMark(&scan)
    var index = first + 1
    while index < source.count, CharacterMeasure.isPlainAlphanumeric(source, at: index) {
      index += 1
    }
    let count = Int32(index - first)
    scan.pieceWidth += count
    scan.pieceCharacters += count
    previous = Unicode.Scalar(source[index - 1])
    scan.offset += count
    scan.index = scan.base + index
    return true
  }

  /// A breaking space ends the word; one space glues it to the next (or none after a `<br>`).
  private mutating func takeSpace(_ scan: inout Scan, next: Int, isPlainSpace: Bool) {
    close(&scan, at: scan.index)
    finishWord()
    if pendingSpace == nil, glue != .newline {
      let space: Range<Int32> =
        isPlainSpace ? Int32(scan.index)..<Int32(next) : TextBytes.spaces.lowerBound..<1
      pendingSpace = Piece(
        start: space.lowerBound, end: space.upperBound, width: 1, characters: 1, style: scan.style,
        link: scan.link, pathID: scan.pathID, offset: scan.offset)
      glue = .space
    }
    previous = nil
    previousAllowsBreakAfter = false
    scan.pieceStart = next
  }

  /// U+200B: a break opportunity that takes no room; it counts as a source Character but is
  /// never drawn.
  private mutating func takeZeroWidthSpace(_ scan: inout Scan, next: Int) {
    close(&scan, at: scan.index)
    finishWord()
    previous = nil
    previousAllowsBreakAfter = false
    scan.pieceStart = next
  }

  /// U+00AD: a break opportunity that takes no room, kept at the end of the word before it
  /// (it counts as a source Character); a line that breaks there shows a hyphen.
  private mutating func takeSoftHyphen(_ scan: inout Scan, next: Int) {
    placePendingMark(&scan)
    scan.pieceCharacters += 1
    scan.offset += 1
    close(&scan, at: next)
    scan.offset -= 1
    finishWord()
    glue = .softHyphen
    previous = nil
    previousAllowsBreakAfter = false
  }

  /// Ends the piece in progress at byte `position`.
  private mutating func close(_ scan: inout Scan, at position: Int) {
    defer {
      scan.pieceStart = position
      scan.pieceWidth = 0
      scan.pieceCharacters = 0
    }
    guard scan.pieceStart < position else { return }
    text.pieces.append(
      Piece(
        start: Int32(scan.pieceStart), end: Int32(position), width: scan.pieceWidth,
        characters: scan.pieceCharacters, style: scan.style, link: scan.link, pathID: scan.pathID,
        offset: scan.offset - scan.pieceCharacters))
    wordWidth += Int(scan.pieceWidth)
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
      && (previous.map { CharacterMeasure.isWordCharacter($0) } ?? false)
    previous = scalar
  }

  /// Ends the current word (if any); what follows starts a new one.
  mutating func finishWord() {
    let end = text.pieces.count
    guard end > wordStart else { return }
    var space = Word.Space.none
    if glue == .space, let pendingSpace, !text.words.isEmpty {
      space = place(pendingSpace, beforePiece: wordStart)
    }
    text.words.append(
      Word(
        pieceStart: Int32(wordStart), pieceEnd: Int32(end), width: Int32(wordWidth),
        glue: glue, space: space))
    wordStart = end
    wordWidth = 0
    glue = .opportunity
    pendingSpace = nil
  }

  /// Where the space before the word starting at piece `first` is (`Word.space`): implied
  /// when the piece before the word or the word's first piece gives exactly it, else kept.
  /// The pieces before a finished word never change, so what gives it now gives it always.
  private mutating func place(_ space: Piece, beforePiece first: Int) -> Word.Space {
    if spaceKeeping == .implied {
      if text.pieces[first - 1].spaceAfter == space { return .afterPrevious }
      if text.pieces[first].spaceBefore == space { return .beforeOwn }
    }
    text.spaces.append(KeptSpace(firstPiece: Int32(first), piece: space))
    return .kept
  }

  /// A `<br>`: the next word starts a new line. A `<br>` right after another leaves an
  /// empty line, as a browser does: an empty word anchored at the `<br>` element `pathID`.
  mutating func forceLineBreak(pathID: Int32) {
    finishWord()
    if glue == .newline {
      let position = Int32(bytes.count)
      text.pieces.append(
        Piece(
          start: position, end: position, width: 0, characters: 0, style: [], link: 0,
          pathID: pathID, offset: 0))
      finishWord()
    }
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
    let start = Int32(bytes.count)
    bytes.append(contentsOf: string.utf8)
    let piece = Piece(
      start: start, end: Int32(bytes.count), width: width, characters: Int32(string.count),
      style: style, link: link, pathID: pathID, offset: offset, isDecoration: true)
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

  /// Starts a script run: `mark` goes just before its first Character of text, after the
  /// mark of a run (struck text) that starts at the same place.
  mutating func openScript(mark: String, style: TextStyle = .dim) {
    guard !mark.isEmpty else { return }
    pendingMarks.append((mark, style))
  }

  /// Ends a script run with `mark`, glued to its last word; when the run had no text, its
  /// marks are dropped (its opening mark is the last one still waiting).
  mutating func closeScript(mark: String, style: TextStyle = .dim) {
    guard !mark.isEmpty else { return }
    guard pendingMarks.isEmpty else {
      pendingMarks.removeLast()
      return
    }
    guard !text.pieces.isEmpty else { return }
    appendToLastWord(mark, style: style, link: 0, pathID: -1, offset: 0)
  }

  /// Puts the waiting marks in the word in progress, before the Character at hand.
  private mutating func placePendingMark(_ scan: inout Scan) {
    guard !pendingMarks.isEmpty else { return }
    close(&scan, at: scan.index)
    for (mark, style) in pendingMarks {
      let width = Int32(cellWidth.of(mark))
      let start = Int32(bytes.count)
      bytes.append(contentsOf: mark.utf8)
      text.pieces.append(
        Piece(
          start: start, end: Int32(bytes.count), width: width, characters: 0, style: style,
          link: 0, pathID: -1, offset: 0, isDecoration: true))
      wordWidth += Int(width)
    }
    pendingMarks.removeAll(keepingCapacity: true)
  }

  /// The text, in arrays of its own exact size; the tokenizer starts afresh for the next text,
  /// keeping its own arrays (and their capacity) as scratch, so that growing them is paid once
  /// per article, not per paragraph.
  mutating func finish() -> InlineText {
    finishWord()
    let finished = InlineText(
      pieces: text.pieces.exactCopy(), words: text.words.exactCopy(),
      spaces: text.spaces.exactCopy())
    startAfresh()
    return finished
  }

  /// Everything but the bytes as a new tokenizer has it.
  private mutating func startAfresh() {
    text.pieces.removeAll(keepingCapacity: true)
    text.words.removeAll(keepingCapacity: true)
    text.spaces.removeAll(keepingCapacity: true)
    wordStart = 0
    wordWidth = 0
    glue = .opportunity
    pendingSpace = nil
    previous = nil
    previousAllowsBreakAfter = false
    pendingMarks.removeAll(keepingCapacity: true)
  }
}
