import DogearTestSupport
import Foundation
import Testing

/// Issue 37: `dogear open` answers `q` and Ctrl-C while its article is still being read. The
/// article comes through a FIFO the test holds open for writing after a first part of a page
/// (what `dogear open <(curl …)` gives a person on a slow network): the read never ends, so
/// the program can only leave if its loop answered the key while the read was blocked. No
/// timing: the test waits for the terminal to be taken (the alternate screen) and then for
/// the process to end.
@Suite(
  "Opening answers keys while its article cannot be read", .serialized,
  .enabled(if: TmuxSession.isAvailable, "tmux is not installed: end-to-end tests skipped"))
struct OpeningInterruptEndToEndTests {
  static let firstPart =
    "<html><head><title>Slow river</title></head><body><h1>Slow river</h1>"
    + "<p>The first part of a page whose rest has not come yet."

  /// A FIFO in the pane's home with the first part of a page written into it, held open for
  /// writing (O_RDWR opens it without waiting for a reader); the caller closes it.
  private func heldPipe(_ pane: DogearPane) throws -> (path: String, descriptor: Int32) {
    let path = pane.home.appendingPathComponent("slow-river.html").path
    try #require(mkfifo(path, 0o600) == 0)
    let descriptor = open(path, O_RDWR | O_CLOEXEC)
    try #require(descriptor >= 0)
    try write(Self.firstPart, to: descriptor)
    return (path, descriptor)
  }

  private func write(_ text: String, to descriptor: Int32) throws {
    let bytes = Array(text.utf8)
    let written = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
    try #require(written == bytes.count)
  }

  /// Waits until dogear has taken the terminal: the pane shows the alternate screen, empty
  /// (`dogear open` draws nothing until its article is there).
  private func waitForOpening(_ pane: DogearPane) throws {
    let taken = Poll.until(timeout: 20, interval: 0.05) { () -> Bool? in
      let answer = try? pane.session.command([
        "display-message", "-p", "-t", pane.session.sessionName, "#{alternate_on}",
      ])
      return answer?.trimmingCharacters(in: .whitespacesAndNewlines) == "1" ? true : nil
    }
    #expect(taken == true, "dogear never took the terminal")
    let rows = try pane.settled()
    #expect(rows.allSatisfy { $0.trimmingCharacters(in: .whitespaces).isEmpty }, "\(rows)")
  }

  /// The library's bookmarks' titles (`dogear list --json`).
  private func titles(_ pane: DogearPane) throws -> [String] {
    let (status, output, errors) = try pane.command(["list", "--json"])
    #expect(status == 0, "\(errors)")
    let entries = try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [[String: Any]]
    return (entries ?? []).compactMap { $0["title"] as? String }
  }

  /// `dogear open` on a pipe held open after half a page, once its screen is up: the run, and
  /// the pipe's writing descriptor for the caller to write to or close.
  private func openingHeldPipe(_ pane: DogearPane) throws -> (DogearPane.Run, Int32) {
    let pipe = try heldPipe(pane)
    let run = try pane.start("open \(TestSupport.shellQuoted(pipe.path))")
    try waitForOpening(pane)
    return (run, pipe.descriptor)
  }

  @Test("q leaves while the article's pipe is still being read: status 0, nothing added")
  func quitWhileReading() throws {
    let pane = try DogearPane()
    defer { pane.kill() }
    let (run, descriptor) = try openingHeldPipe(pane)
    defer { close(descriptor) }
    try pane.session.sendKeys("q")
    #expect(try pane.waitForEnd(of: run, timeout: 20) == 0)
    #expect(try !titles(pane).contains("Slow river"))
  }

  @Test("Ctrl-C leaves while the article's pipe is still being read: status 130")
  func interruptWhileReading() throws {
    let pane = try DogearPane()
    defer { pane.kill() }
    let (run, descriptor) = try openingHeldPipe(pane)
    defer { close(descriptor) }
    try pane.session.sendKeys("C-c")
    #expect(try pane.waitForEnd(of: run, timeout: 20) == 130)
    let (before, after) = try pane.sttySnapshots(ofRun: 1)
    #expect(before == after, "the terminal's settings are as they were")
  }

  @Test("the pipe's rest comes: the article shows, and is in the library afterwards")
  func restComes() throws {
    let pane = try DogearPane()
    defer { pane.kill() }
    let (run, descriptor) = try openingHeldPipe(pane)
    try write(" The rest came later.</p></body></html>", to: descriptor)
    close(descriptor)
    try pane.waitFor(text: "The rest came later.")
    try pane.session.sendKeys("q")
    #expect(try pane.waitForEnd(of: run, timeout: 20) == 0)
    #expect(try titles(pane).contains("Slow river"))
  }
}
