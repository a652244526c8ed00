import DogearCore
import DogearTestSupport
import Foundation
import Testing

@testable import DogearStore

@Suite(
  "dogear search", .enabled(if: DogearProcess.isBuilt, Comment(rawValue: DogearProcess.notBuilt)))
struct SearchCommandTests {
  /// A library whose one article was saved the way a sync saves it: HTML, no text yet.
  static func syncedLibrary(title: String, html: String) throws -> URL {
    let home = StoreTest.temporaryFolder()
    let library = try Library.open(at: home)
    try library.upsert([StoreTest.bookmark("synced1", title: title, site: "rivers.example")])
    try library.saveArticle(id: "synced1", html: Data(html.utf8))
    return home
  }

  @Test("an article stored without its text is indexed by the first search and found")
  func catchUp() throws {
    let home = try Self.syncedLibrary(
      title: "Slow Rivers", html: "<p>Along each bend a little sand settles.</p>")
    defer { StoreTest.remove(home) }
    let result = try DogearProcess.run(
      ["search", "settles"], environment: DogearProcess.environment(home: home))
    #expect(result.status == 0, "\(result.errors)")
    #expect(
      result.output
        == "synced1  Slow Rivers  (rivers.example)\n    Along each bend a little sand [settles].\n")
    #expect(try Library.open(at: home).countArticlesAwaitingText() == 0)
  }

  @Test("rows waiting for the pair index are indexed by the first search, and found")
  func pairCatchUp() throws {
    let home = try Self.syncedLibrary(
      title: "谷歌的新闻", html: "<p>我们在北京大学学习中文。</p>")
    defer { StoreTest.remove(home) }
    #expect(try Library.open(at: home).countAwaitingPairs() == 1)
    let result = try DogearProcess.run(
      ["search", "北京"], environment: DogearProcess.environment(home: home))
    #expect(result.status == 0, "\(result.errors)")
    #expect(result.output.hasPrefix("synced1  谷歌的新闻"), "\(result.output)")
    #expect(try Library.open(at: home).countAwaitingPairs() == 0)
  }

  @Test("titles and snippets are printed without escapes, controls or bidi controls")
  func sanitised() throws {
    let home = try Self.syncedLibrary(
      title: "Evil\u{1B}]0;owned\u{07} \u{202E}title\u{1B}[2J",
      html: "<p>rivers &#x1b;[31mred\u{202E} and sand</p>")
    defer { StoreTest.remove(home) }
    let result = try DogearProcess.run(
      ["search", "sand"], environment: DogearProcess.environment(home: home))
    #expect(result.status == 0, "\(result.errors)")
    let hostile = result.output.unicodeScalars.filter {
      ($0.value < 0x20 && $0 != "\n") || $0 == "\u{202E}" || (0x80...0x9F).contains($0.value)
    }
    #expect(hostile.isEmpty, "\(result.output.debugDescription)")
    #expect(result.output.contains("[sand]"))
  }

  @Test("--json gives the match offsets in the article's plain text and in the title")
  func json() throws {
    let home = try Self.syncedLibrary(
      title: "Sand and more sand", html: "<h1>Head</h1><p>Fine sand, coarse sand.</p>")
    defer { StoreTest.remove(home) }
    let result = try DogearProcess.run(
      ["search", "--json", "sand"], environment: DogearProcess.environment(home: home))
    #expect(result.status == 0, "\(result.errors)")
    let objects = try JSONSerialization.jsonObject(with: Data(result.output.utf8))
    let hit = try #require((objects as? [[String: Any]])?.first)
    #expect(hit["id"] as? String == "synced1")
    let matches = (hit["matches"] as? [[String: Int]])?.map { [$0["start"], $0["length"]] }
    // "Head\nFine sand, coarse sand."
    #expect(matches == [[10, 4], [23, 4]])
    let titleMatches = (hit["title_matches"] as? [[String: Int]])?.map { $0["start"] }
    #expect(titleMatches == [0, 14])
    #expect(hit["snippet"] as? String == "Head Fine sand, coarse sand.")
  }

  @Test("query syntax characters are words; a query of punctuation only is a clear failure")
  func badQueries() throws {
    let home = try Self.syncedLibrary(title: "Rivers", html: "<p>near the sand</p>")
    defer { StoreTest.remove(home) }
    let environment = DogearProcess.environment(home: home)
    for query in ["NEAR(sand", "\"unbalanced", "sand*", "sand AND", "--", "-x:y"] {
      let result = try DogearProcess.run(["search", "--", query], environment: environment)
      #expect(result.errors.isEmpty || result.status == 1, "\(query): \(result.errors)")
      #expect(!result.errors.contains("SQL"), "\(query): \(result.errors)")
      #expect(!result.errors.contains("fts5"), "\(query): \(result.errors)")
    }
    let found = try DogearProcess.run(["search", "NEAR(the"], environment: environment)
    // The words "near the", in this order, never the NEAR operator.
    #expect(found.output.contains("[near the]"))
    let punctuation = try DogearProcess.run(["search", "*", "\""], environment: environment)
    #expect(punctuation.status == 1)
    #expect(punctuation.errors.hasPrefix("dogear: nothing to search for"))
    let empty = try DogearProcess.run(["search"], environment: environment)
    #expect(empty.status == 2)
    #expect(empty.errors.contains("missing the words to search for"))
  }

  @Test("nothing found prints nothing and succeeds; --json prints an empty array")
  func nothingFound() throws {
    let home = try Self.syncedLibrary(title: "Rivers", html: "<p>sand</p>")
    defer { StoreTest.remove(home) }
    let environment = DogearProcess.environment(home: home)
    let plain = try DogearProcess.run(["search", "volcano"], environment: environment)
    #expect(plain.status == 0 && plain.output.isEmpty)
    let json = try DogearProcess.run(["search", "volcano", "--json"], environment: environment)
    #expect(json.output == "[]\n")
  }
}
