import DogearCore
import DogearScreen
import FoundationEssentials

/// Keys, the mouse wheel and resizes. Keys go to the help screen while it shows, to the search
/// field while it is edited, and otherwise through `ListKeyMap` to a command.
extension ListState {
  mutating func handle(_ event: InputEvent, now: Date) -> [ListEffect] {
    switch event {
    case .resized(let newColumns, let newRows):
      columns = max(0, newColumns)
      rows = max(0, newRows)
      keepSelectionVisible()
      return loadIfNeeded()
    case .wheel(let lines):
      if isShowingHelp { return scrollHelp(by: lines) }
      return scroll(by: lines)
    case .focus, .pointer:
      // The pointer selects text in the reader; the list's rows are chosen with keys.
      return []
    case .key(let key):
      message = nil
      if key == .control("c") { return [.quit] }
      if isShowingHelp { return handleHelp(key) }
      if record != nil { return closeRecord() }
      if textSearch != nil { return editTextSearch(with: key) }
      if labelPicker != nil { return editLabelPicker(with: key) }
      if saveInput != nil { return editSaveInput(with: key) }
      if labelEditor != nil { return editLabels(with: key) }
      if rename != nil { return editRename(with: key) }
      if isEditingSearch { return editSearch(with: key, now: now) }
      if key == .escape, !search.isEmpty { return setSearch("") }
      if key == .escape, label != nil { return setLabel(nil) }
      guard let command = ListKeyMap.command(for: key) else { return [] }
      return perform(command, now: now)
    }
  }

  mutating func perform(_ command: ListCommand, now: Date) -> [ListEffect] {
    switch command {
    case .moveDown: return moveSelection(to: selection + 1)
    case .moveUp: return moveSelection(to: selection - 1)
    case .pageDown: return movePage(by: 1)
    case .pageUp: return movePage(by: -1)
    case .halfPageDown: return movePage(by: 1, half: true)
    case .halfPageUp: return movePage(by: -1, half: true)
    case .top: return moveSelection(to: 0)
    case .bottom: return moveSelection(to: total - 1)
    case .open: return selectedRow.map { [.open(id: $0.id)] } ?? []
    case .toggleArchived: return toggleArchived()
    case .toggleFavourite: return toggleFavourite()
    case .toggleRead: return toggleRead(now: now)
    case .undo: return undoLastAction()
    case .redo: return redoLastAction(now: now)
    case .delete: return deleteSelected(now: now)
    case .saveAddress: return openSaveInput()
    case .rename: return openRename()
    case .search:
      isEditingSearch = true
      return []
    case .sync: return requestSync()
    case .searchText: return openTextSearch()
    case .labels: return openLabelPicker()
    case .editLabels: return openLabelEditor()
    case .cycleOrder: return cycleOrder()
    case .openAddress: return openAddress()
    case .archiveFinished: return archiveFinished()
    case .filter(let newFilter): return setFilter(newFilter)
    case .nextFilter:
      let all = ListFilter.allCases
      let next = ((all.firstIndex(of: filter) ?? 0) + 1) % all.count
      return setFilter(all[next])
    case .help:
      isShowingHelp = true
      return []
    case .record: return openRecord()
    case .quit: return [.quit]
    }
  }

  /// Typing filters as you go; Enter keeps the search and goes back to the rows, Esc clears
  /// it. The arrows still move through the matches.
  mutating func editSearch(with key: Key, now: Date) -> [ListEffect] {
    switch key {
    case .character(let character):
      // Bytes, not characters, are counted, and the text is appended in place: O(1) a key
      // once the field is full, so a 100 KB paste stays quick and is said, not cut silently.
      guard search.utf8.count < ListState.longestTypedSearch else {
        message = ListState.typedSearchTooLong
        return []
      }
      let before = searchQuery
      search.append(TextFit.printable(character))
      return searchQuery == before ? [] : restartList()
    case .backspace, .delete:
      guard !search.isEmpty else {
        isEditingSearch = false
        return []
      }
      return setSearch(String(search.dropLast()))
    case .control("u"):
      return setSearch("")
    case .escape:
      isEditingSearch = false
      return setSearch("")
    case .enter:
      isEditingSearch = false
      if searchQuery.isEmpty { search = "" }
      return []
    case .up, .down, .pageUp, .pageDown:
      return ListKeyMap.command(for: key).map { perform($0, now: now) } ?? []
    default:
      return []
    }
  }

  /// A new search text: a new first page, unless the trimmed text (what the store sees) is
  /// the same.
  mutating func setSearch(_ text: String) -> [ListEffect] {
    let before = searchQuery
    search = text
    return searchQuery == before ? [] : restartList()
  }

  mutating func setFilter(_ newFilter: ListFilter) -> [ListEffect] {
    guard newFilter != filter else { return [] }
    filter = newFilter
    return restartList()
  }

  mutating func moveSelection(to index: Int) -> [ListEffect] {
    selection = index
    keepSelectionVisible()
    return loadIfNeeded()
  }

  /// A page is the rows a screen holds (less its headings); the view moves with the selection.
  mutating func movePage(by direction: Int, half: Bool = false) -> [ListEffect] {
    let page = max(1, bodyHeight - (showsHeadings ? 2 : 0))
    let step = max(1, half ? page / 2 : page) * direction
    top = min(max(0, top + step), maxTop)
    selection += step
    keepSelectionVisible()
    return loadIfNeeded()
  }

  /// The wheel moves the view; the selection stays on screen.
  mutating func scroll(by lines: Int) -> [ListEffect] {
    guard total > 0 else { return [] }
    top = min(max(0, top + lines), maxTop)
    selection = min(max(selection, top), lastVisibleRow(from: top))
    return loadIfNeeded()
  }

  /// `S`: asked of the app even when not connected, which reads the credentials again (a
  /// login in another shell counts) and says "Not connected" itself when there are none.
  mutating func requestSync() -> [ListEffect] {
    guard syncStatus == nil else {
      message = "Already syncing"
      return []
    }
    return [.sync]
  }
}
