extension LayoutEngine {
  /// Wraps `text` at the available width and writes its lines; returns the widest line's
  /// width (for heading rules).
  @discardableResult
  mutating func wrap(
    _ text: InlineText, rightToLeft: Bool, fallback: (pathID: Int32, offset: Int32),
    image: ImageReference? = nil, continuationMark: Bool = false
  ) -> Int {
    var wrapper = LineWrapper(cellWidth: cellWidth, buffer: lineBuffer)
    lineBuffer = []
    var lineImage = image
    var widest = 0
    wrapper.wrap(text, width: available, continuationMark: continuationMark) { pieces, width in
      emit(pieces, lineWidth: width, rightToLeft: rightToLeft, fallback: fallback, image: lineImage)
      lineImage = nil
      widest = max(widest, width)
    }
    lineBuffer = wrapper.buffer
    return widest
  }
}

typealias WrappedLine = (pieces: [Piece], width: Int)

/// Greedy wrapping of an `InlineText` into lines of at most `width` columns: words go on the
/// line while they fit, spaces at a break vanish, a word wider than a whole line is cut by
/// Characters (with "↪" on the following lines of code blocks).
struct LineWrapper {
  let cellWidth: CellWidth
  var buffer: [Piece]
  private var width = 1

  init(cellWidth: CellWidth, buffer: [Piece] = []) {
    self.cellWidth = cellWidth
    self.buffer = buffer
  }

  /// Calls `line` with each line's pieces and width.
  mutating func wrap(
    _ text: InlineText, width: Int, continuationMark: Bool = false,
    line: (ArraySlice<Piece>, Int) -> Void
  ) {
    self.width = max(1, width)
    var used = 0
    buffer.removeAll(keepingCapacity: true)
    for (position, word) in text.words.enumerated() {
      if word.glue == .newline && position > 0 {
        line(buffer[...], used)
        buffer.removeAll(keepingCapacity: true)
        used = 0
      }
      let space = word.glue == .space && !buffer.isEmpty ? text.spaces[Int(word.space)] : nil
      let gap = space.map { Int($0.width) } ?? 0
      let pieces = text.pieces[Int(word.pieceStart)..<Int(word.pieceEnd)]
      if used + gap + Int(word.width) <= self.width {
        if let space { buffer.append(space) }
        buffer.append(contentsOf: pieces)
        used += gap + Int(word.width)
        continue
      }
      if !buffer.isEmpty {
        line(buffer[...], used)
        buffer.removeAll(keepingCapacity: true)
        used = 0
      }
      if Int(word.width) <= self.width {
        buffer.append(contentsOf: pieces)
        used = Int(word.width)
      } else if let split = numberSplit(pieces) {
        // "word[12]" too wide for a line: the number goes to the next line rather than
        // being cut in two.
        buffer.append(contentsOf: pieces[..<split])
        used = pieces[..<split].reduce(0) { $0 + Int($1.width) }
        line(buffer[...], used)
        buffer.removeAll(keepingCapacity: true)
        used = place(pieces[split...], continuationMark: continuationMark, line: line)
      } else {
        used = cut(pieces, continuationMark: continuationMark, line: line)
      }
    }
    if !buffer.isEmpty { line(buffer[...], used) }
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
    _ pieces: ArraySlice<Piece>, continuationMark: Bool, line: (ArraySlice<Piece>, Int) -> Void
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
    _ pieces: ArraySlice<Piece>, continuationMark: Bool, line: (ArraySlice<Piece>, Int) -> Void
  ) -> Int {
    var used = 0
    let limit = width
    for piece in pieces {
      if used + Int(piece.width) <= limit {
        buffer.append(piece)
        used += Int(piece.width)
        continue
      }
      if piece.isExpandedTab {
        used = clipTab(piece, used: used, continuationMark: continuationMark, line: line)
        continue
      }
      if piece.isNarrowASCII {
        used = cutASCII(piece, used: used, continuationMark: continuationMark, line: line)
        continue
      }
      var start = piece.text.startIndex
      var offset = piece.offset
      var chunkWidth = 0
      var chunkCharacters: Int32 = 0
      var index = start
      while index < piece.text.endIndex {
        let character = piece.text[index]
        let next = piece.text.index(after: index)
        let columns = cellWidth.of(character)
        if used + chunkWidth + columns > limit {
          if used + chunkWidth > 0 {
            appendChunk(
              piece, start..<index, width: chunkWidth, characters: chunkCharacters, offset: offset)
            line(buffer[...], used + chunkWidth)
            buffer.removeAll(keepingCapacity: true)
            used = startContinuation(continuationMark)
            offset += chunkCharacters
            start = index
            chunkWidth = 0
            chunkCharacters = 0
          }
          if columns > limit - used {
            appendChunk(
              piece, start..<index, width: chunkWidth, characters: chunkCharacters, offset: offset)
            offset += chunkCharacters
            chunkWidth = 0
            chunkCharacters = 0
            buffer.append(substitute(for: piece, offset: offset))
            used += 1
            offset += 1
            start = next
            index = next
            continue
          }
        }
        chunkWidth += columns
        chunkCharacters += 1
        index = next
      }
      appendChunk(
        piece, start..<piece.text.endIndex, width: chunkWidth, characters: chunkCharacters,
        offset: offset)
      used += chunkWidth
    }
    return used
  }

  /// The fast way to cut text of one-column, one-byte Characters (URLs in the link list):
  /// by byte counts, without measuring Characters again.
  private mutating func cutASCII(
    _ piece: Piece, used: Int, continuationMark: Bool, line: (ArraySlice<Piece>, Int) -> Void
  ) -> Int {
    var used = used
    let utf8 = piece.text.utf8
    var start = utf8.startIndex
    var offset = piece.offset
    var left = Int(piece.characters)
    while left > 0 {
      let room = width - used
      if room <= 0 {
        line(buffer[...], used)
        buffer.removeAll(keepingCapacity: true)
        used = startContinuation(continuationMark)
        continue
      }
      let count = min(room, left)
      let end = utf8.index(start, offsetBy: count)
      var chunk = piece
      chunk.text = piece.text[start..<end]
      chunk.width = Int32(count)
      chunk.characters = Int32(count)
      chunk.offset = offset
      buffer.append(chunk)
      used += count
      offset += Int32(count)
      left -= count
      start = end
    }
    return used
  }

  /// A tab is one Character drawn as spaces: cutting it would invent offsets, so on a line too
  /// narrow for it, it starts the next line and shrinks to what fits.
  private mutating func clipTab(
    _ piece: Piece, used: Int, continuationMark: Bool, line: (ArraySlice<Piece>, Int) -> Void
  ) -> Int {
    var used = used
    if used > 0 {
      line(buffer[...], used)
      buffer.removeAll(keepingCapacity: true)
      used = startContinuation(continuationMark)
    }
    let columns = max(0, min(Int(piece.width), width - used))
    var clipped = piece
    clipped.text = Substring(String(repeating: " ", count: columns))
    clipped.width = Int32(columns)
    buffer.append(clipped)
    return used + columns
  }

  private mutating func appendChunk(
    _ piece: Piece, _ range: Range<Substring.Index>, width: Int, characters: Int32, offset: Int32
  ) {
    guard !range.isEmpty else { return }
    var chunk = piece
    chunk.text = piece.text[range]
    chunk.width = Int32(width)
    chunk.characters = characters
    chunk.offset = offset
    buffer.append(chunk)
  }

  /// Starts a continuation line of a cut word: "↪" first in code blocks, when there is room.
  private mutating func startContinuation(_ continuationMark: Bool) -> Int {
    let mark = "↪"
    let markWidth = cellWidth.of(mark)
    guard continuationMark, width > markWidth else { return 0 }
    buffer.append(
      Piece(
        text: Substring(mark), width: Int32(markWidth), characters: 0, style: .dim, link: 0,
        pathID: -1, offset: 0))
    return markWidth
  }

  private func substitute(for piece: Piece, offset: Int32) -> Piece {
    var substitute = piece
    substitute.text = "?"
    substitute.width = 1
    substitute.characters = 1
    substitute.offset = offset
    return substitute
  }
}
