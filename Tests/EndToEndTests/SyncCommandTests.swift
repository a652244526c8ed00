import DogearTestSupport
import Foundation
import Testing

/// `dogear login`, `logout` and `sync` as a person runs them, against the fake server.
@Suite("Sync commands end to end")
struct SyncCommandTests {
  struct Run {
    var status: Int32
    var stdout: String
    var stderr: String
    var all: String { stdout + stderr }
  }

  /// Runs the binary with a fresh environment of our own (so no outer READECK_TOKEN leaks in),
  /// on a Dispatch thread: waiting for a process must not block the cooperative pool.
  static func dogear(
    _ arguments: [String], home: URL, extra: [String: String] = [:], stdin: String? = nil
  ) async throws -> Run {
    try await withCheckedThrowingContinuation { continuation in
      DispatchQueue.global().async {
        continuation.resume(
          with: Result {
            try runBlocking(arguments, home: home, extra: extra, stdin: stdin)
          })
      }
    }
  }

  private static func runBlocking(
    _ arguments: [String], home: URL, extra: [String: String], stdin: String?
  ) throws -> Run {
    var environment = ["DOGEAR_HOME": home.path, "HOME": home.path, "LANG": "C.UTF-8"]
    environment["PATH"] = ProcessInfo.processInfo.environment["PATH"]
    let run = try DogearProcess.run(
      arguments, environment: environment.merging(extra) { $1 },
      input: Data((stdin ?? "").utf8))
    return Run(status: run.status, stdout: run.output, stderr: run.errors)
  }

  static func freshHome() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "dogear-sync-e2e-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  static func mode(of url: URL) throws -> Int {
    let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
    return ((attributes[.posixPermissions] as? NSNumber)?.intValue ?? 0) & 0o777
  }

  /// Every byte dogear left in its folder, to look for the token in.
  static func everything(in home: URL) throws -> [(String, Data)] {
    let names = FileManager.default.enumerator(atPath: home.path)?.allObjects as? [String] ?? []
    return names.compactMap { name in
      let url = home.appendingPathComponent(name)
      var isFolder: ObjCBool = false
      guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder),
        !isFolder.boolValue, let data = try? Data(contentsOf: url)
      else { return nil }
      return (name, data)
    }
  }

  @Test("login with READECK_TOKEN keeps the token in a 0600 file only, and never shows it")
  func loginWithToken() async throws {
    let server = try await FakeReadeckServer.start(bookmarks: 3, token: "sekret-token-4f9a")
    defer { server.stop() }
    let home = try Self.freshHome()
    defer { try? FileManager.default.removeItem(at: home) }
    let address = server.baseURL.absoluteString
    let login = try await Self.dogear(
      ["login", address], home: home, extra: ["READECK_TOKEN": "sekret-token-4f9a"])
    #expect(login.status == 0, "\(login.all)")
    #expect(login.stdout == "connected to \(address) as reader\n")
    let file = home.appendingPathComponent("credentials.json")
    #expect(try Self.mode(of: file) == 0o600)
    let sync = try await Self.dogear(["sync"], home: home)
    #expect(sync.status == 0, "\(sync.all)")
    for run in [login, sync] { #expect(!run.all.contains("sekret")) }
    let holders = try Self.everything(in: home).filter {
      $0.1.range(of: Data("sekret-token-4f9a".utf8)) != nil
    }
    #expect(holders.map(\.0) == ["credentials.json"])
  }

  @Test("login with --token-stdin reads the token from a pipe")
  func loginFromStdin() async throws {
    let server = try await FakeReadeckServer.start(bookmarks: 1)
    defer { server.stop() }
    let home = try Self.freshHome()
    defer { try? FileManager.default.removeItem(at: home) }
    let run = try await Self.dogear(
      ["login", "--token-stdin", server.baseURL.absoluteString], home: home,
      stdin: server.token + "\n")
    #expect(run.status == 0, "\(run.all)")
    #expect(!run.all.contains(server.token))
  }

  @Test("a refused token is reported with what to do, and nothing is stored")
  func refusedToken() async throws {
    let server = try await FakeReadeckServer.start(bookmarks: 1)
    defer { server.stop() }
    let home = try Self.freshHome()
    defer { try? FileManager.default.removeItem(at: home) }
    let address = server.baseURL.absoluteString
    let run = try await Self.dogear(
      ["login", address], home: home, extra: ["READECK_TOKEN": "not-the-token"])
    #expect(run.status == 1)
    #expect(run.stderr == "dogear: the server refused the token: run `dogear login \(address)`\n")
    #expect(!run.all.contains("not-the-token"))
    let file = home.appendingPathComponent("credentials.json")
    #expect(!FileManager.default.fileExists(atPath: file.path))
  }

  @Test("plain http is refused for a remote host unless --allow-http is given")
  func plainHTTP() async throws {
    let home = try Self.freshHome()
    defer { try? FileManager.default.removeItem(at: home) }
    let token = ["READECK_TOKEN": "t"]
    let refused = try await Self.dogear(
      ["login", "http://no-such-host.invalid"], home: home, extra: token)
    #expect(refused.status == 1)
    #expect(refused.stderr.contains("refusing plain http to http://no-such-host.invalid"))
    let allowed = try await Self.dogear(
      ["login", "--allow-http", "http://no-such-host.invalid"], home: home, extra: token)
    #expect(allowed.status == 1)
    #expect(allowed.stderr == "dogear: cannot find the server no-such-host.invalid (DNS)\n")
  }

  @Test("with no token and no terminal, login runs the device flow; logout revokes it")
  func deviceFlowAndLogout() async throws {
    let server = try await FakeReadeckServer.start(bookmarks: 2)
    defer { server.stop() }
    try await server.admin(["device": ["mode": "approve", "after": 1, "interval": 0.05]])
    let home = try Self.freshHome()
    defer { try? FileManager.default.removeItem(at: home) }
    let fast = ["DOGEAR_OAUTH_MIN_INTERVAL": "0"]
    let login = try await Self.dogear(
      ["login", server.baseURL.absoluteString], home: home, extra: fast)
    #expect(login.status == 0, "\(login.all)")
    #expect(login.stderr.contains("enter the code ABCDEFGH"))
    #expect(login.stderr.contains("\(server.baseURL.absoluteString)/device"))
    let saved = try Data(contentsOf: home.appendingPathComponent("credentials.json"))
    let json = try #require(try JSONSerialization.jsonObject(with: saved) as? [String: Any])
    let token = try #require(json["token"] as? String)
    #expect(json["oauth"] as? Bool == true)
    #expect(!login.all.contains(token))
    let logout = try await Self.dogear(["logout"], home: home)
    #expect(logout.status == 0, "\(logout.all)")
    #expect(try await server.requests("POST", prefix: "/api/oauth/revoke").count == 1)
    #expect(
      !FileManager.default.fileExists(atPath: home.appendingPathComponent("credentials.json").path))
    let denied = try await Self.dogear(["sync"], home: home)
    #expect(
      denied.stderr == "dogear: not connected to a Readeck server: run `dogear login <server>`\n")
  }

  @Test("sync prints plain progress lines and a summary, and the list then has the bookmarks")
  func syncCommand() async throws {
    let server = try await FakeReadeckServer.start(bookmarks: 12)
    defer { server.stop() }
    let home = try Self.freshHome()
    defer { try? FileManager.default.removeItem(at: home) }
    _ = try await Self.dogear(
      ["login", server.baseURL.absoluteString], home: home, extra: ["READECK_TOKEN": server.token])
    let sync = try await Self.dogear(["sync"], home: home)
    #expect(sync.status == 0, "\(sync.all)")
    #expect(sync.stderr.contains("bookmarks: 12/12\n"))
    #expect(sync.stdout.hasPrefix("synced: 12 bookmarks updated"))
    let list = try await Self.dogear(["list"], home: home)
    for id in try await server.bookmarkIDs() { #expect(list.stdout.contains(id)) }
    await server.stopAndWait()
    let offline = try await Self.dogear(["sync"], home: home)
    #expect(offline.status == 1)
    #expect(offline.stderr == "dogear: cannot connect to 127.0.0.1: is the server running?\n")
  }
}
