import DogearCore
import FoundationEssentials

/// An article whose first heading repeats its title (most local pages, some Readeck ones)
/// would show the title twice at the top: in the toolbar and as the heading. While that
/// heading is on screen the toolbar leaves the title out, so it shows once (issue 17).
extension ReaderState {
  /// The title the toolbar shows: the bookmark's, else the page's, else "Untitled".
  var shownTitle: String {
    bookmark.title.isEmpty ? (digest.title ?? "Untitled") : bookmark.title
  }

  /// True while the article's first line is on screen and is a heading repeating the title.
  var titleHeadingOnScreen: Bool {
    let line = lead.lines.count
    guard line >= top, line < top + frame.height, let first = digest.firstHeading else {
      return false
    }
    return Self.sameTitle(first, shownTitle)
  }

  /// Equal but for case, spacing, and permalink marks or punctuation at the ends.
  static func sameTitle(_ first: String, _ second: String) -> Bool {
    func key(_ text: String) -> String {
      let words = text.lowercased().split(whereSeparator: \.isWhitespace).joined(separator: " ")
      return words.trimmingScalars { scalar in
        switch scalar.properties.generalCategory {
        case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation,
          .initialPunctuation, .finalPunctuation, .otherPunctuation, .mathSymbol,
          .currencySymbol, .modifierSymbol, .otherSymbol:
          return true
        default: return scalar.isSpaceOrTab
        }
      }
    }
    let one = key(first)
    return !one.isEmpty && one == key(second)
  }
}
