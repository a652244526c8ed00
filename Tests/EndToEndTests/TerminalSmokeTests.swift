import DogearTestSupport
import Foundation
import Testing

/// DogearTerminal end to end: the demo program under tmux paints, reads keys, wakes on
/// timers and messages, and resizes.
@Suite(
  "Terminal layer under tmux", .serialized,
  .enabled(if: TmuxSession.isAvailable, "tmux is not installed: end-to-end tests skipped"))
struct TerminalSmokeTests {
  static func startDemo(
    columns: Int = 80, rows: Int = 24, environment: [String: String] = [:]
  ) throws -> TmuxSession {
    try #require(
      FileManager.default.isExecutableFile(atPath: TestSupport.terminalDemoBinary.path),
      "no \(TestSupport.terminalDemoBinary.path): `swift build` or `make release` builds it")
    let session = try TmuxSession(
      command: TestSupport.shellQuoted(TestSupport.terminalDemoBinary), columns: columns,
      rows: rows, environment: environment)
    try session.waitFor(text: "demo \(columns)x\(rows)")
    return session
  }

  @Test("the known screen is painted exactly: wide characters, right edge, bottom-right cell")
  func paintsKnownScreen() throws {
    let session = try Self.startDemo()
    defer { session.kill() }
    let lines = try session.capturePane().components(separatedBy: "\n")
    #expect(lines.count == 24)
    #expect(lines[0] == "demo 80x24 colors 256")
    #expect(lines[1] == "wide: 日本語のテキスト|end")
    #expect(lines[2] == "bold italic under reverse dim red bluebg")
    // The BEL between a and b never reaches the terminal: the screen buffer leaves it out.
    #expect(lines[5] == "mix: e\u{301} ab 👍 👩 ok")
    #expect(lines[6] == String(repeating: "-", count: 78) + "界")
    #expect(lines[23] == String(repeating: ".", count: 79) + "#")
  }

  @Test("attributes and colours reach the terminal as SGR sequences")
  func stylesAndColours() throws {
    let session = try Self.startDemo()
    defer { session.kill() }
    let screen = try session.capturePane(escapes: true)
    #expect(screen.contains("\u{1B}[1mbold"))
    #expect(screen.contains("\u{1B}[3mitalic"))
    #expect(screen.contains("\u{1B}[4munder"))
    #expect(screen.contains("\u{1B}[7mreverse"))
    #expect(screen.contains("\u{1B}[38;5;196mred"))
    #expect(screen.contains("\u{1B}[44mbluebg"))
    #expect(SGR.colourCodes(in: screen).contains(38))
  }

  @Test("on an 8-colour terminal RGB falls back to the nearest basic colour")
  func eightColours() throws {
    let session = try TmuxSession(
      command: "TERM=screen " + TestSupport.shellQuoted(TestSupport.terminalDemoBinary))
    defer { session.kill() }
    let screen = try session.waitFor(escapes: true) { $0.contains("colors 8") }
    #expect(screen.contains("\u{1B}[31mred"))
    #expect(screen.contains("\u{1B}[44mbluebg"))
    #expect(!SGR.colourCodes(in: screen).contains(38))
  }

  @Test("NO_COLOR leaves attributes only: no colour escapes at all")
  func noColor() throws {
    let session = try Self.startDemo(environment: ["NO_COLOR": "1"])
    defer { session.kill() }
    let screen = try session.capturePane(escapes: true)
    #expect(screen.contains("colors 0"))
    #expect(screen.contains("\u{1B}[1mbold"))
    #expect(screen.contains("\u{1B}[7mreverse"))
    #expect(SGR.colourCodes(in: screen).isEmpty)
  }

  @Test("keys arrive decoded: letters, arrows, PageDown, Escape, F-keys, Ctrl-letters")
  func keys() throws {
    let session = try Self.startDemo()
    defer { session.kill() }
    let cases: [(String, String)] = [
      ("j", "key(character(\"j\"))"), ("Up", "key(up)"), ("PageDown", "key(pageDown)"),
      ("Home", "key(home)"), ("End", "key(end)"), ("Enter", "key(enter)"),
      ("Escape", "key(escape)"), ("F5", "key(function(5))"), ("C-a", "key(control(\"a\"))"),
      ("BSpace", "key(backspace)"), ("DC", "key(delete)"), ("Tab", "key(tab)"),
    ]
    for (index, (key, shown)) in cases.enumerated() {
      try session.sendKeys(key)
      let screen = try session.waitFor(text: "events: \(index + 1) ")
      #expect(screen.contains("last: \(shown)\n"), "\(key)")
    }
  }

  @Test("an Alt-sequence (ESC then a key at once) is ignored whole, not read as Escape")
  func altIgnored() throws {
    let session = try Self.startDemo()
    defer { session.kill() }
    try session.type("\u{1B}x")
    try session.sendKeys("j")
    let screen = try session.waitFor(text: "last: key(character(\"j\"))")
    #expect(screen.contains("events: 1 "))
  }

  @Test("the mouse wheel scrolls three lines per notch, up and down")
  func wheel() throws {
    let session = try Self.startDemo()
    defer { session.kill() }
    // What a terminal sends in ncurses' mouse mode (X10 encoding): button 64 up, 65 down.
    try session.type("\u{1B}[M`!!")
    try session.waitFor(text: "last: wheel(lines: -3)")
    try session.type("\u{1B}[Ma!!")
    try session.waitFor(text: "last: wheel(lines: 3)")
  }

  @Test("a timer and a message posted from another thread wake the loop")
  func timerAndBackground() throws {
    let session = try Self.startDemo()
    defer { session.kill() }
    try session.sendKeys("t")
    try session.waitFor(text: "message: timer")
    try session.sendKeys("b")
    try session.waitFor(text: "message: background")
  }

  @Test("a resize repaints at the new size, down to 1x1 and back, without crashing")
  func resize() throws {
    let session = try Self.startDemo()
    defer { session.kill() }
    try session.resize(columns: 50, rows: 16)
    let small = try session.waitFor(text: "demo 50x16")
    let lines = small.components(separatedBy: "\n")
    #expect(lines.count == 16)
    #expect(lines[15] == String(repeating: ".", count: 49) + "#")
    #expect(lines[6] == String(repeating: "-", count: 48) + "界")
    try session.resize(columns: 1, rows: 1)
    try session.waitFor { $0.components(separatedBy: "\n").count == 1 }
    try session.resize(columns: 120, rows: 40)
    try session.waitFor(text: "demo 120x40")
    #expect(try session.exitStatus() == nil)
  }

  @Test("a Screen larger than the window (a resize race) is clipped, never wrapped")
  func largerScreenIsClipped() throws {
    let session = try Self.startDemo()
    defer { session.kill() }
    try session.sendKeys("L")
    let screen = try session.waitFor(text: "demo 160x48")
    let lines = screen.components(separatedBy: "\n")
    #expect(lines.count == 24)
    #expect(lines[1] == "wide: 日本語のテキスト|end")
    #expect(lines[6] == String(repeating: "-", count: 80))
    #expect(lines[7].isEmpty)
  }

  @Test("q leaves with status 0")
  func quit() throws {
    let session = try Self.startDemo()
    defer { session.kill() }
    try session.sendKeys("q")
    #expect(try session.waitForExit() == 0)
  }
}
