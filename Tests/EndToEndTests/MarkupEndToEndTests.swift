import DogearTestSupport
import Foundation
import Testing

/// Plain text and the meaning of markup on the shipped build (issue 28): a `.txt` file read
/// as text by `dump` and `add`, struck text drawn struck where terminfo has `smxx` and marked
/// `~~` where not (and in `dump`), a `q`'s marks.
@Suite(
  "Plain text and markup end to end",
  .enabled(if: TmuxSession.isAvailable, "tmux is not installed: end-to-end tests skipped"))
struct MarkupEndToEndTests {
  static let html = """
    <html lang="de"><head><title>Preise</title></head><body>
    <p>Jetzt <del>$20</del> <ins>$15</ins>, sagt er: <q>Kaufen <q>sofort</q></q>.</p>
    </body></html>
    """

  static func folder() throws -> URL {
    return try TestSupport.freshFolder("dogear-e2e-markup")
  }

  @Test(
    "dump and add read a .txt file as text: paragraphs at blank lines, no markup, the first line its title"
  )
  func plainTextFile() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("notes.txt")
    try "Shopping notes\n\nBuy <angle> brackets &amp; more\nof them.\n\n  keep   this\n  as is\n"
      .write(to: file, atomically: true, encoding: .utf8)
    let dumped = try DogearProcess.run(
      ["dump", file.path, "--width", "60"], environment: DogearProcess.environment(home: folder))
    #expect(dumped.status == 0, "\(dumped.errors)")
    #expect(
      dumped.output
        == "Shopping notes\n\nBuy <angle> brackets &amp; more of them.\n\n  keep   this\n  as is\n")
    let added = try DogearProcess.run(
      ["add", file.path], environment: DogearProcess.environment(home: folder))
    #expect(added.status == 0, "\(added.errors)")
    let titles = try DogearProcess.listJSON(environment: DogearProcess.environment(home: folder))
      .compactMap { $0["title"] as? String }
    #expect(titles == ["Shopping notes"])
  }

  @Test("dump marks struck text with ~~ and shows a q's German marks")
  func dumpMarkup() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("preise.html")
    try Self.html.write(to: file, atomically: true, encoding: .utf8)
    let dumped = try DogearProcess.run(
      ["dump", file.path, "--width", "80"], environment: DogearProcess.environment(home: folder))
    #expect(dumped.output == "Jetzt ~~$20~~ $15, sagt er: „Kaufen ‚sofort‘“.\n")
  }

  @Test("the reader draws struck text struck where terminfo has smxx, and marks it where not")
  func readerStrike() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("preise.html")
    try Self.html.write(to: file, atomically: true, encoding: .utf8)
    let target = TestSupport.shellQuoted(file)
    let pane = try DogearPane()
    defer { pane.kill() }
    var run = try pane.start("open \(target)")
    let struck = try pane.waitFor(escapes: true) { lines in
      lines.contains { $0.contains("Jetzt") && $0.contains("$15") }
    }
    let line = try #require(struck.first { $0.contains("Jetzt") })
    let plain = try #require(try pane.lines().first { $0.contains("Jetzt") })
    #expect(plain.contains("Jetzt $20 $15, sagt er: „Kaufen ‚sofort‘“."), "\(plain)")
    #expect(line.contains("\u{1B}[9m") || line.contains(";9m"), "\(line.debugDescription)")
    try pane.session.sendKeys("q")
    #expect(try pane.waitForEnd(of: run) == 0)

    run = try pane.start("open \(target)", environment: "TERM=screen-256color")
    let marked = try pane.waitFor { lines in lines.contains { $0.contains("Jetzt") } }
    #expect(marked.contains { $0.contains("Jetzt ~~$20~~ $15") }, "\(marked)")
    let escapes = try pane.lines(escapes: true).joined(separator: "\n")
    #expect(!escapes.contains("\u{1B}[9m"))
    try pane.session.sendKeys("q")
    #expect(try pane.waitForEnd(of: run) == 0)
  }
}
