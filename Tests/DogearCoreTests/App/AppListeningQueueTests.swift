import DogearApp
import DogearCore
import DogearReader
import DogearTestSupport
import Foundation
import Testing

/// The listening queue in the app (issue 42): when the end of an article is heard, "Archive
/// when heard" archives it (stored and queued for the server) and "Next article" opens the
/// next bookmark of the list's order and reads it aloud from its start.
@Suite("App: the listening queue")
struct AppListeningQueueTests {
  static func rig(_ settings: Settings) -> AppRig {
    let rig = AppRig()
    for id in ["rivers", "lighthouses", "tides"] {
      rig.addArticle(id, source: .readeck, settings: settings)
    }
    rig.startOnList()
    return rig
  }

  /// `L` in the open article, then the engine's end of that run: what the end asked outside,
  /// every effect of both taken from the rig.
  static func listenToTheEnd(_ rig: AppRig) -> [AppEffect] {
    rig.press(.character("L"))
    let started = rig.take()
    guard let run = Self.order(started)?.run, started.count == 1 else {
      Issue.record("L asked for one thing to be said, not \(started)")
      return []
    }
    rig.send(.speech(.ended(run: run), now: rig.now))
    return rig.take()
  }

  static func sessions(_ effects: [AppEffect]) -> [String] {
    effects.compactMap {
      if case .recordSession(let session) = $0 { return session.bookmarkID } else { return nil }
    }
  }

  static func order(_ effects: [AppEffect]) -> SpeechOrder? {
    for effect in effects { if case .speak(let order) = effect { return order } }
    return nil
  }

  @Test("with both settings on, the end heard archives the article and reads the next one aloud")
  func archivesAndGoesOn() throws {
    var settings = Settings()
    settings.archivesWhenHeard = true
    settings.listensOnToNext = true
    let rig = Self.rig(settings)
    rig.press(.enter)
    #expect(rig.state.reader?.bookmark.id == "rivers")
    let ended = Self.listenToTheEnd(rig)
    #expect(
      rig.log.contains { effect in
        if case .setArchived(id: "rivers", true, _) = effect { return true }
        return false
      }, "the heard article is archived")
    #expect(ended.count == 2, "the session of the article heard, then the next one said: \(ended)")
    #expect(Self.sessions(ended) == ["rivers"])
    #expect(rig.state.reader?.bookmark.id == "lighthouses", "the next one is open")
    let next = try #require(Self.order(ended), "and read aloud: \(ended)")
    #expect(next.from == 0, "from its start")
  }

  @Test("with both off, the end heard keeps the article open, unarchived, and says nothing more")
  func staysWhenOff() {
    let rig = Self.rig(Settings())
    rig.press(.enter)
    let ended = Self.listenToTheEnd(rig)
    #expect(
      !rig.log.contains { effect in
        if case .setArchived = effect { return true }
        return false
      })
    #expect(rig.state.reader?.bookmark.id == "rivers")
    #expect(Self.order(ended) == nil)
    #expect(ended.count == 1 && Self.sessions(ended) == ["rivers"], "only the listening: \(ended)")
  }
}
