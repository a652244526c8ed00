import DogearCore
import DogearHTML
import DogearList
import DogearStore
import Foundation

/// Search every word (issue 16 "Speed") on one library: the list's first screen of hits for
/// a few kinds of query (the store's query with the snippets of 20 hits, the list's update and
/// render), and what adding one article to the index costs.
struct SearchBench {
  let name: String
  let library: Library
  let cellWidth: CellWidth
  let sink: Sink

  /// A common word, a rarer one, a phrase, two words, a prefix of three letters, Chinese
  /// terms of two characters and of one (pair index), one of three (trigram index) and a word
  /// only one article has.
  static let queries = [
    "the", "government", "\"the same\"", "climate change", "tec", "谷歌", "中", "中文站",
    "copy4242",
  ]

  /// Each query's first screen, then the plain FTS5 query for the newest 20 matches of the
  /// same terms (`Library.plainNewestMatches`: no rank, no count, no snippet), and the ratio
  /// of the two medians: what the list's search costs over the index's own answer.
  func run(into table: inout ResultTable) throws(LibraryError) {
    try indexWaitingPairs()
    let subject = "\(name) (\(try library.counts().all) articles)"
    var ratios: [String] = []
    for query in Self.queries {
      let (screen, terms) = try timeFirstScreen(query)
      table.add(subject, "s: first screen for \(query)", screen, target: 50)
      guard let terms else { continue }
      var plain = Samples()
      for _ in 0..<30 {
        let start = DispatchTime.now().uptimeNanoseconds
        sink.keep(try library.plainNewestMatches(terms).count)
        plain.record(since: start)
      }
      table.add(subject, "  plain FTS5 newest 20", plain)
      let ratio = screen.milliseconds(atQuantile: 0.5) / plain.milliseconds(atQuantile: 0.5)
      ratios.append("\(query) \(String(format: "%.1fx", ratio))")
    }
    print("first screen / plain FTS5 newest 20 (medians): " + ratios.joined(separator: ", "))
  }

  /// Indexes the rows waiting for the pair index (all of them in a library the sqlite3 tool
  /// filled, `Benchmarks/generate-search-library`), as the list does when it starts, and says
  /// how long that took.
  private func indexWaitingPairs() throws(LibraryError) {
    let start = DispatchTime.now().uptimeNanoseconds
    var indexed = 0
    while case let count = try library.indexPairs(), count > 0 { indexed += count }
    guard indexed > 0 else { return }
    let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    print("pair index: \(indexed) waiting rows indexed in \(String(format: "%.2f", seconds)) s")
  }

  private func timeFirstScreen(_ query: String) throws(LibraryError) -> (Samples, SearchTerms?) {
    var samples = Samples()
    var asked: SearchTerms?
    for _ in 0..<30 {
      var state = ListState(
        columns: 80, rows: 24, environment: ListEnvironment(cellWidth: cellWidth))
      _ = BookmarkList.update(&state, .input(.key(.character("s")), now: Date()))
      let start = DispatchTime.now().uptimeNanoseconds
      var effects: [ListEffect] = []
      for character in query {
        effects = BookmarkList.update(&state, .input(.key(.character(character)), now: Date()))
      }
      for case .searchText(let request) in effects {
        asked = request.terms
        let results = try library.search(
          request.terms, offset: request.offset, limit: request.limit, detail: .snippets,
          ranking: Library.searchRanking)
        _ = BookmarkList.update(&state, .textSearchAnswered(request, results))
        sink.keep(results.total)
      }
      sink.keep(BookmarkList.render(state))
      samples.record(since: start)
    }
    return (samples, asked)
  }

  /// Adding `html` as a new article, `rounds` times: its plain text (parse and walk), the
  /// store write without the index (bookmark and HTML, one transaction, fsynced), and the same
  /// with the text indexed; the difference of the last two is the index's share.
  static func timeAdding(
    _ articleName: String, html: Data, to library: Library, into table: inout ResultTable,
    rounds: Int = 20
  ) throws(LibraryError) {
    var extract = Samples()
    var withoutIndex = Samples()
    var withIndex = Samples()
    var text = ""
    for _ in 0..<rounds {
      extract.time { text = DocumentText.plainText(of: HTMLDocumentParser.parse(html)) }
    }
    for round in 0..<rounds {
      for indexed in [false, true] {
        let id = "bench-add-\(indexed ? "i" : "n")\(round)-\(UUID().uuidString.prefix(8))"
        let now = Date()
        let bookmark = Bookmark(
          id: id, title: "Added \(articleName)", siteName: "local", site: "local",
          url: "file:///\(id).html", created: now, updated: now, source: .local)
        let start = DispatchTime.now().uptimeNanoseconds
        try library.transaction { () throws(LibraryError) in
          try library.upsert([bookmark])
          if indexed {
            try library.saveArticle(id: id, html: html, text: text)
          } else {
            try library.saveArticle(id: id, html: html)
          }
        }
        if indexed { withIndex.record(since: start) } else { withoutIndex.record(since: start) }
        try library.deleteBookmarks(ids: [id])
        // The deleted row's pairs leave the index at the next catch-up (`SearchPairSchema`),
        // untimed here as the other indexes' deletes are; left waiting, the next add of the
        // same row id would pay for them.
        try library.indexPairs()
      }
    }
    let subject =
      "add \(articleName) (\(html.count / 1024) KB, \(text.unicodeScalars.count / 1024)k chars)"
    table.add(subject, "plain text: parse + DocumentText", extract)
    table.add(subject, "store it, not indexed (fsynced)", withoutIndex)
    table.add(subject, "store it and index it (fsynced)", withIndex, target: 5)
  }
}
