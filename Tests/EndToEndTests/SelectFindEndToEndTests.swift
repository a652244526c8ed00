import DogearTestSupport
import Foundation
import Testing

/// Issue 38 on the shipped build, at 80x24, 40x12 and 200x60: from the top of a long article
/// `v ) y` copies its first sentence (through OSC 52 into tmux's paste buffer), and `/`
/// finds a phrase the reader wrapped, one written with a no-break space and one typed with a
/// straight apostrophe against a curly one.
@Suite(
  "Select and find, end to end", .serialized,
  .enabled(if: TmuxSession.isAvailable, "tmux is not installed: end-to-end tests skipped"))
struct SelectFindEndToEndTests {
  static let title = "Select and Find"
  static let firstSentence = "The first sentence of this article ends right here."
  /// How many paragraphs carry "famous experiment", each after a different number of words,
  /// so that at any width some of them cross a line break.
  static let phraseCount = 12

  static var article: String {
    // No heading first: the article opens on its first paragraph, as Readeck serves one.
    var body = "<p>\(firstSentence) The second one follows it.</p>\n"
    let filler = "slow rivers carry silt along the bends where herons wait for fish"
      .split(separator: " ")
    for index in 0..<phraseCount {
      let lead = (0..<(index * 3 + 2)).map { filler[$0 % filler.count] }.joined(separator: " ")
      body += "<p>\(lead) and the famous experiment was repeated once more.</p>\n"
    }
    body += "<p>The Load&nbsp;map shows every ford.</p>\n"
    body += "<p>Crossing in spring was a fool’s errand, they said.</p>\n"
    for index in 0..<30 {
      body += "<p>Paragraph \(index) of the rest, where nothing is looked for at all.</p>\n"
    }
    return "<html><head><title>\(title)</title></head><body>\(body)</body></html>"
  }

  static func fixtures(in folder: URL) throws -> URL {
    let demo = folder.appendingPathComponent("fixtures/demo")
    try FileManager.default.createDirectory(at: demo, withIntermediateDirectories: true)
    try Data(article.utf8).write(to: demo.appendingPathComponent("select.html"))
    let manifest = """
      [{"id": "select", "file": "select.html", "title": "\(title)", "siteName": "Rivers",
        "site": "rivers.example", "url": "https://rivers.example/select", "description": "",
        "authors": [], "lang": "en", "direction": "ltr", "hero": null,
        "created": "2026-11-27T09:00:00Z", "progress": 0, "anchor": null,
        "anchorOffset": null, "lastRead": null, "archived": false, "favourite": false}]
      """
    try Data(manifest.utf8).write(to: demo.appendingPathComponent("library.json"))
    return demo.deletingLastPathComponent()
  }

  @Test(
    "v ) y copies the first sentence; / finds wrapped, no-break and curly phrases",
    arguments: [(80, 24), (40, 12), (200, 60)])
  func selectAndFind(columns: Int, rows: Int) throws {
    let folder = try TestSupport.freshFolder("dogear-select")
    defer { try? FileManager.default.removeItem(at: folder) }
    let pane = try DogearPane(
      columns: columns, rows: rows,
      environment: ["DOGEAR_FIXTURES": try Self.fixtures(in: folder).path])
    defer { pane.kill() }
    try pane.session.acceptClipboard()
    let run = try pane.start("open select")
    _ = try ReaderEndToEndTests.waitForReader(pane, title: Self.title)
    // Keys typed while the program sets up the terminal are flushed: v until it selects.
    try pane.session.press("v") {
      DogearPane.split($0, rows: pane.rows).last?.hasPrefix("Select yellow") == true
    }
    try pane.session.sendKeys(")", "y")
    let pasted = Poll.until(timeout: 5) {
      pane.session.pasteBuffer().flatMap { $0.isEmpty ? nil : $0 }
    }
    #expect(pasted == Self.firstSentence, "\(columns)x\(rows)")
    // Esc alone, read before the next key: Esc then "/" at once is Alt-/.
    try pane.session.sendKeys("Escape")
    _ = try pane.waitFor { $0.last?.hasPrefix("Select yellow") == false }
    for (query, count) in [
      ("famous experiment", Self.phraseCount), ("Load map", 1), ("fool's errand", 1),
    ] {
      try pane.session.sendKeys("/")
      try pane.session.type(query)
      try pane.session.sendKeys("Enter")
      let lines = try pane.waitFor { $0.last?.hasPrefix("Match") == true }
      #expect(
        lines.last?.hasPrefix("Match 1 of \(count) ") == true,
        "\(columns)x\(rows) «\(query)»: \(lines)")
      try pane.session.sendKeys("Escape")
      _ = try pane.waitFor { $0.last?.hasPrefix("Match") == false }
    }
    try pane.session.sendKeys("q")
    #expect(try pane.waitForEnd(of: run) == 0)
  }
}
