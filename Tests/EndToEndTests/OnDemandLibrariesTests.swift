import DogearTestSupport
import Foundation
import Testing

/// One `dogear` for every command (issue 26): libchafa, gdk-pixbuf, GLib, libcurl and ncurses
/// are not linked, only opened when a picture is drawn, a request sent or a screen started, so
/// the quick commands start as a program without them would (Sources/DogearCommandLine/NOTES.md, "One executable").
/// The dynamic loader's own log (`LD_DEBUG=files`) says which libraries a run mapped.
@Suite(
  "Picture and network libraries loaded only when used", .serialized,
  .enabled(if: DogearProcess.isBuilt, Comment(rawValue: DogearProcess.notBuilt)))
struct OnDemandLibrariesTests {
  /// File-name stems of the libraries opened on demand, and of those they bring along.
  static let onDemand = [
    "libchafa", "libgdk_pixbuf", "libglib-2.0", "libgobject-2.0", "libgio-2.0", "libcurl",
    "libncursesw", "libtinfo",
  ]

  /// The on-demand libraries named in the loader's log `text` ("file=libchafa.so.0 [0]; ...").
  static func mapped(in text: String) -> [String] {
    onDemand.filter { text.contains("file=\($0).so") }
  }

  static func freshHome() throws -> URL {
    return try TestSupport.freshFolder("dogear-on-demand")
  }

  @Test("the shipped binary needs none of them (no DT_NEEDED entry)")
  func notNeeded() throws {
    let dynamic = try DogearProcess.run(
      ["-d", TestSupport.dogearBinary.path], environment: ["PATH": "/usr/bin:/bin"],
      executable: URL(fileURLWithPath: "/usr/bin/readelf"))
    try #require(dynamic.status == 0, "\(dynamic.errors)")
    let needed = dynamic.output.split(separator: "\n").filter { $0.contains("(NEEDED)") }
    // The dynamic section was read: the libraries that are linked are listed.
    #expect(needed.contains { $0.contains("[libsqlite3.so") }, "\(needed)")
    let onDemand = needed.filter { line in
      (Self.onDemand + ["libxml2", "libicuuc"]).contains { line.contains("[\($0).so") }
    }
    #expect(onDemand.isEmpty, "\(onDemand)")
  }

  @Test(
    "--version, list and dump of a small article map none of them",
    arguments: [
      ["--version"], ["list", "--json"], ["dump", "tiny-note", "--width", "60"],
    ])
  func quickCommands(arguments: [String]) throws {
    let home = try Self.freshHome()
    defer { try? FileManager.default.removeItem(at: home) }
    var environment = DogearProcess.environment(home: home)
    environment["DOGEAR_FIXTURES"] = nil  // the installed demo: tiny-note is one of its articles
    environment["LD_DEBUG"] = "files"
    let run = try DogearProcess.run(arguments, environment: environment)
    #expect(run.status == 0, "\(run.errors.suffix(2000))")
    // The log was written: the linked libraries appear in it.
    #expect(run.errors.contains("file=libsqlite3.so"), "\(run.errors.prefix(500))")
    #expect(Self.mapped(in: run.errors).isEmpty, "\(Self.mapped(in: run.errors))")
  }

  /// libxml2 and the ICU it needs (issue 41): opened by the first parse, not linked. The
  /// library is made first (the first run parses the demo's articles into it).
  @Test(
    "libxml2 and ICU are mapped by what parses an article, not by --version or list",
    arguments: [
      (["--version"], false), (["list", "--json"], false), (["dump", "tiny-note"], true),
    ])
  func htmlParser(arguments: [String], parses: Bool) throws {
    let home = try Self.freshHome()
    defer { try? FileManager.default.removeItem(at: home) }
    var environment = DogearProcess.environment(home: home)
    environment["DOGEAR_FIXTURES"] = nil  // the installed demo: tiny-note is one of its articles
    let made = try DogearProcess.run(["list"], environment: environment)
    try #require(made.status == 0, "\(made.errors)")
    environment["LD_DEBUG"] = "files"
    let run = try DogearProcess.run(arguments, environment: environment)
    #expect(run.status == 0, "\(run.errors.suffix(2000))")
    #expect(run.errors.contains("file=libsqlite3.so"), "\(run.errors.prefix(500))")
    #expect(run.errors.contains("file=libxml2.so.2 [0];  dynamically loaded by") == parses)
    #expect(run.errors.contains("file=libicuuc.so") == parses)
  }

  @Test("a sync opens libcurl (and no picture library, no curses)")
  func syncOpensCurl() async throws {
    let server = try await FakeReadeckServer.start(bookmarks: 2)
    defer { server.stop() }
    let home = try Self.freshHome()
    defer { try? FileManager.default.removeItem(at: home) }
    var environment = DogearProcess.environment(home: home)
    environment["READECK_TOKEN"] = server.token
    let address = server.baseURL.absoluteString
    let login = try DogearProcess.run(["login", address], environment: environment)
    #expect(login.status == 0, "\(login.errors)")
    environment["LD_DEBUG"] = "files"
    let sync = try DogearProcess.run(["sync"], environment: environment)
    #expect(sync.status == 0, "\(sync.errors.suffix(2000))")
    #expect(sync.errors.contains("file=libcurl.so.4 [0];  dynamically loaded by"))
    #expect(Self.mapped(in: sync.errors) == ["libcurl"], "\(Self.mapped(in: sync.errors))")
  }

  @Test("opening an article with a picture opens ncurses, chafa and gdk-pixbuf, and draws it")
  func pictureOpensChafa() throws {
    try #require(TmuxSession.isAvailable, "tmux is not installed")
    let log = try Self.freshHome()
    defer { try? FileManager.default.removeItem(at: log) }
    let session = try PictureEndToEndTests.open(environment: [
      "LD_DEBUG": "files", "LD_DEBUG_OUTPUT": log.appendingPathComponent("loader").path,
    ])
    defer { session.kill() }
    try session.waitFor(timeout: 15, escapes: true) {
      PictureEndToEndTests.pictureRows($0).count >= 4
    }
    try session.sendKeys("q")
    _ = try? session.waitForExit()
    // The loader writes each process's log to loader.<pid>: tmux's, the shell's and dogear's;
    // only dogear opens these libraries.
    let files = try FileManager.default.contentsOfDirectory(atPath: log.path)
    let text = try files.map {
      try String(contentsOf: log.appendingPathComponent($0), encoding: .utf8)
    }.joined()
    #expect(text.contains("file=libncursesw.so.6 [0];  dynamically loaded by"), "\(files)")
    #expect(text.contains("file=libchafa.so.0 [0];  dynamically loaded by"), "\(files)")
    #expect(text.contains("file=libgdk_pixbuf-2.0.so.0 [0];  dynamically loaded by"))
    #expect(!text.contains("file=libcurl.so"))
  }
}
