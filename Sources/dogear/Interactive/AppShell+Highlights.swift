import DogearCore
import FoundationEssentials

/// Highlights and the clipboard: the article's text as the server counts it, a new
/// highlight stored, text copied.
extension AppShell {
  func loadSourceText(id: String) {
    send(.sourceTextLoaded(id: id, try? store.loadSourceText(id: id)))
  }

  func saveHighlight(id: String, _ highlight: Highlight) {
    do {
      try store.addHighlight(id: id, highlight)
    } catch {
      send(.keepFailed(.newHighlight, reason: "\(error)"))
    }
  }

  func editHighlight(id: String, _ edit: HighlightEdit) {
    do {
      try store.editHighlight(bookmarkID: id, edit)
    } catch {
      send(.keepFailed(.highlightChange, reason: "\(error)"))
    }
  }
}
