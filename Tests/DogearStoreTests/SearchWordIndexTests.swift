import DogearCore
import Foundation
import Testing

@testable import DogearStore

@Suite("Search: the word index without prefix indexes (version 15)")
struct SearchWordIndexTests {
  /// The statement the word index was created with.
  static func wordIndexSQL(_ connection: SQLiteConnection) throws -> String {
    try connection.query("SELECT sql FROM sqlite_schema WHERE name = 'search_words'") { row in
      row.text(0)
    }.first ?? ""
  }

  @Test("a new library's word index has no prefix index")
  func newLibrary() throws {
    let library = try SearchTests.library()
    let sql = try Self.wordIndexSQL(library.connection)
    #expect(sql.contains("unicode61"))
    #expect(!sql.contains("prefix"))
  }

  @Test("prefixes of every length still find, asked for with a trailing *")
  func everyPrefixLength() throws {
    let library = try SearchTests.library()
    for query in ["s*", "sa*", "san*", "sand*", "SETTL*", "r*", "ri*", "riv*"] {
      #expect(
        try SearchTests.search(library, query).hits.map(\.bookmarkID).contains("rivers"),
        "\(query)")
    }
    #expect(try SearchTests.search(library, "bl*").hits.map(\.bookmarkID) == ["lights"])
    #expect(try SearchTests.search(library, "q*").hits.isEmpty)
  }

  @Test("a library of version 14 gets its word index rebuilt, every text still found")
  func migrationFromFourteen() throws {
    let folder = StoreTest.temporaryFolder()
    defer { StoreTest.remove(folder) }
    try StoreTest.oldLibraryWithTwoArticles(in: folder, steps: 14) { connection throws in
      #expect(try Self.wordIndexSQL(connection).contains("prefix = '1 2 3'"))
    }
    let library = try Library.open(at: folder)
    #expect(!(try Self.wordIndexSQL(library.connection).contains("prefix")))
    #expect(try SearchTests.search(library, "foghorns").hits.map(\.bookmarkID) == ["en"])
    #expect(try SearchTests.search(library, "f*").hits.map(\.bookmarkID) == ["en"])
    #expect(try SearchTests.search(library, "北京大学").hits.map(\.bookmarkID) == ["zh"])
    // The triggers still write the new index: a changed text is found, the old one not.
    try library.saveArticle(id: "en", html: Data(), text: "Lanterns on the quay.")
    #expect(try SearchTests.search(library, "foghorns").hits.isEmpty)
    #expect(try SearchTests.search(library, "lan*").hits.map(\.bookmarkID) == ["en"])
    try library.connection.execute(
      "INSERT INTO search_words(search_words) VALUES ('integrity-check')")
  }
}
