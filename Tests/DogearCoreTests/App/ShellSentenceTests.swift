import Testing

@testable import DogearApp
@testable import DogearCore
@testable import DogearSyncRules

/// Issue 24: the sentences the shell used to write itself (a link's launch, a highlight or a
/// mark not kept, a sync that stopped, deletes a token may not make), now decided in the
/// core from what the shell reports.
@Suite("What the shell reports, as the status line says it")
struct ShellSentenceTests {
  static let w3m = BrowserCommand.list(["BROWSER": "w3m"])[0]
  static let firefox = BrowserCommand.list(["BROWSER": "firefox", "DISPLAY": ":0"])[0]
  static let url = "https://rivers.example/tides"

  @Test(
    "a link's launch",
    arguments: [
      (LinkLaunch.started(w3m), "Back from w3m: \(url)"),
      (.started(firefox), "Opened in firefox: \(url)"),
      (.noBrowser, url),
      (.cannotStart([w3m, firefox]), "Cannot start w3m, firefox: \(url)"),
      (.refused, "This link cannot be opened: \(url)"),
    ])
  func linkOpened(launch: LinkLaunch, expected: String) {
    let rig = AppProgressTests.readerRig()
    #expect(rig.send(.linkOpened(launch, url: Self.url)).isEmpty)
    #expect(rig.state.reader?.message == expected)
  }

  @Test("a sync's counts are worded by the core and shown on the list's status line")
  func syncFinished() {
    let rig = AppRig()
    rig.startOnList()
    var summary = SyncSummary()
    summary.bookmarksReceived = 3
    summary.articlesFetched = 1
    summary.changesWaiting = 2
    summary.readOnly = "this token cannot change bookmarks"
    rig.send(.syncFinished(summary))
    #expect(
      rig.state.list.message
        == "synced: 3 bookmarks updated, 1 article fetched, 2 changes waiting; "
        + "this token cannot change bookmarks")
  }

  @Test("a record that cannot be read is said in the core's words")
  func recordFailed() {
    let rig = AppRig()
    rig.startOnList()
    rig.press(.character("t"))
    rig.expect(.loadRecord)
    rig.send(.recordFailed(reason: "disk I/O error"))
    #expect(rig.state.list.record == nil)
    #expect(rig.screen.contains("Cannot read the record: disk I/O error"))
  }

  @Test("a link inside the article is not sent to the browser; an allowed one is")
  func linkDecidedHere() {
    let rig = AppProgressTests.readerRig()
    #expect(rig.state.openLink("#notes", in: Self.url).isEmpty)
    #expect(
      rig.state.reader?.message
        == "This link points inside the article (#notes): it is not followed yet")
    #expect(rig.state.openLink("javascript:alert(1)", in: Self.url).isEmpty)
    #expect(rig.state.reader?.message?.hasPrefix("This link cannot be opened") == true)
    #expect(rig.state.openLink("/ebb", in: Self.url) == [.openLink("https://rivers.example/ebb")])
  }

  @Test(
    "a highlight or a mark the library could not keep",
    arguments: [
      (KeptInLibrary.newHighlight, "Highlight not saved: disk full"),
      (.session, "Cannot keep this reading in the record: disk full"),
      (.highlightChange, "Highlight not changed: disk full"),
      (.mark, "Mark not kept: disk full"),
    ])
  func keepFailed(what: KeptInLibrary, expected: String) {
    let rig = AppProgressTests.readerRig()
    #expect(rig.send(.keepFailed(what, reason: "disk full")).isEmpty)
    #expect(rig.state.reader?.message == expected)
  }

  @Test(
    "a sync that stopped",
    arguments: [
      (ServerFailure.offline, "Sync failed (offline: no such host): the library is as it was"),
      (.tokenRefused, "The server refused the token: changes are kept here; run dogear login"),
      (.failed("x"), "Sync failed: no such host"),
    ])
  func syncFailed(failure: ServerFailure, expected: String) {
    let rig = AppRig(connected: true)
    rig.startOnList()
    _ = rig.send(.syncFailed(failure, detail: "no such host"))
    #expect(rig.screen.contains(expected), "\(rig.screen)")
  }

  @Test("deletes the token may not make are said; others are not")
  func deletesRefused() {
    let rig = AppRig(connected: true)
    rig.startOnList()
    _ = rig.send(.libraryChanged(deletesRefused: false))
    #expect(!rig.screen.contains("cannot delete"))
    _ = rig.send(.libraryChanged(deletesRefused: true))
    #expect(rig.screen.contains("This token cannot delete bookmarks: they are kept"))
  }
}
