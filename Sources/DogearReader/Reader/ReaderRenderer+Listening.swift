import DogearScreen

/// Listening on screen (issue 42): the word heard marked in the text, and the status line.
extension ReaderRenderer {
  /// The word heard, bold and underlined in the accent colour: neither a highlight's
  /// background, nor search's or the selection's reverse video.
  func drawSpokenWord(into screen: inout Screen, offsets: Range<Int>) {
    guard case .listening(let listening) = state.mode, let word = listening.word else { return }
    for row in textRows(at: offsets) where word.overlaps(row.points) {
      guard let columns = cells(of: row).columns(covering: word) else { continue }
      screen.restyle(row: row.row, columns: screenColumns(columns, on: row), with: theme.spoken)
    }
  }

  /// "Listening · 1.2x · 14 min left", or paused with the keys that go on.
  func drawListeningStatus(_ listening: Listening, into screen: inout Screen, row: Int) {
    if let message = state.message {
      let text = TextFit(cellWidth: cellWidth, ellipsis: glyphs.ellipsis)
        .endKept(message, to: frame.columns)
      screen.put(text, row: row, column: 0, width: cellWidth)
      return
    }
    let speed = ReaderState.speedLabel(state.settings.listeningSpeed)
    let minutes = "\(state.listeningMinutesLeft(from: listening.point)) min left"
    let label = listening.isPaused ? "Paused" : "Listening"
    let keys =
      listening.isPaused
      ? [hints(["Space resumes", "q stops"]), hints(["Space", "q"]), ""]
      : [hints(["Space pauses", "q stops"]), hints(["Space", "q"]), ""]
    let left = hints([label, speed, minutes])
    let leftWidth = cellWidth.of(left)
    let right = keys.first { leftWidth + 2 + cellWidth.of($0) <= frame.columns } ?? ""
    drawHint(into: &screen, row: row, left: (left, theme.barLabel), right: right)
  }
}
