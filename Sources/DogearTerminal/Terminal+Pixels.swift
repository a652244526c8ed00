import CNCursesW
import DogearCore
import DogearScreen
import FoundationEssentials

#if canImport(Glibc)
  import Glibc
#endif

/// A picture sent as pixels (issue 29): its escape sequence, drawn with its top-left corner
/// at cell (`row`, `column`) and `rows` cells tall.
public struct TerminalImage: Equatable, Sendable {
  public var row: Int
  public var column: Int
  public var rows: Int
  public var sequence: String

  public init(row: Int, column: Int, rows: Int, sequence: String) {
    self.row = row
    self.column = column
    self.rows = rows
    self.sequence = sequence
  }
}

extension Terminal {
  /// The cell size in pixels the terminal reports (`TIOCGWINSZ`); nil when it says nothing.
  public var cellPixels: CellPixels? { TerminalQuery.windowCellPixels }

  /// Paints `screen`, then sends `images` over its blank cells, as `PixelRepaint` plans it:
  /// the rows old pictures covered garbled before curses paints, `eraser` (kitty's delete
  /// all) and the new pictures after.
  public func paint(_ screen: Screen, images: [TerminalImage], eraser: String) {
    guard !hasEnded else { return }
    guard
      let plan = PixelRepaint.plan(
        shown: shownImages, shownEraser: imageEraser, next: images, rows: size.rows)
    else { return paint(screen) }
    for rows in plan.garbledRows {
      dogear_wredrawln(window, Int32(rows.lowerBound), Int32(rows.count))
    }
    paint(screen)
    shownImages = images
    imageEraser = eraser
    writeRaw(plan.bytes)
  }

  /// Removes kitty's pictures before the terminal is given back (sixel and iTerm2 pixels go
  /// with the alternate screen).
  func forgetImages() {
    writeRaw(PixelRepaint.farewell(shown: shownImages, shownEraser: imageEraser))
    shownImages = []
  }

  /// Bytes straight to the terminal, after ncurses' own output.
  private func writeRaw(_ text: String) {
    guard !text.isEmpty else { return }
    fflush(stdout)
    var bytes = Array(text.utf8)
    var written = 0
    while written < bytes.count {
      let count = bytes.withUnsafeMutableBytes { buffer in
        write(STDOUT_FILENO, buffer.baseAddress.map { $0 + written }, buffer.count - written)
      }
      if count > 0 {
        written += count
      } else if count < 0, errno == EINTR || errno == EAGAIN {
        continue
      } else {
        return
      }
    }
  }
}
