import DogearTestSupport
import Foundation
import Testing

/// The hero picture in the real program under a 256-colour tmux: drawn in the hero rows,
/// hidden and shown by `i` with the reading text kept on the reading row, and the framed alt
/// block under NO_COLOR.
@Suite(
  "Pictures at a terminal", .serialized,
  .enabled(if: TmuxSession.isAvailable, "tmux is not installed: end-to-end tests skipped"))
struct PictureEndToEndTests {
  static let article = "a-field-guide-to-slow-rivers"

  static func open(environment: [String: String] = [:]) throws -> TmuxSession {
    try #require(DogearProcess.isBuilt, Comment(rawValue: DogearProcess.notBuilt))
    return try TmuxSession(
      command: TestSupport.shellQuoted(TestSupport.dogearBinary) + " open " + article,
      columns: 80, rows: 24, environment: environment)
  }

  /// Screen rows (0-based) of a `capture-pane -e` dump that set a 256-colour background from
  /// the fixed palette (16-255): picture rows. The reader's text never uses those.
  static func pictureRows(_ capture: String) -> [Int] {
    capture.components(separatedBy: "\n").enumerated().compactMap { row, line in
      let backgrounds = line.components(separatedBy: "\u{1B}[").filter { sequence in
        guard let range = sequence.range(of: "48;5;") else { return false }
        let digits = sequence[range.upperBound...].prefix { $0.isNumber }
        return (Int(digits) ?? 0) >= 16
      }
      return backgrounds.isEmpty ? nil : row
    }
  }

  /// The text on the reading row (70% down the article viewport), which depends on whether
  /// the toolbar (row 3, under the 3-row bar) is showing.
  static func readingRowText(_ screen: String) -> String {
    let lines = screen.components(separatedBy: "\n")
    let toolbar = lines.count > 3 && lines[3].contains("A Field Guide to Slow Rivers ·")
    let start = toolbar ? 4 : 3
    let height = 24 - 1 - start
    let row = start + Int((0.7 * Double(height) + 1e-9).rounded(.down))
    return row < lines.count ? lines[row] : ""
  }

  @Test("the hero rows show the picture; i hides and shows it and the reading text stays put")
  func heroToggle() throws {
    let session = try Self.open()
    defer { session.kill() }
    let opened = try session.waitFor(timeout: 15, escapes: true) {
      Self.pictureRows($0).count >= 4
    }
    // Under the 3-row bar and the toolbar: a third of the 19-row viewport.
    #expect(Self.pictureRows(opened) == Array(4..<10))
    // Jump to the saved position (the demo article was left at 37%), then toggle the hero.
    try session.sendKeys("J")
    var jumped = try session.waitFor { !$0.contains("Jump to last read position") }
    // The saved position may put a blank line between paragraphs on the reading row: step
    // down to text, so that the comparison below means something.
    for _ in 0..<6 where Self.readingRowText(jumped).trimmingCharacters(in: .whitespaces).isEmpty {
      let previous = jumped
      try session.sendKeys("j")
      jumped = try session.waitFor { $0 != previous }
    }
    let before = Self.readingRowText(jumped)
    #expect(!before.trimmingCharacters(in: .whitespaces).isEmpty)
    for shown in [false, true] {
      // `i`, then the settings panel proves the key was taken; Esc closes it again.
      try session.sendKeys("i", ",")
      try session.waitFor(text: "[\(shown ? "x" : " ")] Hero image")
      try session.sendKeys("Escape")
      let screen = try session.waitFor { !$0.contains("Hero image") }
      #expect(Self.readingRowText(screen) == before, "hero shown: \(shown)")
    }
    // Hidden at the top: no picture rows; shown again: the picture is back.
    try session.sendKeys("g", "i")
    try session.waitFor(escapes: true) { Self.pictureRows($0).isEmpty && !$0.contains("[image:") }
    try session.sendKeys("i")
    let shown = try session.waitFor(escapes: true) { !Self.pictureRows($0).isEmpty }
    #expect(Self.pictureRows(shown) == Array(4..<10))
  }

  @Test("after a resize the picture is rendered again for the new slot")
  func resize() throws {
    let session = try Self.open()
    defer { session.kill() }
    try session.waitFor(timeout: 15, escapes: true) { Self.pictureRows($0).count == 6 }
    // 40x30: a 38-column text, a hero slot of 8 rows (a third of the 25-row viewport).
    try session.resize(columns: 40, rows: 30)
    let resized = try session.waitFor(timeout: 15, escapes: true) {
      Self.pictureRows($0) == Array(4..<12)
    }
    for line in resized.components(separatedBy: "\n") {
      #expect(!line.contains("[image:"))
    }
  }

  @Test("under NO_COLOR the hero is the framed block with its alt text, not a picture")
  func noColor() throws {
    let session = try Self.open(environment: ["NO_COLOR": "1"])
    defer { session.kill() }
    let screen = try session.waitFor(text: "[image: A Field Guide to Slow Rivers]", timeout: 15)
    #expect(screen.contains("┌"))
    #expect(Self.pictureRows(try session.capturePane(escapes: true)).isEmpty)
  }
}
