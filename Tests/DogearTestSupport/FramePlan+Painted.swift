import DogearScreen

extension FramePlan {
  /// What curses' window holds after this plan (issue 41): `shown` scrolled as the terminal
  /// scrolls it (`Screen.shifted(by:)`), then the planned rows drawn from `next`, with
  /// `next`'s cursor and pictures. The plan is right when this is `next`. A frame of another
  /// size is nothing to draw over: the window is erased first.
  public func painted(over shown: Screen, next: Screen) -> Screen {
    let sameSize = shown.columns == next.columns && shown.rows == next.rows
    var window =
      sameSize
      ? shift.map { shown.shifted(by: $0) } ?? shown
      : Screen(columns: next.columns, rows: next.rows)
    for row in changed {
      for column in 0..<next.columns { window[row, column] = next[row, column] }
    }
    // The cursor and pictures are not curses' cells: the painter places them apart.
    window.cursor = next.cursor
    window.pictures = next.pictures
    return window
  }

  /// The plan turns `shown` into `next` exactly (`painted(over:next:)` is `next`); a Bool, so
  /// that a failure does not print two whole screens.
  public func paints(_ next: Screen, over shown: Screen) -> Bool {
    painted(over: shown, next: next) == next
  }
}
