/// The hero picture (issue 8): drawn cell by cell over the hero slot's content lines, so it
/// scrolls with the text and is clipped like any line. Without a picture, without colours, or
/// while the slot is hidden, the slot's lines (the framed alt block) are drawn instead.
extension ReaderRenderer {
  /// Draws picture row for content line `index` at screen `row`; false when the line is not
  /// a hero slot line with a picture to show (the caller draws the line itself).
  func drawHeroPictureRow(into screen: inout Screen, contentLine index: Int, row: Int) -> Bool {
    guard let picture = state.heroPicture, state.environment.colors, index >= 0,
      index < state.lead.heroRows
    else { return false }
    let limit = min(screen.columns, frame.margin + frame.textWidth)
    // Centred in the slot; a picture made for a larger slot (before a resize) shows its
    // top-left part until the shell sends one for the new size.
    let pictureRow = index - max(0, (state.lead.heroRows - picture.rows) / 2)
    guard pictureRow >= 0, pictureRow < picture.rows else { return true }
    let left = frame.margin + max(0, (frame.textWidth - picture.columns) / 2)
    for column in 0..<picture.columns where left + column < limit {
      screen[row, left + column] = picture[pictureRow, column]
    }
    return true
  }
}
