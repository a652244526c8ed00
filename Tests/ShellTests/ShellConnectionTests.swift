import DogearApp
import DogearCore
import DogearScreen
import DogearSyncRules
import DogearTerminal
import DogearTestSupport
import Foundation
import Testing

@testable import DogearClients
@testable import dogear

/// A login or logout in another shell (issue 39): `S` reads the credentials again through the
/// connector, and a new server is made only when they changed.
@Suite("The shell: S reads the credentials again")
struct ShellConnectionTests {
  static let account = "https://readeck.example\ntoken"

  /// Credentials as each look finds them, in turn (the last one stays): the first look is
  /// the start's, the next ones are `S`'s.
  final class Credentials: ServerConnector, @unchecked Sendable {
    var looks: [String?]
    var made: [RequestRecorder] = []

    init(_ looks: [String?]) { self.looks = looks }

    func identity() -> String? { looks.count > 1 ? looks.removeFirst() : looks.first ?? nil }

    func connect() -> AppServer? {
      let server = RequestRecorder()
      made.append(server)
      return server
    }
  }

  static func run(_ keys: [Key], connector: Credentials, server: AppServer?) throws
    -> ScreenRecorder
  {
    let store = try SwitchableStore()
    let terminal = ScreenRecorder()
    let loop = ScriptedLoop()
    // The start's sync (when connected) ends before the keys: `S` is not "Already syncing".
    loop.script =
      [.message(.action(.syncFinished(SyncSummary())))] + keys.map { .input(.key($0)) }
    let shell = AppShell(
      store: store, terminal: terminal, loop: loop, server: server, environment: [:],
      connector: connector, clock: { Date(timeIntervalSince1970: 1_800_000_000) },
      pause: { _ in })
    _ = shell.run(openingDirectly: nil)
    return terminal
  }

  @Test("logged in elsewhere after the start: S connects and syncs")
  func loginElsewhere() throws {
    let credentials = Credentials([nil, Self.account])
    _ = try Self.run([.character("S"), .character("q")], connector: credentials, server: nil)
    #expect(credentials.made.count == 1)
    #expect(credentials.made.first?.requests == ["sync"])
  }

  @Test("the same credentials keep the server they made")
  func sameCredentials() throws {
    let credentials = Credentials([Self.account])
    let running = RequestRecorder()
    _ = try Self.run([.character("S"), .character("q")], connector: credentials, server: running)
    #expect(credentials.made.isEmpty, "no second server for the same credentials")
    #expect(running.requests.filter { $0 == "sync" }.count == 2, "the start's and S's")
  }

  @Test("logged out elsewhere: S does not sync and says how to log in")
  func logoutElsewhere() throws {
    let credentials = Credentials([Self.account, nil])
    let running = RequestRecorder()
    let terminal = try Self.run([.character("S")], connector: credentials, server: running)
    let syncs = running.requests.filter { $0 == "sync" }.count
    #expect(syncs == 1, "the start's only")
    #expect(terminal.painted.last?.text.contains("dogear login") == true)
  }
}
