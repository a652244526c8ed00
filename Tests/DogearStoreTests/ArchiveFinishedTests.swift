import DogearCore
import Foundation
import Testing

@testable import DogearStore

@Suite("Archiving every finished bookmark of the list (A), in the store")
struct ArchiveFinishedTests {
  @Test("the finished, unarchived, listed bookmarks of the filter, search and label, with sources")
  func onlyFinishedShown() throws {
    let library = try StoreTest.memoryLibrary()
    var labelled = StoreTest.bookmark("done-trip", title: "Trip notes", created: 3)
    labelled.labels = ["trip"]
    try library.upsert([
      StoreTest.bookmark("done", title: "Done reading", created: 1, source: .readeck),
      StoreTest.bookmark("half", created: 2), labelled,
      StoreTest.bookmark("done-hidden", created: 4),
      StoreTest.bookmark("done-archived", created: 5, archived: true),
    ])
    for id in ["done", "done-trip", "done-hidden", "done-archived"] {
      try library.saveProgress(id: id, StoreTest.progress(100, day: 6), force: true)
    }
    try library.saveProgress(id: "half", StoreTest.progress(50, day: 6), force: true)
    try library.setHidden(ids: ["done-hidden"], true)
    let date = StoreTest.day(7)
    #expect(
      try library.archiveFinished(filter: .all, search: "trip", label: nil, at: date)
        == [BookmarkOrigin(id: "done-trip", source: .local)])
    #expect(
      try library.archiveFinished(filter: .all, search: "", label: nil, at: date)
        == [BookmarkOrigin(id: "done", source: .readeck)])
    #expect(try library.bookmark(id: "done")?.isArchived == true)
    #expect(try library.bookmark(id: "half")?.isArchived == false)
    #expect(try library.bookmark(id: "done-hidden")?.isArchived == false)
    #expect(try library.archiveFinished(filter: .all, search: "", label: nil, at: date) == [])
  }
}
