import DogearCore
import DogearScreen
import Testing

/// The terminal's cell size in pixels (issue 29): from `TIOCGWINSZ`'s fields, else from the
/// answer to `ESC [ 16 t` recorded from real terminals, else the guess.
@Suite("Cell size in pixels")
struct CellPixelsTests {
  static let esc = "\u{1B}"

  @Test(
    "recorded answers to ESC [ 16 t give the cell, among the other answers",
    arguments: [
      // xterm -ti vt340 (DejaVu Sans Mono 10): the cell, then the device attributes.
      ("\(esc)[6;17;8t\(esc)[?63;1;2;4;6;9;15;16;22;28c", 8, 17),
      // foot: XTVERSION, the cell, the attributes.
      ("\(esc)P>|foot(1.16.2)\(esc)\\\(esc)[6;20;10t\(esc)[?62;4;22c", 10, 20),
      // kitty: its graphics OK first.
      ("\(esc)_Gi=31;OK\(esc)\\\(esc)[6;24;11t\(esc)[?62;c", 11, 24),
    ])
  func answered(answers: String, width: Int, height: Int) {
    #expect(CellPixels(answers: answers) == CellPixels(width: width, height: height))
    #expect(PictureDetection.answersComplete(answers))
  }

  @Test(
    "no cell in answers that lack it, say zero or are cut short",
    arguments: [
      "\(esc)[?62;4c", "\(esc)[6;0;0t\(esc)[?62c", "\(esc)[6;17t", "\(esc)[6;17;", "",
      "\(esc)[4;600;800t",
    ])
  func unanswered(answers: String) {
    #expect(CellPixels(answers: answers) == nil)
  }

  @Test("TIOCGWINSZ's pixel fields divide into the cell; zero fields say nothing")
  func windowSize() {
    #expect(
      CellPixels(columns: 80, rows: 24, xPixels: 640, yPixels: 408)
        == CellPixels(width: 8, height: 17))
    #expect(CellPixels(columns: 80, rows: 24, xPixels: 0, yPixels: 0) == nil)
    #expect(CellPixels(columns: 0, rows: 0, xPixels: 640, yPixels: 408) == nil)
  }

  @Test("the window's cell wins (it follows a font change), then the answer, then the guess")
  func inUse() {
    let window = CellPixels(width: 9, height: 18)
    let answered = CellPixels(width: 8, height: 17)
    #expect(CellPixels.inUse(windowSize: window, answered: answered) == window)
    #expect(CellPixels.inUse(windowSize: nil, answered: answered) == answered)
    #expect(CellPixels.inUse(windowSize: nil, answered: nil) == .fallback)
  }

  @Test("the start asks for the cell only when it is unknown and pixels may be drawn")
  func startQuery() {
    let xterm = ["TERM": "xterm-256color"]
    // The protocol is unknown: the picture queries, which ask for the cell before DA.
    let asked = CellPixels.startQuery(environment: xterm, knowsCell: true)
    #expect(asked == PictureDetection.queries)
    #expect(asked?.hasSuffix("\(Self.esc)[16t\(Self.esc)[c") == true)
    let kitty = ["TERM": "xterm-kitty"]
    #expect(CellPixels.startQuery(environment: kitty, knowsCell: true) == nil)
    #expect(CellPixels.startQuery(environment: kitty, knowsCell: false) == CellPixels.query)
    // The setting can choose pixels on a terminal detected as blocks: the cell is asked.
    #expect(CellPixels.startQuery(environment: ["TERM": "linux"], knowsCell: false) != nil)
    let forcedBlocks = ["TERM": "xterm-kitty", "DOGEAR_PICTURES": "blocks"]
    #expect(CellPixels.startQuery(environment: forcedBlocks, knowsCell: false) == nil)
  }
}
