/// Web addresses cut where they have parts: a word wider than its line breaks after a "/",
/// "?" or "&" rather than in the middle of a word, when the line is then at least half full.
extension LineWrapper {
  static func isAddressMark(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: "/") || byte == UInt8(ascii: "?") || byte == UInt8(ascii: "&")
  }

  /// Ends the line just after the last "/", "?" or "&" of the buffered pieces (inside a
  /// piece of plain ASCII too) when the line is then at least half full, and moves what came
  /// after it to the next line; returns the width now used there, nil when there is no such
  /// place (nothing is done).
  mutating func breakAfterAddressMark(
    used: Int, continuationMark: Bool, line: (UnsafeBufferPointer<Piece>, Int) -> Void
  ) -> Int? {
    let buffered = buffer.pieces
    var widthThrough = used
    var index = buffered.count - 1
    while index >= 0 && widthThrough >= width / 2 {
      let piece = buffered[index]
      if let cut = markCut(in: piece, lineWidth: widthThrough) {
        var head = piece
        head.end = cut
        head.width = cut - piece.start
        head.characters = head.width
        var tail = piece
        tail.start = cut
        tail.width = piece.width - head.width
        tail.characters = piece.characters - head.characters
        tail.offset = piece.offset + head.characters
        let carried = (tail.start < tail.end ? [tail] : []) + Array(buffered[(index + 1)...])
        buffer.truncate(to: index)
        buffer.append(head)
        flush(width: widthThrough - Int(tail.width), line: line)
        var now = startContinuation(continuationMark)
        buffer.append(contentsOf: carried)
        now += carried.reduce(0) { $0 + Int($1.width) }
        return now
      }
      widthThrough -= Int(piece.width)
      index -= 1
    }
    return nil
  }

  /// The byte just after the last mark of `piece` that leaves the line (`lineWidth` wide
  /// with all of `piece`) at least half full: at its end for any text, inside it for text
  /// of one-byte, one-column Characters only.
  private func markCut(in piece: Piece, lineWidth: Int) -> Int32? {
    guard !piece.isDecoration, piece.end > piece.start else { return nil }
    guard piece.isNarrowASCII else {
      return Self.isAddressMark(bytes[Int(piece.end - 1)]) ? piece.end : nil
    }
    var position = piece.end
    while position > piece.start && lineWidth - Int(piece.end - position) >= width / 2 {
      if Self.isAddressMark(bytes[Int(position - 1)]) { return position }
      position -= 1
    }
    return nil
  }

  /// How many of the `count` bytes from `start` that would fill the line to go on it: up to
  /// and with the last "/", "?" or "&" (an address breaks between its parts, not inside a
  /// word), if the line is then at least half full; else all of them.
  func urlBreak(from start: Int32, count: Int32, used: Int) -> Int32 {
    var taken = count
    while taken > 0 && used + Int(taken) >= width / 2 {
      let byte = bytes[Int(start + taken - 1)]
      if Self.isAddressMark(byte) {
        return taken
      }
      taken -= 1
    }
    return count
  }
}
