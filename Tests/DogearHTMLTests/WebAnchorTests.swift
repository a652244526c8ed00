import DogearCore
import DogearHTML
import DogearLayout
import DogearTestSupport
import Foundation
import Testing

/// dogear's anchors against the web reader's own tree: Chromium parses each corpus article
/// as Readeck's web page does (innerHTML into the article container, pictures wrapped by the
/// image viewer) and resolves each anchor with querySelector (issue 15).
@Suite(
  "Anchors the web reader resolves", .serialized,
  .enabled(if: WebReader.isAvailable, "chromium is missing (make test installs it)"))
struct WebAnchorTests {
  /// Pictures, videos, sounds and frames: lines that stand in for them hold no text of the
  /// element, and are never sent as `read_anchor`.
  static let media: Set<String> = ["img", "picture", "video", "audio", "iframe", "source"]

  struct Sample {
    var name: String
    var html: String
    var lines: [(selector: String, word: String, text: String)]
  }

  /// Up to `perArticle` content lines of each article, spread over it, with the first word
  /// of each line: the word must be in the text of the element the line's anchor names.
  static func samples(perArticle: Int = 24) throws -> [Sample] {
    try TestSupport.corpusArticles().map { folder in
      let html = try String(
        decoding: Data(contentsOf: folder.appendingPathComponent("article.html")), as: UTF8.self)
      let layout = ArticleLayout(
        document: HTMLDocumentParser.parse(html: html), width: 80,
        cellWidth: TestSupport.cellWidth)
      let candidates = layout.lines.compactMap { line -> (String, String, String)? in
        // Pictures' lines are left out: their paths end in `img`, which the web reader's
        // viewer wraps, so they are never sent as `read_anchor` (and never resolve there).
        guard line.image == nil, !line.anchor.path.isRoot,
          !Self.media.contains(line.anchor.path.steps.last?.tag ?? ""),
          line.anchor.path.steps.first?.tag.hasPrefix("dogear") == false,
          let word = firstWord(of: line.text)
        else { return nil }
        return (line.anchor.path.css, word, line.text)
      }
      let step = max(1, candidates.count / perArticle)
      let picked = stride(from: 0, to: candidates.count, by: step).map { candidates[$0] }
      return Sample(name: folder.lastPathComponent, html: html, lines: picked)
    }
  }

  /// The first run of three or more letters or digits: decoration (bullets, quote bars, list
  /// numbers, table rules) never is one.
  static func firstWord(of text: String) -> String? {
    text.split { !($0.isLetter || $0.isNumber) }.first { $0.count >= 3 }.map(String.init)
  }

  /// The element the browser found holds the line's first word, or (a drop cap, a bracket
  /// in code, a letter of a formula) is shorter than it and starts the line's text.
  static func holds(_ found: String?, _ word: String, _ line: String) -> Bool {
    guard let found, !found.isEmpty else { return false }
    if found.contains(word) { return true }
    let start = line.drop { !($0.isLetter || $0.isNumber || $0.isPunctuation || $0.isSymbol) }
    let first = found.prefix { !$0.isWhitespace }
    if start.hasPrefix(first) { return true }
    // A label dogear draws before the element's text: a list number ("12. ^[307] …"), a
    // table's header in a row laid out as a list ("Film: Blood Punch[88]").
    let labelled = [": ", ". "].contains { separator in
      guard let label = start.prefix(14).range(of: separator) else { return false }
      return start[label.upperBound...].hasPrefix(first)
    }
    if labelled { return true }
    // A short element (a footnote's "^ a b") against the line drawn from it, where list
    // numbers and link numbers come between ("3. ^ ^a[72] ^b[73] …"): its letters, in order,
    // early in the line.
    let short = found.filter { $0.isLetter || $0.isNumber }
    guard !short.isEmpty, short.count <= 8 else { return false }
    var rest = short[...]
    for character in start.prefix(40) where character == rest.first {
      rest = rest.dropFirst()
      if rest.isEmpty { return true }
    }
    return false
  }

  /// Reports each article's misses.
  static func report(_ misses: [String: [String]], names: [String], what: String) {
    for name in names {
      let missed = misses[name, default: []]
      guard !missed.isEmpty else { continue }
      Issue.record(
        Comment(
          rawValue: "\(name): \(missed.count) \(what) miss:\n"
            + missed.prefix(12).joined(separator: "\n")))
    }
  }

  @Test(
    "every sampled line's anchor names, in Chromium, an element holding the line's text",
    .enabled(if: TestSupport.hasCorpus, Comment(rawValue: TestSupport.needsCorpus)))
  func linesResolveInTheBrowser() throws {
    let samples = try Self.samples()
    try #require(samples.count > 90, "the corpus (../shared/corpus) is missing")
    var queries: [WebReader.Query] = []
    for (index, sample) in samples.enumerated() {
      queries += sample.lines.map { WebReader.Query(article: index, selector: $0.selector) }
    }
    let texts = try WebReader.texts(articles: samples.map(\.html), queries: queries)
    var cursor = 0
    var misses: [String: [String]] = [:]
    for sample in samples {
      for line in sample.lines {
        let text = texts[cursor]
        cursor += 1
        if !Self.holds(text, line.word, line.text) {
          misses[sample.name, default: []].append(
            "\(line.selector) → \(text ?? "nothing") (line: \(line.text))")
        }
      }
    }
    Self.report(misses, names: samples.map(\.name), what: "anchors")
  }
}

extension WebAnchorTests {
  @Test(
    "a leaf the web reader would save, found in Chromium, is where dogear's jump lands",
    .enabled(if: TestSupport.hasCorpus, Comment(rawValue: TestSupport.needsCorpus)))
  func webLeavesLandInDogear() throws {
    let folders = TestSupport.corpusArticles()
    try #require(folders.count > 90, "the corpus (../shared/corpus) is missing")
    let htmls = try folders.map {
      String(
        decoding: try Data(contentsOf: $0.appendingPathComponent("article.html")), as: UTF8.self)
    }
    let leaves = try WebReader.leaves(articles: htmls, perArticle: 12)
    var all: [String: [String]] = [:]
    for (index, folder) in folders.enumerated() {
      let name = folder.lastPathComponent
      let layout = ArticleLayout(
        document: HTMLDocumentParser.parse(html: htmls[index]), width: 80,
        cellWidth: TestSupport.cellWidth)
      var misses: [String] = []
      for leaf in leaves[index] {
        guard let word = Self.firstWord(of: leaf.text) else { continue }
        let line = ElementPath(css: leaf.path).flatMap {
          layout.lineIndex(for: Anchor(path: $0, offset: 0))
        }
        // The jump puts the leaf's first line on screen: its text starts the leaf's.
        let shown = line.map { layout.lines[$0...].prefix(3).map(\.text).joined(separator: " ") }
        if !Self.holds(shown, word, shown ?? "") && shown?.contains(word) != true {
          misses.append("\(leaf.path) → \(shown ?? "no line")")
        }
      }
      all[name] = misses
    }
    Self.report(all, names: folders.map(\.lastPathComponent), what: "web anchors")
  }
}
