import FoundationEssentials

/// `]` and `[` in the reader: straight to the next or previous bookmark in the list's order,
/// filter, search and label, as if `q` then a move then Enter: the article left is saved and
/// pushed as `q` does, the list's selection moves to the one opened, and that one opens as
/// any does (its server position asked for, its jump offered).
extension AppState {
  mutating func openNeighbour(step: Int) -> [AppEffect] {
    guard let current = reader?.bookmark.id else { return [] }
    let word = step > 0 ? "next" : "previous"
    guard !openedDirectly else {
      return readerUpdate(
        .showMessage("] and [ go through the list: this article was opened on its own"))
    }
    guard let index = list.window.index(of: current) else {
      return readerUpdate(.showMessage("This bookmark is not in the list as it shows now"))
    }
    guard (0..<list.total).contains(index + step),
      let neighbour = list.window.row(at: index + step)
    else {
      return readerUpdate(.showMessage("No \(word) bookmark in the list"))
    }
    var effects = readerUpdate(.leave(now: now))
    effects += listUpdate(.selectRow(id: neighbour.id))
    return effects + [.loadArticle(id: neighbour.id)]
  }
}
