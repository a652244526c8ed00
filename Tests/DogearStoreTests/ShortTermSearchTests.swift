import DogearCore
import DogearTestSupport
import Foundation
import Testing

@testable import DogearStore

/// Issue 41: one or two characters of a script without spaces are found by the pair index
/// (schema version 20), exactly where the plain scan beside it finds them.
@Suite("Search: the pair index for one or two characters (version 20)")
struct ShortTermSearchTests {
  /// The tokens `PairTokenizer` makes of a text.
  static func tokens(_ text: String) -> [String] {
    var text = text
    return text.withUTF8 { bytes in
      var found: [String] = []
      PairTokenizer.tokens(in: bytes) { range in
        found.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self))
        return true
      }
      return found
    }
  }

  static func ids(_ library: Library, _ query: String) throws -> [String] {
    try SearchTests.search(library, query).hits.map(\.bookmarkID).sorted()
  }

  /// How many rows the pair index itself (not the scan of the waiting rows) holds `pair` in.
  static func indexedRows(_ library: Library, _ pair: String) throws -> Int {
    try library.connection.integer(
      "SELECT count(*) FROM search_pairs WHERE search_pairs MATCH ?", [.text("\"\(pair)\"")])
      ?? -1
  }

  @Test("a text's tokens are its pairs that hold a character of a script without spaces")
  func tokensOfText() {
    #expect(Self.tokens("谷歌") == ["谷歌", "歌"])
    #expect(Self.tokens("Google 谷歌 ok") == [" 谷", "谷歌", "歌 "])
    #expect(Self.tokens("谷 歌") == ["谷 ", " 歌", "歌"])
    #expect(Self.tokens("東京\n") == ["東京", "京\n"])
    #expect(Self.tokens("𠀀é東") == ["𠀀é", "é東", "東"])
    #expect(Self.tokens("plain English, café 😀").isEmpty)
  }

  @Test("two characters apart, by a space or a line break, are no pair; one is found alone")
  func pairsApart() throws {
    let library = try StoreTest.library(holding: ["apart": "谷 歌\n東\n京", "together": "我用谷歌。東京"])
    #expect(try library.countAwaitingPairs() == 0)
    #expect(try Self.indexedRows(library, "谷歌") == 1)
    #expect(try Self.ids(library, "谷歌") == ["together"])
    #expect(try Self.ids(library, "東京") == ["together"])
    #expect(try Self.ids(library, "歌") == ["apart", "together"])
    #expect(try Self.ids(library, "京") == ["apart", "together"])
    #expect(try Self.ids(library, "用") == ["together"])
    #expect(try Self.ids(library, "\"谷 歌\"") == ["apart"])
  }

  @Test("a title, its labels, a changed text and a deleted bookmark stay in step")
  func inStep() throws {
    let library = try StoreTest.memoryLibrary()
    var bookmark = StoreTest.bookmark("b", title: "谷歌的新闻")
    try library.upsert([bookmark])
    #expect(try library.countAwaitingPairs() == 1)
    #expect(try Self.ids(library, "新闻") == ["b"])  // waiting: found by the scan
    try library.indexPairs()
    #expect(try library.countAwaitingPairs() == 0)
    #expect(try Self.indexedRows(library, "新闻") == 1)
    bookmark.title = "Plain title"
    bookmark.labels = ["東京"]
    try library.upsert([bookmark])
    #expect(try Self.ids(library, "新闻").isEmpty)
    #expect(try Self.ids(library, "東京") == ["b"])
    try library.indexPairs()
    #expect(try Self.indexedRows(library, "新闻") == 0)
    #expect(try Self.ids(library, "東京") == ["b"])
    try library.saveArticle(id: "b", html: Data(), text: "中文站")
    #expect(try Self.ids(library, "文站") == ["b"])
    try library.deleteBookmarks(ids: ["b"])
    #expect(try Self.ids(library, "文站").isEmpty)
    try library.indexPairs()
    #expect(try Self.indexedRows(library, "文站") == 0)
    #expect(try Self.indexedRows(library, "東京") == 0)
  }

  @Test("a library from before the pair index has every row waiting, found meanwhile, then indexed")
  func migrationToPairs() throws {
    let folder = StoreTest.temporaryFolder()
    defer { StoreTest.remove(folder) }
    // The step before this one, found by name (it takes the next number at merge).
    let before = try #require(Migrations.steps.firstIndex(of: SearchPairSchema.migration))
    try StoreTest.oldLibraryWithTwoArticles(in: folder, steps: before)
    let library = try Library.open(at: folder)
    #expect(try library.countAwaitingPairs() == 2)
    #expect(try Self.ids(library, "北京") == ["zh"])
    #expect(try library.indexPairs(limit: 1) == 1)
    #expect(try library.indexPairs() == 1)
    #expect(try library.indexPairs() == 0)
    #expect(try Self.indexedRows(library, "北京") == 1)
    #expect(try Self.ids(library, "北京") == ["zh"])
    #expect(try Self.ids(library, "京") == ["zh"])
    #expect(try Self.ids(library, "foghorns 北") == [])
  }

  /// What a text or a title is made of: a few characters of scripts without spaces (so pairs
  /// recur), Latin words, spaces, line breaks, punctuation, and characters of four bytes.
  static let pieces = [
    "谷", "歌", "東", "京", "中", "文", "の", "ア", "ｱ", "한", "𠀀", "river", "sand", "a", "G",
    "é", " ", " ", "\n", "。", "1", "😀", "\"",
  ]

  static func text(_ random: inout SeededGenerator, upTo count: Int) -> String {
    (0..<random.next(below: count + 1)).map { _ in pieces[random.next(below: pieces.count)] }
      .joined()
  }

  /// One to three terms: one or two characters (one of them of a script without spaces, so
  /// the pair index answers it), and now and then a word or three characters beside.
  static func query(_ random: inout SeededGenerator) -> String {
    let unspaced = pieces.filter { SearchTerms.Term($0).isUnspaced }
    let others = ["a", "1", "é", "G", "。"]
    var terms: [String] = []
    for index in 0..<(1 + random.next(below: 3)) {
      let first = unspaced[random.next(below: unspaced.count)]
      switch index == 0 ? random.next(below: 4) : random.next(below: 6) {
      case 0: terms.append(first)
      case 1: terms.append(first + unspaced[random.next(below: unspaced.count)])
      case 2: terms.append(others[random.next(below: others.count)] + first)
      case 3: terms.append(first + others[random.next(below: others.count)])
      case 4: terms.append(["river", "sand", "riv*"][random.next(below: 3)])
      default: terms.append(first + unspaced[random.next(below: unspaced.count)] + first)
      }
    }
    return terms.joined(separator: " ")
  }

  /// A library of a few bookmarks with random titles, labels and texts, changed at random
  /// afterwards (titles, texts, deletes, bookmarks hidden and added again), with the pair
  /// index caught up at random moments, so some rows are left waiting.
  static func randomLibrary(_ random: inout SeededGenerator) throws -> Library {
    let library = try StoreTest.memoryLibrary()
    let ids = (0..<(3 + random.next(below: 10))).map { "b\($0)" }
    for _ in 0..<(ids.count * 3) {
      let id = ids[random.next(below: ids.count)]
      switch random.next(below: 8) {
      case 0, 1, 2:
        var bookmark = StoreTest.bookmark(id, title: text(&random, upTo: 6))
        bookmark.labels = (0..<random.next(below: 3)).map { _ in text(&random, upTo: 3) }
        try library.upsert([bookmark])
      case 3, 4:
        if try library.bookmark(id: id) != nil {
          try library.saveArticle(id: id, html: Data(), text: text(&random, upTo: 40))
        }
      case 5: try library.deleteBookmarks(ids: [id])
      case 6: try library.setHidden(ids: [id], random.next(below: 2) == 0)
      default: try library.indexPairs(limit: random.next(below: 4))
      }
    }
    return library
  }

  @Test("the pair index finds exactly what the scan finds, on many random small libraries")
  func sameAsScan() throws {
    for seed in UInt64(0)..<80 {
      var random = SeededGenerator(seed: 0x41_0000 + seed)
      let library = try Self.randomLibrary(&random)
      for _ in 0..<25 {
        let query = Self.query(&random)
        guard case .success(let terms) = SearchTerms.parse(query) else { continue }
        for ranking in [nil, 2] {
          let indexed = try library.search(
            terms, offset: 0, limit: 100, detail: .offsets, ranking: ranking,
            shortTerms: .pairIndex)
          let scanned = try library.search(
            terms, offset: 0, limit: 100, detail: .offsets, ranking: ranking, shortTerms: .scan)
          #expect(indexed == scanned, "seed \(seed), query \(query)")
        }
      }
      // Caught up, the index holds exactly what a fresh one over the same rows holds.
      while try library.indexPairs() > 0 {}
      #expect(try Self.vocabulary(library) == Self.freshVocabulary(library), "seed \(seed)")
    }
  }

  /// Each token of the pair index with the number of rows holding it.
  static func vocabulary(_ library: Library, table: String = "search_pairs") throws -> [String] {
    try library.connection.execute(
      "CREATE VIRTUAL TABLE IF NOT EXISTS temp.\(table)_terms USING fts5vocab(main, \(table), row)"
    )
    return try library.connection.query(
      "SELECT term || ' ' || doc FROM temp.\(table)_terms ORDER BY term"
    ) { $0.text(0) }
  }

  /// The same for an index built afresh from the rows as they are now.
  static func freshVocabulary(_ library: Library) throws -> [String] {
    try library.connection.execute(
      """
      DROP TABLE IF EXISTS fresh_pairs;
      CREATE VIRTUAL TABLE fresh_pairs USING fts5(
        title, labels, body, content = '', detail = none, columnsize = 0,
        tokenize = 'dogear_pairs');
      INSERT INTO fresh_pairs (rowid, title, labels, body)
        SELECT id, title, labels, CASE WHEN unspaced THEN body ELSE '' END FROM search_text;
      """)
    return try vocabulary(library, table: "fresh_pairs")
  }
}
