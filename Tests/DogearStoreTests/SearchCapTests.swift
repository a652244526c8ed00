import DogearCore
import Foundation
import Testing

@testable import DogearStore

/// Issue 41: the list's search counts and ranks at most `ranking` matches, the newest, and
/// says there are more; under the cap, and for `dogear search`, nothing changes.
@Suite("Search's total capped so the first screen does not rank every match")
struct SearchCapTests {
  /// Articles b00 (oldest) to b29: the even ones mention "river" once, the odd ones many
  /// times (so the best-ranked of all are old), and b07 holds a hidden word.
  static func library() throws -> Library {
    let library = try StoreTest.memoryLibrary()
    let ids = (0..<30).map { String(format: "b%02d", $0) }
    try library.upsert(ids.enumerated().map { StoreTest.bookmark($1, created: Double($0)) })
    for (index, id) in ids.enumerated() {
      let rivers = Array(repeating: "river", count: index % 2 == 0 ? 1 : 8 - index / 4)
      let text = "Some words about water and a " + rivers.joined(separator: " ")
      try library.saveArticle(id: id, html: Data("<p>\(id)</p>".utf8), text: text)
    }
    return library
  }

  static func search(_ library: Library, _ query: String, ranking: Int?) throws -> SearchResults {
    try library.search(SearchTerms.parse(query).get(), limit: 50, ranking: ranking)
  }

  static func ids(_ range: Range<Int>) -> Set<String> {
    Set(range.map { String(format: "b%02d", $0) })
  }

  @Test("more matches than the cap: the total is the cap, marked, and only the newest ranked")
  func capped() throws {
    let library = try Self.library()
    let results = try Self.search(library, "river", ranking: 10)
    #expect(results.total == 10)
    #expect(results.isCapped)
    #expect(
      Set(results.hits.map(\.bookmarkID)) == Set((20..<30).map { String(format: "b%02d", $0) }))
    // Best first among those ten: the odd ones say "river" more often.
    #expect(results.hits.prefix(5).allSatisfy { Int($0.bookmarkID.dropFirst())! % 2 == 1 })
  }

  @Test("no more matches than the cap: exact total, every match ranked as without a cap")
  func underCap() throws {
    let library = try Self.library()
    let capped = try Self.search(library, "river", ranking: 30)
    let uncapped = try Self.search(library, "river", ranking: nil)
    #expect(!capped.isCapped && capped.total == 30)
    #expect(capped == uncapped)
    // The best of all are old (b01 and b03 say it eight times): a cap would have missed them.
    #expect(["b01", "b03"].contains(uncapped.hits.first?.bookmarkID ?? ""))
  }

  @Test("a hidden bookmark is left out of the capped count and of the newest ranked")
  func hiddenLeftOut() throws {
    let library = try Self.library()
    try library.setHidden(ids: ["b29", "b28"], true)
    let results = try Self.search(library, "river", ranking: 10)
    #expect(results.total == 10 && results.isCapped)
    #expect(
      Set(results.hits.map(\.bookmarkID)) == Set((18..<28).map { String(format: "b%02d", $0) }))
  }
}
