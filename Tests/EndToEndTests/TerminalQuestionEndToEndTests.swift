import DogearTestSupport
import Foundation
import Testing

/// Issue 41: dogear asks the terminal what it can draw first thing, and reads the answer
/// after the library has opened. A start that fails in between still reads it: no answer
/// is left for the shell to take as typed input, and the terminal's modes are put back.
@Suite(
  "The terminal's answer at the start", .serialized,
  .enabled(if: TmuxSession.isAvailable, "tmux is not installed: end-to-end tests skipped"))
struct TerminalQuestionEndToEndTests {
  @Test("a start that fails after asking leaves no answer to the shell and the modes as found")
  func failedStartLeavesNothing() throws {
    let pane = try DogearPane()
    defer { pane.kill() }
    let run = try pane.start("open no-such-bookmark")
    // The typed line holds the end marker too, until `clear` runs: the message comes after.
    try pane.session.waitFor(text: "no bookmark or file named no-such-bookmark")
    #expect(try pane.waitForEnd(of: run) == 1)
    let (before, after) = try pane.sttySnapshots(ofRun: 1)
    #expect(before == after)
    // Had the answer (ESC [ ? ... c) reached the shell, it would stand before this command.
    try pane.session.type("echo next-command-$((6 * 7))")
    try pane.session.sendKeys("Enter")
    let screen = try pane.session.waitFor(text: "next-command-42")
    #expect(screen.contains("no bookmark or file named no-such-bookmark"))
    #expect(!screen.contains("not found"), "\(screen)")
    #expect(!screen.contains("[?"), "\(screen)")
  }
}
