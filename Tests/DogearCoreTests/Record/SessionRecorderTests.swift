import Foundation
import Testing

@testable import DogearCore
@testable import DogearReader

/// The recorder with a manual clock (times are seconds after `t0`): what counts as reading
/// time and words (DESIGN.md "Reading sessions").
@Suite("Session recorder")
struct SessionRecorderTests {
  static let t0 = Date(timeIntervalSince1970: 1_800_000_000)
  static func at(_ seconds: Double) -> Date { t0.addingTimeInterval(seconds) }
  static let bookmark = Bookmark(
    id: "b1", title: "Rivers", lang: "en-GB", created: t0, updated: t0)

  static func recorder(wasFinished: Bool = false) -> SessionRecorder {
    SessionRecorder(bookmark: bookmark, words: 0, at: at(0), wasFinished: wasFinished)
  }

  @Test("a page every 30 seconds counts every page's words and time")
  func steadyPace() throws {
    var recorder = Self.recorder()
    for page in 1...10 {
      recorder.read(toWords: page * 150, share: 1, finished: false, at: Self.at(Double(page) * 30))
    }
    let session = try #require(recorder.ended(atWords: 1500, finished: false, at: Self.at(300)))
    #expect(session.words == 1500)
    #expect(session.seconds == 300)
    #expect(session.screens == 10)
    #expect(session.wordsPerMinute == 300)
    #expect(session.language == "en")
    #expect(session.intake == .read)
    #expect(session.started == Self.at(0))
    #expect(session.ended == Self.at(300))
  }

  @Test("a screen held five minutes counts 120 seconds, not five minutes")
  func idleCapped() throws {
    var recorder = Self.recorder()
    recorder.read(toWords: 150, share: 1, finished: false, at: Self.at(30))
    recorder.read(toWords: 300, share: 1, finished: false, at: Self.at(330))
    let session = try #require(recorder.ended(atWords: 300, finished: false, at: Self.at(330)))
    #expect(session.seconds == 150)
    #expect(session.words == 300)
  }

  @Test("leaving after five idle minutes adds at most the cap")
  func idleAtTheEnd() throws {
    var recorder = Self.recorder()
    recorder.read(toWords: 150, share: 1, finished: false, at: Self.at(30))
    let session = try #require(recorder.ended(atWords: 150, finished: false, at: Self.at(330)))
    #expect(session.seconds == 150)
  }

  @Test("pages turned within five seconds are skims: neither their time nor their words count")
  func skims() throws {
    var recorder = Self.recorder()
    recorder.read(toWords: 150, share: 1, finished: false, at: Self.at(2))
    recorder.read(toWords: 300, share: 1, finished: false, at: Self.at(4))
    recorder.read(toWords: 450, share: 1, finished: false, at: Self.at(34))
    let session = try #require(recorder.ended(atWords: 450, finished: false, at: Self.at(34)))
    #expect(session.words == 150, "only the page read for 30 s")
    #expect(session.seconds == 30)
  }

  @Test("line moves a second apart are reading, not skims: five seconds is per screen")
  func lineMoves() throws {
    var recorder = Self.recorder()
    for line in 1...20 {
      recorder.read(toWords: line * 10, share: 0.05, finished: false, at: Self.at(Double(line)))
    }
    let session = try #require(recorder.ended(atWords: 200, finished: false, at: Self.at(20)))
    #expect(session.words == 200)
    #expect(session.seconds == 20)
    #expect(abs(session.screens - 1) < 1e-9)
  }

  @Test("a look counts neither the text it jumps over nor the time before it")
  func looks() throws {
    var recorder = Self.recorder()
    recorder.read(toWords: 150, share: 1, finished: false, at: Self.at(30))
    recorder.look(toWords: 3000, at: Self.at(100))
    recorder.read(toWords: 3150, share: 1, finished: false, at: Self.at(130))
    let session = try #require(recorder.ended(atWords: 3150, finished: false, at: Self.at(130)))
    #expect(session.words == 300)
    #expect(session.seconds == 60)
  }

  @Test("reading back up counts the time but not the same words twice")
  func rereading() throws {
    var recorder = Self.recorder()
    recorder.read(toWords: 300, share: 1, finished: false, at: Self.at(60))
    recorder.read(toWords: 150, share: -1, finished: false, at: Self.at(80))
    recorder.read(toWords: 300, share: 1, finished: false, at: Self.at(100))
    let session = try #require(recorder.ended(atWords: 300, finished: false, at: Self.at(100)))
    #expect(session.words == 300)
    #expect(session.seconds == 100)
  }

  @Test("the time a process was stopped does not count")
  func suspended() throws {
    var recorder = Self.recorder()
    recorder.read(toWords: 150, share: 1, finished: false, at: Self.at(30))
    recorder.resumed(at: Self.at(3000))
    recorder.read(toWords: 300, share: 1, finished: false, at: Self.at(3020))
    let session = try #require(recorder.ended(atWords: 300, finished: false, at: Self.at(3020)))
    #expect(session.seconds == 50)
  }

  @Test("a hidden terminal stops the screen's clock: the time before and after counts, away not")
  func hiddenTerminal() throws {
    var recorder = Self.recorder()
    recorder.read(toWords: 150, share: 1, finished: false, at: Self.at(30))
    recorder.hidden(at: Self.at(50))
    recorder.hidden(at: Self.at(80))
    recorder.resumed(at: Self.at(140))
    recorder.read(toWords: 300, share: 1, finished: false, at: Self.at(150))
    let session = try #require(recorder.ended(atWords: 300, finished: false, at: Self.at(150)))
    #expect(session.seconds == 30 + 20 + 10, "the 90 s away are not reading")
    #expect(session.words == 300)
  }

  @Test("a key while hidden ends the hiding without counting the time away")
  func keyWhileHidden() throws {
    var recorder = Self.recorder()
    recorder.hidden(at: Self.at(20))
    recorder.read(toWords: 150, share: 1, finished: false, at: Self.at(100))
    recorder.read(toWords: 300, share: 1, finished: false, at: Self.at(130))
    let session = try #require(recorder.ended(atWords: 300, finished: false, at: Self.at(130)))
    #expect(session.seconds == 20 + 30)
  }

  @Test("a page turned within five seconds of showing again is still a skim")
  func skimAfterHiding() throws {
    var recorder = Self.recorder()
    recorder.read(toWords: 150, share: 1, finished: false, at: Self.at(30))
    recorder.hidden(at: Self.at(31))
    recorder.resumed(at: Self.at(500))
    recorder.read(toWords: 300, share: 1, finished: false, at: Self.at(502))
    let session = try #require(recorder.ended(atWords: 300, finished: false, at: Self.at(502)))
    #expect(session.seconds == 30)
    #expect(session.words == 150)
  }

  @Test("reaching the end finishes the article, unless it was finished before")
  func finishing() throws {
    var recorder = Self.recorder()
    recorder.read(toWords: 400, share: 1, finished: true, at: Self.at(60))
    #expect(recorder.ended(atWords: 400, finished: true, at: Self.at(90))?.finishedArticle == true)
    var again = Self.recorder(wasFinished: true)
    again.read(toWords: 400, share: 1, finished: true, at: Self.at(60))
    #expect(again.ended(atWords: 400, finished: true, at: Self.at(90))?.finishedArticle == false)
  }

  @Test("opening and leaving at once records nothing")
  func nothing() {
    #expect(Self.recorder().ended(atWords: 0, finished: false, at: Self.at(0.5)) == nil)
  }

  @Test("language tags are reduced to their primary subtag")
  func languages() {
    #expect(ReadingSession.language(of: "en-GB") == "en")
    #expect(ReadingSession.language(of: "FR") == "fr")
    #expect(ReadingSession.language(of: "pt_BR") == "pt")
    #expect(ReadingSession.language(of: "") == "")
  }
}
