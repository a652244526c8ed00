/// Where a laid-out line goes across the screen (issue 44): a line of text at the text
/// column's margin; a row of a table grid wider than the text centred on the terminal, or,
/// wider than the terminal, from its left edge less how far the grid was scrolled sideways.
struct LinePlacement: Equatable, Sendable {
  /// The screen column of the line's first column (negative when scrolled past it).
  let origin: Int
  /// The screen columns the line draws in.
  let visible: Range<Int>

  init(origin: Int, visible: Range<Int>) {
    self.origin = origin
    self.visible = visible
  }

  /// A line of the text column.
  init(textOf frame: ReaderFrame) {
    self.init(origin: frame.margin, visible: frame.margin..<(frame.margin + frame.textWidth))
  }

  /// A line `gridWidth` columns wide (0: not a grid's), `shift` columns scrolled sideways.
  init(gridWidth: Int, shift: Int, frame: ReaderFrame) {
    guard gridWidth > frame.textWidth else {
      self.init(textOf: frame)
      return
    }
    self.init(
      origin: gridWidth <= frame.columns ? (frame.columns - gridWidth) / 2 : -shift,
      visible: 0..<frame.columns)
  }

  /// Columns counted from the line's start as the screen's, cut to what shows.
  func screen(_ columns: Range<Int>) -> Range<Int> {
    let start = max(visible.lowerBound, origin + columns.lowerBound)
    return start..<max(start, min(visible.upperBound, origin + columns.upperBound))
  }
}
