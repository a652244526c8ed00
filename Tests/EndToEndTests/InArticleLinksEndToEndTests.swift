import DogearTestSupport
import Foundation
import Testing

/// Links inside the article (`#name`) and the outline (`T`) on the release binary: both are
/// looks that move the view and push the jump list, so Ctrl-O comes back (issue 17).
@Suite(
  "In-article links and the outline end to end",
  .enabled(if: TmuxSession.isAvailable, "tmux is not installed: end-to-end tests skipped"))
struct InArticleLinksEndToEndTests {
  static let title = "Notes on Slow Rivers"

  /// A contents list (links 1-3), three long sections, a footnote marker in the second
  /// (link 4) and the footnote with its back-link (link 5) at the end.
  static var article: String {
    func section(_ number: Int, _ name: String) -> String {
      let paragraphs = (1...14).map { index in
        "<p>Section \(number) paragraph \(index): the river \(name) carries silt along the "
          + "bend where nobody watches the current and the willow leans over the water.</p>"
      }
      let marker =
        number == 2 ? "<p>Counted twice<sup><a id=\"r1\" href=\"#fn1\">1</a></sup>.</p>" : ""
      return "<h2 id=\"s\(number)\">Part \(number): \(name)</h2>" + marker
        + paragraphs.joined()
    }
    return """
      <!DOCTYPE html><html><head><title>\(title)</title></head><body><h1>\(title)</h1>
      <ul><li><a href="#s1">Sand</a></li><li><a href="#s2">Silt</a></li>
      <li><a href="#s3">Stone</a></li></ul>
      \(section(1, "Sand"))\(section(2, "Silt"))\(section(3, "Stone"))
      <ol><li id="fn1">Once by the ferryman. <a href="#r1">back</a></li></ol>
      </body></html>
      """
  }

  /// The contents list's "Stone" entry (link 3; its number shows only while `o` waits, since
  /// link numbers are on demand by default): the view is back at the top.
  static func isContentsEntry(_ line: String) -> Bool {
    let text = line.trimmingCharacters(in: .whitespaces)
    return text.hasSuffix(" Stone") && text.count <= 8
  }

  static func articleFile(in folder: URL) throws -> URL {
    let file = folder.appendingPathComponent("rivers.html")
    try Data(article.utf8).write(to: file)
    return file
  }

  static func folder() throws -> URL {
    return try TestSupport.freshFolder("dogear-inlinks")
  }

  /// The article open in the reader of a fresh pane for `body`; `q` then quits with 0.
  static func withArticleOpen(_ body: (DogearPane) throws -> Void) throws {
    let folder = try folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = try articleFile(in: folder)
    let pane = try DogearPane()
    defer { pane.kill() }
    let run = try pane.start("open \(TestSupport.shellQuoted(file.path))")
    try ReaderEndToEndTests.waitForReader(pane, title: title)
    try body(pane)
    try pane.session.sendKeys("q")
    #expect(try pane.waitForEnd(of: run) == 0)
  }

  @Test("o N Enter follows #name there, Ctrl-O comes back, the footnote links go both ways")
  func followLinks() throws {
    try Self.withArticleOpen { pane in
      try pane.session.type("o3")
      try pane.session.sendKeys("Enter")
      var lines = try pane.waitFor { $0.last?.contains("#s3") == true }
      #expect(lines.contains { $0.contains("Part 3: Stone") }, "\(lines)")
      #expect(!lines.contains { $0.contains("Part 2: Silt") }, "\(lines)")
      try pane.session.sendKeys("C-o")
      lines = try pane.waitFor { $0.contains(where: Self.isContentsEntry) }
      // The footnote marker jumps down to the note, and its back-link returns to the marker.
      try pane.session.type("o4")
      try pane.session.sendKeys("Enter")
      lines = try pane.waitFor { $0.contains { $0.contains("Once by the ferryman") } }
      #expect(!lines.contains { $0.contains("Counted twice") }, "\(lines)")
      try pane.session.type("o5")
      try pane.session.sendKeys("Enter")
      lines = try pane.waitFor { $0.contains { $0.contains("Counted twice") } }
      #expect(!lines.contains { $0.contains("Once by the ferryman") }, "\(lines)")
    }
  }

  @Test("T lists the headings indented, Enter goes to one, Ctrl-O comes back")
  func outline() throws {
    try Self.withArticleOpen { pane in
      try pane.session.type("T")
      var lines = try pane.waitFor { $0.contains { $0.contains("Outline 1/4") } }
      #expect(lines.contains { $0.contains("▸ Notes on Slow Rivers") }, "\(lines)")
      #expect(lines.contains { $0.contains("    Part 2: Silt") }, "\(lines)")
      try pane.session.type("jj")
      try pane.session.sendKeys("Enter")
      lines = try pane.waitFor { $0.last?.contains("Part 2: Silt · Ctrl-O back") == true }
      #expect(lines.contains { $0.contains("Part 2: Silt") && !$0.contains("Ctrl-O") })
      #expect(!lines.contains { $0.contains("Outline") }, "\(lines)")
      try pane.session.sendKeys("C-o")
      try pane.waitFor { $0.contains(where: Self.isContentsEntry) }
      // Reading on from the heading: T marks the section that holds the position.
      try pane.session.type("T")
      try pane.session.type("G")
      try pane.session.sendKeys("Enter")
      try pane.waitFor { $0.last?.contains("Part 3: Stone · Ctrl-O back") == true }
      try pane.session.type("jjT")
      lines = try pane.waitFor { $0.contains { $0.contains("Outline 4/4") } }
      #expect(lines.contains { $0.contains("▸   Part 3: Stone") }, "\(lines)")
      try pane.session.sendKeys("Escape")
      try pane.waitFor { lines in !lines.contains { $0.contains("Outline") } }
    }
  }

  @Test("dump lists #name links as #name")
  func dumpListsNames() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = try Self.articleFile(in: folder)
    let result = try DogearProcess.run(
      ["dump", "--width", "80", file.path], environment: DogearProcess.environment(home: folder))
    #expect(result.status == 0, "\(result.errors)")
    let tail = result.output.components(separatedBy: "\n").suffix(8).joined(separator: "\n")
    for (number, name) in [(1, "#s1"), (2, "#s2"), (3, "#s3"), (4, "#fn1"), (5, "#r1")] {
      #expect(result.output.contains("[\(number)] \(name)\n"), "\(tail)")
    }
  }
}
