import DogearCore
import DogearScreen
import FoundationEssentials

/// The `H` list: the article's highlights in document order. Enter goes to one (a look that
/// pushes the jump list: the saved position does not move), `c` changes its colour, `n` its
/// note, `d` deletes it and `u` puts it back while the list is open.
extension ReaderState {
  mutating func openHighlightList() {
    guard !highlights.isEmpty else {
      message =
        storedHighlights.isEmpty
        ? "This article has no highlights" : "This article's highlights cannot be placed yet"
      return
    }
    let held = lineStarts.point(atLine: max(0, readingLine - lead.lines.count))
    let current = highlights.lastIndex { $0.range.lowerBound <= held } ?? 0
    mode = .highlightList(HighlightList(selected: current))
  }

  mutating func handleHighlightList(_ current: HighlightList, key: Key, now: Date)
    -> [ReaderEffect]
  {
    message = nil
    if current.noteDraft != nil { return editListNote(current, key: key) }
    var list = current
    let last = max(0, highlights.count - 1)
    list.selected = min(list.selected, last)
    switch key {
    case .character("j"), .down, .tab: list.selected = min(list.selected + 1, last)
    case .character("k"), .up: list.selected = max(list.selected - 1, 0)
    case .home, .character("g"): list.selected = 0
    case .end, .character("G"): list.selected = last
    case .enter: return goToHighlight(list.selected, now: now)
    case .character("c"): return restyleSelected(list, color: true)
    case .character("n"): list.noteDraft = selectedStored(list)?.note ?? ""
    case .character("d"): return removeSelected(list)
    case .character("u"): return restoreRemoved(list)
    case .escape, .character("q"), .character("H"):
      mode = .reading
      return []
    default: break
    }
    mode = .highlightList(list)
    return []
  }

  private func selectedStored(_ list: HighlightList) -> Highlight? {
    guard highlights.indices.contains(list.selected) else { return nil }
    let id = highlights[list.selected].id
    return storedHighlights.first { $0.id == id }
  }

  private mutating func goToHighlight(_ index: Int, now: Date) -> [ReaderEffect] {
    mode = .reading
    guard highlights.indices.contains(index) else { return [] }
    let shown = highlights[index]
    let line = lead.lines.count + lineStarts.line(holding: shown.range.lowerBound)
    message = (shown.note.isEmpty ? shown.text : shown.note) + " · Ctrl-O back"
    return move(to: line, now: now, as: .look(pushing: true))
  }

  /// `c` (the next colour) or a note typed after `n`.
  private mutating func restyleSelected(_ current: HighlightList, color: Bool, note: String? = nil)
    -> [ReaderEffect]
  {
    var list = current
    list.noteDraft = nil
    mode = .highlightList(list)
    guard var highlight = selectedStored(list) else { return [] }
    if color { highlight.color = HighlightColor(server: highlight.color).next.rawValue }
    if let note { highlight.note = note }
    replaceStored(highlight)
    return [
      .editHighlight(
        bookmarkID: bookmark.id,
        .restyle(id: highlight.id, color: highlight.color, note: highlight.note))
    ]
  }

  private mutating func removeSelected(_ current: HighlightList) -> [ReaderEffect] {
    guard let highlight = selectedStored(current) else { return [] }
    var list = current
    list.removed = highlight
    adoptHighlights(storedHighlights.filter { $0.id != highlight.id })
    if highlights.isEmpty {
      mode = .reading
      message = "Highlight deleted (the list is empty: no undo)"
    } else {
      list.selected = min(list.selected, highlights.count - 1)
      mode = .highlightList(list)
      message = "Highlight deleted · u undo"
    }
    return [.editHighlight(bookmarkID: bookmark.id, .remove(id: highlight.id))]
  }

  private mutating func restoreRemoved(_ current: HighlightList) -> [ReaderEffect] {
    guard let highlight = current.removed else {
      mode = .highlightList(current)
      return []
    }
    var list = current
    list.removed = nil
    adoptHighlights(storedHighlights + [highlight])
    list.selected = highlights.firstIndex { $0.id == highlight.id } ?? list.selected
    mode = .highlightList(list)
    message = "Highlight back"
    return [.editHighlight(bookmarkID: bookmark.id, .restore(highlight))]
  }

  private mutating func replaceStored(_ highlight: Highlight) {
    adoptHighlights(storedHighlights.map { $0.id == highlight.id ? highlight : $0 })
  }

  /// Typing the note: Enter keeps it, Esc drops the changes.
  private mutating func editListNote(_ current: HighlightList, key: Key) -> [ReaderEffect] {
    var list = current
    switch NoteTyping.edit(key, draft: &list.noteDraft, cut: &list.noteCut) {
    case .kept(let note, let kept):
      let effects = restyleSelected(list, color: false, note: note)
      if let kept { message = kept }
      return effects
    case .typing, .dropped:
      break
    }
    mode = .highlightList(list)
    return []
  }
}
