import DogearCore
import DogearTestSupport
import Foundation
import Testing

@testable import DogearStore

/// Issue 41: SQLite keeps the pages it reads and writes in its cache (up to 2 MB) until the
/// process ends, on top of the reader showing the article; an article read or stored leaves
/// none there, and its bytes and text are lent to SQLite for the write, not copied.
@Suite("An article's memory in the library")
struct ArticleMemoryTests {
  /// More than what the tests allow the cache to keep, less than SQLite's own 2 MB limit.
  private static let articleBytes = 1_200_000
  private static let keptAtMost = 160 * 1024

  /// Varied bytes, so that nothing compresses or repeats into fewer pages.
  private static func html(seed: UInt64, count: Int = articleBytes) -> Data {
    var generator = SeededGenerator(seed: seed)
    var bytes = [UInt8](repeating: 0, count: count)
    for index in bytes.indices { bytes[index] = UInt8(32 + generator.next(below: 95)) }
    return Data(bytes)
  }

  private static func text(seed: UInt64, words: Int) -> String {
    var generator = SeededGenerator(seed: seed)
    return (0..<words).map { _ in "w\(generator.next(below: 50_000))" }.joined(separator: " ")
  }

  /// A library in a file (an in-memory one's pages are its storage and stay).
  private func withFileLibrary(_ body: (Library) throws -> Void) throws {
    let folder = StoreTest.temporaryFolder()
    defer { StoreTest.remove(folder) }
    try body(try Library.open(at: folder))
  }

  private func store(_ html: Data, text: String, as id: String, in library: Library) throws {
    try library.writingArticle { () throws(LibraryError) in
      try library.transaction { () throws(LibraryError) in
        try library.upsert([StoreTest.bookmark(id)])
        try library.saveArticle(id: id, html: html, text: text)
      }
    }
  }

  @Test("storing an article leaves its pages out of the cache and puts the cache's size back")
  func storing() throws {
    try withFileLibrary { library in
      let before = try library.connection.cacheSize()
      var during: Int?
      let html = Self.html(seed: 1)
      try library.writingArticle { () throws(LibraryError) in
        during = try library.connection.cacheSize()
        try library.transaction { () throws(LibraryError) in
          try library.upsert([StoreTest.bookmark("big")])
          try library.saveArticle(
            id: "big", html: html, text: Self.text(seed: 2, words: 60_000))
        }
      }
      #expect(during == Library.articleWriteCache)
      #expect(try library.connection.cacheSize() == before)
      #expect(library.cachedBytes < Self.keptAtMost)
      #expect(try library.article(id: "big") == html)
      let text = Self.text(seed: 2, words: 60_000)
      let word = String(text.split(separator: " ")[30_000])
      let found = try library.search(SearchTerms.parse(word).get())
      #expect(found.hits.map(\.bookmarkID) == ["big"])
    }
  }

  @Test("an article's bytes given to be let go are written, then let go, and its text indexed")
  func releasingBytes() throws {
    let library = try StoreTest.memoryLibrary()
    try library.upsert([StoreTest.bookmark("kept"), StoreTest.bookmark("given")])
    let html = Self.html(seed: 5, count: 4_000)
    var held: Data? = html
    try library.saveArticle(id: "given", releasing: &held, text: "kingfishers and herons")
    try library.saveArticle(id: "kept", html: html, text: "kingfishers and swans")
    #expect(held == nil)
    #expect(try library.article(id: "given") == html)
    let found = try library.search(SearchTerms.parse("kingfishers").get())
    #expect(Set(found.hits.map(\.bookmarkID)) == ["given", "kept"])
    #expect(
      try library.search(SearchTerms.parse("herons").get()).hits.map(\.bookmarkID) == ["given"])
  }

  @Test("bytes written in place are stored as the plain insert stores them (20 seeded sizes)")
  func inPlaceMatchesInsert() throws {
    let plain = try StoreTest.memoryLibrary()
    let inPlace = try StoreTest.memoryLibrary()
    for library in [plain, inPlace] { try library.upsert([StoreTest.bookmark("a")]) }
    var generator = SeededGenerator(seed: 64)
    for round in 0..<20 {
      let size =
        [1, 4096, Library.writtenInPlace][safe: round] ?? 1 + generator.next(below: 300_000)
      let html = Self.html(seed: UInt64(round), count: size)
      try plain.transaction { () throws(LibraryError) in
        try plain.connection.run(
          """
          INSERT INTO articles (bookmark_id, html) VALUES (?, ?)
          ON CONFLICT(bookmark_id) DO UPDATE SET html = excluded.html
          """, [.text("a"), .blob(html)])
      }
      try inPlace.transaction { () throws(LibraryError) in
        try inPlace.writeInPlace(id: "a", html: html)
      }
      #expect(try inPlace.article(id: "a") == html)
      #expect(try plain.article(id: "a") == html)
      let state = "SELECT typeof(html) || ' ' || length(html) FROM articles"
      let pending = "SELECT pending FROM search_text WHERE bookmark_id = 'a'"
      for query in [state, pending] {
        let made = try inPlace.connection.query(query) { $0.text(0) }
        #expect(made == (try plain.connection.query(query) { $0.text(0) }))
      }
    }
  }

  @Test("reading an article, or finding a file by its bytes, leaves its pages out of the cache")
  func reading() throws {
    try withFileLibrary { library in
      let html = Self.html(seed: 3)
      try store(html, text: "a few words", as: "big", in: library)
      #expect(try library.article(id: "big") == html)
      #expect(library.cachedBytes < Self.keptAtMost)
      #expect(try library.bookmarkIDs(withArticle: html, source: .local) == ["big"])
      #expect(library.cachedBytes < Self.keptAtMost)
    }
  }

  /// Blobs and texts of every kind, seeded: empty ones, a NUL inside, multi-byte characters.
  private static func values(_ generator: inout SeededGenerator) -> [SQLValue] {
    let pieces = ["", "a", "é", "北京", "\u{0}", " ", "\u{1F600}", "plain words"]
    var text = ""
    for _ in 0..<generator.next(below: 6) { text += pieces[generator.next(below: pieces.count)] }
    let blob = Data(
      (0..<generator.next(below: 4) * generator.next(below: 300)).map { _ in
        UInt8(generator.next(below: 256))
      })
    let other: [SQLValue] = [.null, .int(generator.next(below: 1000)), .real(1.5)]
    return [.text(text), .blob(blob), other[generator.next(below: other.count)]]
  }

  @Test("values lent to a statement are stored exactly as copied ones are (300 seeded rows)")
  func lendingMatchesCopying() throws {
    let library = try StoreTest.memoryLibrary()
    let connection = library.connection
    try connection.execute("CREATE TABLE copied (n, t, b, o); CREATE TABLE lent (n, t, b, o)")
    var generator = SeededGenerator(seed: 41)
    for row in 0..<300 {
      let values = [SQLValue.int(row)] + Self.values(&generator)
      try connection.run("INSERT INTO copied VALUES (?, ?, ?, ?)", values)
      try connection.runLending("INSERT INTO lent VALUES (?, ?, ?, ?)", values)
    }
    let columns = "n, quote(t), typeof(t), quote(b), typeof(b), quote(o), typeof(o)"
    let read = { (table: String) throws -> [String] in
      try connection.query("SELECT \(columns) FROM \(table) ORDER BY n") { row in
        (0..<7).map { row.optionalText(Int32($0)) ?? "NULL" }.joined(separator: "|")
      }
    }
    let copied = try read("copied")
    #expect(copied.count == 300)
    #expect(try read("lent") == copied)
  }
}

extension Array {
  fileprivate subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
