import DogearCore
import Foundation
import Testing

@testable import DogearStore

@Suite("Full-text search")
struct SearchTests {
  static let rivers = """
    A slow river does most of its work where nobody is watching.
    Along the inside of each bend, a little sand settles every night, and the rivers move.
    """

  /// A library with two articles and their text.
  static func library() throws -> Library {
    let library = try StoreTest.memoryLibrary()
    try library.upsert([
      StoreTest.bookmark("rivers", title: "A Field Guide to Slow Rivers", created: 1),
      StoreTest.bookmark("lights", title: "Why Lighthouses Blink", created: 2),
    ])
    try library.saveArticle(id: "rivers", html: Data("<p>x</p>".utf8), text: rivers)
    try library.saveArticle(
      id: "lights", html: Data("<p>y</p>".utf8), text: "Lighthouses blink in patterns at sea.")
    return library
  }

  static func search(_ library: Library, _ query: String) throws -> SearchResults {
    let terms = try SearchTerms.parse(query).get()
    return try library.search(terms)
  }

  @Test("a word finds only whole words, whatever its case; with a trailing * a prefix")
  func wordPrefix() throws {
    let library = try Self.library()
    #expect(try Self.search(library, "SETTLE").hits.isEmpty, "settle is not settles")
    #expect(try Self.search(library, "ni").hits.isEmpty, "two letters light up nothing")
    #expect(try Self.search(library, "NIGHT").hits.map(\.bookmarkID) == ["rivers"])
    let results = try Self.search(library, "SETTLE*")
    #expect(results.hits.map(\.bookmarkID) == ["rivers"])
    #expect(results.total == 1)
    let hit = try #require(results.hits.first)
    let text = Array(Self.rivers.unicodeScalars)
    let words = hit.textMatches.map { String(String.UnicodeScalarView(text[$0.start..<$0.end])) }
    #expect(words == ["settles"])
  }

  @Test("every term must match, and a phrase must match in order")
  func termsAndPhrases() throws {
    let library = try Self.library()
    #expect(try Self.search(library, "sand night").hits.map(\.bookmarkID) == ["rivers"])
    #expect(try Self.search(library, "sand lighthouse").hits.isEmpty)
    #expect(try Self.search(library, "\"slow river\"").hits.map(\.bookmarkID) == ["rivers"])
    #expect(try Self.search(library, "\"river slow\"").hits.isEmpty)
  }

  @Test("accents are ignored, as Readeck's own index does")
  func accents() throws {
    let library = try StoreTest.memoryLibrary()
    try library.upsert([StoreTest.bookmark("cafe")])
    try library.saveArticle(id: "cafe", html: Data(), text: "Un café près de la gare.")
    #expect(try Self.search(library, "cafe pres").hits.map(\.bookmarkID) == ["cafe"])
  }

  @Test("the title counts more than the text, and titles, sites and labels are searched")
  func titleWeight() throws {
    let library = try Self.library()
    let results = try Self.search(library, "lighthouses")
    #expect(results.hits.map(\.bookmarkID) == ["lights"])
    #expect(results.hits.first?.titleMatches == [TextMatch(start: 4, length: 11)])
    #expect(try Self.search(library, "example").total == 2)
    #expect(try Self.search(library, "test").total == 2)
  }

  @Test("FTS5 syntax typed into a query is text, never an error")
  func syntaxIsText() throws {
    let library = try Self.library()
    for query in [
      "river\"", "\"unbalanced slow", "NEAR(slow river)", "slow AND river", "slow OR lamp",
      "NOT river", "-river", "title:river", "riv*", "*river", "^slow", "slow + river",
      "(river", "river)", "a\"\"b", "col:umn:", "{title}: river",
    ] {
      let terms = try SearchTerms.parse(query).get()
      _ = try library.search(terms)
    }
    // As FTS5 syntax these would find the river article; as text they need "or" and "lamp".
    #expect(try Self.search(library, "slow OR lamp").hits.isEmpty)
    #expect(try Self.search(library, "slow AND river").hits.map(\.bookmarkID) == ["rivers"])
    #expect(try Self.search(library, "NEAR(slow river)").hits.isEmpty)
    #expect(try Self.search(library, "title:river").hits.isEmpty)
    #expect(try Self.search(library, "-river").hits.map(\.bookmarkID) == ["rivers"])
  }

  @Test("Chinese and Japanese text is found by substring, three characters or fewer")
  func unspacedScripts() throws {
    let library = try StoreTest.library(holding: ["jp": "長文の読み方について東京で話した。", "zh": "我们在北京大学学习中文。"])
    #expect(try Self.search(library, "読み方").hits.map(\.bookmarkID) == ["jp"])
    #expect(try Self.search(library, "北京大学").hits.map(\.bookmarkID) == ["zh"])
    #expect(try Self.search(library, "東京").hits.map(\.bookmarkID) == ["jp"])
    #expect(try Self.search(library, "学").hits.map(\.bookmarkID) == ["zh"])
    let hit = try #require(try Self.search(library, "東京 読み方").hits.first)
    #expect(hit.textMatches == [TextMatch(start: 3, length: 3), TextMatch(start: 10, length: 2)])
  }

  @Test("the snippet marks the matched words")
  func snippet() throws {
    let library = try Self.library()
    let hit = try #require(try Self.search(library, "sand").hits.first)
    let marked = hit.snippet.marks.map { range -> String in
      let scalars = Array(hit.snippet.text.unicodeScalars)
      return String(String.UnicodeScalarView(scalars[range]))
    }
    #expect(marked == ["sand"])
    #expect(!hit.snippet.text.contains("\n"))
  }

  @Test("the index follows a changed title, a replaced article and a deleted bookmark")
  func inStep() throws {
    let library = try Self.library()
    var renamed = StoreTest.bookmark("lights", title: "Beacons at night", created: 2)
    renamed.labels = ["coast"]
    try library.upsert([renamed])
    #expect(try Self.search(library, "beacons").hits.map(\.bookmarkID) == ["lights"])
    #expect(try Self.search(library, "coast").hits.map(\.bookmarkID) == ["lights"])
    try library.saveArticle(id: "rivers", html: Data(), text: "Now about deserts.")
    #expect(try Self.search(library, "sand").hits.isEmpty)
    #expect(try Self.search(library, "deserts").hits.map(\.bookmarkID) == ["rivers"])
    try library.deleteBookmarks(ids: ["rivers"])
    #expect(try Self.search(library, "deserts").hits.isEmpty)
    let integrity = "INSERT INTO search_words(search_words) VALUES ('integrity-check')"
    try library.connection.execute(integrity)
  }

  @Test("an article saved without its text waits for it, and an older text is not taken")
  func awaitingText() throws {
    let library = try Self.library()
    try library.saveArticle(id: "lights", html: Data("<p>new</p>".utf8))
    let waiting = try library.articlesAwaitingText(limit: 10)
    #expect(waiting.map(\.id) == ["lights"])
    #expect(try library.countArticlesAwaitingText() == 1)
    try library.saveArticle(id: "lights", html: Data("<p>newer</p>".utf8))
    try library.saveArticleTexts([(try #require(waiting.first), "Foghorns only.")])
    #expect(try library.countArticlesAwaitingText() == 1)
    #expect(try Self.search(library, "foghorns").hits.isEmpty)
    let again = try library.articlesAwaitingText(limit: 10)
    try library.saveArticleTexts([(try #require(again.first), "Foghorns and bells.")])
    #expect(try library.countArticlesAwaitingText() == 0)
    #expect(try Self.search(library, "bells").hits.map(\.bookmarkID) == ["lights"])
  }

  @Test("a library from before the index gets every title indexed and every article waiting")
  func migration() throws {
    let folder = StoreTest.temporaryFolder()
    defer { StoreTest.remove(folder) }
    let file = folder.appendingPathComponent(Library.fileName)
    do {
      let connection = try SQLiteConnection(path: file.path)
      try Migrations.migrate(connection, upTo: 5)
      try connection.run(BookmarkRow.upsert, BookmarkRow.values(StoreTest.bookmark("old")))
      try connection.run("INSERT INTO articles VALUES ('old', x'3c703e')")
    }
    let library = try Library.open(at: folder)
    #expect(try Self.search(library, "title of old").hits.map(\.bookmarkID) == ["old"])
    #expect(try library.articlesAwaitingText(limit: 5).map(\.id) == ["old"])
  }

  @Test("a page of hits starts at its offset and the total counts them all")
  func paging() throws {
    let library = try StoreTest.memoryLibrary()
    try library.upsert((0..<7).map { StoreTest.bookmark("b\($0)", created: Double($0)) })
    for index in 0..<7 {
      try library.saveArticle(id: "b\(index)", html: Data(), text: "common word \(index)")
    }
    let first = try library.search(try SearchTerms.parse("common").get(), offset: 0, limit: 3)
    let second = try library.search(try SearchTerms.parse("common").get(), offset: 3, limit: 3)
    #expect(first.total == 7)
    #expect(first.hits.count == 3)
    #expect(Set(first.hits.map(\.bookmarkID)).isDisjoint(with: second.hits.map(\.bookmarkID)))
  }

  @Test("snippets alone come from the index, marked, on one line, with no offsets worked out")
  func snippetsOnly() throws {
    let library = try Self.library()
    let terms = try SearchTerms.parse("sand").get()
    let hit = try #require(try library.search(terms, detail: .snippets).hits.first)
    #expect(hit.bookmarkID == "rivers")
    #expect(hit.textMatches.isEmpty && hit.titleMatches.isEmpty)
    #expect(!hit.snippet.text.contains("\n"))
    let scalars = Array(hit.snippet.text.unicodeScalars)
    #expect(hit.snippet.marks.map { String(String.UnicodeScalarView(scalars[$0])) } == ["sand"])
  }

  @Test("one or two Chinese characters are found in a title too, and only where they are")
  func shortUnspacedInTitles() throws {
    let library = try StoreTest.memoryLibrary()
    try library.upsert([
      StoreTest.bookmark("title", title: "谷歌的新闻"), StoreTest.bookmark("text"),
      StoreTest.bookmark("english"),
    ])
    try library.saveArticle(id: "title", html: Data(), text: "English words only.")
    try library.saveArticle(id: "text", html: Data(), text: "TNW中文站 谷歌在")
    try library.saveArticle(id: "english", html: Data(), text: "Nothing here, 谷 alone.")
    let ids = try Self.search(library, "谷歌").hits.map(\.bookmarkID)
    #expect(Set(ids) == ["title", "text"])
    let snippets = try library.search(try SearchTerms.parse("谷歌").get(), detail: .snippets)
    #expect(snippets.total == 2)
  }
}
