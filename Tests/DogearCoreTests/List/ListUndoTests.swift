import DogearCore
import DogearTestSupport
import Foundation
import Testing

@testable import DogearCore

@Suite("List: the cursor stays on the bookmark acted on, and u takes the action back")
struct ListUndoTests {
  @Test("r twice acts on the same bookmark, and u, u brings back each thing it had in turn")
  func readTwiceThenUndo() {
    var list = ListHarness()
    #expect(list.selectedID == "rivers")
    list.press(.character("r"))
    #expect(list.selectedID == "rivers")
    list.press(.character("r"))
    #expect(list.effects.first == .setProgress(id: "rivers", percent: 0))
    #expect(list.selectedID == "rivers")
    list.press(.character("u"))
    #expect(list.effects.first == .restoreProgress(id: "rivers"))
    #expect(list.selectedID == "rivers")
    #expect(list.state.selectedRow?.percent == 100)
    #expect(list.state.message == "Undone: mark unread: A Field Guide to Slow Rivers")
    list.press(.character("u"))
    #expect(list.effects.first == .restoreProgress(id: "rivers"))
    #expect(list.state.message == "Undone: mark read: A Field Guide to Slow Rivers")
    list.press(.character("u"))
    #expect(list.state.message == "Nothing to undo")
  }

  @Test("D, then f, then u, u: the favourite and then the deletion are taken back, in reverse")
  func undoInReverseOrder() {
    var list = ListHarness()
    list.press(.character("D"))
    let next = list.selectedID
    list.press(.character("f"))
    #expect(list.effects.first == .setFavourite(id: next ?? "", isFavourite: true))
    list.press(.character("u"))
    #expect(list.effects.first == .setFavourite(id: next ?? "", isFavourite: false))
    list.press(.character("u"))
    #expect(list.effects.first == .cancelDelete(id: "rivers"))
    #expect(list.state.message == "Undone: delete: A Field Guide to Slow Rivers")
  }

  @Test("Ctrl-R does again what u took back, last undone first; a new act forgets the rest")
  func redo() {
    var list = ListHarness()
    list.press(.character("a"), .character("f"), .character("u"), .character("u"))
    #expect(list.state.selectedRow?.isArchived == false)
    list.press(.control("r"))
    #expect(list.effects.first == .setArchived(id: "rivers", isArchived: true))
    #expect(list.state.message == "Redone: archive: A Field Guide to Slow Rivers")
    list.press(.character("r"), .control("r"))
    #expect(list.state.message == "Nothing to redo")
    list.press(.character("u"))
    #expect(list.effects.first == .restoreProgress(id: "rivers"))
    list.press(.control("r"))
    #expect(list.effects.first == .setProgress(id: "rivers", percent: 100))
  }

  @Test("u after r on a bookmark in progress puts it back at its percent, cursor on it")
  func undoRead() {
    var list = ListHarness()
    list.press(.character("j"), .character("r"))
    #expect(list.selectedID == "lighthouses")
    #expect(list.state.selectedRow?.percent == 100)
    list.press(.character("u"))
    #expect(list.selectedID == "lighthouses")
    #expect(list.state.selectedRow?.percent == 12)
    #expect(list.state.counts.reading == 6)
  }

  @Test("a and f are taken back by u, and the cursor follows the row")
  func undoArchiveAndFavourite() {
    var list = ListHarness()
    list.press(.character("a"))
    #expect(list.selectedID == "rivers")
    #expect(list.state.selectedRow?.isArchived == true)
    list.press(.character("u"))
    #expect(list.effects.first == .setArchived(id: "rivers", isArchived: false))
    #expect(list.state.selectedRow?.isArchived == false)
    list.press(.character("f"), .character("u"))
    #expect(list.effects.first == .setFavourite(id: "rivers", isFavourite: false))
    #expect(list.selectedID == "rivers")
  }

  @Test("Home, End, Ctrl-D/U/F/B move in the list; digits still pick filters")
  func movementKeys() {
    var list = ListHarness(ListFixtures.many(200), rows: 24)
    list.press(.end)
    #expect(list.state.selection == list.state.total - 1)
    list.press(.home)
    #expect(list.state.selection == 0)
    list.press(.control("f"))
    let page = list.state.selection
    #expect(page > 5)
    list.press(.control("b"))
    #expect(list.state.selection == 0)
    list.press(.control("d"))
    #expect(list.state.selection == page / 2)
    list.press(.control("u"))
    #expect(list.state.selection == 0)
    list.press(.character("3"))
    #expect(list.state.filter == .reading)
  }
}
