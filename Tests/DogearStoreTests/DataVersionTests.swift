import DogearCore
import DogearStore
import Foundation
import Testing

/// The library's `data_version` (issue 39): what the open program polls to see another
/// process's writes. It moves for another connection's commit, never for its own.
@Suite("The library's data version")
struct DataVersionTests {
  @Test("another connection's commit moves it; this connection's own writes and reads do not")
  func movesForOthersOnly() throws {
    let folder = StoreTest.temporaryFolder()
    defer { StoreTest.remove(folder) }
    let open = try Library.open(at: folder)
    let other = try Library.open(at: folder)
    let start = try open.dataVersion()
    #expect(try open.dataVersion() == start, "asking is not a change")

    try open.upsert([Bookmark(id: "mine", title: "Mine", created: Date(), updated: Date())])
    #expect(try open.dataVersion() == start, "its own write")

    try other.upsert([
      Bookmark(id: "added", title: "Added elsewhere", created: Date(), updated: Date())
    ])
    let after = try open.dataVersion()
    #expect(after != start, "another process's write")
    #expect(try open.dataVersion() == after, "and only once")
  }
}
