import DogearCore
import Foundation
import Testing

@testable import DogearStore

/// Issue 41: the list's counts are kept until the data changes, by this process or another,
/// instead of counted again for every page.
@Suite("The list's counts kept until the data changes")
struct CountMemoTests {
  static func library(in home: URL) throws -> Library {
    let library = try Library.open(at: home)
    try library.upsert((0..<20).map { StoreTest.bookmark("b\($0)", archived: $0 % 4 == 0) })
    return library
  }

  @Test("asked again with nothing written, the counts and a total count nothing")
  func keptWhileUnchanged() throws {
    let home = StoreTest.temporaryFolder()
    defer { StoreTest.remove(home) }
    let library = try Self.library(in: home)
    let counts = try library.counts()
    let total = try library.count(filter: .unread, search: "b1")
    let before = library.statementTally
    #expect(try library.counts() == counts)
    #expect(try library.count(filter: .unread, search: "b1") == total)
    // Two looks at where the data stands (one a call), no count.
    let again = library.statementTally.since(before)
    #expect(again.listCounts == 0 && again.runs == 2, "\(again)")
    #expect(counts.all == 20 && counts.archived == 5)
  }

  @Test("this process's own write is counted at once")
  func ownWriteRecounts() throws {
    let home = StoreTest.temporaryFolder()
    defer { StoreTest.remove(home) }
    let library = try Self.library(in: home)
    #expect(try library.counts().archived == 5)
    #expect(try library.count(filter: .archived, search: "") == 5)
    try library.setArchived(id: "b1", true, at: StoreTest.day(1))
    let before = library.statementTally
    #expect(try library.counts().archived == 6)
    #expect(library.statementTally.since(before).listCounts == 1)
    #expect(try library.count(filter: .archived, search: "") == 6)
    try library.saveProgress(id: "b2", StoreTest.progress(100, day: 1))
    #expect(try library.counts().read == 1)
  }

  @Test("another process's write is counted at its next look (data_version)")
  func otherProcessRecounts() throws {
    let home = StoreTest.temporaryFolder()
    defer { StoreTest.remove(home) }
    let library = try Self.library(in: home)
    #expect(try library.counts().all == 20)
    #expect(try library.count(filter: .all, search: "new") == 0)
    let other = try Library.open(at: home)
    try other.upsert([StoreTest.bookmark("new")])
    try other.deleteBookmarks(ids: ["b3"])
    #expect(try library.counts().all == 20)
    #expect(try library.count(filter: .all, search: "new") == 1)
    try other.upsert([StoreTest.bookmark("newer")])
    #expect(try library.counts().all == 21)
  }
}
