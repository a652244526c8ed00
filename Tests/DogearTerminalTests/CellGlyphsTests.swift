import DogearCore
import DogearTerminal
import DogearTestSupport
import Testing

@Suite("CellGlyphs: a cell's text made safe for ncurses")
struct CellGlyphsTests {
  let glyphs = CellGlyphs(width: TestSupport.cellWidth, isUTF8: true)

  private func scalars(_ result: [Glyph]) -> [[UInt32]] { result.map(\.scalars) }

  @Test("plain ASCII is one glyph one column wide")
  func ascii() {
    #expect(glyphs.glyphs(for: "a", columns: 1) == [Glyph(scalars: [0x61], width: 1)])
  }

  @Test("a wide CJK character fills its two columns with one glyph")
  func wide() {
    #expect(glyphs.glyphs(for: "日", columns: 2) == [Glyph(scalars: [0x65E5], width: 2)])
  }

  @Test("combining marks ride on the glyph before them")
  func combining() {
    #expect(scalars(glyphs.glyphs(for: "e\u{301}", columns: 1)) == [[0x65, 0x301]])
  }

  @Test("ZWJ and VS16 are removed, and what no longer fits is dropped, not wrapped")
  func zwjAndVariationSelector() {
    let family = glyphs.glyphs(for: "👩‍💻", columns: 2)
    #expect(scalars(family) == [[0x1F469]])
    let heart = glyphs.glyphs(for: "❤️", columns: 1)
    #expect(!heart.flatMap(\.scalars).contains(0xFE0F))
    #expect(heart.reduce(0) { $0 + $1.width } == 1)
  }

  @Test("controls and other negative-width scalars become a visible substitute")
  func controls() {
    #expect(scalars(glyphs.glyphs(for: "\u{7}", columns: 1)) == [[0xFFFD]])
    #expect(scalars(glyphs.glyphs(for: "\t", columns: 1)) == [[0xFFFD]])
  }

  @Test("a cell wider than its text is padded with spaces")
  func padding() {
    #expect(scalars(glyphs.glyphs(for: "a", columns: 2)) == [[0x61], [0x20]])
    #expect(scalars(glyphs.glyphs(for: "\u{200D}", columns: 1)) == [[0x20]])
  }

  @Test("a combining mark without a base sits on a space")
  func orphanCombining() {
    #expect(scalars(glyphs.glyphs(for: "\u{301}", columns: 1)) == [[0x20, 0x301]])
  }

  @Test("no glyph holds more than ncurses' five scalars")
  func combiningLimit() {
    let heavy = "a" + String(repeating: "\u{301}", count: 9)
    let result = glyphs.glyphs(for: heavy, columns: 1)
    #expect(result.count == 1)
    #expect(result[0].scalars.count == CellGlyphs.maxScalarsPerGlyph)
  }

  @Test("the drawn width always equals the cell's columns, for every corpus-like sample")
  func widthAlwaysMatches() {
    let samples = ["a", "日", "🇫🇷", "👍🏽", "e\u{301}", "\u{7}", "", "ab", "👨‍👩‍👧", "\u{FE0F}"]
    for sample in samples {
      for columns in 1...2 {
        let total = glyphs.glyphs(for: sample, columns: columns).reduce(0) { $0 + $1.width }
        #expect(total == columns, "\(sample.unicodeScalars.map(\.value)) in \(columns)")
      }
    }
  }

  @Test("on a terminal that is not UTF-8, non-ASCII becomes '?'")
  func nonUTF8() {
    let ascii = CellGlyphs(width: TestSupport.cellWidth, isUTF8: false)
    #expect(scalars(ascii.glyphs(for: "日", columns: 2)) == [[0x3F], [0x20]])
    #expect(scalars(ascii.glyphs(for: "x", columns: 1)) == [[0x78]])
  }

  @Test("under LANG=C the article's quotes, dashes and spaces are drawn as ASCII, one for one")
  func plainPunctuation() {
    let plain = CellGlyphs(width: TestSupport.cellWidth, isUTF8: true, plainPunctuation: true)
    let text = "\u{201C}It\u{2019}s\u{201D} \u{2014} 3\u{2013}4\u{00A0}km \u{2026}"
    let drawn = text.map { plain.glyphs(for: String($0), columns: 1) }.flatMap { $0 }
    let ascii = String(
      String.UnicodeScalarView(drawn.flatMap(\.scalars).compactMap(Unicode.Scalar.init)))
    #expect(ascii == "\"It's\" - 3-4 km .")
    #expect(drawn.allSatisfy { $0.width == 1 }, "the layout's columns are kept")
    #expect(scalars(plain.glyphs(for: "é", columns: 1)) == [[0xE9]], "letters are left alone")
    #expect(scalars(plain.glyphs(for: "\u{2550}", columns: 1)) == [[0x3D]], "a heading's rule")
    #expect(scalars(glyphs.glyphs(for: "\u{2014}", columns: 1)) == [[0x2014]])
  }

  @Test("under LANG=C a q's marks of every language with one-column marks are ASCII quotes")
  func plainQuotationMarks() {
    let plain = CellGlyphs(width: TestSupport.cellWidth, isUTF8: true, plainPunctuation: true)
    // de „ “ ‚ ‘, fr « » with narrow no-break spaces, pl „ ”, hu » «, sv ” ’.
    let text =
      "\u{201E}a\u{201C} \u{201A}b\u{2018} \u{00AB}\u{202F}c\u{202F}\u{00BB} \u{201D}d\u{2019}"
    let drawn = text.map { plain.glyphs(for: String($0), columns: 1) }.flatMap { $0 }
    let ascii = String(
      String.UnicodeScalarView(drawn.flatMap(\.scalars).compactMap(Unicode.Scalar.init)))
    #expect(ascii == "\"a\" 'b' \" c \" \"d'")
  }

  @Test("decorations are Unicode on a UTF-8 locale, but not on the Linux console")
  func linuxConsole() {
    #expect(Terminal.unicodeDecorations(localeIsUTF8: true, term: "xterm-256color"))
    #expect(!Terminal.unicodeDecorations(localeIsUTF8: true, term: "linux"))
    #expect(!Terminal.unicodeDecorations(localeIsUTF8: false, term: "xterm"))
  }
}
