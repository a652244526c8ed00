import DogearCore
import DogearTestSupport
import Testing

@testable import DogearScreen

/// `Screen.put` writes ASCII a byte at a time (issue 41) and everything else grapheme by
/// grapheme; the cells must be exactly those of the simple version, `putEachGrapheme`, for
/// any text: combining marks and prepended marks beside ASCII, emoji sequences, wide text,
/// controls, invisible characters, and clipping at either edge.
@Suite("Screen.put's ASCII runs")
struct ScreenPutRunsTests {
  static let pieces = [
    "a", "Z", " ", "word", ".", "e\u{301}", "\u{301}", "’", "—", "日本", "👍🏽", "👨‍👩‍👧", "🇫🇷",
    "\u{1F1EB}", "\u{600}1", "\u{AD}", "\t", "\r\n", "\u{1B}[31m", "x\u{200D}y", "ｱ", "한", "\u{7F}",
    "\u{200F}", "~", "abc def",
  ]

  /// The simple version: every grapheme measured and written.
  static func simple(
    _ text: String, row: Int = 0, column: Int, maxColumn: Int?, into screen: inout Screen,
    width: CellWidth
  ) -> Int {
    let limit = min(maxColumn ?? screen.columns, screen.columns)
    var col = column
    _ = screen.putEachGrapheme(
      Screen.drawable(text), row: row, column: &col, style: CellStyle(.bold), width: width,
      limit: limit)
    return col
  }

  @Test("random mixes of ASCII and other text give the simple version's cells and end column")
  func randomMixes() {
    var random = SeededGenerator(seed: 41)
    let width = TestSupport.cellWidth
    #expect(width.asciiIsNarrow)
    for _ in 0..<2_000 {
      let text = (0..<Int.random(in: 0...8, using: &random))
        .map { _ in Self.pieces.randomElement(using: &random) ?? "" }.joined()
      let column = Int.random(in: -3...12, using: &random)
      let maxColumn = Bool.random(using: &random) ? nil : Int.random(in: 0...25, using: &random)
      var fast = Screen(columns: 20, rows: 1)
      var slow = fast
      let fastEnd = fast.put(
        text, row: 0, column: column, style: CellStyle(.bold), width: width, maxColumn: maxColumn)
      let slowEnd = Self.simple(
        text, column: column, maxColumn: maxColumn, into: &slow, width: width)
      #expect(
        fast == slow,
        "\(text.debugDescription) at \(column), limit \(String(describing: maxColumn))")
      #expect(fastEnd == slowEnd, "\(text.debugDescription) at \(column)")
    }
  }

  /// The stretches of ASCII are found first and then written (issue 41): long ones, cut by
  /// either edge or by the limit anywhere inside them, must still give the simple cells.
  @Test("long ASCII stretches cut at either edge give the simple version's cells, seeded")
  func longStretches() {
    var random = SeededGenerator(seed: 4_142)
    let width = TestSupport.cellWidth
    let words = ["stretch", "of", "plain", "text", " ", "e\u{301}", "—", "日本", "\t", "z"]
    for _ in 0..<5_000 {
      let text = (0..<Int.random(in: 0...30, using: &random))
        .map { _ in words.randomElement(using: &random) ?? "" }.joined()
      let columns = Int.random(in: 1...40, using: &random)
      let column = Int.random(in: -30...45, using: &random)
      let maxColumn = Bool.random(using: &random) ? nil : Int.random(in: -2...45, using: &random)
      var fast = Screen(columns: columns, rows: 1)
      var slow = fast
      let fastEnd = fast.put(
        text, row: 0, column: column, style: CellStyle(.bold), width: width, maxColumn: maxColumn)
      let slowEnd = Self.simple(
        text, column: column, maxColumn: maxColumn, into: &slow, width: width)
      #expect(fast == slow, "\(text.debugDescription) at \(column) of \(columns)")
      #expect(fastEnd == slowEnd, "\(text.debugDescription) at \(column) of \(columns)")
    }
  }

  @Test("a width that makes an ASCII letter wide is asked for every character")
  func wideASCII() {
    let system = TestSupport.cellWidth
    let wideM = CellWidth { $0 == "m" ? 2 : system.ofScalar($0) }
    #expect(!wideM.asciiIsNarrow)
    var screen = Screen(columns: 6, rows: 1)
    #expect(screen.put("ama", row: 0, column: 0, width: wideM) == 4)
    #expect(screen[0, 2].isContinuation)
  }

  @Test("a repeated glyph gives the cells of the repeated string, a joining one included")
  func repeated() {
    let width = TestSupport.cellWidth
    for glyph in ["█", "░", "#", ".", "日", "\u{1F1EB}", "e\u{301}", "\u{AD}", ""] {
      for count in [0, 1, 7, 19, 30] {
        for column in [0, 3] {
          var fast = Screen(columns: 20, rows: 2)
          var slow = fast
          let fastEnd = fast.putRepeated(
            glyph, count: count, row: 1, column: column, style: CellStyle(.dim), width: width)
          let slowEnd = slow.put(
            String(repeating: glyph, count: count), row: 1, column: column,
            style: CellStyle(.dim), width: width)
          #expect(fast == slow, "\(glyph.debugDescription) x\(count) at \(column)")
          #expect(fastEnd == slowEnd, "\(glyph.debugDescription) x\(count) at \(column)")
        }
      }
    }
  }
}
