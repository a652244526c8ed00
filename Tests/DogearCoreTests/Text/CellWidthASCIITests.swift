import DogearCore
import DogearTestSupport
import Testing

/// `CellWidth.of` counts printable ASCII text by its bytes (issue 41); every text must measure
/// as the simple version, grapheme by grapheme, says.
@Suite("Cell width of ASCII text")
struct CellWidthASCIITests {
  static let pieces = [
    "a", " ", "~", "word", "e\u{301}", "\u{301}", "日本", "👨‍👩‍👧", "\t", "\r\n", "\u{7F}", "\u{AD}",
    "Jump to last read position (42%)", "J jump · Esc dismiss", "’",
  ]

  @Test("random texts measure as the grapheme walk measures them, as strings and substrings")
  func randomTexts() {
    var random = SeededGenerator(seed: 41)
    let widths = [
      TestSupport.cellWidth, TestSupport.cellWidth.countingEveryCodePoint, CellWidth.ascii,
    ]
    for _ in 0..<2_000 {
      let text = (0..<Int.random(in: 0...6, using: &random))
        .map { _ in Self.pieces.randomElement(using: &random) ?? "" }.joined()
      for width in widths {
        #expect(width.of(text) == width.ofEachGrapheme(text), "\(text.debugDescription)")
        let tail = text.dropFirst(min(1, text.count))
        #expect(width.of(tail) == width.ofEachGrapheme(tail), "\(text.debugDescription)")
      }
    }
  }

  @Test("a width that makes an ASCII letter wide is asked for every character")
  func wideASCII() {
    let system = TestSupport.cellWidth
    let wideM = CellWidth { $0 == "m" ? 2 : system.ofScalar($0) }
    #expect(wideM.of("ama") == 4)
  }
}
