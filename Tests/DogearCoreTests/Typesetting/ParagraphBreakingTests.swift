import DogearHTML
import DogearTestSupport
import Foundation
import Testing

@testable import DogearCore
@testable import DogearLayout

/// Whole-paragraph breaking, hyphens and justification (issue 44): lines as even as the
/// width allows, and every position exactly where it was.
@Suite("Paragraph breaking")
struct ParagraphBreakingTests {
  static let text =
    "Readers who come from e-book readers ask for better setting: paragraphs broken "
    + "greedily leave a ragged edge that swings by ten columns at narrow widths, and "
    + "nothing is hyphenated. Knuth and Plass's algorithm considers the paragraph as a "
    + "whole, choosing breakpoints that minimise the total badness of its lines, so that "
    + "extraordinarily long words and short ones share the room evenly."

  static let settings: [Typesetting] = [
    .greedy, .book(hyphenate: false, justify: false), .book(hyphenate: true, justify: false),
    .book(hyphenate: true, justify: true), .book(hyphenate: false, justify: true),
  ]

  static func prepared(_ html: String = "<p>\(text)</p><p>\(text)</p>") -> PreparedArticle {
    PreparedArticle(
      document: HTMLDocumentParser.parse(html: html), cellWidth: TestSupport.cellWidth,
      hyphenator: EveryLetterHyphenator())
  }

  @Test("Every anchor round-trips at every width with every setting, and across settings")
  func anchorsRoundTrip() {
    let prepared = Self.prepared()
    for width in [9, 14, 20, 33, 40, 66, 100] {
      let layouts = Self.settings.map {
        ArticleLayout(prepared: prepared, width: width, typesetting: $0)
      }
      for layout in layouts {
        #expect(LayoutChecks.overflowingLines(layout).isEmpty, "width \(width)")
        #expect(LayoutChecks.unresolvedAnchors(layout).isEmpty, "width \(width)")
        for other in layouts {
          let problems = LayoutChecks.misplacedAcrossWidths(layout, other)
          #expect(problems.isEmpty, "width \(width): \(problems.prefix(2))")
        }
      }
    }
  }

  @Test("Each line holds exactly the text from its anchor to the next line's, hyphen aside")
  func linesHoldTheTextUnchanged() {
    let prepared = Self.prepared("<p>\(Self.text)</p>")
    let characters = Array(Self.text)
    for width in [12, 20, 40, 66] {
      let layout = ArticleLayout(
        prepared: prepared, width: width, typesetting: .book(hyphenate: true, justify: true))
      let offsets = layout.lines.map(\.anchor.offset) + [characters.count]
      for (number, line) in layout.lines.enumerated() {
        let source = String(characters[offsets[number]..<offsets[number + 1]])
        let expected = source.trimmingCharacters(in: .whitespaces)
        var shown = line.text.split(separator: " ", omittingEmptySubsequences: true)
          .joined(separator: " ")
        let breaksWord =
          number + 1 < layout.lines.count && characters[offsets[number + 1] - 1].isLetter
        if breaksWord {
          #expect(shown.hasSuffix("-"), "width \(width): \(line.text)")
          shown.removeLast()
        }
        #expect(shown == expected, "width \(width), line \(number)")
      }
    }
  }

  @Test("Whole-paragraph lines are more even than greedy ones")
  func wholeParagraphIsMoreEven() {
    let prepared = Self.prepared("<p>\(Self.text)</p>")
    var totals = (greedy: 0, book: 0)
    for width in [30, 40, 66] {
      let greedy = prepared.paragraphLines(width: width, typesetting: .greedy)
      let book = prepared.paragraphLines(
        width: width, typesetting: .book(hyphenate: false, justify: false))
      let ragged = { (lines: [[SetLine]]) in
        lines.flatMap { $0.dropLast() }.reduce(0) { $0 + (width - $1.width) * (width - $1.width) }
      }
      #expect(ragged(book) <= ragged(greedy), "width \(width)")
      totals.greedy += ragged(greedy)
      totals.book += ragged(book)
    }
    #expect(totals.book < totals.greedy)
  }

  @Test("Never three hyphenated lines in a row, even where every letter may break")
  func neverThreeHyphensInARow() {
    let prepared = Self.prepared()
    for width in 8...40 {
      for paragraph in prepared.paragraphLines(
        width: width, typesetting: .book(hyphenate: true, justify: false))
      {
        var run = 0
        for line in paragraph {
          run = line.hyphenated ? run + 1 : 0
          #expect(run < 3, "width \(width)")
        }
      }
    }
  }

  @Test("Justified lines but the last are the width, one extra space a gap at most")
  func justifiedLinesFillTheWidth() {
    let prepared = Self.prepared()
    for width in [20, 40, 66] {
      for paragraph in prepared.paragraphLines(
        width: width, typesetting: .book(hyphenate: true, justify: true))
      {
        for line in paragraph.dropLast() {
          #expect(!line.text.contains("   "))
          #expect(line.width == width || !line.text.contains("  "), "\(line.text)")
        }
        #expect(paragraph.last.map { !$0.text.contains("  ") } ?? true)
      }
    }
  }

  @Test("A right-to-left paragraph's last line sits at the right when justified")
  func rightToLeftLastLineAtTheRight() throws {
    let html = "<p dir=\"rtl\">שלום עולם זה טקסט ארוך מאוד שנשבר לכמה שורות בפסקה אחת</p>"
    let prepared = PreparedArticle(
      document: HTMLDocumentParser.parse(html: html), cellWidth: TestSupport.cellWidth)
    let layout = ArticleLayout(
      prepared: prepared, width: 20, typesetting: .book(hyphenate: false, justify: true))
    let last = try #require(layout.lines.last)
    #expect(last.text.hasPrefix(" "))
    #expect(TestSupport.cellWidth.of(last.text) == 20)
    // The lines above are justified, from edge to edge, or ragged at the left.
    let above = layout.lines.dropLast()
    #expect(above.allSatisfy { TestSupport.cellWidth.of($0.text) == 20 })
    #expect(above.contains { !$0.text.hasPrefix(" ") && $0.text.contains("  ") })
  }

  @Test("Justified, the spaces of code in a paragraph are never widened, nor CJK text's")
  func inlineCodeAndWideTextAreNotJustified() throws {
    let code = "<code>xa xb xc xd xe xf xg xh</code>"
    let prose = "<p>Run \(code) before the branch is merged and \(code) after it, then read on</p>"
    let cjk = "<p>日本語の 文章は とても 長くて 一行には 入りません から 何行にも 分かれて 表示 されます</p>"
    let prepared = Self.prepared(prose + cjk)
    var widenedLines = 0
    for width in [14, 20, 27, 33] {
      let justified = ArticleLayout(
        prepared: prepared, width: width, typesetting: .book(hyphenate: false, justify: true))
      let ragged = ArticleLayout(
        prepared: prepared, width: width, typesetting: .book(hyphenate: false, justify: false))
      let widened = justified.lines.filter { $0.text.contains("  ") }
      widenedLines += widened.count
      for line in widened {
        #expect(line.text.firstRange(of: #/x[a-h] {2,}x/#) == nil, "width \(width): \(line.text)")
      }
      let wide = { (layout: ArticleLayout) in
        layout.lines.filter { $0.text.contains { $0.unicodeScalars.first!.value > 0x3000 } }
      }
      #expect(!wide(ragged).isEmpty)
      #expect(wide(justified) == wide(ragged), "width \(width)")
    }
    #expect(widenedLines > 4, "nothing justified")
  }

  @Test("Code blocks and table cells are never justified or hyphenated")
  func codeAndTablesStayAsTheyWere() {
    let html =
      "<pre>configuration configuration configuration</pre>"
      + "<table><tr><td>configuration wonderful extraordinary</td><td>x</td></tr></table>"
    let prepared = Self.prepared(html)
    for width in [16, 30] {
      let plain = ArticleLayout(prepared: prepared, width: width)
      let set = ArticleLayout(
        prepared: prepared, width: width, typesetting: .book(hyphenate: true, justify: true))
      #expect(plain.lines == set.lines, "width \(width)")
    }
  }
}
