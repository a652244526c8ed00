import DogearCore
import FoundationEssentials

/// Links chosen in the reader, and what the status line says of them: `LinkTarget` decides
/// which may go to `$BROWSER`; the shell only starts it and says what happened.
extension AppState {
  /// A link of the article at `articleAddress` (the reader's), or a bookmark's own address
  /// (the list's `O`).
  mutating func openLink(_ href: String, in articleAddress: String?) -> [AppEffect] {
    switch LinkTarget.of(href: href, articleAddress: articleAddress) {
    case .browser(let url):
      return [.openLink(url)]
    case .fragment(let name):
      return showMessage("This link points inside the article (#\(name)): it is not followed yet")
    case .refused(let reason):
      return showMessage(reason)
    }
  }

  static func linkMessage(_ launch: LinkLaunch, url: String) -> String {
    switch launch {
    case .started(let browser):
      return browser.report(for: url)
    case .noBrowser:
      return url
    case .cannotStart(let browsers):
      return "Cannot start \(browsers.map(\.name).joined(separator: ", ")): \(url)"
    case .refused:
      return "This link cannot be opened: \(url)"
    }
  }

  /// A highlight or a mark the library could not keep.
  static func keepFailedMessage(_ what: KeptInLibrary, reason: String) -> String {
    switch what {
    case .newHighlight: return "Highlight not saved: \(reason)"
    case .highlightChange: return "Highlight not changed: \(reason)"
    case .mark: return "Mark not kept: \(reason)"
    case .session: return "Cannot keep this reading in the record: \(reason)"
    }
  }
}
