import DogearCore
import DogearScreen
import FoundationEssentials

/// `L` in the list: the labels of the selected bookmark, edited in place. Typing a name and
/// Enter adds it (or removes it when the bookmark has it already); Tab completes the name
/// from the library's labels; Backspace on an empty field removes the last label; Enter on
/// an empty field saves, Esc leaves everything as it was.
public struct ListLabelEditor: Equatable, Sendable {
  public let bookmarkID: String
  public let title: String
  /// The labels when the editor opened: what Esc keeps and `u` brings back.
  public let before: [String]
  public internal(set) var labels: [String]
  public internal(set) var typed = ""
  /// Every label of the library, for completion (arrives after the editor opens).
  public internal(set) var known: [String] = []
  /// Why the last Enter or Tab did nothing, for the editor's own line.
  public internal(set) var problem: String?

  init(row: BookmarkSummary) {
    bookmarkID = row.id
    title = row.title
    before = row.labels
    labels = row.labels
  }

  /// The library's labels that start with what was typed (ignoring case), the bookmark's
  /// own left out: what Tab completes to.
  public var candidates: [String] {
    let prefix = typed.lowercased()
    return known.filter { !labels.contains($0) && $0.lowercased().hasPrefix(prefix) }
  }

  /// Labels added and removed since the editor opened, in the order they show.
  public var added: [String] { labels.filter { !before.contains($0) } }
  public var removed: [String] { before.filter { !labels.contains($0) } }

  /// Tab: the one candidate, or the longest beginning all candidates share.
  mutating func complete() {
    let matches = candidates
    guard let first = matches.first else {
      problem = "No label starts with \u{201C}\(typed)\u{201D}"
      return
    }
    var common = first
    for other in matches.dropFirst() {
      let shared = zip(common.lowercased(), other.lowercased()).prefix { $0 == $1 }.count
      common = String(common.prefix(shared))
    }
    if common.count >= typed.count { typed = common }
  }

  /// Enter with a name typed: added, or removed when the bookmark has it.
  mutating func addOrRemoveTyped() {
    switch LabelName.check(typed) {
    case .failure(let refusal):
      problem = refusal.description
    case .success(let name):
      if let index = labels.firstIndex(of: name) {
        labels.remove(at: index)
      } else {
        labels.append(name)
      }
      typed = ""
    }
  }
}

/// What a label may be: Readeck trims every label and drops empty ones (readeck-api-2.md
/// §3.4), and a control character would reach every terminal that shows the label.
public enum LabelName {
  public enum Refusal: Error, Equatable, CustomStringConvertible {
    case empty
    case controlCharacters
    case tooLong

    public var description: String {
      switch self {
      case .empty: return "A label cannot be empty"
      case .controlCharacters: return "A label cannot hold control characters"
      case .tooLong: return "A label can be at most \(LabelName.longest) characters long"
      }
    }
  }

  /// The longest label sent: Readeck sets no bound, and a label is a word or two, so a
  /// longer one is a paste gone wrong that every list row would carry.
  public static let longest = 100

  /// The label as it is stored (trimmed), or why it cannot be one.
  public static func check(_ text: String) -> Result<String, Refusal> {
    let name = text.trimmingWhitespace()
    if name.isEmpty { return .failure(.empty) }
    if name.unicodeScalars.contains(where: isControl) { return .failure(.controlCharacters) }
    return name.count > longest ? .failure(.tooLong) : .success(name)
  }

  /// A C0 or C1 control, or a bidirectional embedding, override or isolate.
  private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    if scalar.properties.generalCategory == .control { return true }
    return (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
  }
}

extension ListState {
  mutating func openLabelEditor() -> [ListEffect] {
    guard let row = selectedRow else {
      message = "No bookmark to label"
      return []
    }
    guard !row.isSaving else {
      message = ListState.stillSaving
      return []
    }
    labelEditor = ListLabelEditor(row: row)
    return [.loadLabels]
  }

  /// Keys while the editor is open.
  mutating func editLabels(with key: Key) -> [ListEffect] {
    guard var editor = labelEditor else { return [] }
    labelEditor = nil  // taken out, so typing into it does not copy it (a paste stays quick)
    editor.problem = nil
    switch key {
    case .character(let character):
      editor.typed.append(character)
    case .backspace, .delete:
      if !editor.typed.isEmpty {
        editor.typed.removeLast()
      } else if !editor.labels.isEmpty {
        editor.labels.removeLast()
      }
    case .control("u"):
      editor.typed = ""
    case .tab:
      editor.complete()
    case .escape:
      labelEditor = nil
      message = "Labels unchanged"
      return []
    case .enter:
      guard editor.typed.isEmpty else {
        editor.addOrRemoveTyped()
        break
      }
      labelEditor = nil
      return saveLabels(editor)
    default:
      break
    }
    labelEditor = editor
    return []
  }

  /// Enter on an empty field: the row shows the new labels at once, the shell saves them and
  /// queues the change (what was added and what was removed) for the server; `u` undoes it.
  private mutating func saveLabels(_ editor: ListLabelEditor) -> [ListEffect] {
    guard editor.labels != editor.before else {
      message = "Labels unchanged"
      return []
    }
    history.record(
      .labels(
        id: editor.bookmarkID, title: editor.title, was: editor.before, now: editor.labels))
    if let index = window.index(of: editor.bookmarkID), let row = window.row(at: index) {
      var after = row
      after.labels = editor.labels
      replaceRow(at: index, before: row, after: after)
    }
    message =
      editor.labels.isEmpty
      ? "No labels: " + editor.title
      : "Labels " + editor.labels.joined(separator: ", ") + ": " + editor.title
    var effects: [ListEffect] = [
      .setLabels(
        id: editor.bookmarkID, labels: editor.labels, added: editor.added,
        removed: editor.removed)
    ]
    // Under a label filter, a bookmark that lost the label leaves the list.
    if label != nil || pendingQuery != nil {
      followID = editor.bookmarkID
      effects.append(requestPage(around: top))
    }
    return effects
  }
}
