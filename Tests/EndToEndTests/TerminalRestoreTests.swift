import DogearTestSupport
import Foundation
import Testing

/// DogearTerminal's way back: signals, suspend, and no usable terminal at all.
@Suite(
  "Terminal layer: restore and failure paths", .serialized,
  .enabled(if: TmuxSession.isAvailable, "tmux is not installed: end-to-end tests skipped"))
struct TerminalRestoreTests {
  private var demo: String { TestSupport.shellQuoted(TestSupport.terminalDemoBinary) }

  /// Runs the demo from the pane's shell between two `stty -g` snapshots.
  private func startDemoInShell(_ session: TmuxSession) throws -> (before: URL, after: URL) {
    let before = session.home.appendingPathComponent("stty-before")
    let after = session.home.appendingPathComponent("stty-after")
    let pidFile = session.home.appendingPathComponent("demo.pid")
    try session.waitFor { !$0.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty }  // prompt
    try session.type(
      "stty -g > \(before.path); DEMO_PID_FILE=\(pidFile.path) \(demo); "
        + "echo \"exit=$?\"; stty -g > \(after.path)")
    try session.sendKeys("Enter")
    try session.waitFor(text: "demo 80x24")
    return (before, after)
  }

  private func demoPid(_ session: TmuxSession) throws -> pid_t {
    let text = try String(
      contentsOf: session.home.appendingPathComponent("demo.pid"), encoding: .utf8)
    return try #require(pid_t(text.trimmingCharacters(in: .whitespacesAndNewlines)))
  }

  @Test("SIGTERM leaves through the normal path and the tty settings are as before")
  func sigterm() throws {
    let session = try TmuxSession(command: "sh")
    defer { session.kill() }
    let (before, after) = try startDemoInShell(session)
    kill(try demoPid(session), SIGTERM)
    try session.waitFor(text: "exit=0")
    #expect(try session.capturePane().contains("left on signal 15"))
    try session.waitFor { _ in FileManager.default.fileExists(atPath: after.path) }
    let beforeText = try String(contentsOf: before, encoding: .utf8)
    let afterText = try String(contentsOf: after, encoding: .utf8)
    #expect(!beforeText.isEmpty)
    #expect(beforeText == afterText)
  }

  @Test("Ctrl-C is a signal the program leaves on, not an abrupt exit")
  func controlC() throws {
    let session = try TmuxSession(command: "sh")
    defer { session.kill() }
    _ = try startDemoInShell(session)
    try session.sendKeys("C-c")
    try session.waitFor(text: "exit=0")
    #expect(try session.capturePane().contains("left on signal 2"))
  }

  @Test("Ctrl-Z suspends to the shell and fg repaints the whole screen")
  func suspendAndResume() throws {
    let session = try TmuxSession(command: "sh")
    defer { session.kill() }
    _ = try startDemoInShell(session)
    try session.sendKeys("j")
    try session.waitFor(text: "events: 1 ")
    try session.sendKeys("C-z")
    try session.waitFor { !$0.contains("demo 80x24") }
    try session.type("clear; fg")
    try session.sendKeys("Enter")
    let screen = try session.waitFor(text: "last: resized 80x24")
    #expect(screen.contains("wide: 日本語のテキスト|end"))
    try session.sendKeys("k")
    try session.waitFor(text: "last: key(character(\"k\"))")
  }

  @Test("TERM=dumb exits 1 with a message instead of spinning")
  func dumbTerminal() throws {
    let session = try TmuxSession(command: "TERM=dumb \(demo)")
    defer { session.kill() }
    #expect(try session.waitForExit() == 1)
    #expect(try session.capturePane(history: true).contains("no usable terminal"))
  }

  @Test("without a tty on stdin and stdout it exits 1 with a message")
  func noTerminal() throws {
    let process = Process()
    process.executableURL = TestSupport.terminalDemoBinary
    process.standardInput = FileHandle.nullDevice
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    let message = String(
      decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 1)
    #expect(message.contains("no usable terminal"))
  }
}
