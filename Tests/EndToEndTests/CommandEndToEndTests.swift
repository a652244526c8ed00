import DogearTestSupport
import Foundation
import Testing

/// The ways into the interactive program: NO_COLOR, a local HTML file, a missing id.
@Suite(
  "Interactive commands end to end",
  .enabled(if: TmuxSession.isAvailable, "tmux is not installed: end-to-end tests skipped"))
struct CommandEndToEndTests {
  @Test("NO_COLOR=1: no colour escapes in the list or the reader, the selection still reversed")
  func noColor() throws {
    let pane = try DogearPane()
    defer { pane.kill() }
    let run = try pane.start("", environment: "NO_COLOR=1")
    let list = try pane.waitFor(escapes: true) { lines in
      lines.contains { $0.contains("Continue reading") }
    }.joined(separator: "\n")
    #expect(SGR.colourCodes(in: list).isEmpty, "\(SGR.colourCodes(in: list))")
    #expect(list.contains("\u{1B}[7m") || list.contains(";7m"))
    try pane.session.sendKeys("Enter")
    let reader = try pane.waitFor(escapes: true) { lines in
      lines.last?.contains("Jump to last read position (37%)") == true
    }.joined(separator: "\n")
    #expect(SGR.colourCodes(in: reader).isEmpty, "\(SGR.colourCodes(in: reader))")
    try pane.session.sendKeys("q")
    try ListEndToEndTests.waitForList(pane)
    try pane.session.sendKeys("q")
    #expect(try pane.waitForEnd(of: run) == 0)
  }

  @Test("dogear open file.html reads a local file, and reopening it offers the jump")
  func openLocalFile() throws {
    let folder = try TestSupport.freshFolder("dogear-e2e")
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("river notes.html")
    try Self.html.write(to: file, atomically: true, encoding: .utf8)
    let target = TestSupport.shellQuoted(file)
    let pane = try DogearPane()
    defer { pane.kill() }

    let (run, read) = try ReaderEndToEndTests.openAndRead(
      pane, pages: 2, target: target, title: Self.title)
    let percent = try #require(read.barPercent)
    #expect(percent > 0 && percent < 100)
    try pane.session.sendKeys("q")
    #expect(try pane.waitForEnd(of: run) == 0)

    let again = try pane.start("open \(target)")
    let opened = try ReaderEndToEndTests.waitForReader(pane, title: Self.title) {
      $0.status.contains("Jump")
    }
    #expect(opened.status.contains("Jump to last read position (\(percent)%)"))
    try pane.session.sendKeys("J")
    let jumped = try ReaderEndToEndTests.waitForReader(pane, title: Self.title) {
      !$0.status.contains("Jump")
    }
    #expect(jumped.readingLine == read.readingLine)
    #expect(jumped.barPercent == percent)
    try pane.session.sendKeys("q")
    #expect(try pane.waitForEnd(of: again) == 0)

    let (status, output, _) = try pane.command(["list", "--json"])
    #expect(status == 0)
    let entries = try #require(
      try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [[String: Any]])
    let mine = entries.filter { $0["title"] as? String == Self.title }
    #expect(mine.count == 1, "found again by its path, not added twice")
    #expect(mine.first?["progress"] as? Int == percent)
  }

  @Test("a file changed since it was read opens as a new article, says so, and offers no jump")
  func openChangedFile() throws {
    let folder = try TestSupport.freshFolder("dogear-e2e")
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("page.html")
    try Self.html.write(to: file, atomically: true, encoding: .utf8)
    let target = TestSupport.shellQuoted(file)
    let pane = try DogearPane()
    defer { pane.kill() }
    let (run, _) = try ReaderEndToEndTests.openAndRead(
      pane, pages: 2, target: target, title: Self.title)
    try pane.session.sendKeys("q")
    #expect(try pane.waitForEnd(of: run) == 0)

    let changed = Self.html.replacingOccurrences(of: "<p>", with: "<p>Changed. ")
    try changed.write(to: file, atomically: true, encoding: .utf8)
    let again = try pane.start("open \(target)")
    let opened = try ReaderEndToEndTests.waitForReader(pane, title: Self.title) {
      $0.status.contains("changed since it was added")
    }
    #expect(opened.status.contains("a new article"))
    #expect(!opened.status.contains("Jump"))
    try pane.session.sendKeys("q")
    #expect(try pane.waitForEnd(of: again) == 0)
    let (_, output, _) = try pane.command(["list", "--json"])
    let entries = try #require(
      try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [[String: Any]])
    let mine = entries.filter { $0["title"] as? String == Self.title }
    #expect(mine.count == 2, "the first article is kept beside the new one")
    #expect(mine.contains { ($0["progress"] as? Int ?? 0) > 0 }, "with its place")
  }

  @Test("dogear open with an unknown id exits 1 with a one-line message")
  func missingID() throws {
    let home = try TestSupport.freshFolder("dogear-e2e")
    defer { try? FileManager.default.removeItem(at: home) }
    let (status, output, errors) = try DogearPane.command(["open", "nope"], home: home)
    #expect(status == 1)
    #expect(output.isEmpty)
    #expect(errors.contains("nope"))
    #expect(errors.split(separator: "\n").count == 1, "\(errors)")
  }

  @Test("open, dump and add find a file or an id the same way and say why in the same words")
  func oneResolver() throws {
    let home = try TestSupport.freshFolder("dogear-e2e")
    defer { try? FileManager.default.removeItem(at: home) }
    let missing = home.appendingPathComponent("missing.html").path
    // Text is read as text since issue 28; an empty file is still nothing to read.
    let text = home.appendingPathComponent("plain.txt")
    try Data().write(to: text)
    for command in ["open", "dump", "add"] {
      let cases = [
        (missing, "cannot read \(missing): No such file or directory"),
        (home.path, "cannot read \(home.path): Is a directory"),
        (
          "no-such-id",
          command == "add"
            ? "cannot read no-such-id: No such file or directory"
            : "no bookmark or file named no-such-id"
        ),
      ]
      for (name, message) in cases {
        let (status, output, errors) = try DogearPane.command([command, name], home: home)
        #expect(status == 1, "\(command) \(name)")
        #expect(output.isEmpty)
        #expect(errors == "dogear: \(message)\n", "\(command) \(name)")
      }
    }
    for command in ["open", "add"] {
      let (_, _, errors) = try DogearPane.command([command, text.path], home: home)
      #expect(errors == "dogear: \(text.path) is not an HTML file\n", "\(command)")
    }
  }

  @Test("dogear open with a folder gives the system's reason, not that permission was denied")
  func folder() throws {
    let home = try TestSupport.freshFolder("dogear-e2e")
    defer { try? FileManager.default.removeItem(at: home) }
    let (status, _, errors) = try DogearPane.command(["open", home.path], home: home)
    #expect(status == 1)
    #expect(errors == "dogear: cannot read \(home.path): Is a directory\n")
  }

  static let title = "Notes From a Walk Along the River"

  /// A local article long enough to scroll through several pages.
  static var html: String {
    let paragraphs = (1...40).map { number in
      "<p>Walk \(number) follows the bank past the willows and the old mill, counting the "
        + "herons that stand in the shallows and noting where the current has cut the bank "
        + "since the last visit, stone number \(number) still in place.</p>"
    }
    return """
      <!DOCTYPE html>
      <html><head><title>\(title)</title></head>
      <body><article><h1>\(title)</h1>
      \(paragraphs.joined(separator: "\n"))
      </article></body></html>
      """
  }
}
