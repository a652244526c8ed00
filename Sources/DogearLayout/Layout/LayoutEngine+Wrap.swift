import DogearCore

extension LayoutEngine {
  /// Wraps `text` at the available width and writes its lines; returns the widest line's
  /// width (for heading rules).
  @discardableResult
  mutating func wrap(
    _ text: InlineText, rightToLeft: Bool, fallback: (pathID: Int32, offset: Int32),
    image: ImageReference? = nil, continuationMark: Bool = false
  ) -> Int {
    var wrapper = LineWrapper(cellWidth: cellWidth, bytes: bytes, buffer: lineBuffer)
    if let image { collector.attachImage(image) }
    var widest = 0
    wrapper.wrap(text, width: available, continuationMark: continuationMark) { pieces, width in
      emit(pieces, lineWidth: width, rightToLeft: rightToLeft, fallback: fallback)
      widest = max(widest, width)
    }
    if image != nil { collector.dropImage() }
    return widest
  }
}

typealias WrappedLine = (pieces: [Piece], width: Int)

/// Greedy wrapping of an `InlineText` into lines of at most `width` columns: words go on the
/// line while they fit, spaces at a break vanish, a word wider than a whole line is cut by
/// Characters (with "↪" on the following lines of code blocks).
struct LineWrapper {
  let cellWidth: CellWidth
  /// The prepared article's text bytes, which pieces point into (lent for the layout).
  let bytes: UnsafeBufferPointer<UInt8>
  let buffer: PieceBuffer
  private(set) var width = 1

  init(cellWidth: CellWidth, bytes: UnsafeBufferPointer<UInt8>, buffer: PieceBuffer = PieceBuffer())
  {
    self.cellWidth = cellWidth
    self.bytes = bytes
    self.buffer = buffer
  }

  /// Calls `line` with each line's pieces and width.
  mutating func wrap(
    _ text: InlineText, width: Int, continuationMark: Bool = false,
    line: (UnsafeBufferPointer<Piece>, Int) -> Void
  ) {
    self.width = max(1, width)
    buffer.removeAll()
    text.words.withUnsafeBufferPointer { words in
      text.pieces.withUnsafeBufferPointer { pieces in
        text.spaces.withUnsafeBufferPointer { spaces in
          wrap(
            Words(words: words, pieces: pieces, spaces: spaces), continuationMark: continuationMark,
            line: line)
        }
      }
    }
  }

  /// An `InlineText` seen through pointers: the wrapping loop then copies plain numbers only.
  private struct Words {
    let words: UnsafeBufferPointer<Word>
    let pieces: UnsafeBufferPointer<Piece>
    let spaces: UnsafeBufferPointer<KeptSpace>

    func pieces(of word: Word) -> UnsafeBufferPointer<Piece> {
      UnsafeBufferPointer(rebasing: pieces[Int(word.pieceStart)..<Int(word.pieceEnd)])
    }

    func space(before word: Word) -> Piece {
      Word.space(before: word, pieces: pieces, spaces: spaces)
    }

    func spaceWidth(before word: Word) -> Int32 {
      word.space == .kept
        ? KeptSpace.find(before: word.pieceStart, in: spaces).width : Piece.impliedSpaceWidth
    }
  }

  private mutating func wrap(
    _ text: Words, continuationMark: Bool, line: (UnsafeBufferPointer<Piece>, Int) -> Void
  ) {
    var used = 0
    for (position, word) in text.words.enumerated() {
      if word.glue == .newline && position > 0 {
        flush(width: used, line: line)
        used = 0
      }
      // The space is made only when the word goes on the line.
      let spaced = word.glue == .space && !buffer.isEmpty
      let gap = spaced ? Int(text.spaceWidth(before: word)) : 0
      let pieces = text.pieces(of: word)
      if used + gap + Int(word.width) + hyphenRoom(after: position, in: text.words) <= self.width {
        if spaced { buffer.append(text.space(before: word)) }
        buffer.append(contentsOf: pieces)
        used += gap + Int(word.width)
        continue
      }
      if !buffer.isEmpty {
        flush(width: used + endBreak(word.glue, used: used), line: line)
        used = 0
      }
      if Int(word.width) <= self.width {
        buffer.append(contentsOf: pieces)
        used = Int(word.width)
        continue
      }
      used = placeTooWide(ArraySlice(pieces), continuationMark: continuationMark, line: line)
    }
    if !buffer.isEmpty { flush(width: used, line: line) }
  }

  /// A word before a soft hyphen joins a line only with room for the hyphen drawn if the
  /// line breaks there: 1, else 0.
  private func hyphenRoom(after position: Int, in words: UnsafeBufferPointer<Word>) -> Int {
    position + 1 < words.count && words[position + 1].glue == .softHyphen ? 1 : 0
  }

  /// What a line that breaks before a word glued by `glue` ends with: a hyphen at a soft
  /// hyphen, when the line has room for it. Returns the columns it takes.
  private mutating func endBreak(_ glue: Word.Glue, used: Int) -> Int {
    guard glue == .softHyphen, used < width else { return 0 }
    buffer.append(
      Piece(
        start: TextBytes.hyphen.lowerBound, end: TextBytes.hyphen.upperBound, width: 1,
        characters: 0, style: [], link: 0, pathID: -1, offset: 0))
    return 1
  }

  /// Hands the buffered line to `line` and empties the buffer.
  mutating func flush(width: Int, line: (UnsafeBufferPointer<Piece>, Int) -> Void) {
    line(buffer.pieces, width)
    buffer.removeAll()
  }

  /// Sets a word wider than a whole line, from the start of a line: its script marks go
  /// (each part of a cut word must hold source text), a link number moves to the next line
  /// rather than being cut in two, the rest is cut by Characters. Returns the width used on
  /// the last line.
  private mutating func placeTooWide(
    _ word: ArraySlice<Piece>, continuationMark: Bool,
    line: (UnsafeBufferPointer<Piece>, Int) -> Void
  ) -> Int {
    var pieces = word
    if pieces.contains(where: \.isScriptMark) {
      pieces = ArraySlice(pieces.filter { !$0.isScriptMark })
    }
    guard let split = numberSplit(pieces) else {
      return cut(pieces, continuationMark: continuationMark, line: line)
    }
    buffer.append(contentsOf: pieces[..<split])
    flush(width: pieces[..<split].reduce(0) { $0 + Int($1.width) }, line: line)
    return place(pieces[split...], continuationMark: continuationMark, line: line)
  }

  /// Where a too-wide word can break before its link number, when the text before it fits.
  private func numberSplit(_ pieces: ArraySlice<Piece>) -> Int? {
    guard let split = pieces.firstIndex(where: \.isDecoration), split > pieces.startIndex
    else { return nil }
    let before = pieces[..<split].reduce(0) { $0 + Int($1.width) }
    return before <= width ? split : nil
  }

  /// Puts pieces on an empty line, cutting them when they are too wide.
  private mutating func place(
    _ pieces: ArraySlice<Piece>, continuationMark: Bool,
    line: (UnsafeBufferPointer<Piece>, Int) -> Void
  ) -> Int {
    let total = pieces.reduce(0) { $0 + Int($1.width) }
    guard total > width else {
      buffer.append(contentsOf: pieces)
      return total
    }
    return cut(pieces, continuationMark: continuationMark, line: line)
  }

  /// Every line of `text` as arrays, for table cells.
  mutating func lines(of text: InlineText, width: Int) -> [WrappedLine] {
    var result: [WrappedLine] = []
    wrap(text, width: width) { pieces, width in result.append((Array(pieces), width)) }
    return result
  }

  /// Cuts a word wider than the line by Characters, calling `line` for each full line;
  /// returns the width of what is left in `buffer`. A Character wider than the whole line
  /// (a wide ideograph at width 1) is drawn as "?" so that nothing overflows.
  private mutating func cut(
    _ pieces: ArraySlice<Piece>, continuationMark: Bool,
    line: (UnsafeBufferPointer<Piece>, Int) -> Void
  ) -> Int {
    var used = 0
    for piece in pieces {
      if used + Int(piece.width) > width,
        let carried = breakAfterAddressMark(
          used: used, continuationMark: continuationMark, line: line)
      {
        used = carried
      }
      if used + Int(piece.width) <= width {
        buffer.append(piece)
        used += Int(piece.width)
      } else if piece.isExpandedTab {
        used = clipTab(piece, used: used, continuationMark: continuationMark, line: line)
      } else if piece.isNarrowASCII {
        used = cutASCII(piece, used: used, continuationMark: continuationMark, line: line)
      } else {
        used = cutCharacters(piece, used: used, continuationMark: continuationMark, line: line)
      }
    }
    return used
  }

  /// The fast way to cut text of one-column, one-byte Characters (URLs in the link list):
  /// by byte counts, without measuring Characters again.
  private mutating func cutASCII(
    _ piece: Piece, used: Int, continuationMark: Bool,
    line: (UnsafeBufferPointer<Piece>, Int) -> Void
  ) -> Int {
    var used = used
    var chunk = emptyStart(of: piece)
    while chunk.end < piece.end {
      let room = width - used
      if room <= 0 {
        flush(width: used, line: line)
        used = startContinuation(continuationMark)
        continue
      }
      let fits = min(Int32(room), piece.end - chunk.end)
      let count =
        fits < piece.end - chunk.end ? urlBreak(from: chunk.end, count: fits, used: used) : fits
      chunk = next(after: chunk)
      chunk.end = chunk.start + count
      chunk.width = count
      chunk.characters = count
      buffer.append(chunk)
      used += Int(count)
      if count < fits {
        flush(width: used, line: line)
        used = startContinuation(continuationMark)
      }
    }
    return used
  }

  /// A tab is one Character drawn as spaces: cutting it would invent offsets, so on a line too
  /// narrow for it, it starts the next line and shrinks to what fits.
  private mutating func clipTab(
    _ piece: Piece, used: Int, continuationMark: Bool,
    line: (UnsafeBufferPointer<Piece>, Int) -> Void
  ) -> Int {
    var used = used
    if used > 0 {
      flush(width: used, line: line)
      used = startContinuation(continuationMark)
    }
    let columns = Int32(max(0, min(Int(piece.width), width - used)))
    var clipped = piece
    clipped.end = clipped.start + columns
    clipped.width = columns
    buffer.append(clipped)
    return used + Int(columns)
  }

  /// Starts a continuation line of a cut word: "↪" first in code blocks, when there is room.
  mutating func startContinuation(_ continuationMark: Bool) -> Int {
    let markWidth = cellWidth.of("↪")
    guard continuationMark, width > markWidth else { return 0 }
    buffer.append(
      Piece(
        start: TextBytes.continuationMark.lowerBound, end: TextBytes.continuationMark.upperBound,
        width: Int32(markWidth), characters: 0, style: .dim, link: 0, pathID: -1, offset: 0))
    return markWidth
  }
}
