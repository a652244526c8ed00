import DogearTestSupport
import Foundation
import Testing

/// Without libchafa, gdk-pixbuf or libcurl installed, dogear says so and goes on (issue 26);
/// without ncursesw it says so and stops (issue 45); without libxml2, what parses no article
/// works and what does says why (issue 41: libxml2 is opened on first use). A library is
/// hidden from one dogear run by mounting an empty file over it in a mount namespace of that
/// run's own (`unshare -m`, which needs root), so the machine's copy is never touched.
@Suite(
  "Picture and network libraries missing", .serialized,
  .enabled(if: LibraryHiding.works, "needs root and unshare(1) to hide a library"))
struct MissingLibrariesTests {
  static let unshare = LibraryHiding.unshare

  /// Where the dynamic loader finds `soname` (its cache, as `dlopen` looks it up).
  static func path(of soname: String) throws -> String {
    let cache = try DogearProcess.run(
      ["-p"], environment: ["PATH": "/usr/bin:/bin"],
      executable: URL(fileURLWithPath: "/sbin/ldconfig"))
    let line = cache.output.split(separator: "\n").first {
      $0.trimmingCharacters(in: .whitespaces).hasPrefix(soname + " ")
    }
    let path = line?.components(separatedBy: " => ").last
    return try #require(path, "\(soname) is not in the loader's cache")
  }

  /// `arguments` for unshare: `command` run with `soname` hidden behind an empty file.
  static func hiding(_ soname: String, empty: URL, then command: [String]) throws -> [String] {
    let script = "mount --bind \"$1\" \"$2\" && shift 2 && exec \"$@\""
    return ["-m", "/bin/sh", "-c", script, "sh", empty.path, try path(of: soname)] + command
  }

  static func freshFolder() throws -> URL {
    let folder = try TestSupport.freshFolder("dogear-missing")
    try Data().write(to: folder.appendingPathComponent("empty"))
    return folder
  }

  @Test("without libcurl, login says libcurl is missing")
  func noCurl() throws {
    let folder = try Self.freshFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    var environment = DogearProcess.environment(home: folder)
    environment["READECK_TOKEN"] = "token"
    let command = [
      TestSupport.dogearBinary.path, "login", "--allow-http", "http://127.0.0.1:9",
    ]
    let run = try DogearProcess.run(
      try Self.hiding("libcurl.so.4", empty: folder.appendingPathComponent("empty"), then: command),
      environment: environment, executable: Self.unshare)
    #expect(run.status == 1)
    #expect(
      run.errors
        == "dogear: libcurl is missing (libcurl.so.4): install libcurl (Debian: libcurl4) "
        + "to talk to a server\n")
  }

  @Test("without libchafa, the reader shows the picture's alt text and says why")
  func noChafa() throws {
    try #require(TmuxSession.isAvailable, "tmux is not installed")
    let folder = try Self.freshFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let arguments = try Self.hiding(
      "libchafa.so.0", empty: folder.appendingPathComponent("empty"),
      then: [TestSupport.dogearBinary.path, "open", PictureEndToEndTests.article])
    let command = ([Self.unshare.path] + arguments).map { "'\($0)'" }.joined(separator: " ")
    let session = try TmuxSession(command: command, columns: 80, rows: 24)
    defer { session.kill() }
    let screen = try session.waitFor(timeout: 15) {
      $0.contains("pictures need libchafa and gdk-pixbuf (libchafa.so.0 is missing)")
    }
    #expect(screen.contains("[image: A Field Guide to Slow Rivers]"))
    try session.sendKeys("q")
    #expect(try session.waitForExit() == 0)
  }
}

extension MissingLibrariesTests {
  @Test("without ncursesw, the list says ncursesw is missing, not that TERM is wrong")
  func noCurses() throws {
    let folder = try Self.freshFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    // script(1) gives dogear a terminal of its own (it refuses a pipe before anything else).
    let command = [
      "/usr/bin/script", "-qec", TestSupport.shellQuoted(TestSupport.dogearBinary), "/dev/null",
    ]
    var environment = DogearProcess.environment(home: folder)
    environment["TERM"] = "xterm-256color"
    let run = try DogearProcess.run(
      try Self.hiding(
        "libncursesw.so.6", empty: folder.appendingPathComponent("empty"), then: command),
      environment: environment, executable: Self.unshare)
    #expect(run.status == 1, "\(run.output)\(run.errors)")
    #expect(
      run.output.contains(
        "dogear: ncursesw is missing (libncursesw.so.6): install ncursesw (Debian: libncursesw6)"),
      "\(run.output)\(run.errors)")
    #expect(!run.output.contains("TERM"), "\(run.output)")
  }

  @Test("without gdk-pixbuf, the reader shows the picture's alt text and says why")
  func noPixbuf() throws {
    try #require(TmuxSession.isAvailable, "tmux is not installed")
    let folder = try Self.freshFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let arguments = try Self.hiding(
      "libgdk_pixbuf-2.0.so.0", empty: folder.appendingPathComponent("empty"),
      then: [TestSupport.dogearBinary.path, "open", PictureEndToEndTests.article])
    let command = ([Self.unshare.path] + arguments).map { "'\($0)'" }.joined(separator: " ")
    let session = try TmuxSession(command: command, columns: 80, rows: 24)
    defer { session.kill() }
    let screen = try session.waitFor(timeout: 15) {
      $0.contains("pictures need libchafa and gdk-pixbuf (libgdk_pixbuf-2.0.so.0 is missing)")
    }
    #expect(screen.contains("[image: A Field Guide to Slow Rivers]"))
    try session.sendKeys("q")
    #expect(try session.waitForExit() == 0)
  }
}

/// Whether this run may make a mount namespace of its own (root, and unshare installed).
enum LibraryHiding {
  static let unshare = URL(fileURLWithPath: "/usr/bin/unshare")

  static var works: Bool {
    guard DogearProcess.isBuilt, FileManager.default.isExecutableFile(atPath: unshare.path)
    else { return false }
    let tried = try? DogearProcess.run(
      ["-m", "/bin/true"], environment: ["PATH": "/usr/bin:/bin"], executable: unshare)
    return tried?.status == 0
  }
}

extension MissingLibrariesTests {
  @Test("without libespeak-ng, listen says what to install and writes nothing")
  func noEspeak() throws {
    let folder = try Self.freshFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let wav = folder.appendingPathComponent("x.wav")
    let command = [
      TestSupport.dogearBinary.path, "listen", ListenEndToEndTests.article, "--wav", wav.path,
    ]
    let run = try DogearProcess.run(
      try Self.hiding(
        "libespeak-ng.so.1", empty: folder.appendingPathComponent("empty"), then: command),
      environment: DogearProcess.environment(home: folder, fixtures: ListenEndToEndTests.fixtures),
      executable: Self.unshare)
    #expect(run.status == 1)
    #expect(
      run.errors
        == "dogear: Listening needs espeak-ng (libespeak-ng.so.1 not found): install libespeak-ng1\n"
    )
    #expect(!FileManager.default.fileExists(atPath: wav.path))
  }
}

extension MissingLibrariesTests {
  static let noXML2 =
    "dogear: libxml2 is missing (libxml2.so.2): install libxml2 (Debian: libxml2) to read "
    + "articles\n"

  /// `command` run with libxml2 hidden, in a fresh home holding `article.html`.
  static func withoutXML2(_ command: (URL) -> [String], pty: Bool = false) throws
    -> DogearProcess.Result
  {
    let folder = try freshFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let article = folder.appendingPathComponent("article.html")
    try Data("<p>Slow rivers carry their silt a long way.</p>".utf8).write(to: article)
    var environment = DogearProcess.environment(home: folder)
    environment["TERM"] = "xterm-256color"
    var line = [TestSupport.dogearBinary.path] + command(article)
    if pty {
      // script(1) gives dogear a terminal of its own (it refuses a pipe before anything else).
      line = [
        "/usr/bin/script", "-qec", line.map(TestSupport.shellQuoted).joined(separator: " "),
        "/dev/null",
      ]
    }
    return try DogearProcess.run(
      try hiding("libxml2.so.2", empty: folder.appendingPathComponent("empty"), then: line),
      environment: environment, executable: unshare)
  }

  @Test("without libxml2, a command that parses nothing starts and ends as usual")
  func noXML2Needed() throws {
    let version = try Self.withoutXML2 { _ in ["--version"] }
    #expect(version.status == 0 && version.output.hasPrefix("dogear "), "\(version.errors)")
    let list = try Self.withoutXML2 { _ in ["list"] }
    #expect(list.status == 0 && list.errors.isEmpty, "\(list.errors)")
  }

  @Test("without libxml2, dump says libxml2 is missing")
  func noXML2Dump() throws {
    let run = try Self.withoutXML2 { ["dump", $0.path] }
    #expect(run.status == 1)
    #expect(run.errors == Self.noXML2)
    #expect(run.output.isEmpty)
  }

  @Test("without libxml2, the reader says libxml2 is missing before it takes the screen")
  func noXML2Reader() throws {
    let run = try Self.withoutXML2({ ["open", $0.path] }, pty: true)
    #expect(run.status == 1, "\(run.output)\(run.errors)")
    #expect(run.output.contains(Self.noXML2.dropLast()), "\(run.output)")
    // Nothing was drawn: no switch to the alternate screen.
    #expect(!run.output.contains("\u{1B}[?1049h"), "\(run.output)")
  }
}
