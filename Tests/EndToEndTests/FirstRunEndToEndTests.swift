import DogearTestSupport
import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Issue 41: the very first run draws its first frame before the library is on the disk for
/// good (no fsync before it), and a file opened then before it is stored; it loses nothing
/// when killed right after that frame.
@Suite(
  "The first run end to end", .serialized,
  .enabled(if: TmuxSession.isAvailable, "tmux is not installed: end-to-end tests skipped"))
struct FirstRunEndToEndTests {
  /// The addresses `dogear list` shows, the demo's test library installed.
  static func listed(_ home: URL) throws -> [String] {
    let environment = DogearProcess.environment(home: home, fixtures: DogearProcess.testFixtures)
    return try DogearProcess.listJSON(environment: environment).compactMap {
      $0["url"] as? String
    }
  }

  /// Writes a file of its own into the pane's home and opens it on the first run, the
  /// demo's fixtures at hand; returns once its words are on the screen.
  static func openMine(in pane: DogearPane) throws -> (URL, DogearPane.Run) {
    let file = pane.home.appendingPathComponent("mine.html")
    try Data("<title>Mine</title><p>Words of my own on the very first run.</p>".utf8)
      .write(to: file)
    let fixtures = "DOGEAR_FIXTURES=" + TestSupport.shellQuoted(DogearProcess.testFixtures.path)
    let run = try pane.start("open \(TestSupport.shellQuoted(file))", environment: fixtures)
    try pane.session.waitFor(text: "Words of my own on the very first run")
    return (file, run)
  }

  @Test("the first run opening a file shows it, and q at once keeps it, without the demo")
  func openingAFileLeftAtOnce() throws {
    let pane = try DogearPane()
    defer { pane.kill() }
    let library = pane.home.appendingPathComponent("library.sqlite")
    #expect(!FileManager.default.fileExists(atPath: library.path))
    let (file, run) = try Self.openMine(in: pane)
    // The file is stored right after the first frame: leaving waits for it.
    try pane.session.sendKeys("q")
    #expect(try pane.waitForEnd(of: run) == 0)
    #expect(try Self.listed(pane.home) == [file.absoluteString])
  }

  @Test("the first run opening a file, killed right after its first frame, opens it again")
  func openingAFileKilled() throws {
    let pane = try DogearPane()
    defer { pane.kill() }
    let (file, run) = try Self.openMine(in: pane)
    kill(try pane.pid(of: run), SIGKILL)
    #expect(try pane.waitForEnd(of: run) != 0)
    // Killed before or after its store, nothing is lost: the file is still there, the
    // library opens, and the file is added again or found already there, once.
    let (status, output, errors) = try pane.command(
      ["add", file.path], adding: ["DOGEAR_FIXTURES": DogearProcess.testFixtures.path])
    #expect(status == 0, "\(errors)")
    #expect(output.split(separator: "\n").count == 1)
    #expect(try Self.listed(pane.home) == [file.absoluteString])
  }

  @Test("the first run of the list shows the demo, and the next start finds it kept")
  func listShowsDemo() throws {
    let pane = try DogearPane()
    defer { pane.kill() }
    let fixtures = "DOGEAR_FIXTURES=" + TestSupport.shellQuoted(DogearProcess.testFixtures.path)
    let run = try pane.start("", environment: fixtures)
    let screen = try pane.session.waitFor(text: "Slow rivers")
    try pane.session.sendKeys("q")
    #expect(try pane.waitForEnd(of: run) == 0, "\(screen)")
    #expect(try Set(Self.listed(pane.home)).count == 2)
  }
}
