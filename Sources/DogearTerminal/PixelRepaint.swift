/// What a paint sends for pictures as pixels (issue 29), worked out apart from curses so a
/// test can read it: the rows curses must write again, and the bytes that follow its own.
///
/// ncurses does not know pixels are over its cells. When the pictures change (a scroll, a
/// resize, a toggle, an overlay opening, the reader closing), every row an old picture
/// covered is garbled, so curses rewrites each of its cells, which wipes sixel and iTerm2
/// pixels; kitty keeps its pictures apart from the text, so its eraser (delete all) goes
/// out before the new pictures. Each picture is drawn between a cursor save and restore, so
/// curses' idea of the cursor stays true.
public struct PixelRepaint: Equatable, Sendable {
  /// Screen rows whose cells curses must write again.
  public var garbledRows: [Range<Int>]
  /// Written straight to the terminal after curses' output.
  public var bytes: String

  /// Nil when the pictures are the ones already shown: nothing to do beyond curses' paint.
  public static func plan(
    shown: [TerminalImage], shownEraser: String, next: [TerminalImage], rows: Int
  ) -> PixelRepaint? {
    guard next != shown else { return nil }
    let garbled = shown.compactMap { image -> Range<Int>? in
      let top = max(0, min(rows, image.row))
      let bottom = max(top, min(rows, image.row + image.rows))
      return bottom > top ? top..<bottom : nil
    }
    var bytes = shown.isEmpty ? "" : shownEraser
    for image in next where image.row >= 0 && image.row < rows {
      bytes += "\u{1B}7\u{1B}[\(image.row + 1);\(image.column + 1)H" + image.sequence + "\u{1B}8"
    }
    return PixelRepaint(garbledRows: garbled, bytes: bytes)
  }

  /// What goes out before the terminal is given back: kitty's pictures would outlive the
  /// alternate screen; sixel and iTerm2 pixels go with it.
  public static func farewell(shown: [TerminalImage], shownEraser: String) -> String {
    shown.isEmpty ? "" : shownEraser
  }
}
