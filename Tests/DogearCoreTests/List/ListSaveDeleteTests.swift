import DogearCore
import DogearTestSupport
import Foundation
import Testing

@testable import DogearCore

@Suite("List: D deletes with undo, + saves a web page")
struct ListSaveDeleteTests {
  @Test("D hides the row at once, says so, and u brings it back through the same undo")
  func deleteThenUndo() {
    var list = ListHarness()
    let total = list.state.total
    let all = list.state.counts.all
    #expect(list.selectedID == "rivers")
    list.press(.character("D"))
    let due = ListFixtures.now.addingTimeInterval(300)
    #expect(list.effects.first == .deleteBookmark(id: "rivers", due: due))
    #expect(list.effects.contains(.startTimer(.carryOutDeletes, after: 300)))
    #expect(list.state.message == "Deleted “A Field Guide to Slow Rivers” — u to undo")
    #expect(list.state.total == total - 1)
    #expect(list.state.counts.all == all - 1)
    #expect(list.state.window.index(of: "rivers") == nil)
    #expect(!list.screen.text.contains("rivers.example"))
    list.press(.character("u"))
    #expect(list.effects.first == .cancelDelete(id: "rivers"))
    #expect(list.state.message == "Undone: delete: A Field Guide to Slow Rivers")
    #expect(list.state.total == total)
    #expect(list.selectedID == "rivers")
  }

  @Test(
    "a, f, r and L on a saving row change nothing and say why", arguments: ["a", "f", "r", "L"])
  func actsWaitForTheServer(key: String) {
    let saving = ListFixtures.bookmark(
      "saving-abcd2345", "https://example.org/page", "example.org", minutes: 0, percent: 0,
      createdDaysAgo: 0)
    let unread = ListFixtures.sample.filter { $0.percent == 0 }
    var list = ListHarness([saving] + unread)
    #expect(list.selectedID == "saving-abcd2345")
    let before = list.store.bookmarks
    list.press(.character(Character(key)))
    #expect(list.effects.isEmpty)
    #expect(list.state.message == "Still saving: it can be changed once the server has it")
    #expect(list.state.labelEditor == nil)
    #expect(list.store.bookmarks == before)
    // Once the server has it (a row of its own), the same key acts.
    var saved = ListHarness(unread)
    saved.press(.character(Character(key)))
    #expect(!saved.effects.isEmpty)
  }

  @Test("the delete is carried out five minutes after the latest D, not before")
  func deleteTimerWithManualClock() {
    var list = ListHarness()
    let start = ListFixtures.now
    list.press(.character("D"))
    // A second D two minutes later moves the deadline.
    list.send(.input(.key(.character("D")), now: start.addingTimeInterval(120)))
    list.send(.timerFired(.carryOutDeletes, now: start.addingTimeInterval(300)))
    #expect(list.effects == [.startTimer(.carryOutDeletes, after: 120)])
    list.send(.timerFired(.carryOutDeletes, now: start.addingTimeInterval(420)))
    #expect(list.effects == [.carryOutDeletes])
    // Carried out: u has nothing left to take back, and a stale timer does nothing.
    list.press(.character("u"))
    #expect(list.state.message == "Nothing to undo")
    list.send(.timerFired(.carryOutDeletes, now: start.addingTimeInterval(900)))
    #expect(list.effects.isEmpty)
  }

  @Test("+ with no server says what to do instead and opens no prompt")
  func saveWithoutServer() {
    var list = ListHarness()
    list.press(.character("+"))
    #expect(list.state.saveInput == nil)
    #expect(list.state.message?.contains("dogear login <server>") == true)
    #expect(list.state.message?.contains("dogear add page.html") == true)
    // The whole message fits the status line at 80 columns: nothing of it is cut.
    let status = list.screen.text.split(separator: "\n").last.map(String.init) ?? ""
    #expect(status.contains("or save the page and dogear add page.html"))
  }

  @Test("+ opens a prompt; a bad address keeps it open with why, a good one is saved")
  func savePrompt() {
    var list = ListHarness(connected: true)
    list.press(.character("+"))
    #expect(list.state.saveInput == "")
    #expect(list.screen.text.contains("Save: "))
    list.type("example.org")
    list.press(.enter)
    #expect(list.effects.isEmpty)
    #expect(list.state.saveInput == "example.org")
    #expect(list.state.message?.contains("did you mean https://example.org") == true)
    list.press(.control("u"))
    list.type("https://example.org/page")
    list.press(.enter)
    #expect(list.effects == [.saveAddress("https://example.org/page")])
    #expect(list.state.saveInput == nil)
    list.press(.character("+"), .escape)
    #expect(list.state.saveInput == nil)
    #expect(list.effects.isEmpty)
  }

  @Test(
    "the list says why a save waits or was refused, in its own words",
    arguments: [
      (SaveReport.queued(.readOnlyToken), "Saving waits: this token cannot change bookmarks"),
      (.queued(.failure(nil)), "Saving waits: it is sent at the next sync"),
      (.queued(.failure("offline")), "Saving waits: offline"),
      (.refused(reason: nil), "Not saved: the server refused it"),
      (.refused(reason: "not a web address"), "Not saved: not a web address"),
    ])
  func saveSentences(report: SaveReport, message: String) {
    var list = ListHarness(connected: true)
    list.send(.saveAnswered(report))
    #expect(list.state.message == message)
  }

  @Test("a saved page is polled with backoff until extracted, then at most 8 times")
  func pollingBackoff() {
    var list = ListHarness(connected: true)
    list.send(.saveAnswered(.saved(id: "new", extracted: false)))
    #expect(list.effects.last == .startTimer(.pollSaved(id: "new", attempt: 0), after: 1.5))
    list.send(.timerFired(.pollSaved(id: "new", attempt: 0), now: ListFixtures.now))
    #expect(list.effects == [.pollSaved(id: "new", attempt: 0)])
    list.send(.savePolled(id: "new", attempt: 0, finished: false))
    #expect(list.effects == [.startTimer(.pollSaved(id: "new", attempt: 1), after: 3)])
    list.send(.savePolled(id: "new", attempt: 7, finished: false))
    #expect(list.effects.isEmpty)
    #expect(list.state.message?.contains("next sync") == true)
    list.send(.savePolled(id: "new", attempt: 2, finished: true))
    #expect(list.loads.count == 1)
    #expect(list.state.message == "Saved page ready")
  }

  @Test("the prompt and its message at 40 columns keep the end of the address in view")
  func narrowPrompt() {
    var list = ListHarness(columns: 40, rows: 12, connected: true)
    list.press(.character("+"))
    list.type("https://example.org/a/very/long/path/to/the/page")
    let lines = list.screen.text.split(separator: "\n", omittingEmptySubsequences: false)
    let last = lines.last { !$0.trimmingCharacters(in: .whitespaces).isEmpty } ?? ""
    #expect(last.contains("Save: "))
    #expect(last.contains("the/page"))
  }
}
