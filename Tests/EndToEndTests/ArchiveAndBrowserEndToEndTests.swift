import DogearTestSupport
import Foundation
import Testing

/// `A` and `O` in the list on the release binary with the demo library (issue 16, "Around the
/// list"): every finished bookmark archived and one `u` taking it back; the selected
/// bookmark's own address handed to `$BROWSER` as one argument.
@Suite(
  "A and O end to end",
  .enabled(if: TmuxSession.isAvailable, "tmux is not installed: end-to-end tests skipped"))
struct ArchiveAndBrowserEndToEndTests {
  static let finished = "Welcome to dogear"

  @Test("A archives the finished bookmark, u brings it back, and A again lasts a restart")
  func archiveFinished() throws {
    let pane = try DogearPane()
    defer { pane.kill() }
    let run = try pane.start("")
    try ListEndToEndTests.waitForList(pane)
    try pane.waitFor { ListEndToEndTests.row(Self.finished, in: $0) != nil }
    try pane.session.sendKeys("A")
    try pane.waitFor { $0.last?.contains("Archived 1 finished bookmark (u undoes)") == true }
    try pane.session.sendKeys("u")
    try pane.waitFor { $0.last?.contains("Undone") == true }
    try pane.session.sendKeys("5")
    var lines = try pane.waitFor { $0[0].contains("archived") }
    #expect(ListEndToEndTests.row(Self.finished, in: lines) == nil, "undone: \(lines)")
    try pane.session.sendKeys("1")
    try pane.waitFor { ListEndToEndTests.row(Self.finished, in: $0) != nil }
    try pane.session.sendKeys("A")
    try pane.waitFor { $0.last?.contains("Archived 1 finished bookmark") == true }
    try pane.session.sendKeys("A")
    try pane.waitFor { $0.last?.contains("No finished bookmark to archive here") == true }
    try pane.session.sendKeys("q")
    #expect(try pane.waitForEnd(of: run) == 0)
    let again = try pane.start("")
    try ListEndToEndTests.waitForList(pane)
    try pane.session.sendKeys("5")
    lines = try pane.waitFor { ListEndToEndTests.row(Self.finished, in: $0) != nil }
    #expect(lines[0].contains("archived"), "\(lines)")
    try pane.session.sendKeys("q")
    #expect(try pane.waitForEnd(of: again) == 0)
  }

  @Test("O hands the selected bookmark's own address to the browser, as one argument")
  func openAddress() throws {
    let folder = try TestSupport.freshFolder("dogear-O")
    defer { try? FileManager.default.removeItem(at: folder) }
    let log = folder.appendingPathComponent("argv.log")
    let browser = try LinkOpenerEndToEndTests.fakeBrowser(in: folder, log: log)
    let pane = try DogearPane(environment: ["BROWSER": browser.path])
    defer { pane.kill() }
    let run = try pane.start("")
    let lines = try ListEndToEndTests.waitForList(pane)
    #expect(lines[2].contains("A Field Guide to Slow Rivers"), "\(lines)")
    try pane.session.sendKeys("O")
    try LinkOpenerEndToEndTests.waitForLog(log, invocations: 1)
    let recorded = try String(contentsOf: log, encoding: .utf8)
    #expect(recorded == "https://rivers.example/essays/a-field-guide-to-slow-rivers\nend\n")
    try pane.session.sendKeys("q")
    #expect(try pane.waitForEnd(of: run) == 0)
  }
}
