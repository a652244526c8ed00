import DogearTestSupport
import Foundation
import Testing

/// Issue 30: a library on a read-only mount is read by the shipped program. The reader says
/// the place cannot be saved there, and quitting has nothing to wait for (exit 0, no
/// journal); `dogear open FILE` shows a file the library cannot take, without adding it.
@Suite(
  "Read-only library end to end", .serialized,
  .enabled(if: TmuxSession.isAvailable, "tmux is not installed: end-to-end tests skipped"),
  .enabled(if: ReadOnlyMount.canMount, "a read-only bind mount was refused (needs root)"))
struct ReadOnlyLibraryEndToEndTests {
  static let article = ReaderEndToEndTests.longArticle
  static let readOnly = "This library is read-only: your place cannot be saved here"

  /// The demo library in a folder of its own, mounted read-only.
  static func readOnlyLibrary() throws -> (source: URL, mount: ReadOnlyMount) {
    let source = ReadOnlyMount.temporaryFolder()
    let seeded = try DogearPane.command(["list"], home: source)
    try #require(seeded.status == 0, "\(seeded.errors)")
    return (source, try ReadOnlyMount(of: source))
  }

  static func listed(_ home: URL) throws -> [[String: Any]] {
    try DogearProcess.listJSON(
      environment: DogearProcess.environment(home: home).merging(["LANG": "C.UTF-8"]) { $1 })
  }

  @Test("reading on a read-only library and quitting exits 0, saves and journals nothing")
  func readAndQuit() throws {
    let (source, mount) = try Self.readOnlyLibrary()
    defer {
      mount.unmount()
      try? FileManager.default.removeItem(at: source)
    }
    let before = try Self.listed(mount.folder)
    let pane = try DogearPane()
    defer { pane.kill() }
    let run = try pane.start(
      "open \(Self.article)", environment: "DOGEAR_HOME=\(TestSupport.shellQuoted(mount.folder))")
    _ = try ReaderEndToEndTests.waitForReader(pane)
    _ = try pane.waitFor(text: Self.readOnly)
    for _ in 0..<3 { try pane.session.sendKeys("PageDown") }
    _ = try pane.waitFor {
      ReaderScreen(lines: $0, title: ReaderEndToEndTests.title).barPercent ?? 0 > 0
    }
    let quit = Date()
    try pane.session.sendKeys("q")
    #expect(try pane.waitForEnd(of: run, timeout: 10) == 0)
    #expect(Date().timeIntervalSince(quit) < 2, "nothing to wait for on the way out")
    let screen = try pane.session.capturePane()
    #expect(!screen.contains("not saved") && !screen.contains("kept beside it"), "\(screen)")
    let journal = source.appendingPathComponent("pending-saves.jsonl")
    #expect(!FileManager.default.fileExists(atPath: journal.path))
    let after = try Self.listed(mount.folder)
    #expect(after.map { $0["progress"] as? Int } == before.map { $0["progress"] as? Int })
  }

  @Test("dogear open FILE on a read-only library shows the file, says so, adds nothing")
  func openFile() throws {
    let (source, mount) = try Self.readOnlyLibrary()
    defer {
      mount.unmount()
      try? FileManager.default.removeItem(at: source)
    }
    let folder = ReadOnlyMount.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("otters.html")
    let paragraphs = (0..<60).map { "<p>Otter note \($0): the river bends by the alders.</p>" }
    try Data(("<title>Otters at dusk</title><h1>Otters at dusk</h1>" + paragraphs.joined()).utf8)
      .write(to: file)
    let before = try Self.listed(mount.folder)
    let pane = try DogearPane()
    defer { pane.kill() }
    let run = try pane.start(
      "open \(TestSupport.shellQuoted(file))",
      environment: "DOGEAR_HOME=\(TestSupport.shellQuoted(mount.folder))")
    let shown = try pane.waitFor(text: "Otter note 1:")
    #expect(shown.last?.hasPrefix(Self.readOnly) == true, "\(shown.joined(separator: "\n"))")
    try pane.session.sendKeys("PageDown")
    _ = try pane.waitFor(text: "Otter note 15:")
    try pane.session.sendKeys("q")
    #expect(try pane.waitForEnd(of: run, timeout: 10) == 0)
    let after = try Self.listed(mount.folder)
    #expect(after.count == before.count, "the file was not added")
  }
}
