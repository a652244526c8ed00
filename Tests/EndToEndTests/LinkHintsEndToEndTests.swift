import DogearTestSupport
import Foundation
import Testing

/// Link numbers on demand on the shipped build (issue 28): the text shows none, `o` paints
/// the visible links' numbers beside them (never over a letter) and an iframe's number opens
/// its source in `$BROWSER`; `,` switches to "always", which a restart keeps.
@Suite(
  "Link hints end to end",
  .enabled(if: TmuxSession.isAvailable, "tmux is not installed: end-to-end tests skipped"))
struct LinkHintsEndToEndTests {
  static let title = "Hints for Every Link"
  static let article = """
    <html><head><title>\(title)</title></head><body><h1>\(title)</h1>
    <p>Read <a href="https://a.example/one">the river</a><sup class="reference">\
    <a href="#cite_note-1">[1]</a></sup> and watch <iframe src="https://video.example/embed/7">\
    </iframe> today.</p><ol><li id="cite_note-1">A note.</li></ol></body></html>
    """

  static func fixtures(in folder: URL) throws -> URL {
    let demo = folder.appendingPathComponent("fixtures/demo")
    try FileManager.default.createDirectory(at: demo, withIntermediateDirectories: true)
    try Data(article.utf8).write(to: demo.appendingPathComponent("hints.html"))
    let manifest = """
      [{"id": "hints", "file": "hints.html", "title": "\(title)", "siteName": "Rivers",
        "site": "rivers.example", "url": "https://rivers.example/hints", "description": "",
        "authors": [], "lang": "en", "direction": "ltr", "hero": null,
        "created": "2026-11-27T09:00:00Z", "progress": 0, "anchor": null,
        "anchorOffset": null, "lastRead": null, "archived": false, "favourite": false}]
      """
    try Data(manifest.utf8).write(to: demo.appendingPathComponent("library.json"))
    return demo.deletingLastPathComponent()
  }

  static func row(_ lines: [String], containing text: String) -> String? {
    lines.first { $0.contains(text) }
  }

  @Test("on demand: o shows hints, 3 Enter opens the iframe; , makes numbers always, kept")
  func hintsThenAlways() throws {
    let folder = try TestSupport.freshFolder("dogear-hints")
    defer { try? FileManager.default.removeItem(at: folder) }
    let log = folder.appendingPathComponent("argv.log")
    let browser = try LinkOpenerEndToEndTests.fakeBrowser(in: folder, log: log)
    let pane = try DogearPane(environment: [
      "DOGEAR_FIXTURES": try Self.fixtures(in: folder).path, "BROWSER": browser.path,
    ])
    defer { pane.kill() }
    var run = try pane.start("open hints")
    var screen = try ReaderEndToEndTests.waitForReader(pane, title: Self.title)
    let clean = "Read the river[1] and watch [iframe: https://video.example/embed/7]"
    #expect(Self.row(screen.lines, containing: clean) != nil, "\(screen.lines)")
    try pane.session.type("o")
    var lines = try pane.waitFor(text: "Open link [1-3]")
    #expect(
      Self.row(lines, containing: "Read1the river[1]2and watch3[iframe: https://video") != nil,
      "\(lines)")
    try pane.session.type("3")
    try pane.session.sendKeys("Enter")
    try LinkOpenerEndToEndTests.waitForLog(log, invocations: 1)
    #expect(
      try String(contentsOf: log, encoding: .utf8) == "https://video.example/embed/7\nend\n")
    lines = try pane.waitFor { Self.row($0, containing: clean) != nil }
    #expect(!lines.joined().contains("Open link"))

    try pane.session.type(",jjjjjjjj-")
    lines = try pane.waitFor(text: "‹ always ›")
    try pane.session.sendKeys("Escape")
    let numbered = "Read the river[1][1] and watch [iframe: https://video.example/embed/7][3]"
    lines = try pane.waitFor { Self.row($0, containing: numbered) != nil }
    try pane.session.sendKeys("q")
    #expect(try pane.waitForEnd(of: run) == 0)

    run = try pane.start("open hints")
    screen = try ReaderEndToEndTests.waitForReader(pane, title: Self.title)
    #expect(Self.row(screen.lines, containing: numbered) != nil, "\(screen.lines)")
    try pane.session.sendKeys("q")
    #expect(try pane.waitForEnd(of: run) == 0)
  }
}
