import DogearCore
import Foundation
import Testing

@testable import DogearStore

@Suite("The list's order (o), in the store")
struct ListOrderTests {
  /// Four finished or unread bookmarks of different lengths and ages, and two in progress.
  static func library() throws -> Library {
    let library = try StoreTest.memoryLibrary()
    var bookmarks: [Bookmark] = []
    for (id, minutes, created) in [("a", 20, 1.0), ("b", 5, 2.0), ("c", 40, 3.0), ("d", 10, 4.0)] {
      var bookmark = StoreTest.bookmark(id, created: created)
      bookmark.readingTime = minutes
      bookmarks.append(bookmark)
    }
    bookmarks += [StoreTest.bookmark("r1", created: 5), StoreTest.bookmark("r2", created: 6)]
    try library.upsert(bookmarks)
    try library.saveProgress(
      id: "r1", ReadingProgress(percent: 30, updatedAt: StoreTest.day(10)), force: true)
    try library.saveProgress(
      id: "r2", ReadingProgress(percent: 60, updatedAt: StoreTest.day(9)), force: true)
    try library.saveProgress(
      id: "b", ReadingProgress(percent: 100, updatedAt: StoreTest.day(8)), force: true)
    return library
  }

  static func ids(_ library: Library, _ order: ListOrder, _ filter: ListFilter = .all) throws
    -> [String]
  {
    try library.summaries(filter: filter, search: "", order: order, offset: 0, limit: 50)
      .map(\.id)
  }

  @Test("every order keeps Continue reading first, then orders the rest as named")
  func orders() throws {
    let library = try Self.library()
    #expect(try Self.ids(library, .newest) == ["r1", "r2", "d", "c", "b", "a"])
    #expect(try Self.ids(library, .oldest) == ["r1", "r2", "a", "b", "c", "d"])
    #expect(try Self.ids(library, .shortest) == ["r1", "r2", "b", "d", "a", "c"])
    #expect(try Self.ids(library, .longest) == ["r1", "r2", "c", "a", "d", "b"])
    #expect(try Self.ids(library, .mostRead) == ["r1", "r2", "b", "d", "c", "a"])
    #expect(try Self.ids(library, .oldest, .unread) == ["a", "c", "d"])
    // Pages follow the order too.
    let second = try library.summaries(
      filter: .all, search: "", order: .shortest, offset: 3, limit: 2)
    #expect(second.map(\.id) == ["d", "a"])
  }

  @Test("the order is kept with the library; an unknown one reads as newest first")
  func kept() throws {
    let folder = StoreTest.temporaryFolder()
    defer { StoreTest.remove(folder) }
    do {
      let library = try Library.open(at: folder)
      #expect(try library.listOrder() == .newest)
      try library.saveListOrder(.longest)
    }
    let again = try Library.open(at: folder)
    #expect(try again.listOrder() == .longest)
    try again.setMeta(Library.listOrderKey, "sideways")
    #expect(try again.listOrder() == .newest)
  }
}
