import DogearScreen

/// A reader frame and what its article rows were drawn from (issue 41): what the shell keeps
/// of the frame it painted last, so that the next one takes the rows a scroll keeps from it
/// instead of drawing them again (`Reader.draw(moving:after:)`).
public struct ReaderDrawing: Sendable {
  public let screen: Screen
  /// Nil: the rows are not to be taken (another mode, the resize window's frame).
  let look: ArticleLook?
  /// The content line on the viewport's first row.
  let top: Int

  init(screen: Screen, look: ArticleLook?, top: Int) {
    self.screen = screen
    self.look = look
    self.top = top
  }
}

/// Which article rows a frame takes from the one before it, both of the same look: the
/// viewport moved by `lines` (the difference of the tops), so `count` rows from `source` (a
/// screen row of the frame before) land from `destination` on, and the viewport's rows
/// `fresh` (counted from its first row) are drawn. Nil when no row stays on screen.
struct KeptRows: Equatable {
  let source: Int
  let destination: Int
  let count: Int
  let fresh: Range<Int>

  init?(lines: Int, viewportStart: Int, height: Int) {
    guard abs(lines) < height else { return nil }
    count = height - abs(lines)
    if lines >= 0 {
      (source, destination) = (viewportStart + lines, viewportStart)
      fresh = count..<height
    } else {
      (source, destination) = (viewportStart, viewportStart - lines)
      fresh = 0..<(-lines)
    }
  }
}

extension ReaderRenderer {
  /// The frame, with the article rows a scroll keeps taken from `previous` when it was drawn
  /// with the same look (`ArticleLook`) and showed no picture in pixels (their placements
  /// would move too): a j draws one article row instead of the viewport's twenty, the bar,
  /// the toolbar and the status line as always. Otherwise, and as the simple version beside
  /// it, `render()`; `FrameReuseTests` holds the two to the same frames.
  func render(after previous: ReaderDrawing?) -> ReaderDrawing {
    let look = ArticleLook.of(state)
    guard let look, let previous, previous.look == look, previous.screen.pictures.isEmpty,
      let kept = KeptRows(
        lines: state.top - previous.top, viewportStart: frame.viewportStart, height: frame.height)
    else { return ReaderDrawing(screen: render(), look: look, top: state.top) }
    guard
      var screen = Screen(
        columns: frame.columns, rows: frame.rows, copying: kept.count, rowsFrom: kept.source,
        of: previous.screen, to: kept.destination)
    else { return ReaderDrawing(screen: render(), look: look, top: state.top) }
    render(onto: &screen, articleRows: kept.fresh)
    return ReaderDrawing(screen: screen, look: look, top: state.top)
  }
}
