import DogearTestSupport
import Foundation
import Testing

/// Focus reports (DESIGN.md "Reading sessions"): dogear asks the terminal for them, and the
/// shell must never receive them, after dogear quits or while it is stopped (Ctrl-Z). tmux
/// sends them only with `focus-events on` and to a pane of an attached client's window, so
/// the test attaches one through `script` (a pty) and moves the focus by switching windows.
/// `cat -v` in the shell shows anything that arrives as `^[[I` / `^[[O`.
@Suite(
  "Focus reports end to end",
  .enabled(if: TmuxSession.isAvailable, "tmux is not installed: end-to-end tests skipped"),
  .enabled(
    if: FileManager.default.isExecutableFile(atPath: FocusClient.script),
    "script (util-linux) is not installed: no tmux client to move the focus"))
struct FocusReportsEndToEndTests {
  @Test("no focus report reaches the shell after dogear quits, nor while it is stopped")
  func shellReceivesNone() throws {
    let pane = try DogearPane()
    defer { pane.kill() }
    try pane.session.command(["set-option", "-g", "focus-events", "on"])
    let client = try FocusClient(attachingTo: pane.session)
    defer { client.detach() }

    // Running, dogear takes the reports as input that types nothing: q still quits.
    let run = try pane.start("")
    _ = try pane.waitFor { $0.contains { $0.contains("? help") } }
    try client.moveFocusAwayAndBack()
    try pane.session.sendKeys("q")
    #expect(try pane.waitForEnd(of: run) == 0)
    try Self.expectNoReports(pane, client, marker: "after-quit")

    // Stopped with Ctrl-Z: the shell has the terminal, and gets no reports either. Run
    // alone (not in `start`'s command list, which the shell would go on with).
    try pane.session.type("clear; " + TestSupport.shellQuoted(DogearPane.binary))
    try pane.session.sendKeys("Enter")
    _ = try pane.waitFor { $0.contains { $0.contains("? help") } }
    try pane.session.sendKeys("C-z")
    _ = try pane.waitFor { $0.contains { $0.contains("Stopped") } }
    try Self.expectNoReports(pane, client, marker: "while-stopped")
    try pane.session.type("clear; fg")
    try pane.session.sendKeys("Enter")
    _ = try pane.waitFor { $0.contains { $0.contains("? help") } }
    try pane.session.sendKeys("q")
    _ = try pane.waitFor(Self.atPrompt)
  }

  /// The shell's prompt on the last line written ("$", or "#" for root's sh).
  static func atPrompt(_ lines: [String]) -> Bool {
    guard let last = lines.last(where: { !$0.isEmpty }) else { return false }
    return last == "$" || last == "#"
  }

  /// Runs `cat -v`, moves the focus away and back, types `marker`: the line cat prints back
  /// must be the marker alone, with no report before it.
  static func expectNoReports(_ pane: DogearPane, _ client: FocusClient, marker: String) throws {
    // The shell's prompt first: typed before it (the shell still writing `stty -g` after
    // dogear's end), the line was lost once on a busy machine.
    _ = try pane.waitFor(atPrompt)
    try pane.session.type("cat -v")
    try pane.session.sendKeys("Enter")
    _ = try pane.waitFor { $0.contains { $0.hasSuffix("cat -v") } }
    try client.moveFocusAwayAndBack()
    try pane.session.type(marker)
    try pane.session.sendKeys("Enter")
    let screen = try pane.waitFor { $0.filter { $0.contains(marker) }.count >= 2 }
    #expect(!screen.joined().contains("^[["), "\(screen)")
    try pane.session.sendKeys("C-c")
    _ = try pane.waitFor(Self.atPrompt)
  }
}

/// A tmux client attached to the session through a pty (`script`), so that switching windows
/// moves the focus and tmux sends focus reports.
final class FocusClient {
  static let script = "/usr/bin/script"
  private let process = Process()
  private let input = Pipe()
  private let session: TmuxSession

  init(attachingTo session: TmuxSession) throws {
    self.session = session
    // tmux 3.3a's server dies on new-window with `window-size manual`; the client's pty is
    // the pane's size, so following it changes nothing.
    try session.command(["set-option", "-g", "window-size", "latest"])
    // A pty of no size would give tmux a 0x0 client, and its server dies on new-window.
    let tmux =
      "stty rows 24 cols 80; tmux -u -S \(TestSupport.shellQuoted(session.socketPath)) attach -t "
    process.executableURL = URL(fileURLWithPath: Self.script)
    process.arguments = ["-q", "-c", tmux + session.sessionName, "/dev/null"]
    process.standardInput = input
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    let attached = Poll.until(timeout: 10, interval: 0.05) { () -> Bool? in
      let clients = (try? session.command(["list-clients"])) ?? ""
      return clients.contains("attached") ? true : nil
    }
    try #require(attached == true, "no tmux client attached through script")
  }

  /// A new window takes the focus; the first window gets it back.
  func moveFocusAwayAndBack() throws {
    try session.command(["new-window", "-t", session.sessionName])
    try session.command(["select-window", "-t", "\(session.sessionName):0"])
  }

  func detach() {
    if process.isRunning { process.terminate() }
  }
}
