import DogearCore
import DogearTestSupport
import Foundation
import Testing

@testable import DogearStore

/// Issue 41: the trigram index holds only the lines of a text with a script without spaces
/// (`TrigramText.joinedLines`; version 21's first form filled the other lines, and rows of it
/// are still read), a hit's trigram matches are found in its text (`TrigramMatcher`), and
/// every search answers as with the whole text and `highlight()` (version 10's rule, kept
/// beside it).
@Suite("Search: the trigram index of a text's lines with a script without spaces (version 21)")
struct TrigramTextTests {
  @Test("lines without a script without spaces become filler, character for character")
  func filledLines() {
    let text = "Tokyo 東京 tower\nplain café 😀\n\tiPhone手机\u{0}x"
    let filled = TrigramText.filledLines(of: text)
    #expect(
      filled == "Tokyo 東京 tower\n" + String(repeating: "\u{1}", count: 12)
        + "\n\tiPhone手机\u{0}\u{1}")
    #expect(filled?.unicodeScalars.count == text.unicodeScalars.count)
    #expect(TrigramText.filledLines(of: "我们在北京大学\n学习中文。") == nil, "every line is kept")
    #expect(TrigramText.filledLines(of: "only English\nhere") == nil, "no line is kept")
    #expect(TrigramText.filledLines(of: "𠀀 four bytes\n\n") == nil, "empty lines fill nothing")
    #expect(TrigramText.stored(for: text, rule: .wholeText) == nil)
  }

  @Test("only the lines with a script without spaces are kept, one U+0001 between two")
  func joinedLines() {
    let text = "Tokyo 東京 tower\nplain café 😀\n\tiPhone手机\u{0}x"
    #expect(TrigramText.joinedLines(of: text) == "Tokyo 東京 tower\u{1}iPhone手机")
    #expect(TrigramText.stored(for: text, rule: .joinedLines) == "Tokyo 東京 tower\u{1}iPhone手机")
    #expect(TrigramText.joinedLines(of: "我们在北京大学\n学习中文。") == nil, "every line is kept")
    #expect(TrigramText.joinedLines(of: "only English\nhere") == nil, "no line is kept")
    #expect(TrigramText.joinedLines(of: "𠀀 four bytes\n\n") == nil, "empty lines leave nothing out")
    #expect(TrigramText.joinedLines(of: "東京\u{0}plain") == nil, "the tokenizer stops at a NUL")
    #expect(TrigramText.joinedLines(of: "plain\n東京\u{0}大阪\nmore") == "東京")
    #expect(TrigramText.joinedLines(of: "a\n東京\n\nb\n大阪\n") == "東京\u{1}大阪")
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
    let line = "\"僕だけがいない街\" Tokyo 東京 eiga.com. Retrieved."
    let text = "Lighthouses blink.\n\(line)\nThe end."
    try library.saveArticle(id: "mixed", html: Data(), text: text)
    #expect(
      try library.connection.query("SELECT trigram_body FROM search_text") { $0.text(0) }
        == [line], "the index is given the one line alone")
    #expect(try Self.trigramBodyRows(library.connection, "Lighthouses") == 0)
    #expect(try Self.trigramBodyRows(library.connection, "eiga.com") == 1)
    #expect(try SearchTests.search(library, "lighthouses").total == 1)
    let scalars = Array(text.unicodeScalars)
    for query in ["\"Tokyo 東京 eiga\"", "\"TOKYO 東京 EIGA\""] {
      let hit = try #require(try SearchTests.search(library, query).hits.first)
      let found = hit.textMatches.map {
        String(String.UnicodeScalarView(scalars[$0.start..<$0.end]))
      }
      #expect(found == ["Tokyo 東京 eiga"], "\(query)")
      #expect(hit.snippet.marks.count == 1)
    }
    #expect(try SearchTests.search(library, "\"blink. 僕\"").total == 0, "a line break between")
    #expect(try SearchTests.search(library, "\"Retrieved. The\"").total == 1, "words cross lines")
  }

  @Test("overlapping matches make one mark, touching ones two in a snippet, as highlight() does")
  func overlappingMatches() throws {
    let library = try StoreTest.library(holding: ["a": "ab東京東京東京cd\nplain", "b": "東京の東京の"])
    let terms = try SearchTerms.parse("東京東京").get()
    // SQLite 3.40's highlight() gave "ab[東京東京]東京cd[東京東京]cd" here, text twice.
    let hit = try #require(try library.search(terms).hits.first)
    #expect(hit.textMatches == [TextMatch(start: 2, length: 6)])
    let snippet = try #require(try library.search(terms, detail: .snippets).hits.first).snippet
    #expect(snippet == SearchSnippet(text: "ab東京東京東京cd plain", marks: [2..<8]))
    let touching = try SearchTerms.parse("東京の").get()
    #expect(
      try library.search(touching).hits.first?.textMatches == [TextMatch(start: 0, length: 6)])
    #expect(
      try library.search(touching, detail: .snippets).hits.first?.snippet
        == SearchSnippet(text: "東京の東京の", marks: [0..<3, 3..<6]))
  }

  @Test("a row of version 21's filled lines is found, marked, replaced and deleted as before")
  func filledRows() throws {
    let library = try StoreTest.memoryLibrary()
    library.trigramRule = .filledLines
    try library.upsert([StoreTest.bookmark("mixed"), StoreTest.bookmark("other")])
    let text = "Lighthouses and bells.\n東京の霧笛。\nMore English."
    try library.saveArticle(id: "mixed", html: Data(), text: text)
    try library.saveArticle(id: "other", html: Data(), text: "English.\n東京の霧笛。")
    library.trigramRule = .joinedLines
    let hits = try SearchTests.search(library, "東京の霧笛").hits
    #expect(hits.map(\.bookmarkID) == ["other", "mixed"])
    #expect(
      hits.map(\.textMatches) == [
        [TextMatch(start: 9, length: 5)], [TextMatch(start: 23, length: 5)],
      ])
    try Self.expectInStep(library, "filled")
    try library.saveArticle(id: "mixed", html: Data(), text: "Now.\n大阪の霧笛。")
    #expect(try SearchTests.search(library, "東京の霧笛").hits.map(\.bookmarkID) == ["other"])
    #expect(try SearchTests.search(library, "大阪の霧笛").hits.map(\.bookmarkID) == ["mixed"])
    try Self.expectInStep(library, "saved again")
    try library.deleteBookmarks(ids: ["other"])
    try Self.expectInStep(library, "deleted")
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
  /// then), else pieces put together, with a `*` at times; in capitals now and then.
  static func query(_ random: inout SeededGenerator, texts: [String]) -> String {
    let choice = random.next(below: 10)
    var query: String
    if choice < 6, !texts.isEmpty {
      let scalars = Array(texts[random.next(below: texts.count)].unicodeScalars)
      let start = random.next(below: scalars.count + 1)
      let end = min(scalars.count, start + 1 + random.next(below: 12))
      let piece = String(String.UnicodeScalarView(scalars[start..<max(start, end)]))
      query = choice < 3 ? "\"\(piece)\"" : piece
    } else {
      let words = (0..<(1 + random.next(below: 3))).map { _ in
        text(&random, upTo: 3).filter { $0 != "\"" } + (random.next(below: 6) == 0 ? "*" : "")
      }
      query = choice == 9 ? "\"\(words.joined(separator: " "))\"" : words.joined(separator: " ")
    }
    return random.next(below: 4) == 0 ? query.uppercased() : query
  }

  /// The same random changes to `library`: titles and labels, texts saved with the article
  /// or afterwards by the catch-up, articles replaced, bookmarks deleted and added again.
  /// With `rules`, each text is saved under one of the three rules, picked by it.
  static func change(
    _ library: Library, _ random: inout SeededGenerator, rules: inout SeededGenerator?
  ) throws {
    let ids = (0..<(3 + random.next(below: 8))).map { "b\($0)" }
    for _ in 0..<(ids.count * 3) {
      let id = ids[random.next(below: ids.count)]
      if let pick = rules?.next(below: 3) {
        library.trigramRule = [.wholeText, .filledLines, .joinedLines][pick]
      }
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

  /// Three libraries made by the same changes: version 10's whole texts read back with
  /// `highlight()` (the simple version), the lines alone, and each text under a rule picked at
  /// random (rows of all three kinds side by side, as in a library used across versions).
  static func libraries(seed: UInt64) throws -> (whole: Library, lines: Library, mixed: Library) {
    let whole = try StoreTest.memoryLibrary()
    whole.trigramRule = .wholeText
    whole.trigramMatches = .highlight
    let lines = try StoreTest.memoryLibrary()
    let mixed = try StoreTest.memoryLibrary()
    var noRules: SeededGenerator?
    var rules: SeededGenerator? = SeededGenerator(seed: 0x22_0000 + seed)
    var random = SeededGenerator(seed: 0x21_0000 + seed)
    try change(whole, &random, rules: &noRules)
    random = SeededGenerator(seed: 0x21_0000 + seed)
    try change(lines, &random, rules: &noRules)
    random = SeededGenerator(seed: 0x21_0000 + seed)
    try change(mixed, &random, rules: &rules)
    return (whole, lines, mixed)
  }

  /// Whether the trigram index's bm25 reads the same column sizes as with whole texts: no row
  /// holds joined lines (shorter than its text; filled lines are as long).
  static func ranksAsWholeTexts(_ library: Library) throws -> Bool {
    try library.connection.integer(
      "SELECT count(*) FROM search_text WHERE length(trigram_body) != length(body)") == 0
  }

  /// Whether `highlight()` over the whole library's trigram index gives the hit's title and
  /// text back unchanged (SQLite 3.40 garbles them around two matches that overlap by one or
  /// two characters; `TrigramMatcher` marks those right).
  static func highlightIsSound(_ library: Library, _ plan: SearchPlan, _ id: String) throws
    -> Bool
  {
    guard let trigrams = plan.trigrams else { return true }
    return try library.connection.query(
      """
      SELECT highlight(search_trigrams, 0, char(2), char(3)), s.title,
        highlight(search_trigrams, 3, char(2), char(3)), s.body
      FROM search_trigrams JOIN search_text s ON s.id = search_trigrams.rowid
      WHERE search_trigrams MATCH ? AND s.bookmark_id = ?
      """, [.text(trigrams), .text(id)]
    ) { row in
      MarkedText.split(row.text(0)).text == row.text(1)
        && MarkedText.split(row.text(2)).text == row.text(3)
    }.allSatisfy { $0 }
  }

  @Test("every search finds, marks and cuts as with whole texts, on many random libraries")
  func sameAsWholeText() throws {
    var garbled = 0
    var compared = 0
    for seed in UInt64(0)..<60 {
      let (whole, lines, mixed) = try Self.libraries(seed: seed)
      var random = SeededGenerator(seed: 0x23_0000 + seed)
      let texts = try lines.connection.query("SELECT title || char(10) || body FROM search_text") {
        $0.text(0)
      }
      for _ in 0..<40 {
        let query = Self.query(&random, texts: texts)
        guard case .success(let terms) = SearchTerms.parse(query) else { continue }
        let plan = SearchPlan(terms)
        for (detail, ranking) in [(SearchDetail.offsets, nil), (.snippets, nil), (.offsets, 2)] {
          let comment: Comment =
            "seed \(seed), query \(query), \(detail), \(String(describing: ranking))"
          let expected = try whole.search(
            terms, offset: 0, limit: 100, detail: detail, ranking: ranking)
          for library in [lines, mixed] {
            let ranksAlike = try Self.ranksAsWholeTexts(library)
            let found = try library.search(
              terms, offset: 0, limit: 100, detail: detail, ranking: ranking)
            #expect(found.total == expected.total, comment)
            #expect(found.isCapped == expected.isCapped, comment)
            // Ranked by the trigram index alone, a row of joined lines counts only their
            // length: the order may differ then, and only then.
            if plan.words != nil || plan.trigrams == nil || ranksAlike {
              #expect(found.hits.map(\.bookmarkID) == expected.hits.map(\.bookmarkID), comment)
            }
            let expectedByID = Dictionary(
              uniqueKeysWithValues: expected.hits.map { ($0.bookmarkID, $0) })
            #expect(Set(found.hits.map(\.bookmarkID)) == Set(expectedByID.keys), comment)
            for hit in found.hits {
              guard let wanted = expectedByID[hit.bookmarkID] else { continue }
              guard try Self.highlightIsSound(whole, plan, hit.bookmarkID) else {
                garbled += 1
                continue
              }
              #expect(hit == wanted, comment)
              if plan.trigrams != nil, !hit.textMatches.isEmpty || !hit.snippet.marks.isEmpty {
                compared += 1
              }
            }
          }
          // Whatever each row's rule, the same hits in the same order are marked the same.
          if plan.words != nil || plan.trigrams == nil {
            #expect(
              try mixed.search(terms, offset: 0, limit: 100, detail: detail, ranking: ranking)
                .hits
                == lines.search(terms, offset: 0, limit: 100, detail: detail, ranking: ranking)
                .hits, comment)
          }
        }
      }
      try Self.expectInStep(lines, "seed \(seed)")
      try Self.expectInStep(mixed, "seed \(seed), mixed")
    }
    #expect(garbled < 40, "highlight() garbled \(garbled) hits")
    #expect(compared > 400, "trigram matches compared: \(compared)")
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
