import DogearCore
import DogearList
import DogearScreen
import DogearStore
import Foundation

/// The list's core on one library (issue 6 "Speed"): a keypress is the list's `update`, the
/// store page query its `.load` effect may ask for (answered at once, as the shell does) and
/// `render`. The figures must not grow with the library.
struct ListBench {
  let name: String
  let library: Library
  let cellWidth: CellWidth
  let sink: Sink

  func run(into table: inout ResultTable) throws(LibraryError) {
    let subject = "\(name) (\(try library.counts().all) bookmarks)"
    table.add(subject, "first page: start + query + render", try timeFirstPage())
    let opened = try started()
    table.add(subject, "key j (update + query + render)", try timeKeys(opened, .down, .up, 3000))
    table.add(
      subject, "key PgDn (update + query + render)", try timeKeys(opened, .pageDown, .pageUp, 600))
    table.add(subject, "key G / g (update + query + render)", try timeEnds(opened))
    table.add(subject, "store page query alone, at the end", try timeQueryAtEnd(opened))
  }

  private func fresh() -> ListState {
    ListState(columns: 80, rows: 24, environment: ListEnvironment(cellWidth: cellWidth))
  }

  private func started() throws(LibraryError) -> ListState {
    var state = fresh()
    try dispatch(&state, .started)
    return state
  }

  private func timeFirstPage() throws(LibraryError) -> Samples {
    var samples = Samples()
    for _ in 0..<200 {
      var state = fresh()
      let start = DispatchTime.now().uptimeNanoseconds
      try dispatch(&state, .started)
      sink.keep(BookmarkList.render(state))
      samples.record(since: start)
    }
    return samples
  }

  /// Presses `forward` down to the last row, then `back` up to the first, and so on.
  private func timeKeys(_ opened: ListState, _ forward: Key, _ back: Key, _ rounds: Int)
    throws(LibraryError) -> Samples
  {
    var state = opened
    var samples = Samples()
    var goingForward = true
    for _ in 0..<rounds {
      if goingForward, state.selection >= state.total - 1 { goingForward = false }
      if !goingForward, state.selection == 0 { goingForward = true }
      let start = DispatchTime.now().uptimeNanoseconds
      try dispatch(&state, .input(.key(goingForward ? forward : back), now: Date()))
      sink.keep(BookmarkList.render(state))
      samples.record(since: start)
    }
    return samples
  }

  /// The far jumps: the end of the list is the store's deepest page.
  private func timeEnds(_ opened: ListState) throws(LibraryError) -> Samples {
    var state = opened
    var samples = Samples()
    for round in 0..<200 {
      let key = Key.character(round % 2 == 0 ? "G" : "g")
      let start = DispatchTime.now().uptimeNanoseconds
      try dispatch(&state, .input(.key(key), now: Date()))
      sink.keep(BookmarkList.render(state))
      samples.record(since: start)
    }
    return samples
  }

  private func timeQueryAtEnd(_ opened: ListState) throws(LibraryError) -> Samples {
    let query = ListQuery(
      filter: .all, search: "", offset: max(0, opened.total - 66), limit: 66, tag: 0)
    var samples = Samples()
    for _ in 0..<200 {
      let start = DispatchTime.now().uptimeNanoseconds
      sink.keep(try library.page(for: query).rows.count)
      samples.record(since: start)
    }
    return samples
  }

  /// As the shell does: effects in order, a `.load` answered at once with a page.
  private func dispatch(_ state: inout ListState, _ action: ListAction) throws(LibraryError) {
    for effect in BookmarkList.update(&state, action) {
      if case .load(let query) = effect {
        try dispatch(&state, .loaded(try library.page(for: query)))
      }
    }
  }
}
