import FoundationEssentials

/// Highlights and the server: what the user is told when it refused one, and the open
/// reader brought up to date after a send or a sync (a highlight made here goes by the
/// server's id once it is taken).
extension AppState {
  mutating func highlightsSent(id: String, refusals: [String]) -> [AppEffect] {
    var effects = reloadHighlights()
    if let reason = refusals.last {
      let more = refusals.count > 1 ? " (and \(refusals.count - 1) more)" : ""
      effects += showMessage("Highlight kept here, not on the server\(more): \(reason)")
    }
    return effects
  }

  /// The open reader's highlights read again from the store.
  func reloadHighlights() -> [AppEffect] {
    reader.map { [.loadHighlights(id: $0.bookmark.id)] } ?? []
  }
}
