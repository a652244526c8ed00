import CNCursesW
import DogearCore
import Foundation

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

  /// Paints `screen`, then sends `images` over its blank cells. ncurses does not know the
  /// pixels are there, so when the pictures change, the rows the old ones covered are
  /// marked garbled first (ncurses then rewrites every cell of them, which erases sixel
  /// and iTerm2 pixels), and `eraser` (kitty's delete-all) goes out before the new ones.
  /// Each picture is written after `doupdate`, between a cursor save and restore, so
  /// ncurses' idea of the cursor and the screen stays true.
  public func paint(_ screen: Screen, images: [TerminalImage], eraser: String) {
    guard !hasEnded else { return }
    guard images != shownImages else { return paint(screen) }
    let rows = size.rows
    for image in shownImages {
      let top = max(0, min(rows, image.row))
      let bottom = max(top, min(rows, image.row + image.rows))
      if bottom > top { wredrawln(window, Int32(top), Int32(bottom - top)) }
    }
    paint(screen)
    var output = shownImages.isEmpty ? "" : imageEraser
    for image in images where image.row >= 0 && image.row < rows {
      output += "\u{1B}7\u{1B}[\(image.row + 1);\(image.column + 1)H" + image.sequence + "\u{1B}8"
    }
    shownImages = images
    imageEraser = eraser
    writeRaw(output)
  }

  /// Removes kitty's pictures before the terminal is given back (sixel and iTerm2 pixels go
  /// with the alternate screen).
  func forgetImages() {
    if !shownImages.isEmpty { writeRaw(imageEraser) }
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
