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
  private func startDemoInShell(
    _ session: TmuxSession, environment: String = ""
  ) throws -> (before: URL, after: URL) {
    let before = session.home.appendingPathComponent("stty-before")
    let after = session.home.appendingPathComponent("stty-after")
    let pidFile = session.home.appendingPathComponent("demo.pid")
    try session.waitFor { !$0.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty }  // prompt
    try session.type(
      "stty -g > \(before.path); \(environment) DEMO_PID_FILE=\(pidFile.path) \(demo); "
        + "echo \"exit=$?\"; stty -g > \(after.path)")
    try session.sendKeys("Enter")
    try session.waitFor(text: "demo 80x24")
    return (before, after)
  }

  /// Ctrl-Z to the shell, then `fg` on a cleared screen.
  private func suspendAndBringBack(_ session: TmuxSession) throws {
    try session.sendKeys("C-z")
    try session.waitFor { !$0.contains("demo 80x24") }
    try session.type("clear; fg")
    try session.sendKeys("Enter")
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
    let files = try startDemoInShell(session)
    kill(try demoPid(session), SIGTERM)
    try session.waitFor(text: "exit=0")
    #expect(try session.capturePane().contains("left on signal 15"))
    let (before, after) = try sttySnapshots(files, in: session)
    #expect(!before.isEmpty)
    #expect(before == after)
  }

  /// Waits for the shell to have written the second snapshot; returns both.
  private func sttySnapshots(_ files: (before: URL, after: URL), in session: TmuxSession) throws
    -> (String, String)
  {
    try session.waitFor { _ in FileManager.default.fileExists(atPath: files.after.path) }
    try session.waitFor { _ in
      ((try? String(contentsOf: files.after, encoding: .utf8)) ?? "").hasSuffix("\n")
    }
    return (
      try String(contentsOf: files.before, encoding: .utf8),
      try String(contentsOf: files.after, encoding: .utf8)
    )
  }

  @Test("exiting without end() still restores the terminal (the atexit path)")
  func exitWithoutEnd() throws {
    let session = try TmuxSession(command: "sh")
    defer { session.kill() }
    let files = try startDemoInShell(session)
    try session.sendKeys("x")
    try session.waitFor(text: "exit=3")
    let (before, after) = try sttySnapshots(files, in: session)
    #expect(!before.isEmpty)
    #expect(before == after)
  }

  @Test("a crash (a Swift trap) still restores the terminal")
  func crash() throws {
    let session = try TmuxSession(command: "sh")
    defer { session.kill() }
    let files = try startDemoInShell(session, environment: "SWIFT_BACKTRACE=enable=no")
    try session.sendKeys("c")
    try session.waitFor(text: "exit=132")
    let (before, after) = try sttySnapshots(files, in: session)
    #expect(!before.isEmpty)
    #expect(before == after)
  }

  @Test("Ctrl-S does not freeze the screen, and the shell gets its flow control back")
  func controlS() throws {
    let session = try TmuxSession(command: "sh")
    defer { session.kill() }
    let files = try startDemoInShell(session)
    try session.sendKeys("C-s")
    try session.sendKeys("j")
    try session.waitFor(text: "last: key(character(\"j\"))")
    try session.sendKeys("q")
    try session.waitFor(text: "exit=0")
    let (before, after) = try sttySnapshots(files, in: session)
    #expect(!before.isEmpty)
    #expect(before == after)
  }

  @Test("after Ctrl-Z and fg, Ctrl-S still does not freeze the screen")
  func controlSAfterResume() throws {
    let session = try TmuxSession(command: "sh")
    defer { session.kill() }
    _ = try startDemoInShell(session)
    try suspendAndBringBack(session)
    try session.waitFor(text: "demo 80x24")
    try session.sendKeys("C-s")
    try session.sendKeys("k")
    try session.waitFor(text: "last: key(character(\"k\"))")
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
    try suspendAndBringBack(session)
    let screen = try session.waitFor(text: "last: resized 80x24")
    #expect(screen.contains("wide: 日本語のテキスト|end"))
    try session.sendKeys("k")
    try session.waitFor(text: "last: key(character(\"k\"))")
  }

  @Test("without the EventLoop, nextEvent reads keys and resizes and SIGTERM still gets out")
  func nextEventPath() throws {
    let session = try TmuxSession(command: "sh")
    defer { session.kill() }
    let files = try startDemoInShell(session, environment: "DEMO_NEXT_EVENT=1")
    try session.sendKeys("PageUp")
    try session.waitFor(text: "last: key(pageUp)")
    try session.resize(columns: 60, rows: 20)
    try session.waitFor(text: "demo 60x20")
    kill(try demoPid(session), SIGTERM)
    try session.waitFor(text: "exit=0")
    #expect(try session.capturePane().contains("left on signal 15"))
    let (before, after) = try sttySnapshots(files, in: session)
    #expect(before == after)
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
    let run = try ChildProcess.run(TestSupport.terminalDemoBinary.path, [])
    #expect(run.status == 1)
    #expect(run.errorText.contains("no usable terminal"))
  }
}
