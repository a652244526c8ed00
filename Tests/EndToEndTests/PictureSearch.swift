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
  /// in the box). Only boxes at least 2 rows tall, within two thirds and one and a half times
  /// the picture's shape, and closer than `below`; nil when none is.
  func closestBox(
    to picture: PPM, window: Box, cell: Cell, columns: Int, rows: Int, below: Double
  ) -> Match? {
    let aspect = Double(picture.width) / Double(picture.height)
    let samples = picture.width * picture.height
    var best: (box: Box, total: Int)?
    var limit = Int(below * Double(samples * 3))
    pixels.withUnsafeBufferPointer { screen in
      picture.pixels.withUnsafeBufferPointer { source in
        for tall in 2...max(2, rows) where tall <= rows {
          for wide in 1...columns {
            let size = (width: wide * cell.width, height: tall * cell.height)
            let shape = Double(size.width) / Double(size.height)
            guard shape >= aspect / 1.5, shape <= aspect * 1.5 else { continue }
            for row in 0...(rows - tall) {
              for column in 0...(columns - wide) {
                let box = (
                  x: window.x + column * cell.width, y: window.y + row * cell.height,
                  width: size.width, height: size.height
                )
                let total = Self.difference(
                  screen, width, box, source, (picture.width, picture.height), limit: limit,
                  slope: Int(below * 3))
                if total < limit {
                  best = (box, total)
                  limit = total
                }
              }
            }
          }
        }
      }
    }
    return best.map { ($0.box, Double($0.total) / Double(samples * 3)) }
  }

  /// The summed difference of every channel between the `source` pixels (`size`) and the
  /// `screen` pixels (`width` wide) at the same places in `box` (nearest pixel). Stops, giving
  /// `limit`, once it reaches `limit`, or once it exceeds `slope` a sample by more than a row's
  /// worth: a box that starts far from the picture is left after a few samples (the search
  /// tries some 200,000 boxes, in a debug build).
  static func difference(
    _ screen: UnsafeBufferPointer<UInt8>, _ width: Int, _ box: Box,
    _ source: UnsafeBufferPointer<UInt8>, _ size: (width: Int, height: Int), limit: Int,
    slope: Int
  ) -> Int {
    guard box.x >= 0, box.y >= 0, box.x + box.width <= width,
      (box.y + box.height) * width * 3 <= screen.count
    else { return limit }
    var total = 0
    var at = 0
    var allowed = slope * size.width
    for row in 0..<size.height {
      let y = box.y + (2 * row + 1) * box.height / (2 * size.height)
      for column in 0..<size.width {
        let x = box.x + (2 * column + 1) * box.width / (2 * size.width)
        let here = (y * width + x) * 3
        for channel in 0..<3 {
          let step = Int(screen[here + channel]) - Int(source[at + channel])
          total += step < 0 ? -step : step
        }
        at += 3
        allowed += slope
        if total >= limit || total > allowed { return limit }
      }
    }
    return total
  }
}
