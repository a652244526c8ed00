import DogearCore
import DogearScreen

/// The article asked for last (`.loadArticle`), read and parsed on a thread of its own: a
/// long page takes seconds (issue 37), and the program answers meanwhile.
public struct Opening: Equatable, Sendable {
  public var id: String
  /// `q` was pressed before it came: its answer opens nothing.
  public var isCancelled = false
  /// Keys and wheel turns typed before it came, for its reader once open (as they were when
  /// the loop waited for the article).
  public var typed: [InputEvent] = []
  /// A line said while it was read (a changed file's notice): for its reader's status line,
  /// which the list's would never reach.
  public var message: String?

  static let typedLimit = 256
}

extension AppState {
  /// An article other than the open reader's (if any) is being opened.
  var isOpeningAnother: Bool {
    guard let opening, !opening.isCancelled else { return false }
    return opening.id != reader?.bookmark.id
  }

  /// Input while an article is being opened: `q` gives it up (`dogear open` then quits, as
  /// `q` in its reader would); other keys and the wheel wait for its reader; the pointer and
  /// focus reports, which are about what is on screen now, go by.
  mutating func typedWhileOpening(_ event: InputEvent) -> [AppEffect] {
    switch event {
    case .key(.character("q")):
      opening?.isCancelled = true
      return openedDirectly && !hasReader ? leave() : []
    case .key, .wheel:
      if let count = opening?.typed.count, count < Opening.typedLimit {
        opening?.typed.append(event)
      }
      return []
    case .pointer, .resized, .focus:
      return []
    }
  }

  /// The answer for `id` is the one waited for: the opening ends, and what was typed and
  /// said meanwhile is handed over. Nil when the answer is to be dropped: the program is
  /// leaving, the opening was given up, or another article was asked for since.
  mutating func takeOpening(_ id: String) -> Opening? {
    guard isRunning else { return nil }
    guard let waited = opening else { return Opening(id: id) }
    guard waited.id == id else { return nil }
    opening = nil
    return waited.isCancelled ? nil : waited
  }
}
