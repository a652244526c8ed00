import DogearApp
import DogearCore
import DogearTestSupport
import Foundation
import Testing

/// The app core in process: saving, the ring on the way back, pushing to the server, the
/// server's position and the queue's retry (issue 14; DESIGN.md "Reporting", "Sync").
@Suite("App: progress and the server")
struct AppProgressTests {
  static func readerRig(
    connected: Bool = true, source: Bookmark.Source = .readeck, saved: ReadingProgress? = nil,
    paragraphs: Int = 40
  ) -> AppRig {
    let rig = AppRig(connected: connected)
    rig.addArticle(
      "rivers", source: source, saved: saved,
      document: ReaderFixtures.document(paragraphs: paragraphs))
    rig.startOnList()
    rig.press(.enter)
    // A Readeck article asks the server how far it was read elsewhere (`asksTheServer`).
    if connected, source == .readeck { rig.expect(.fetchServerProgress(id: "rivers")) }
    return rig
  }

  @Test("the ring on the way back shows the percent the reader saved")
  func ringFromTheState() throws {
    let rig = Self.readerRig(connected: false, source: .local)
    rig.press(.pageDown, .pageDown, .pageDown)
    let percent = try #require(rig.state.reader?.saved?.percent)
    rig.press(.character("q"))
    let row = rig.state.list.window.row(at: rig.state.list.selection)
    #expect(row?.id == "rivers")
    #expect(row?.percent == percent)
  }

  @Test("a failed save says it is waiting on the status line and is not counted as done")
  func failedSaveSaid() {
    let rig = Self.readerRig(connected: false, source: .local)
    rig.storeWorks = false
    for _ in 0..<5 where rig.state.saves.isEmpty { rig.press(.pageDown) }
    #expect(rig.screen.contains("Waiting to save the position: database is locked"))
    #expect(!rig.state.saves.isEmpty)
  }

  @Test("a failed save is retried on its timer while reading and lands once the store works")
  func failedSaveRetried() throws {
    let rig = Self.readerRig(connected: false, source: .local)
    rig.storeWorks = false
    rig.press(.pageDown, .pageDown)
    let percent = try #require(rig.state.reader?.saved?.percent)
    rig.storeWorks = true
    rig.advance(by: 1)
    #expect(rig.stored.last?.progress.percent == percent)
    #expect(rig.state.saves.isEmpty)
  }

  @Test("reading pushes 1 s after the last report: queued first, then sent")
  func debouncedPush() throws {
    let rig = Self.readerRig()
    rig.press(.pageDown, .pageDown)
    #expect(!rig.log.contains { if case .enqueue = $0 { return true } else { return false } })
    rig.advance(by: 1)
    rig.expect(.flush(id: "rivers"))
    let enqueued = rig.log.compactMap { effect -> ServerChange? in
      if case .enqueue(let change) = effect { return change }
      return nil
    }
    let percent = try #require(rig.state.reader?.saved?.percent)
    #expect(
      enqueued.map(\.kind) == [
        .progress(percent: percent, anchorPath: rig.state.reader?.saved?.anchorPath)
      ])
  }

  @Test("three bursts of reading with quiet pauses send one push per pause, each further")
  func burstsOfReading() throws {
    let rig = Self.readerRig(paragraphs: 200)
    var pushed: [Int] = []
    for _ in 0..<3 {
      // Ten half pages 0.12 s apart, then a quiet 1.8 s: longer than the 1 s debounce.
      for _ in 0..<10 {
        rig.press(.character("d"))
        rig.advance(by: 0.12)
      }
      rig.advance(by: 1.8)
      rig.expect(.flush(id: "rivers"))
      pushed.append(try #require(rig.state.reader?.saved?.percent))
    }
    #expect(pushed == pushed.sorted() && Set(pushed).count == 3, "\(pushed)")
    rig.press(.character("q"))
    // The exact place was flushed at the last pause: leaving sends nothing more.
    rig.expectSession(of: "rivers")
  }

  @Test("dogear open sends what an earlier session left queued, with no sync")
  func directOpenRetriesTheQueue() {
    let rig = AppRig(connected: true)
    rig.addArticle("rivers", source: .readeck)
    rig.send(.started(openingID: "rivers", now: rig.now))
    #expect(rig.take() == [.fetchServerProgress(id: "rivers"), .retryQueue], "and no sync")
  }

  @Test("a local bookmark's change is not queued, so nothing is sent")
  func localNotSent() {
    let rig = Self.readerRig(source: .local)
    rig.press(.pageDown, .pageDown)
    #expect(rig.advance(by: 1).isEmpty)
  }

  @Test("not logged in, nothing is queued or sent")
  func notConnected() {
    let rig = Self.readerRig(connected: false)
    rig.press(.pageDown, .pageDown)
    rig.advance(by: 1)
    #expect(!rig.log.contains { if case .enqueue = $0 { return true } else { return false } })
  }

  @Test("opening a Readeck article asks the server how far it was read elsewhere")
  func asksTheServer() {
    let rig = AppRig(connected: true)
    rig.addArticle("rivers", source: .readeck)
    rig.startOnList()
    rig.press(.enter)
    #expect(rig.take() == [.fetchServerProgress(id: "rivers")])
  }

  @Test("a further local position the server never had goes to it, also after closing")
  func pushBack() {
    let rig = Self.readerRig()
    rig.press(.character("q"))
    let local = ReadingProgress(percent: 50, anchorPath: "p:nth-child(3)", updatedAt: rig.now)
    let server = ReadingProgress(percent: 20, updatedAt: rig.now)
    rig.send(.serverProgress(id: "rivers", server: server, local: local))
    let change = ServerChange(
      bookmarkID: "rivers", kind: .progress(percent: 50, anchorPath: "p:nth-child(3)"),
      created: rig.now)
    rig.expect(.flush(id: "rivers"))
    #expect(rig.log.contains(.enqueue(change)))
    #expect(rig.send(.serverProgress(id: "rivers", server: local, local: server)).isEmpty)
  }

  @Test("a further local position the server already had is not sent back over a lower one")
  func noPushBackOfAcknowledged() {
    let rig = Self.readerRig()
    rig.press(.character("q"))
    let local = ReadingProgress(
      percent: 50, anchorPath: "p:nth-child(3)", updatedAt: rig.now, isSynced: true)
    let server = ReadingProgress(percent: 20, updatedAt: rig.now)
    #expect(rig.send(.serverProgress(id: "rivers", server: server, local: local)).isEmpty)
  }

  @Test("the server further than this device: the reader offers the jump, nothing goes back")
  func serverFurther() {
    let rig = Self.readerRig()
    let server = ReadingProgress(percent: 40, updatedAt: rig.now)
    #expect(rig.send(.serverProgress(id: "rivers", server: server, local: nil)).isEmpty)
    guard case .furtherElsewhere(let offered) = rig.state.reader?.prompt else {
      Issue.record("no jump offered")
      return
    }
    #expect(offered.percent == 40)
    #expect(rig.screen.contains("Read further on another device (40%): J to jump"))
    #expect(rig.stored.last?.progress.percent == 40, "saved locally too")
  }

  @Test("a failed flush retries the whole queue, one pass at a time, never sooner than 5 s")
  func queueRetry() {
    let rig = Self.readerRig()
    rig.send(.flushFailed(id: "rivers"))
    rig.expect(.retryQueue)
    #expect(rig.screen.contains("Offline: changes will be sent when the server answers"))
    #expect(rig.send(.flushFailed(id: "rivers")).isEmpty, "a pass is already running")
    rig.send(.queueRetried(nextRetry: rig.now.addingTimeInterval(2), now: rig.now))
    #expect(rig.advance(by: 4.9).isEmpty)
    rig.advance(by: 0.1)
    #expect(rig.take() == [.retryQueue])
    rig.send(.queueRetried(nextRetry: rig.now.addingTimeInterval(60), now: rig.now))
    // The open reader's own checks of the server's place go on meanwhile (`ServerCheck`).
    rig.advance(by: 59)
    #expect(rig.take() == [.fetchServerProgress(id: "rivers")])
    rig.advance(by: 1)
    #expect(rig.take() == [.retryQueue])
    rig.send(.queueRetried(nextRetry: nil, now: rig.now))
    rig.advance(by: 600)
    #expect(!rig.take().contains(.retryQueue), "nothing waits: no more passes")
  }

  @Test("S syncs when connected and says how to connect when not")
  func syncKey() {
    let rig = AppRig(connected: false)
    rig.startOnList()
    rig.press(.character("S"))
    #expect(rig.take() == [.reconnect])
    rig.send(.reconnected(isConnected: false))
    #expect(rig.state.list.message?.contains("dogear login") == true)
    let connected = AppRig(connected: true)
    connected.startOnList()
    #expect(connected.state.list.syncStatus != nil)
  }

  @Test("an article not downloaded yet is fetched on open and the reader opens on it again")
  func missingArticle() {
    let rig = AppRig(connected: true)
    rig.addArticle("rivers", source: .readeck, stored: false)
    rig.startOnList()
    rig.press(.enter)
    #expect(rig.take() == [.fetchArticle(id: "rivers")])
    #expect(rig.screen.contains("Downloading the article…"))
    rig.addArticle("rivers", source: .readeck)
    rig.send(.articleFetched(id: "rivers", hasText: true))
    #expect(rig.take() == [.fetchServerProgress(id: "rivers")])
    #expect(rig.state.reader?.total ?? 0 > 20)
  }

  @Test("offline or deleted on the server: the status line says which")
  func serverFailures() {
    let rig = Self.readerRig()
    rig.send(.serverFailed(id: "rivers", .offline, fetching: .progress))
    #expect(rig.state.reader?.message == "Offline: reading from the local copy")
    rig.send(.serverFailed(id: "rivers", .gone, fetching: .progress))
    #expect(rig.state.reader?.message == "This bookmark was deleted on the server")
  }
}

@Suite("The app: a rename in the list goes to the store and through the queue")
struct AppRenameTests {
  @Test("R on a Readeck bookmark: stored, queued as a title change, then flushed")
  func renameQueued() {
    let rig = AppRig(connected: true)
    rig.makeReadeck("rivers")
    rig.startOnList()
    rig.press(.character("R"), .control("u"))
    for character in "Rivers" { rig.press(.character(character)) }
    rig.press(.enter)
    let change = ServerChange(bookmarkID: "rivers", kind: .title("Rivers"), created: rig.now)
    rig.expect(.setTitle(id: "rivers", "Rivers", at: rig.now))
    rig.expect(.flush(id: "rivers"))
    #expect(rig.log.contains(.enqueue(change)))
  }
}
