import Foundation

/// Finding a known picture on a screenshot by comparing with the picture itself (issue 45).
/// A colour threshold ("pixels no text has") was passed by the teal progress bar on a fresh
/// machine; a box of cells that looks like the picture cannot be mistaken for a bar or text.
extension PPM {
  typealias Cell = (width: Int, height: Int)
  typealias Match = (box: Box, difference: Double)

  /// The box of whole cells in `window` (`columns` x `rows` cells of `cell` pixels, from the
  /// window's top-left) that looks most like `picture`, with the mean difference per channel
  /// between its pixels and the picture's, sampled at `picture`'s size (give a small one,
  /// such as 32 x 16: each of its pixels is compared with the screen pixel at the same place
  /// in the box). Only boxes at least 2 rows tall, within half and twice the picture's shape,
  /// and closer than `below`; nil when none is.
  func closestBox(
    to picture: PPM, window: Box, cell: Cell, columns: Int, rows: Int, below: Double
  ) -> Match? {
    let aspect = Double(picture.width) / Double(picture.height)
    let samples = picture.width * picture.height * 3
    var best: (box: Box, total: Int)?
    var limit = Int(below * Double(samples))
    for tall in 2...max(2, rows) where tall <= rows {
      for wide in 1...columns {
        let size = (width: wide * cell.width, height: tall * cell.height)
        let shape = Double(size.width) / Double(size.height)
        guard shape >= aspect / 2, shape <= aspect * 2 else { continue }
        for row in 0...(rows - tall) {
          for column in 0...(columns - wide) {
            let box = (
              x: window.x + column * cell.width, y: window.y + row * cell.height,
              width: size.width, height: size.height
            )
            let total = sampledDifference(in: box, from: picture, limit: limit)
            if total < limit {
              best = (box, total)
              limit = total
            }
          }
        }
      }
    }
    return best.map { ($0.box, Double($0.total) / Double(samples)) }
  }

  /// The summed difference of every channel between `picture`'s pixels and the pixels at the
  /// same places in `box` (nearest pixel); stops once it reaches `limit`.
  func sampledDifference(in box: Box, from picture: PPM, limit: Int) -> Int {
    guard box.x >= 0, box.y >= 0, box.x + box.width <= width, box.y + box.height <= height
    else { return limit }
    var total = 0
    pixels.withUnsafeBufferPointer { screen in
      picture.pixels.withUnsafeBufferPointer { source in
        var at = 0
        for row in 0..<picture.height {
          let y = box.y + (2 * row + 1) * box.height / (2 * picture.height)
          for column in 0..<picture.width {
            let x = box.x + (2 * column + 1) * box.width / (2 * picture.width)
            let here = (y * width + x) * 3
            total += abs(Int(screen[here]) - Int(source[at]))
            total += abs(Int(screen[here + 1]) - Int(source[at + 1]))
            total += abs(Int(screen[here + 2]) - Int(source[at + 2]))
            at += 3
          }
          if total >= limit { return }
        }
      }
    }
    return total
  }
}
