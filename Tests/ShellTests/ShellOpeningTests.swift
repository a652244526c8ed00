import Dispatch
import DogearCommandLine
import DogearCore
import DogearScreen
import DogearStore
import DogearTerminal
import Foundation
import Testing

@testable import dogear

/// Issue 37: the article is read and parsed off the loop's thread, so a page that takes long
/// to parse does not keep `q` or Ctrl-C waiting. Here the load is held until the test lets
/// it go: the shell must answer while it is still under way.
@Suite("The shell answers q and signals while an article is parsed")
struct ShellOpeningTests {
  /// Runs `dogear open` with article loads on a queue of their own, each held until the
  /// test releases it, and the scripted events; returns the exit status and the terminal.
  static func run(_ events: [LoopEvent<ShellMessage>]) throws -> (Int32, ScreenRecorder) {
    let store = try SwitchableStore()
    let text = "<h1>Slow rivers</h1><p>The river bends past the mill.</p>"
    let id = try AddCommand.add(
      html: Data(text.utf8), facts: ArticleFacts(html: text),
      from: URL(fileURLWithPath: "/tmp/rivers.html"), to: store.library)
    let gate = DispatchSemaphore(value: 0)
    store.articleGate = gate
    let queue = DispatchQueue(label: "test.article-loads")
    let terminal = ScreenRecorder()
    let loop = ScriptedLoop()
    loop.script = events
    let shell = AppShell(
      store: store, terminal: terminal, loop: loop, server: nil, environment: [:],
      clock: { Date(timeIntervalSince1970: 1_800_000_000) }, pause: { _ in },
      articleLoading: .background(queue))
    let status = shell.run(openingDirectly: id)
    #expect(shell.state.reader == nil, "the shell did not wait for the parse")
    gate.signal()
    queue.sync {}  // the held load ends before the store goes
    return (status, terminal)
  }

  @Test("q while the article is parsed quits at once with status 0; nothing but a blank was drawn")
  func quitWhileParsing() throws {
    let (status, terminal) = try Self.run([.input(.key(.character("q")))])
    #expect(status == 0)
    #expect(!terminal.painted.isEmpty)
    #expect(!terminal.painted.contains { $0.text.contains("Slow rivers") })
  }

  @Test("Ctrl-C (SIGINT) while the article is parsed leaves at once with status 130")
  func signalWhileParsing() throws {
    let (status, _) = try Self.run([.input(.key(.character("j"))), .signal(2)])
    #expect(status == 130)
  }
}
