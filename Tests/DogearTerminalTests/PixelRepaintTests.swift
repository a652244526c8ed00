import DogearCore
import DogearScreen
import Testing

@testable import DogearTerminal

/// Nothing of an old picture stays on screen (issue 29): the bytes and the rewritten rows of
/// each paint through a reading session with pictures as pixels: a picture shown, an
/// overlay (help, settings, outline) opened over it and closed, a scroll, leaving the reader
/// for the list, and the program ending.
@Suite("Pictures as pixels: what each paint erases and sends")
struct PixelRepaintTests {
  static let esc = "\u{1B}"
  static let rows = 24
  /// The hero at screen rows 4-9, column 10, as the reader places it.
  static func hero(_ sequence: String, row: Int = 4) -> TerminalImage {
    TerminalImage(row: row, column: 10, rows: 6, sequence: sequence)
  }

  static func draw(_ image: TerminalImage) -> String {
    "\(esc)7\(esc)[\(image.row + 1);\(image.column + 1)H\(image.sequence)\(esc)8"
  }

  /// The frames of a session: the picture, an overlay (no pictures), the picture again,
  /// scrolled one row up, then the list (no pictures).
  static func session(_ sequence: String) -> [[TerminalImage]] {
    [[hero(sequence)], [], [hero(sequence)], [hero(sequence, row: 3)], []]
  }

  /// Every paint's plan, each against what the one before left.
  static func plans(_ frames: [[TerminalImage]], eraser: String) -> [PixelRepaint?] {
    var shown: [TerminalImage] = []
    return frames.map { next in
      defer { shown = next }
      return PixelRepaint.plan(shown: shown, shownEraser: eraser, next: next, rows: rows)
    }
  }

  @Test(
    "sixel and iTerm2: each old picture's rows are rewritten, nothing else is sent to erase",
    arguments: [PictureProtocol.sixel, .iterm2])
  func cellsErase(kind: PictureProtocol) throws {
    let esc = Self.esc
    let output = PictureOutput(kind)
    #expect(output.eraser == "")
    let sequence = kind == .sixel ? "\(esc)Pq#0~-\(esc)\\" : "\(esc)]1337;File=inline=1:AA\u{7}"
    let plans = Self.plans(Self.session(sequence), eraser: output.eraser)
    let first = try #require(plans[0])
    #expect(first.garbledRows.isEmpty && first.bytes == Self.draw(Self.hero(sequence)))
    // The overlay opens: rows 4-9 rewritten by curses (its cells wipe the pixels), no bytes.
    #expect(plans[1] == PixelRepaint(garbledRows: [4..<10], bytes: ""))
    #expect(plans[2] == PixelRepaint(garbledRows: [], bytes: Self.draw(Self.hero(sequence))))
    // A scroll: the old rows rewritten, the picture drawn one row higher.
    #expect(
      plans[3]
        == PixelRepaint(garbledRows: [4..<10], bytes: Self.draw(Self.hero(sequence, row: 3))))
    // The list: the last picture's rows rewritten.
    #expect(plans[4] == PixelRepaint(garbledRows: [3..<9], bytes: ""))
    #expect(PixelRepaint.farewell(shown: [], shownEraser: output.eraser) == "")
  }

  @Test(
    "kitty: every change deletes the pictures shown (through tmux too) before drawing again",
    arguments: [false, true])
  func kittyDeletes(inTmux: Bool) throws {
    let esc = Self.esc
    let output = PictureOutput(.kitty, passthrough: inTmux)
    let delete = "\(esc)_Ga=d,d=A\(esc)\\"
    #expect(
      output.eraser == (inTmux ? "\(esc)Ptmux;\(esc)\(esc)_Ga=d,d=A\(esc)\(esc)\\\(esc)\\" : delete)
    )
    let sequence = "\(esc)_Ga=T,f=100;AA\(esc)\\"
    let plans = Self.plans(Self.session(sequence), eraser: output.eraser)
    #expect(plans[0]?.bytes == Self.draw(Self.hero(sequence)))
    #expect(plans[1] == PixelRepaint(garbledRows: [4..<10], bytes: output.eraser))
    #expect(plans[3]?.bytes == output.eraser + Self.draw(Self.hero(sequence, row: 3)))
    #expect(plans[4] == PixelRepaint(garbledRows: [3..<9], bytes: output.eraser))
    // Ending with a picture on screen deletes it; with none, nothing is sent.
    #expect(
      PixelRepaint.farewell(shown: [Self.hero(sequence)], shownEraser: output.eraser)
        == output.eraser)
    #expect(PixelRepaint.farewell(shown: [], shownEraser: output.eraser) == "")
  }

  @Test("the same pictures again: nothing beyond curses' own paint")
  func unchanged() {
    let shown = [Self.hero("x")]
    #expect(PixelRepaint.plan(shown: shown, shownEraser: "e", next: shown, rows: Self.rows) == nil)
  }

  @Test("a picture cut by the window's bottom after a resize: only rows on screen are rewritten")
  func clippedRows() throws {
    let tall = TerminalImage(row: 20, column: 0, rows: 6, sequence: "x")
    let plan = try #require(
      PixelRepaint.plan(shown: [tall], shownEraser: "", next: [], rows: Self.rows))
    #expect(plan.garbledRows == [20..<24])
    let gone = TerminalImage(row: 30, column: 0, rows: 6, sequence: "y")
    let after = try #require(
      PixelRepaint.plan(shown: [gone], shownEraser: "", next: [gone, tall], rows: Self.rows))
    #expect(after.garbledRows.isEmpty && after.bytes == Self.draw(tall))
  }
}
