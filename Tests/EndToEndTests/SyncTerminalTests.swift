import DogearTestSupport
import Foundation
import Testing

/// `dogear login` and `dogear sync` at a real terminal (tmux): the hidden token prompt and
/// the progress bar.
@Suite("Sync commands at a terminal", .enabled(if: TmuxSession.isAvailable, "tmux is missing"))
struct SyncTerminalTests {
  /// Runs blocking tmux polling on a Dispatch thread, off the cooperative pool.
  func offPool<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
    try await withCheckedThrowingContinuation { continuation in
      DispatchQueue.global().async { continuation.resume(with: Result { try work() }) }
    }
  }

  @Test("the token typed at the prompt is never shown, and sync draws its bar in place")
  func hiddenPromptAndBar() async throws {
    let server = try await FakeReadeckServer.start(bookmarks: 40, token: "typed-secret-77")
    defer { server.stop() }
    let binary = TestSupport.dogearBinary.path
    let address = server.baseURL.absoluteString
    let screen = try await offPool { () -> String in
      let session = try TmuxSession(command: "sh", environment: ["READECK_TOKEN": ""])
      defer { session.kill() }
      try session.type("\(binary) login \(address); echo login=$?")
      try session.sendKeys("Enter")
      try session.waitFor(text: "Readeck API token")
      try session.type("typed-secret-77")
      try session.sendKeys("Enter")
      try session.waitFor(text: "login=0")
      try session.type("\(binary) sync; echo sync=$?")
      try session.sendKeys("Enter")
      return try session.waitFor(text: "sync=0", timeout: 20)
    }
    #expect(screen.contains("connected to \(address) as reader"))
    #expect(!screen.contains("typed-secret"))
    #expect(screen.contains("synced: 40 bookmarks updated"))
    // On a terminal the bar is redrawn in place and erased, not printed line by line.
    #expect(!screen.contains("bookmarks: 40/40"))
  }

  @Test("Ctrl-C at the token prompt leaves the terminal echoing again")
  func interruptedPrompt() async throws {
    let binary = TestSupport.dogearBinary.path
    let screen = try await offPool { () -> String in
      let session = try TmuxSession(command: "sh", environment: ["READECK_TOKEN": ""])
      defer { session.kill() }
      try session.type("\(binary) login http://127.0.0.1:9; echo status=$?")
      try session.sendKeys("Enter")
      try session.waitFor(text: "Readeck API token")
      try session.sendKeys("C-c")
      // The shell's prompt after the status line: only then is typing safe (the handler
      // flushes pending input when it restores the settings).
      try session.waitFor { $0.range(of: #"status=\d+\n#"#, options: .regularExpression) != nil }
      try session.type("stty -a | tr ' ' '\\n' | grep -x -- '-*echo' | sed 's/^/mode:/'")
      try session.sendKeys("Enter")
      return try session.waitFor { $0.contains("mode:echo") || $0.contains("mode:-echo") }
    }
    #expect(screen.contains("status=130"))
    #expect(screen.contains("mode:echo"))
    #expect(!screen.contains("mode:-echo"))
  }
}
