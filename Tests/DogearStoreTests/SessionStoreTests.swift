import DogearCore
import Foundation
import Testing

@testable import DogearStore

/// The record of reading sessions in the library (schema version 17): kept, read back for
/// your speed and the record, kept when a bookmark is deleted, and cleared on request.
@Suite("Reading sessions in the library")
struct SessionStoreTests {
  static func session(
    _ id: String, day: Double, minutes: Double = 5, words: Int = 1500, language: String = "en",
    intake: ReadingSession.Intake = .read
  ) -> ReadingSession {
    ReadingSession(
      bookmarkID: id, title: "Title of \(id)", language: language, intake: intake,
      started: StoreTest.day(day), ended: StoreTest.day(day).addingTimeInterval(minutes * 60),
      seconds: minutes * 60, words: words, screens: 3, finishedArticle: true)
  }

  @Test("sessions round trip, oldest first, and since a date")
  func roundTrip() throws {
    let library = try StoreTest.memoryLibrary()
    let later = Self.session("b", day: 2, intake: .listened)
    let earlier = Self.session("a", day: 1)
    try library.recordSession(later)
    try library.recordSession(earlier)
    #expect(try library.sessions() == [earlier, later])
    #expect(try library.sessions(since: StoreTest.day(1.5)) == [later])
  }

  @Test("your speed is the median of each language's latest read sessions")
  func speed() throws {
    let library = try StoreTest.memoryLibrary()
    #expect(try library.readingSpeed() == .readeck)
    for (day, words) in [(1.0, 1000), (2.0, 1500), (3.0, 2000)] {
      try library.recordSession(Self.session("a", day: day, words: words))
    }
    try library.recordSession(Self.session("d", day: 4, words: 500, language: "de"))
    try library.recordSession(Self.session("l", day: 5, words: 9000, intake: .listened))
    let speed = try library.readingSpeed()
    #expect(speed.wordsPerMinute(language: "en") == 300)
    #expect(speed.wordsPerMinute(language: "de") == 200, "three screens are not enough")
    #expect(speed.overall == 250)
  }

  @Test("deleting a bookmark keeps its minutes; clearing forgets every session")
  func deleteAndClear() throws {
    let library = try StoreTest.memoryLibrary()
    try library.upsert([StoreTest.bookmark("one")])
    try library.recordSession(Self.session("one", day: 1))
    try library.deleteBookmarks(ids: ["one"])
    #expect(try library.bookmark(id: "one") == nil)
    #expect(try library.sessions().map(\.seconds) == [300])
    #expect(try library.clearSessions() == 1)
    #expect(try library.sessions().isEmpty)
  }

  @Test("the queue's words left, by language: unread and unfinished, not archived")
  func queue() throws {
    let library = try StoreTest.memoryLibrary()
    var german = StoreTest.bookmark("de")
    german.lang = "de-AT"
    try library.upsert([
      StoreTest.bookmark("new"), StoreTest.bookmark("half"), StoreTest.bookmark("done"),
      StoreTest.bookmark("old", archived: true), german,
    ])
    _ = try library.saveProgress(id: "half", StoreTest.progress(50, day: 1), force: true)
    _ = try library.saveProgress(id: "done", StoreTest.progress(100, day: 1), force: true)
    #expect(try library.queueWords() == ["en": 1800, "de": 1200])
  }

  @Test("list rows carry the word count and language for their minutes")
  func rows() throws {
    let library = try StoreTest.memoryLibrary()
    try library.upsert([StoreTest.bookmark("one")])
    let row = try #require(
      try library.summaries(filter: .all, search: "", offset: 0, limit: 5).first)
    #expect(row.wordCount == 1200)
    #expect(row.language == "en")
  }
}
