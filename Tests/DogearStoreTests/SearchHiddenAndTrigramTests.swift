import DogearCore
import Foundation
import Testing

@testable import DogearStore

@Suite("Search: hidden bookmarks and the trigram index (version 10)")
struct SearchHiddenAndTrigramTests {
  @Test("a bookmark hidden for a scheduled delete is in no search, and shows again when undone")
  func hiddenLeftOut() throws {
    let library = try SearchTests.library()
    try library.setHidden(ids: ["rivers"], true)
    #expect(try SearchTests.search(library, "sand").hits.isEmpty)
    #expect(try SearchTests.search(library, "sand").total == 0)
    #expect(try SearchTests.search(library, "slow").total == 0)
    #expect(try SearchTests.search(library, "blink").hits.map(\.bookmarkID) == ["lights"])
    try library.setHidden(ids: ["rivers"], false)
    #expect(try SearchTests.search(library, "sand").hits.map(\.bookmarkID) == ["rivers"])
  }

  @Test("hidden bookmarks are left out of Chinese and two-character searches too")
  func hiddenUnspaced() throws {
    let library = try StoreTest.library(holding: ["zh": "我们在北京大学学习中文。", "zh2": "北京大学很大。"])
    try library.setHidden(ids: ["zh"], true)
    #expect(try SearchTests.search(library, "北京大学").hits.map(\.bookmarkID) == ["zh2"])
    #expect(try SearchTests.search(library, "北京").hits.map(\.bookmarkID) == ["zh2"])
  }

  /// The rows the trigram index finds for `text` in the article text (column `body`).
  static func trigramBodyRows(_ library: Library, _ text: String) throws -> Int {
    try library.connection.integer(
      "SELECT count(*) FROM search_trigrams WHERE search_trigrams MATCH ?",
      [.text("body : \"\(text)\"")]) ?? -1
  }

  @Test("the trigram index holds only the texts with a script without spaces, and stays sound")
  func trigramsOnlyWhereNeeded() throws {
    let library = try StoreTest.memoryLibrary()
    try library.upsert([
      StoreTest.bookmark("en"), StoreTest.bookmark("mixed"), StoreTest.bookmark("zh"),
    ])
    try library.saveArticle(id: "en", html: Data(), text: "Lighthouses blink in patterns.")
    try library.saveArticle(id: "mixed", html: Data(), text: "Lighthouses of 東京大学 harbour.")
    try library.saveArticle(id: "zh", html: Data(), text: "我们在北京大学学习中文。")
    // English text is only in the word index; a text with Chinese in it is in both.
    #expect(try Self.trigramBodyRows(library, "Lighthouses") == 1)
    #expect(try SearchTests.search(library, "lighthouses").total == 2)
    #expect(try SearchTests.search(library, "東京大学").hits.map(\.bookmarkID) == ["mixed"])
    #expect(try SearchTests.search(library, "北京大学").hits.map(\.bookmarkID) == ["zh"])
    // A text replaced by one of another kind moves between the two rules.
    try library.saveArticle(id: "zh", html: Data(), text: "Now in English about harbours.")
    try library.saveArticle(id: "en", html: Data(), text: "现在是中文的灯塔。")
    #expect(try SearchTests.search(library, "北京大学").hits.isEmpty)
    #expect(try SearchTests.search(library, "中文的灯塔").hits.map(\.bookmarkID) == ["en"])
    #expect(try SearchTests.search(library, "harbours").hits.map(\.bookmarkID).sorted() == ["zh"])
    try library.deleteBookmarks(ids: ["mixed", "en"])
    #expect(try Self.trigramBodyRows(library, "Lighthouses") == 0)
    // The word index matches its content exactly; the trigram index, by design, does not
    // (it leaves English texts out), so only its own structure is checked.
    try library.connection.execute(
      "INSERT INTO search_words(search_words, rank) VALUES ('integrity-check', 1)")
    try library.connection.execute(
      "INSERT INTO search_trigrams(search_trigrams) VALUES ('integrity-check')")
  }

  @Test("a library of version 9 gets its trigram index rebuilt under the new rule")
  func migrationFromNine() throws {
    let folder = StoreTest.temporaryFolder()
    defer { StoreTest.remove(folder) }
    try StoreTest.oldLibraryWithTwoArticles(in: folder, steps: 9)
    let library = try Library.open(at: folder)
    #expect(try Self.trigramBodyRows(library, "Foghorns") == 0)
    #expect(try SearchTests.search(library, "foghorns").hits.map(\.bookmarkID) == ["en"])
    #expect(try SearchTests.search(library, "北京大学").hits.map(\.bookmarkID) == ["zh"])
    try library.connection.execute(
      "INSERT INTO search_trigrams(search_trigrams) VALUES ('integrity-check')")
  }
}
