import DogearCore
import DogearScreen
import FoundationEssentials

/// `R` in the list: the selected bookmark's title in a one-line prompt, to edit. Enter checks
/// it (`BookmarkTitle`) and renames; Esc leaves the title as it was. The row shows the new
/// title at once, the shell stores it and queues it for the server (`PATCH title`), and `u`
/// takes it back.
public struct ListRename: Equatable, Sendable {
  public let bookmarkID: String
  /// The title when the prompt opened: what Esc keeps and `u` brings back.
  public let before: String
  /// The prompt's text, the current title to start with.
  public internal(set) var typed: String

  init(row: BookmarkSummary) {
    bookmarkID = row.id
    before = row.title
    typed = row.title
  }
}

extension ListState {
  mutating func openRename() -> [ListEffect] {
    guard let row = selectedRow else {
      message = "No bookmark to rename"
      return []
    }
    guard !row.isSaving else {
      message = ListState.stillSaving
      return []
    }
    rename = ListRename(row: row)
    return []
  }

  /// Keys while the prompt is open.
  mutating func editRename(with key: Key) -> [ListEffect] {
    guard var prompt = rename else { return [] }
    rename = nil  // taken out, so typing into it does not copy it (a paste stays quick)
    switch key {
    case .character(let character):
      prompt.typed.append(character)
    case .backspace, .delete:
      if !prompt.typed.isEmpty { prompt.typed.removeLast() }
    case .control("u"):
      prompt.typed = ""
    case .escape:
      rename = nil
      message = "Title unchanged"
      return []
    case .enter:
      return submitRename(prompt)
    default:
      break
    }
    rename = prompt
    return []
  }

  private mutating func submitRename(_ prompt: ListRename) -> [ListEffect] {
    switch BookmarkTitle.check(prompt.typed) {
    case .failure(let refusal):
      // The prompt stays open with the text, so it can be mended.
      rename = prompt
      message = refusal.description
      return []
    case .success(let title):
      rename = nil
      guard title != prompt.before else {
        message = "Title unchanged"
        return []
      }
      history.record(.title(id: prompt.bookmarkID, was: prompt.before, now: title))
      message = "Renamed: " + title
      return retitle(id: prompt.bookmarkID, to: title)
    }
  }

  /// The row shows `title` at once; the shell stores it and queues it for the server. A
  /// search by title may no longer match: the page is asked for again.
  mutating func retitle(id: String, to title: String) -> [ListEffect] {
    if let index = window.index(of: id), let row = window.row(at: index) {
      var after = row
      after.title = title
      replaceRow(at: index, before: row, after: after)
      selection = index
    }
    var effects: [ListEffect] = [.setTitle(id: id, title: title)]
    if !searchQuery.isEmpty || pendingQuery != nil {
      followID = id
      effects.append(requestPage(around: top))
    }
    return effects
  }
}
