import DogearCore
import DogearStore
import Foundation
import Testing

@Suite("A page of the list")
struct PageTests {
  @Test("a page echoes its query and holds that slice of the list, its total and the counts")
  func pageSlice() throws {
    let library = try StoreTest.memoryLibrary()
    try library.upsert(
      (0..<30).map { StoreTest.bookmark("b\($0)", created: Double($0)) })
    try library.saveProgress(id: "b3", StoreTest.progress(40, day: 40))
    let query = DogearCore.ListQuery(filter: .all, search: "", offset: 1, limit: 5, tag: 7)
    let page = try library.page(for: query)
    #expect(page.query == query)
    // "b3" heads the list (in progress); the rest follow newest first.
    let everything = try library.summaries(filter: .all, search: "", offset: 0, limit: 30)
    #expect(everything.first?.id == "b3")
    #expect(page.rows.map(\.id) == Array(everything[1..<6]).map(\.id))
    #expect(page.total == 30)
    #expect(page.counts.reading == 1 && page.counts.unread == 29 && page.counts.all == 30)
  }
}
