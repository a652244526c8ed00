import DogearCore
import Foundation
import Testing

@Suite("The list's archive of every finished bookmark (A)")
struct ListArchiveFinishedTests {
  @Test("A asks the store for the list's filter, search and label; one u takes them all back")
  func archiveAndUndo() {
    var list = ListHarness()
    list.press(.character("4"))
    list.press(.character("A"))
    #expect(list.effects == [.archiveFinished(filter: .read, search: "", label: nil)])
    list.send(
      .finishedArchived([
        BookmarkOrigin(id: "welcome", source: .local),
        BookmarkOrigin(id: "almost", source: .readeck),
      ]))
    #expect(list.state.message == "Archived 2 finished bookmarks (u undoes)")
    #expect(list.loads.count == 1, "the page is asked for again")
    list.press(.character("u"))
    #expect(
      Array(list.effects.prefix(2)) == [
        .setArchived(id: "welcome", isArchived: false),
        .setArchived(id: "almost", isArchived: false),
      ])
    #expect(list.state.message == "Undone: archive 2 finished")
    #expect(list.state.origin(of: "almost").source == .readeck, "the answer said so")
    #expect(list.state.origin(of: "welcome").source == .local)
    list.press(.character("u"))
    #expect(list.state.message == "Nothing to undo")
  }

  @Test("nothing finished says so and leaves the undo as it was")
  func nothingFinished() {
    var list = ListHarness()
    list.press(.character("f"))
    list.press(.character("A"))
    list.send(.finishedArchived([]))
    #expect(list.state.message == "No finished bookmark to archive here")
    #expect(list.state.lastUndo != nil && list.state.lastUndo != .archivedMany(ids: []))
  }
}
