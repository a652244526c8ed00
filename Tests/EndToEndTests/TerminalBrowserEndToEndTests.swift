import DogearTestSupport
import Foundation
import Testing

/// `$BROWSER` on the shipped program: a text browser gets the terminal and gives it back, a
/// graphical one starts without blocking, and the status line names the one that ran.
@Suite(
  "A terminal browser gets the terminal",
  .enabled(if: TmuxSession.isAvailable, "tmux is not installed: end-to-end tests skipped"))
struct TerminalBrowserEndToEndTests {
  /// A script called `name` in `folder` running `body`.
  static func script(_ name: String, in folder: URL, _ body: String) throws {
    let file = folder.appendingPathComponent(name)
    try Data("#!/bin/sh\n\(body)\n".utf8).write(to: file)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: file.path)
  }

  static func folder() throws -> URL {
    return try TestSupport.freshFolder("dogear-browser")
  }

  @Test("w3m in $BROWSER has the terminal until it exits; the reader comes back where it was")
  func textBrowser() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let log = folder.appendingPathComponent("typed.log")
    try Self.script(
      "w3m", in: folder,
      """
      printf 'FAKE W3M %s\\n' "$@"
      stty -a | grep -q -- '-icanon' || echo 'LINES COOKED'
      read line
      echo "$line" > \(TestSupport.shellQuoted(log.path))
      """)
    let pane = try DogearPane(environment: [
      "DOGEAR_FIXTURES": try LinkOpenerEndToEndTests.fixtures(in: folder).path,
      "BROWSER": "no-such-browser:w3m -T text/html %s",
      "PATH": "\(folder.path):\(ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")",
    ])
    defer { pane.kill() }
    let run = try pane.start("open links")
    try ReaderEndToEndTests.waitForReader(pane, title: LinkOpenerEndToEndTests.title)
    let before = try pane.lines()
    try pane.session.type("o4")
    try pane.session.sendKeys("Enter")
    let browsing = try pane.waitFor { $0.contains("LINES COOKED") }
    #expect(browsing.contains("FAKE W3M -T"))
    #expect(browsing.contains("FAKE W3M https://rivers.example/essays/notes.html"))
    try pane.session.type("typed in w3m")
    try pane.session.sendKeys("Enter")
    let after = try pane.waitFor { $0.last?.contains("Back from w3m") == true }
    #expect(after.dropLast() == before.dropLast())
    #expect(try String(contentsOf: log, encoding: .utf8) == "typed in w3m\n")
    try pane.session.sendKeys("q")
    #expect(try pane.waitForEnd(of: run) == 0)
  }

  @Test("a graphical browser starts in the background and the reader goes on at once")
  func graphicalBrowser() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let log = folder.appendingPathComponent("argv.log")
    try Self.script(
      "gui-browser", in: folder,
      "printf '%s\\n' \"$@\" > \(TestSupport.shellQuoted(log.path)); sleep 30")
    let pane = try DogearPane(environment: [
      "DOGEAR_FIXTURES": try LinkOpenerEndToEndTests.fixtures(in: folder).path,
      "BROWSER": "\(folder.path)/gui-browser --new-tab %s", "DISPLAY": ":77",
    ])
    defer { pane.kill() }
    let run = try pane.start("open links")
    try ReaderEndToEndTests.waitForReader(pane, title: LinkOpenerEndToEndTests.title)
    try pane.session.type("o7")
    try pane.session.sendKeys("Enter")
    try pane.waitFor { $0.last?.contains("Opened in gui-browser: mailto:ann") == true }
    try LinkOpenerEndToEndTests.waitForLines(log, ["--new-tab", "mailto:ann@rivers.example"])
    try pane.session.sendKeys("q")
    #expect(try pane.waitForEnd(of: run) == 0)
  }
}

extension LinkOpenerEndToEndTests {
  /// Waits until `log` holds exactly `lines`.
  static func waitForLines(_ log: URL, _ lines: [String]) throws {
    let wanted = lines.joined(separator: "\n") + "\n"
    let got = Poll.until(timeout: 10, interval: 0.02) {
      (try? String(contentsOf: log, encoding: .utf8)) == wanted ? true : nil
    }
    if got == nil { Issue.record("the browser did not get \(lines)") }
  }
}
