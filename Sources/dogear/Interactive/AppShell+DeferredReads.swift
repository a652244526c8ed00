import DogearApp

/// Store reads whose answer the next read of the same kind makes stale: a page of the list
/// and a text search. The core takes only the answer to its newest request of each (the
/// list's query tag, the text search's pending request), so while the input that is ready
/// now is handled these wait, and when it has been, only the newest of each kind runs. A
/// 100 KB paste into a search field then costs one query, not one a character; a key typed
/// alone is handled in a turn of its own, so its read is not delayed.
extension AppShell {
  /// Keeps `effect` for `runDeferredReads` when it is such a read; false for any other.
  func deferIfSuperseded(_ effect: AppEffect) -> Bool {
    if case .loadPage = effect {
      deferredPage = effect
      return true
    }
    if case .searchText = effect {
      deferredTextSearch = effect
      return true
    }
    return false
  }

  /// Runs the reads kept, newest only, and any their answers ask for in turn.
  func runDeferredReads() {
    if deferredPage != nil || deferredTextSearch != nil { runWritesAfterFrame() }
    while let effect = deferredPage ?? deferredTextSearch {
      if deferredPage != nil { deferredPage = nil } else { deferredTextSearch = nil }
      perform(effect)
    }
  }
}
