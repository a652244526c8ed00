import DogearTestSupport
import Foundation
import Testing

/// Issue 12: a save that fails (the library locked by another process, a full disk) stays
/// pending, is retried, and is written before dogear exits; when it truly cannot be, the exit
/// says so on stderr and the status is 1. The decisions are tested in process
/// (PendingSavesTests); these show the real store and terminal agree.
@Suite(
  "Failed saves end to end", .serialized,
  .enabled(if: TmuxSession.isAvailable, "tmux is not installed: end-to-end tests skipped"))
struct FailedSaveEndToEndTests {
  static let article = ReaderEndToEndTests.longArticle
  static let notSaved = "Waiting to save the position"

  /// Opens the article with DOGEAR_HOME at `home` and waits for the reader.
  private func open(_ pane: DogearPane, home: URL) throws -> DogearPane.Run {
    let run = try pane.start(
      "open \(Self.article)", environment: "DOGEAR_HOME=\(TestSupport.shellQuoted(home))")
    try ReaderEndToEndTests.waitForReader(pane)
    return run
  }

  /// Pages down until a save was attempted and failed (the status line says so); returns
  /// the percent on the bar then.
  private func readUntilSaveFails(_ pane: DogearPane) throws -> Int {
    for _ in 0..<4 {
      try pane.session.sendKeys("PageDown")
      if let screen = try? pane.waitFor(timeout: 8, { $0.last?.contains(Self.notSaved) == true }) {
        return try #require(
          ReaderScreen(lines: screen, title: ReaderEndToEndTests.title).barPercent)
      }
    }
    Issue.record("no failed save: \(try pane.lines().joined(separator: "\n"))")
    return -1
  }

  @Test("a save refused by a held lock is written on quit once the lock goes, and kept")
  func heldLock() throws {
    let pane = try DogearPane()
    defer { pane.kill() }
    let run = try open(pane, home: pane.home)
    let lock = try LibraryLock(database: pane.home.appendingPathComponent("library.sqlite"))
    let percent = try readUntilSaveFails(pane)
    #expect(percent > 0)
    // The lock goes while the save still waits (the status line says so) and q follows at
    // once: the retry timer is a second or more away, so what writes the save is the quit.
    lock.release()
    try pane.session.sendKeys("q")
    #expect(try pane.waitForEnd(of: run, timeout: 20) == 0)
    #expect(try pane.savedProgress(Self.article) == percent, "the failed save was not lost")
  }

  @Test("a lock held across quit and restart: quitting takes about a second, nothing is lost")
  func heldLockAcrossRestart() throws {
    let pane = try DogearPane()
    defer { pane.kill() }
    let run = try open(pane, home: pane.home)
    let lock = try LibraryLock(database: pane.home.appendingPathComponent("library.sqlite"))
    let percent = try readUntilSaveFails(pane)
    let quit = Date()
    try pane.session.sendKeys("q")
    #expect(try pane.waitForEnd(of: run, timeout: 10) == 0)
    #expect(Date().timeIntervalSince(quit) < 4, "quitting waits about a second, not 20")
    let journal = pane.home.appendingPathComponent("pending-saves.jsonl")
    #expect(try String(contentsOf: journal, encoding: .utf8).contains(Self.article))
    lock.release()
    #expect(try pane.savedProgress(Self.article) == percent, "the next start wrote it in")
  }

  @Test(
    "on a full disk the exit says the position was not saved, after the terminal is back",
    .enabled(if: SmallDisk.canMount, "mounting a tmpfs was refused"))
  func fullDiskAtExit() throws {
    let disk = try SmallDisk()
    defer { disk.unmount() }
    _ = try DogearPane.command(["list"], home: disk.folder)  // seeds the demo library
    let pane = try DogearPane()
    defer { pane.kill() }
    let run = try open(pane, home: disk.folder)
    disk.fill()
    let percent = try readUntilSaveFails(pane)
    try pane.session.sendKeys("q")
    #expect(try pane.waitForEnd(of: run, timeout: 20) == 1)
    let screen = try pane.session.capturePane()
    #expect(screen.contains("dogear: reading position not saved (\(Self.article) at \(percent)%)"))
    #expect(screen.contains("the disk is full") || screen.contains("could not write"))
    let stty = try pane.sttySnapshots(ofRun: 1)
    #expect(stty.before == stty.after)
  }

  @Test(
    "on a full disk a failed save is retried while reading and lands once space is freed",
    .enabled(if: SmallDisk.canMount, "mounting a tmpfs was refused"))
  func fullDiskRetry() throws {
    let disk = try SmallDisk()
    defer { disk.unmount() }
    _ = try DogearPane.command(["list"], home: disk.folder)
    let pane = try DogearPane()
    defer { pane.kill() }
    let run = try open(pane, home: disk.folder)
    disk.fill()
    let percent = try readUntilSaveFails(pane)
    disk.free()
    let written = try Poll.until(timeout: 10) {
      try savedProgress(home: disk.folder) == percent ? true : nil
    }
    #expect(written == true, "the retry timer wrote it")
    try pane.session.sendKeys("q")
    #expect(try pane.waitForEnd(of: run) == 0)
  }

  private func savedProgress(home: URL) throws -> Int? {
    let (_, output, _) = try DogearPane.command(["list", "--json"], home: home)
    let entries = try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [[String: Any]]
    return entries?.first { $0["id"] as? String == Self.article }?["progress"] as? Int
  }
}
