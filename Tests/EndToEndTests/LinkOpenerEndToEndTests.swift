import DogearTestSupport
import Foundation
import Testing

/// What `o N Enter` hands to `$BROWSER`, seen by a fake browser that records its arguments.
@Suite(
  "Links handed to the browser end to end",
  .enabled(if: TmuxSession.isAvailable, "tmux is not installed: end-to-end tests skipped"))
struct LinkOpenerEndToEndTests {
  static let title = "Links of Every Kind"
  static let address = "https://rivers.example/essays/links"
  static let article = """
    <html><head><title>\(title)</title></head><body><h1>\(title)</h1>
    <p>Try <a href="--version">one</a>, <a href="-e foo">two</a>,
    <a href="javascript:alert(1)">three</a>, <a href="notes.html">four</a>,
    <a href="#top">five</a>, <a href="file:///etc/passwd">six</a> and
    <a href="mailto:ann@rivers.example">seven</a>.</p></body></html>
    """

  /// A fixtures folder whose demo library is this one article, at `address`.
  static func fixtures(in folder: URL) throws -> URL {
    let demo = folder.appendingPathComponent("fixtures/demo")
    try FileManager.default.createDirectory(at: demo, withIntermediateDirectories: true)
    try Data(article.utf8).write(to: demo.appendingPathComponent("links.html"))
    let manifest = """
      [{"id": "links", "file": "links.html", "title": "\(title)", "siteName": "Rivers",
        "site": "rivers.example", "url": "\(address)", "description": "", "authors": [],
        "lang": "en", "direction": "ltr", "hero": null, "created": "2026-11-27T09:00:00Z",
        "progress": 0, "anchor": null, "anchorOffset": null, "lastRead": null,
        "archived": false, "favourite": false}]
      """
    try Data(manifest.utf8).write(to: demo.appendingPathComponent("library.json"))
    return demo.deletingLastPathComponent()
  }

  /// A browser that appends each of its arguments on a line, then "end", to `log`.
  static func fakeBrowser(in folder: URL, log: URL) throws -> URL {
    let script = folder.appendingPathComponent("fake-browser")
    let text = """
      #!/bin/sh
      for argument in "$@"; do printf '%s\\n' "$argument" >> \(TestSupport.shellQuoted(log)); done
      echo end >> \(TestSupport.shellQuoted(log))

      """
    try Data(text.utf8).write(to: script)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
    return script
  }

  @Test(
    "only web and mail addresses reach the browser, absolute and one argument; the rest is refused"
  )
  func onlySafeLinksOpen() throws {
    let folder = try TestSupport.freshFolder("dogear-links")
    defer { try? FileManager.default.removeItem(at: folder) }
    let log = folder.appendingPathComponent("argv.log")
    let browser = try Self.fakeBrowser(in: folder, log: log)
    let pane = try DogearPane(environment: [
      "DOGEAR_FIXTURES": try Self.fixtures(in: folder).path, "BROWSER": browser.path,
    ])
    defer { pane.kill() }
    let run = try pane.start("open links")
    try ReaderEndToEndTests.waitForReader(pane, title: Self.title)
    let refusals = [
      3: "javascript: links are not followed", 5: "#top names nothing in this article",
      6: "file: links are not followed",
    ]
    for number in 1...7 {
      try pane.session.type("o\(number)")
      try pane.session.sendKeys("Enter")
      if let refusal = refusals[number] {
        try pane.waitFor { $0.last?.contains(refusal) == true }
      } else {
        try Self.waitForLog(log, invocations: [1, 2, 4, 7].firstIndex(of: number).map { $0 + 1 })
      }
    }
    let recorded = try String(contentsOf: log, encoding: .utf8)
    #expect(
      recorded.components(separatedBy: "\n") == [
        "https://rivers.example/essays/--version", "end",
        "https://rivers.example/essays/-e%20foo", "end",
        "https://rivers.example/essays/notes.html", "end",
        "mailto:ann@rivers.example", "end", "",
      ])
    try pane.session.sendKeys("q")
    #expect(try pane.waitForEnd(of: run) == 0)
  }

  /// Waits until the browser has been started `invocations` times in all.
  /// Polls for that state up to a minute: under a full `make test` many programs run at once,
  /// and a browser started in the background once took over 10 s to write its first line.
  static func waitForLog(_ log: URL, invocations: Int?) throws {
    let wanted = try #require(invocations)
    let started = Poll.until(timeout: 60, interval: 0.02) { () -> Bool? in
      let text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
      return text.components(separatedBy: "\n").filter({ $0 == "end" }).count >= wanted
        ? true : nil
    }
    if started == nil { Issue.record("the browser was not started \(wanted) times") }
  }
}
