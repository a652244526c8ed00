/// Cutting a word wider than its line Character by Character: clusters kept whole when they
/// fit a line, cut between code points when every code point counts (`dogear dump`), and a
/// long address broken after its last "/", "?" or "&" (see LineWrapper+Addresses.swift).
extension LineWrapper {
  /// Cuts one piece Character by Character; a Character wider than a whole line becomes "?".
  /// When every code point counts (`CellWidth.addsCodePoints`, `dogear dump`), a cluster wider
  /// than a line (a family emoji at width 5) is cut between its code points instead, so no
  /// text is lost and no line grows past the width.
  mutating func cutCharacters(
    _ piece: Piece, used: Int, continuationMark: Bool,
    line: (UnsafeBufferPointer<Piece>, Int) -> Void
  ) -> Int {
    var used = used
    var chunk = emptyStart(of: piece)
    let text = String(
      decoding: UnsafeBufferPointer(rebasing: bytes[Int(piece.start)..<Int(piece.end)]),
      as: UTF8.self)
    // A cluster that fits on a line of its own stays whole; only a wider one is cut.
    let mark = cellWidth.of("↪")
    let room = width - (continuationMark && width > mark ? mark : 0)
    // The chunk as it was just after its last "/", "?" or "&" on this line.
    var atMark: Piece?
    for character in text {
      let columns = cellWidth.of(character)
      if used + Int(chunk.width) + columns > width {
        // A long address breaks after its last mark when that keeps the line half full.
        if let mark = atMark, used + Int(mark.width) >= width / 2, mark.characters > 0 {
          breakAfter(
            mark, chunk: &chunk, used: &used, continuationMark: continuationMark, line: line)
        }
        atMark = nil
      }
      guard cellWidth.addsCodePoints, columns > room, character.unicodeScalars.count > 1 else {
        add(
          Int32(character.utf8.count), columns: columns, characters: 1, to: &chunk, used: &used,
          continuationMark: continuationMark, line: line)
        if character == "/" || character == "?" || character == "&" { atMark = chunk }
        continue
      }
      for (index, scalar) in character.unicodeScalars.enumerated() {
        add(
          Int32(UTF8.width(scalar)), columns: cellWidth.of(Character(scalar)),
          characters: index == 0 ? 1 : 0, to: &chunk, used: &used,
          continuationMark: continuationMark, line: line)
      }
    }
    if chunk.characters > 0 || !chunk.isEmpty { buffer.append(chunk) }
    return used + Int(chunk.width)
  }

  /// Ends the line just after `mark` (the chunk as it was after an address's "/", "?" or
  /// "&"); what followed the mark starts the next line.
  private mutating func breakAfter(
    _ mark: Piece, chunk: inout Piece, used: inout Int, continuationMark: Bool,
    line: (UnsafeBufferPointer<Piece>, Int) -> Void
  ) {
    buffer.append(mark)
    flush(width: used + Int(mark.width), line: line)
    used = startContinuation(continuationMark)
    var rest = next(after: mark)
    rest.end = chunk.end
    rest.width = chunk.width - mark.width
    rest.characters = chunk.characters - mark.characters
    chunk = rest
  }

  /// Adds `size` bytes of `columns` columns (one Character, or one code point of a cut
  /// cluster) to `chunk`, first ending the line when they do not fit on it.
  private mutating func add(
    _ size: Int32, columns: Int, characters: Int32, to chunk: inout Piece, used: inout Int,
    continuationMark: Bool, line: (UnsafeBufferPointer<Piece>, Int) -> Void
  ) {
    if used + Int(chunk.width) + columns > width {
      if used + Int(chunk.width) > 0 {
        if !chunk.isEmpty || chunk.characters > 0 { buffer.append(chunk) }
        flush(width: used + Int(chunk.width), line: line)
        used = startContinuation(continuationMark)
        chunk = next(after: chunk)
      }
      if columns > width - used {
        if chunk.characters > 0 { buffer.append(chunk) }
        chunk = next(after: chunk)
        var stand = chunk
        stand.start = TextBytes.tooWide.lowerBound
        stand.end = TextBytes.tooWide.upperBound
        stand.width = 1
        stand.characters = 1
        buffer.append(stand)
        used += 1
        chunk.start += size
        chunk.end = chunk.start
        chunk.offset += 1
        return
      }
    }
    chunk.end += size
    chunk.width += Int32(columns)
    chunk.characters += characters
  }

  /// The empty chunk at the start of `piece`.
  func emptyStart(of piece: Piece) -> Piece {
    var chunk = piece
    chunk.end = piece.start
    chunk.width = 0
    chunk.characters = 0
    return chunk
  }

  /// The empty chunk that follows `chunk` in the same piece.
  func next(after chunk: Piece) -> Piece {
    var next = chunk
    next.start = chunk.end
    next.offset = chunk.offset + chunk.characters
    next.width = 0
    next.characters = 0
    return next
  }
}
