import DogearCore
import DogearLayout
import DogearTestSupport
import Testing

/// Plain text (`dogear dump`) measured code point by code point; the screen keeps clusters
/// at most two columns wide, as it draws them.
@Suite("Layout counting every code point")
struct CodePointWidthTests {
  static let family = "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}\u{200D}\u{1F466}"
  static let thumbs = "\u{1F44D}\u{1F3FD}"
  static let perCodePoint = TestSupport.cellWidth.countingEveryCodePoint

  static func width(_ text: String) -> Int {
    text.unicodeScalars.reduce(0) { $0 + max(0, TestSupport.cellWidth.ofScalar($1)) }
  }

  @Test("a family is as wide as its four faces counted one by one, and 2 on the screen")
  func clusterWidths() {
    #expect(Self.perCodePoint.of(Character(Self.family)) == 8)
    #expect(Self.perCodePoint.of(Character(Self.thumbs)) == 4)
    #expect(Self.perCodePoint.of(Character("\u{2764}\u{FE0F}")) == 1)
    #expect(TestSupport.cellWidth.of(Character(Self.family)) == 2)
  }

  @Test(
    "a run of clusters wider than the line is cut between code points, every one kept",
    arguments: [2, 3, 5, 7, 9, 20])
  func cutBetweenCodePoints(columns: Int) {
    let text = String(repeating: Self.family + Self.thumbs, count: 6)
    let layout = ArticleLayout(
      document: SampleDocuments.single(SampleDocuments.paragraph(1, text)), width: columns,
      cellWidth: Self.perCodePoint)
    let lines = layout.lines.map(\.text)
    for line in lines { #expect(Self.width(line) <= columns, "\(line)") }
    #expect(lines.joined() == text)
  }
}
