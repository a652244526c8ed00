import DogearCore
import DogearTestSupport
import Foundation
import Testing

@testable import DogearStore

/// Issue 41: the trigram index holds only the lines of a text with a script without spaces
/// (schema version 21, `TrigramText`), and every search answers exactly as with the whole
/// text (the rule of version 10, kept beside it).
@Suite("Search: the trigram index of a text's lines with a script without spaces (version 21)")
struct TrigramTextTests {
  @Test("lines without a script without spaces become filler, character for character")
  func filledLines() {
    let text = "Tokyo 東京 tower\nplain café 😀\n\tiPhone手机\u{0}x"
    let filled = TrigramText.unspacedLines(of: text)
    #expect(
      filled == "Tokyo 東京 tower\n" + String(repeating: "\u{1}", count: 12)
        + "\n\tiPhone手机\u{0}\u{1}")
    #expect(filled?.unicodeScalars.count == text.unicodeScalars.count)
    #expect(TrigramText.unspacedLines(of: "我们在北京大学\n学习中文。") == nil, "every line is kept")
    #expect(TrigramText.unspacedLines(of: "only English\nhere") == nil, "no line is kept")
    #expect(TrigramText.unspacedLines(of: "𠀀 four bytes\n\n") == nil, "empty lines fill nothing")
    #expect(TrigramText.stored(for: text, rule: .wholeText) == nil)
  }

  /// The rows the trigram index finds `text` in, in the article text (column `body`).
  static func trigramBodyRows(_ connection: SQLiteConnection, _ text: String) throws -> Int {
    try connection.integer(
      "SELECT count(*) FROM search_trigrams WHERE search_trigrams MATCH ?",
      [.text("body : \"\(text)\"")]) ?? -1
  }

  @Test("a mixed text's English lines are found by words only, its Chinese line by trigrams")
  func mixedText() throws {
    let library = try StoreTest.memoryLibrary()
    try library.upsert([StoreTest.bookmark("mixed")])
    let text = "Lighthouses blink.\n\"僕だけがいない街\" Tokyo 東京 eiga.com. Retrieved.\nThe end."
    try library.saveArticle(id: "mixed", html: Data(), text: text)
    #expect(try Self.trigramBodyRows(library.connection, "Lighthouses") == 0)
    #expect(try Self.trigramBodyRows(library.connection, "eiga.com") == 1)
    #expect(try SearchTests.search(library, "lighthouses").total == 1)
    let hit = try #require(try SearchTests.search(library, "\"Tokyo 東京 eiga\"").hits.first)
    let scalars = Array(text.unicodeScalars)
    let found = hit.textMatches.map { String(String.UnicodeScalarView(scalars[$0.start..<$0.end])) }
    #expect(found == ["Tokyo 東京 eiga"])
    #expect(try SearchTests.search(library, "\"blink. 僕\"").total == 0, "a line break between")
  }

  /// What texts and titles are made of: characters of scripts without spaces, Latin words
  /// (some glued to them), spaces, line breaks and other control characters, punctuation,
  /// characters of four bytes.
  static let pieces = [
    "東", "京", "谷歌", "手机", "の", "ア", "한", "𠀀", "iPhone", "Tokyo", "river", "sand", "a",
    "É", " ", " ", " ", "\n", "\n", "\t", "\u{1}", "。", "1", "😀", "\"", ".", "\u{0}",
  ]

  static func text(_ random: inout SeededGenerator, upTo count: Int) -> String {
    (0..<random.next(below: count + 1)).map { _ in pieces[random.next(below: pieces.count)] }
      .joined()
  }

  /// A query: most often a piece of a stored text (a word, a phrase, across lines now and
  /// then), else pieces put together, with a `*` at times.
  static func query(_ random: inout SeededGenerator, texts: [String]) -> String {
    let choice = random.next(below: 10)
    if choice < 6, !texts.isEmpty {
      let scalars = Array(texts[random.next(below: texts.count)].unicodeScalars)
      let start = random.next(below: scalars.count + 1)
      let end = min(scalars.count, start + 1 + random.next(below: 12))
      let piece = String(String.UnicodeScalarView(scalars[start..<max(start, end)]))
      return choice < 3 ? "\"\(piece)\"" : piece
    }
    let words = (0..<(1 + random.next(below: 3))).map { _ in
      text(&random, upTo: 3).filter { $0 != "\"" } + (random.next(below: 6) == 0 ? "*" : "")
    }
    return choice == 9 ? "\"\(words.joined(separator: " "))\"" : words.joined(separator: " ")
  }

  /// The same random changes to `library`: titles and labels, texts saved with the article
  /// or afterwards by the catch-up, articles replaced, bookmarks deleted and added again.
  static func change(_ library: Library, _ random: inout SeededGenerator) throws {
    let ids = (0..<(3 + random.next(below: 8))).map { "b\($0)" }
    for _ in 0..<(ids.count * 3) {
      let id = ids[random.next(below: ids.count)]
      switch random.next(below: 9) {
      case 0, 1, 2:
        var bookmark = StoreTest.bookmark(id, title: text(&random, upTo: 5))
        bookmark.labels = (0..<random.next(below: 2)).map { _ in text(&random, upTo: 3) }
        try library.upsert([bookmark])
      case 3, 4, 5:
        if try library.bookmark(id: id) != nil {
          try library.saveArticle(id: id, html: Data(), text: text(&random, upTo: 60))
        }
      case 6:
        if try library.bookmark(id: id) != nil { try library.saveArticle(id: id, html: Data()) }
      case 7:
        let waiting = try library.articlesAwaitingText(limit: 10)
        try library.saveArticleTexts(waiting.map { ($0, text(&random, upTo: 60)) })
      default: try library.deleteBookmarks(ids: [id])
      }
    }
  }

  @Test("every search answers as with the whole text, on many random libraries")
  func sameAsWholeText() throws {
    for seed in UInt64(0)..<60 {
      let whole = try StoreTest.memoryLibrary()
      whole.trigramRule = .wholeText
      let lines = try StoreTest.memoryLibrary()
      var random = SeededGenerator(seed: 0x21_0000 + seed)
      try Self.change(whole, &random)
      random = SeededGenerator(seed: 0x21_0000 + seed)
      try Self.change(lines, &random)
      let texts = try lines.connection.query("SELECT title || char(10) || body FROM search_text") {
        $0.text(0)
      }
      for _ in 0..<40 {
        let query = Self.query(&random, texts: texts)
        guard case .success(let terms) = SearchTerms.parse(query) else { continue }
        for (detail, ranking) in [(SearchDetail.offsets, nil), (.snippets, nil), (.offsets, 2)] {
          let expected = try whole.search(
            terms, offset: 0, limit: 100, detail: detail, ranking: ranking)
          let found = try lines.search(
            terms, offset: 0, limit: 100, detail: detail, ranking: ranking)
          #expect(found == expected, "seed \(seed), query \(query)")
        }
      }
      try Self.expectInStep(lines, "seed \(seed)")
    }
  }

  /// The trigram index holds what a fresh index over the rows' stored values holds, token for
  /// token and position for position (every delete took out what its insert put in), and
  /// its structure is sound.
  static func expectInStep(_ library: Library, _ comment: Comment) throws {
    try library.connection.execute(
      """
      DROP TABLE IF EXISTS fresh_trigrams;
      CREATE VIRTUAL TABLE fresh_trigrams USING fts5(
        title, site, labels, body, content = '', tokenize = 'trigram');
      INSERT INTO fresh_trigrams (rowid, title, site, labels, body)
        SELECT id, title, site, labels, \(SearchTrigramTextSchema.trigramBody("search_text"))
        FROM search_text;
      """)
    #expect(
      try instances(library, "search_trigrams") == instances(library, "fresh_trigrams"), comment)
    try library.connection.execute(
      "INSERT INTO search_trigrams(search_trigrams) VALUES ('integrity-check')")
  }

  /// Every token of an index with its row, column and position.
  static func instances(_ library: Library, _ table: String) throws -> [String] {
    try library.connection.execute(
      "CREATE VIRTUAL TABLE IF NOT EXISTS temp.\(table)_instances "
        + "USING fts5vocab(main, \(table), instance)")
    return try library.connection.query(
      "SELECT hex(term) || ' ' || doc || ' ' || col || ' ' || offset "
        + "FROM temp.\(table)_instances ORDER BY 1"
    ) { $0.text(0) }
  }

  @Test("a library of version 20 keeps its trigram index as it is; a text saved again gets lines")
  func migration() throws {
    let folder = StoreTest.temporaryFolder()
    defer { StoreTest.remove(folder) }
    // The step before this one, found by name (it takes the next number at merge).
    let before = try #require(Migrations.steps.firstIndex(of: SearchTrigramTextSchema.migration))
    try StoreTest.oldLibraryWithTwoArticles(in: folder, steps: before)
    do {
      let old = try SQLiteConnection(path: folder.appendingPathComponent(Library.fileName).path)
      try old.run(BookmarkRow.upsert, BookmarkRow.values(StoreTest.bookmark("mixed")))
      try old.run(
        "UPDATE search_text SET body = ?, unspaced = 1 WHERE bookmark_id = 'mixed'",
        [.text("Lighthouses and bells.\n東京の霧笛。")])
      #expect(try Self.trigramBodyRows(old, "Lighthouses") == 1)
    }
    let library = try Library.open(at: folder)
    // Nothing rewritten: a NULL trigram text is the whole text, what the index holds.
    #expect(try Self.trigramBodyRows(library.connection, "Lighthouses") == 1)
    #expect(
      try library.connection.query("SELECT bookmark_id FROM search_text WHERE trigram_body NOTNULL")
      { $0.text(0) }.isEmpty)
    #expect(try SearchTests.search(library, "lighthouses").hits.map(\.bookmarkID) == ["mixed"])
    #expect(try SearchTests.search(library, "東京の霧笛").hits.map(\.bookmarkID) == ["mixed"])
    #expect(try SearchTests.search(library, "北京大学").hits.map(\.bookmarkID) == ["zh"])
    #expect(try SearchTests.search(library, "foghorns").hits.map(\.bookmarkID) == ["en"])
    try Self.expectInStep(library, "migrated")
    try library.saveArticle(id: "en", html: Data(), text: "Foghorns and bells.\n東京の霧笛。")
    try library.saveArticle(id: "zh", html: Data(), text: "Now in English.\n北京大学很大。")
    try library.saveArticle(id: "mixed", html: Data(), text: "Lighthouses and bells.\n東京の霧笛。")
    #expect(try Self.trigramBodyRows(library.connection, "Foghorns") == 0)
    #expect(try Self.trigramBodyRows(library.connection, "Lighthouses") == 0)
    #expect(try SearchTests.search(library, "東京の霧笛").hits.map(\.bookmarkID) == ["en", "mixed"])
    #expect(try SearchTests.search(library, "北京大学").hits.map(\.bookmarkID) == ["zh"])
    try Self.expectInStep(library, "saved again")
    try library.deleteBookmarks(ids: ["en", "mixed"])
    try Self.expectInStep(library, "deleted")
  }
}
