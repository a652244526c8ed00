import DogearScreen

/// Pictures (issue 8), drawn cell by cell over their content lines so they scroll with the
/// text and are clipped like any line: the hero over the hero slot's lines, inline pictures
/// over the blank rows inserted above their `[image: alt]` lines. Without a picture, without
/// colours, or while the slot is hidden, the lines themselves (the framed alt block, the
/// `[image: alt]` line) are all there is.
extension ReaderRenderer {
  /// Draws the picture row of content line `index` at screen `row`; false when the line
  /// shows no picture (the caller draws the line itself).
  func drawPictureRow(into screen: inout Screen, contentLine index: Int, row: Int) -> Bool {
    guard state.environment.colors, index >= 0 else { return false }
    if index < state.lead.heroRows {
      guard let picture = state.heroPicture else { return false }
      // Centred in the slot; a picture made for a larger slot (before a resize) shows its
      // top part until the shell sends one for the new size.
      let pictureRow = index - max(0, (state.lead.heroRows - picture.rows) / 2)
      drawRow(pictureRow, of: picture, into: &screen, row: row)
      return true
    }
    guard let entry = state.inline.rows[index - state.lead.lines.count],
      let picture = state.inline.pictures[entry.source]
    else { return false }
    drawRow(entry.row, of: picture, into: &screen, row: row)
    return true
  }

  /// One picture row centred in the text column, clipped to it.
  private func drawRow(_ pictureRow: Int, of picture: Picture, into screen: inout Screen, row: Int)
  {
    guard pictureRow >= 0, pictureRow < picture.rows else { return }
    let limit = min(screen.columns, frame.margin + frame.textWidth)
    let left = frame.margin + max(0, (frame.textWidth - picture.columns) / 2)
    if state.pictureOutput.isPixels, !picture.pixelKey.isEmpty {
      // Pixels go over blank cells, in the very rows half blocks would take.
      screen.placePictureRow(
        key: picture.pixelKey, pictureRow: pictureRow, totalRows: picture.rows, row: row,
        column: left, columns: max(0, min(picture.columns, limit - left)))
      return
    }
    for column in 0..<picture.columns where left + column < limit {
      screen[row, left + column] = picture[pictureRow, column]
    }
  }
}

extension ReaderMode {
  /// True for the panels drawn over the article (settings, help, outline).
  var isOverlay: Bool {
    switch self {
    case .settings, .help, .outline, .highlightList: return true
    case .reading, .searching, .linkNumber, .selecting, .markLetter, .listening: return false
    }
  }
}
