import DogearTestSupport
import Testing

@testable import DogearCore
@testable import DogearLayout

@Suite("Preparation internals: path numbering and character measuring")
struct PrepareInternalsTests {
  static func path(_ steps: (String, Int)...) -> ElementPath {
    ElementPath(steps.map { ElementPath.Step(tag: $0.0, index: $0.1) })
  }

  @Test("paths with the same indices hash alike but stay unequal when a tag differs")
  func pathEquality() {
    let paragraph = Self.path(("div", 2), ("p", 3))
    let quote = Self.path(("div", 2), ("blockquote", 3))
    #expect(paragraph.hashValue == quote.hashValue)
    #expect(paragraph != quote)
    #expect(paragraph == Self.path(("DIV", 2), ("p", 3)))
    #expect(paragraph != Self.path(("div", 3), ("p", 2)))
    #expect(paragraph != Self.path(("div", 2)))
    #expect(Set([paragraph, quote, Self.path(("div", 2), ("p", 3))]).count == 2)
  }

  @Test("the builder numbers paths in the order first met, and the table finds every one")
  func numbering() {
    var builder = PathTableBuilder()
    let tags = ["p", "li", "td"]
    var expected: [ElementPath] = []
    // Enough paths to grow the index several times; the tags make same-index twins.
    for index in 1...700 {
      for tag in tags {
        let path = Self.path(("section", index % 7 + 1), (tag, index))
        #expect(builder.id(of: path) == Int32(expected.count))
        expected.append(path)
      }
    }
    for (id, path) in expected.enumerated().reversed() {
      #expect(builder.id(of: path) == Int32(id))
    }
    let table = builder.build()
    #expect(table.count == expected.count)
    #expect(table.paths == expected)
    for (id, path) in expected.enumerated() where id % 13 == 0 {
      #expect(table.id(of: path) == Int32(id))
      #expect(table.path(Int32(id)) == path)
    }
    #expect(table.id(of: Self.path(("section", 1), ("h1", 1))) == nil)
    #expect(table.id(of: PathTable.linksPath) == nil)
  }

  @Test(
    "measuring from the bytes finds the Characters the String finds",
    arguments: [
      "plain ascii, with punctuation!", "café naïve", "e\u{301}tude", "“quoted” — dash…",
      "\u{600}1 prepended", "line\r\nfeed", "👍🏽 thumbs", "🇫🇷🇩🇪 flags", "👨‍👩‍👧 family",
      "한국어 text", "\u{1100}\u{1161}\u{11A8} jamo", "日本語のテキスト", "ｆｕｌｌ", "\u{300}a",
      "a\u{200D}b", "tab\there", "x\u{FE0F}", "Привет мир", "end é",
    ])
  func measuring(text: String) {
    let cellWidth = TestSupport.cellWidth
    var expected: [(Int, Unicode.Scalar, Int32)] = []
    for character in text {
      expected.append(
        (
          character.utf8.count, character.unicodeScalars.first ?? " ",
          Int32(cellWidth.of(character))
        ))
    }
    var measured: [(Int, Unicode.Scalar, Int32)] = []
    var contiguous = text
    contiguous.withUTF8 { source in
      var index = 0
      while index < source.count {
        let found = CharacterMeasure.measure(source, at: index, in: text, cellWidth: cellWidth)
        measured.append((found.length, found.scalar, found.width))
        index += max(1, found.length)
      }
    }
    #expect(measured.map(\.0) == expected.map(\.0))
    #expect(measured.map(\.1) == expected.map(\.1))
    #expect(measured.map(\.2) == expected.map(\.2))
  }

  /// Scalars at the edges of the blocks `CharacterMeasure` trusts, and ones that join.
  static let joinSamples: [Unicode.Scalar] = [
    "a", "Z", "0", ".", " ", "\r", "\n", "\u{7F}", "\u{80}", "\u{9F}", "\u{A0}", "\u{AD}",
    "\u{E9}", "\u{2FF}", "\u{300}", "\u{301}", "\u{36F}", "\u{370}", "\u{482}", "\u{483}",
    "\u{489}", "\u{48A}", "\u{52F}", "\u{530}", "\u{5D0}", "\u{5FF}", "\u{600}", "\u{605}",
    "\u{627}", "\u{64B}", "\u{915}", "\u{93F}", "\u{94D}", "\u{E33}", "\u{1100}", "\u{1160}",
    "\u{11A8}", "\u{200B}", "\u{200C}", "\u{200D}", "\u{200E}", "\u{2010}", "\u{2019}",
    "\u{2027}", "\u{2028}", "\u{2030}", "\u{203C}", "\u{205E}", "\u{205F}", "\u{20D0}",
    "\u{2100}", "\u{2764}", "\u{2BFF}", "\u{2C00}", "\u{3000}", "\u{3029}", "\u{302A}",
    "\u{302F}", "\u{3030}", "\u{3042}", "\u{3099}", "\u{309A}", "\u{309B}", "\u{30FF}",
    "\u{3131}", "\u{4E00}", "\u{9FFF}", "\u{A960}", "\u{AC00}", "\u{AC01}", "\u{D7A3}",
    "\u{D7B0}", "\u{FE0F}", "\u{FF01}", "\u{FF71}", "\u{FF9D}", "\u{FF9E}", "\u{FFA0}",
    "\u{1F1E6}", "\u{1F1EB}", "\u{1F44D}", "\u{1F3FD}", "\u{E0020}",
  ]

  @Test("every run of three sample scalars is cut into the Characters the String finds")
  func measuringJoins() {
    var mismatches: [String] = []
    for first in Self.joinSamples {
      for second in Self.joinSamples {
        for third in Self.joinSamples {
          var text = ""
          text.unicodeScalars.append(contentsOf: [first, second, third])
          if !Self.measuresAlike(text) {
            mismatches.append("\([first, second, third].map { String($0.value, radix: 16) })")
          }
        }
      }
    }
    #expect(mismatches.isEmpty, "\(mismatches.prefix(20))")
  }

  /// True when walking `text` with `CharacterMeasure` meets its Characters' lengths.
  static func measuresAlike(_ text: String) -> Bool {
    var contiguous = text
    let lengths = text.map(\.utf8.count)
    return contiguous.withUTF8 { source in
      var index = 0
      var found: [Int] = []
      while index < source.count {
        let length = CharacterMeasure.measure(
          source, at: index, in: text, cellWidth: TestSupport.cellWidth
        ).length
        found.append(length)
        index += max(1, length)
      }
      return found == lengths
    }
  }

  @Test("a paragraph prepares alike alone and after others that lent it their arrays")
  func scratchReuse() {
    let long = Self.path(("p", 1))
    let short = Self.path(("p", 2))
    let longText = Array(repeating: "many words, (some) well-known", count: 40).joined(
      separator: " ")
    let lone = ArticleLayout(
      document: Document(blocks: [Block(.paragraph([.text("a b c", path: short)]), path: short)]),
      width: 30, cellWidth: TestSupport.cellWidth)
    let after = ArticleLayout(
      document: Document(blocks: [
        Block(.paragraph([.text(longText, path: long)]), path: long),
        Block(.paragraph([.text("a b c", path: short)]), path: short),
      ]), width: 30, cellWidth: TestSupport.cellWidth)
    #expect(after.lines.suffix(lone.lines.count).map(\.text) == lone.lines.map(\.text))
    #expect(after.lines.last?.anchor == lone.lines.last?.anchor)
  }
}
