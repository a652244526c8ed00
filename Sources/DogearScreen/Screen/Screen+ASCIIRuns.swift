import DogearCore

/// `Screen.put`'s fast path (issue 41): a key in the reader redraws every row of text, and
/// walking graphemes and asking each one's width was most of a frame.
///
/// Two printable ASCII bytes side by side are always two graphemes (UAX #29 joins nothing
/// there but CR LF, which `drawable` has turned into spaces), so a byte of ASCII followed by
/// another ASCII byte or the end is a grapheme on its own, one column wide when the width
/// says so (`CellWidth.asciiIsNarrow`). Everything else, from such a boundary to the next,
/// goes through `putEachGrapheme`, the simple version, so the cells come out the same.
extension Screen {
  mutating func putRuns(
    _ text: String, row: Int, column: Int, style: CellStyle, width: CellWidth, limit: Int
  ) -> Int {
    var text = text
    var col = column
    let styleBits = style.bits
    let rowStart = row * columns
    text.withUTF8 { bytes in
      let count = bytes.count
      var index = 0
      while index < count {
        // A stretch of one-byte graphemes, found first and then written straight into the
        // cells: two tight loops, not one that asks every question of every byte.
        var stop = index
        while stop < count, Self.isPrintableASCII(bytes[stop]) { stop += 1 }
        // The stretch's last byte is a grapheme alone only before ASCII or the end.
        if stop < count, bytes[stop] >= 0x80, stop > index { stop -= 1 }
        let stretch = stop - index
        let written = min(stretch, max(0, limit - col))
        // Columns left of the screen are counted, not written.
        let first = min(written, max(0, -col))
        if first < written {
          packed.withUnsafeMutableBufferPointer { cells in
            let base = rowStart + col
            for offset in first..<written {
              cells[base + offset] = .ascii(bytes[index + offset], styleBits: styleBits)
            }
          }
        }
        col += written
        index += written
        let full = written < stretch
        if full || index == count { return }
        // From here to the next certain boundary (two ASCII bytes) the simple way.
        var end = index + 1
        while end < count, !(bytes[end - 1] < 0x80 && bytes[end] < 0x80) { end += 1 }
        let piece = String(
          decoding: UnsafeBufferPointer(rebasing: bytes[index..<end]), as: UTF8.self)
        guard
          putEachGrapheme(piece, row: row, column: &col, style: style, width: width, limit: limit)
        else { return }
        index = end
      }
    }
    return col
  }

  /// `put(String(repeating: glyph, count: count), ...)` measured once: for the progress
  /// bar's fill and track, a row of one glyph. A glyph that would join its neighbour (a
  /// lone regional indicator) is put the simple way.
  @discardableResult
  public mutating func putRepeated(
    _ glyph: String, count: Int, row: Int, column: Int, style: CellStyle, width: CellWidth
  ) -> Int {
    let drawn = Self.drawable(glyph)
    guard let character = drawn.first, drawn.count == 1, (drawn + drawn).count == 2,
      row >= 0, row < rows, column >= 0
    else {
      return put(
        String(repeating: glyph, count: max(0, count)), row: row, column: column, style: style,
        width: width)
    }
    let w = width.of(character)
    guard w > 0 else { return column }
    let cell = pack(Cell(String(character), style: style))
    let continuation = pack(Cell.continuation(style))
    var col = column
    for _ in 0..<max(0, count) {
      if col + w > columns { break }
      packed[row * columns + col] = cell
      if w == 2 { packed[row * columns + col + 1] = continuation }
      col += w
    }
    return col
  }

  private static func isPrintableASCII(_ byte: UInt8) -> Bool {
    byte >= 0x20 && byte < 0x7F
  }
}
