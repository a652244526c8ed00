import DogearCore
import Foundation

/// Highlights and the clipboard: the article's text as the server counts it, a new
/// highlight stored, text copied.
extension AppShell {
  func performHighlight(_ effect: AppEffect) {
    switch effect {
    case .loadSourceText(let id):
      send(.sourceTextLoaded(id: id, try? store.loadSourceText(id: id)))
    case .saveHighlight(let id, let highlight):
      do {
        try store.addHighlight(id: id, highlight)
      } catch {
        send(.storeFailed("Highlight not saved: \(error)"))
      }
    case .copyToClipboard(let text):
      terminal.copyToClipboard(text)
    default:
      break
    }
  }
}
