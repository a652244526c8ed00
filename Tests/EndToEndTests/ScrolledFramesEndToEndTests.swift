import DogearTestSupport
import Foundation
import Testing

/// Issue 41: a frame that shows rows of the last one shifted has the terminal scroll them
/// itself and hands curses only the rows still wrong (`Terminal+Paint.swift`,
/// `dogear_scroll_terminal_rows`). Whatever path a frame takes, tmux must then show, colours
/// and all, what a full redraw (Ctrl-L) paints for the same state: on a terminal that scrolls
/// regions, and on ones that cannot (curses then finds the scroll with il/dl, or repaints).
@Suite(
  "Scrolled frames end to end",
  .enabled(if: TmuxSession.isAvailable, "tmux is not installed: end-to-end tests skipped"))
struct ScrolledFramesEndToEndTests {
  /// The moves of the walk; more down than up, so it stays off the article's top.
  static let moves = ["j", "k", "Space", "b", "d", "u", "j", "j", "k", "d"]

  @Test("after each of 40 seeded j, k, Space, b, d and u the screen is what Ctrl-L redraws")
  func scrolledFramesMatchRedraws() throws {
    try Self.walk(steps: 40, seed: 41)
  }

  @Test("with NO_COLOR each scrolled frame is what Ctrl-L redraws")
  func withoutColour() throws {
    try Self.walk(steps: 16, seed: 3, environment: "NO_COLOR=1")
  }

  /// A scroll's bytes leave in curses' own buffer with the frame (one write); the simple
  /// version writes them alone first. Both must leave what Ctrl-L redraws.
  @Test("with each scroll written on its own each scrolled frame is what Ctrl-L redraws")
  func scrollsWrittenAlone() throws {
    try Self.walk(steps: 16, seed: 5, environment: "DOGEAR_SCROLL_OWN_WRITE=1")
  }

  @Test(
    "on a terminal without scrolling regions each frame is still what Ctrl-L redraws",
    arguments: [
      ["csr", "ind", "indn", "ri", "rin"],
      ["csr", "ind", "indn", "ri", "rin", "il", "il1", "dl", "dl1"],
    ])
  func withoutScrollingRegions(removed: [String]) throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("dogear-terminfo-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let compiled = try Self.compileTerminfo(
      named: "dogear-noscroll", without: removed, into: folder)
    try #require(compiled, "infocmp or tic failed")
    try Self.walk(
      steps: 16, seed: 7, environment: "TERM=dogear-noscroll TERMINFO=\(folder.path)")
  }

  /// Opens the demo library's long article, presses `steps` seeded moves (three pages down
  /// first) and after each compares the settled screen with a full redraw of it.
  static func walk(steps: Int, seed: UInt64, environment: String = "") throws {
    let pane = try DogearPane()
    defer { pane.kill() }
    let run = try pane.start("open \(ReaderEndToEndTests.longArticle)", environment: environment)
    try ReaderEndToEndTests.waitForReader(pane)
    var random = SeededGenerator(seed: seed)
    var shown = try pane.settled(escapes: true)
    for step in 0..<steps {
      let key = step < 3 ? "Space" : moves[random.next(below: moves.count)]
      try pane.session.sendKeys(key)
      // A move at the article's top or end changes nothing: then the screen is compared as is.
      _ = try? pane.session.waitFor(timeout: 2, escapes: true) {
        DogearPane.split($0, rows: pane.rows) != shown
      }
      shown = try pane.settled(escapes: true)
      let redrawn = try redraw(pane, expecting: shown)
      let (painted, full) = (PaneCells.rows(of: shown), PaneCells.rows(of: redrawn))
      let differing = (0..<max(painted.count, full.count)).filter {
        $0 >= painted.count || $0 >= full.count || painted[$0] != full[$0]
      }
      #expect(
        differing.isEmpty,
        """
        step \(step) (\(key), seed \(seed)): rows \(differing) as painted
        \(differing.map { $0 < shown.count ? shown[$0].debugDescription : "-" })
        and as a full redraw paints them
        \(differing.map { $0 < redrawn.count ? redrawn[$0].debugDescription : "-" })
        """)
      guard differing.isEmpty else { break }
    }
    try pane.session.sendKeys("q")
    #expect(try pane.waitForEnd(of: run) == 0)
  }

  /// What a full redraw paints now: the pane is blanked behind dogear's back, then Ctrl-L.
  /// Returns the rows as soon as they equal `expected`, else once they settle (5 s).
  static func redraw(_ pane: DogearPane, expecting expected: [String]) throws -> [String] {
    let tty = try #require(FileHandle(forWritingAtPath: try pane.session.paneTTY()))
    tty.write(Data("\u{1b}[H\u{1b}[2J".utf8))
    try tty.close()
    try pane.session.waitFor { $0.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty }
    try pane.session.sendKeys("C-l")
    let cells = PaneCells.rows(of: expected)
    let same = try? pane.session.waitFor(timeout: 5, escapes: true) {
      PaneCells.rows(of: DogearPane.split($0, rows: pane.rows)) == cells
    }
    return try same.map { DogearPane.split($0, rows: pane.rows) } ?? pane.settled(escapes: true)
  }

  /// Writes a terminfo entry `name` into `folder`: the tmux pane's own entry without the
  /// capabilities `removed`. False when infocmp or tic is missing or fails.
  static func compileTerminfo(named name: String, without removed: [String], into folder: URL)
    throws -> Bool
  {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    guard let source = run("infocmp", ["-1", "-x", TmuxSession.terminalType]) else { return false }
    var lines = source.components(separatedBy: "\n").filter { !$0.hasPrefix("#") }
    guard let header = lines.firstIndex(where: { !$0.isEmpty }) else { return false }
    lines[header] = "\(name)|\(TmuxSession.terminalType) that cannot scroll a region,"
    // One capability a line (`-1`): "\tcsr=\\E[%i%p1%d;%p2%dr," or "\tbce,".
    let kept = lines.filter { line in
      let capability = line.trimmingCharacters(in: .whitespaces)
      return !removed.contains { capability.hasPrefix($0 + "=") || capability == $0 + "," }
    }
    let entry = folder.appendingPathComponent("\(name).src")
    try kept.joined(separator: "\n").write(to: entry, atomically: true, encoding: .utf8)
    return run("tic", ["-x", "-o", folder.path, entry.path]) != nil
  }

  /// `program arguments`' output, nil when it cannot run or fails.
  static func run(_ program: String, _ arguments: [String]) -> String? {
    guard let run = try? ChildProcess.run(program, arguments, timeout: 120), run.status == 0
    else { return nil }
    return run.outputText
  }
}

/// A `capture-pane -e` dump as cells: each character with the SGR state it was drawn in.
/// tmux writes one screen in several ways (a row erased to its end and a row written with
/// plain blanks differ only in a trailing reset; a row's first SGR depends on the row
/// before), so screens are compared as cells, trailing plain blanks dropped.
enum PaneCells {
  struct Cell: Equatable {
    let character: Character
    let style: [String: String]
  }

  static func rows(of lines: [String]) -> [[Cell]] {
    var style: [String: String] = [:]
    return lines.map { line in
      var cells: [Cell] = []
      var rest = Substring(line)
      while let first = rest.first {
        if first == "\u{1B}", let end = rest.firstIndex(of: "m") {
          apply(rest.dropFirst(2)[..<end], to: &style)
          rest = rest[rest.index(after: end)...]
        } else {
          cells.append(Cell(character: first, style: style))
          rest = rest.dropFirst()
        }
      }
      while let last = cells.last, last.character == " ", last.style.isEmpty { cells.removeLast() }
      return cells
    }
  }

  /// Applies one SGR's parameters: 0 resets, 2x clears, 38/48 take their colour's numbers.
  static func apply(_ parameters: Substring, to style: inout [String: String]) {
    var codes = parameters.split(separator: ";", omittingEmptySubsequences: false).map {
      Int($0) ?? 0
    }[...]
    while let code = codes.popFirst() {
      switch code {
      case 0: style = [:]
      case 22:
        style["1"] = nil
        style["2"] = nil
      case 23, 24, 25, 27, 28, 29: style["\(code - 20)"] = nil
      case 39: style["fg"] = nil
      case 49: style["bg"] = nil
      case 30...37, 90...97: style["fg"] = "\(code)"
      case 40...47, 100...107: style["bg"] = "\(code)"
      case 38, 48:
        let count = codes.first == 5 ? 2 : 4
        let colour = codes.prefix(count).map(String.init).joined(separator: ";")
        style[code == 38 ? "fg" : "bg"] = colour
        codes = codes.dropFirst(count)
      default: style["\(code)"] = ""
      }
    }
  }
}
