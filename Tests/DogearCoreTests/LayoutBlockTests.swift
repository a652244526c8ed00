import DogearCore
import DogearLayout
import DogearTestSupport
import Testing

/// One small document per block kind, laid out at widths 1, 20, 40 and 80: the invariants at
/// every width, and what each kind must look like where there is room for it.
@Suite("Layout of every block kind")
struct LayoutBlockTests {
  typealias Sample = SampleDocuments

  static let widths = [1, 20, 40, 80]

  static let kinds:
    [(name: String, document: Document, check: @Sendable (ArticleLayout) -> [String])] = [
      ("heading", Sample.single(Sample.heading(level: 1, "Slow Rivers")), { Self.heading($0) }),
      ("paragraph", Sample.single(Sample.paragraph(1, Sample.longText)), { Self.paragraph($0) }),
      ("unordered list", Sample.single(Sample.list(ordered: false)), { Self.unorderedList($0) }),
      (
        "ordered list", Sample.single(Sample.list(ordered: true, start: 9)),
        { Self.orderedList($0) }
      ),
      ("definition list", Sample.single(Sample.definitions), { Self.definitions($0) }),
      ("blockquote", Sample.single(Sample.quote), { Self.quote($0) }),
      ("preformatted", Sample.single(Sample.code), { Self.code($0) }),
      ("figure", Sample.single(Sample.figure), { Self.figure($0) }),
      ("image", Sample.single(Sample.image), { Self.image($0) }),
      ("table", Sample.single(Sample.table), { Self.table($0) }),
      ("rule", Sample.single(Block(.rule, path: Sample.path(("hr", 1)))), { Self.rule($0) }),
      ("details", Sample.single(Sample.details), { Self.details($0) }),
    ]

  @Test("each kind keeps the invariants at widths 1, 20, 40 and 80", arguments: 0..<kinds.count)
  func invariants(kind: Int) {
    let (name, document, _) = Self.kinds[kind]
    let prepared = PreparedArticle(document: document, cellWidth: TestSupport.cellWidth)
    for width in Self.widths {
      let problems = LayoutChecks.problems(
        prepared, width: width, otherWidth: width == 80 ? 20 : 80)
      #expect(problems.isEmpty, "\(name): \(problems.prefix(3))")
      let layout = ArticleLayout(prepared: prepared, width: width)
      #expect(!layout.lines.isEmpty, "\(name) at \(width) has no lines")
    }
  }

  @Test("each kind looks as it should at widths 20, 40 and 80", arguments: 0..<kinds.count)
  func appearance(kind: Int) {
    let (name, document, check) = Self.kinds[kind]
    for width in Self.widths.dropFirst() {
      let layout = ArticleLayout(document: document, width: width, cellWidth: TestSupport.cellWidth)
      let problems = check(layout)
      #expect(problems.isEmpty, "\(name) at \(width): \(problems)\n\(LayoutChecks.text(layout))")
    }
  }

  static func expect(_ condition: Bool, _ message: String) -> [String] {
    condition ? [] : [message]
  }

  static func heading(_ layout: ArticleLayout) -> [String] {
    let first = layout.lines[0]
    return expect(first.text == "Slow Rivers", "the heading text comes first")
      + expect(first.runs.allSatisfy { $0.style.contains([.heading, .bold]) }, "heading and bold")
      + expect(layout.lines[1].text.allSatisfy { $0 == "═" }, "h1 is underlined")
  }

  static func paragraph(_ layout: ArticleLayout) -> [String] {
    let joined = layout.lines.map(\.text).joined(separator: " ")
    return expect(joined == Sample.longText, "the words, in order, one space apart")
      + expect(layout.lines.count > 1, "it wraps")
  }

  static func unorderedList(_ layout: ArticleLayout) -> [String] {
    let texts = layout.lines.map(\.text)
    return expect(texts.first?.hasPrefix("• First") == true, "a bullet before the first item")
      + expect(
        texts.contains { $0.hasPrefix("  ◦ Nested") },
        "a hollow bullet, indented, for the nested item")
      + expect(texts.contains { $0.hasPrefix("• Third") }, "the third item after the nested one")
      + expect(layout.lines[0].runs[0].style.contains(.dim), "markers are dim")
      + expect(!texts.contains(""), "a tight list has no blank lines")
  }

  static func orderedList(_ layout: ArticleLayout) -> [String] {
    let texts = layout.lines.map(\.text)
    return expect(
      texts.first?.hasPrefix(" 9. First") == true, "numbers start at `start`, right-aligned")
      + expect(texts.contains { $0.hasPrefix("11. Third") }, "and go on counting")
      + expect(
        texts.contains { $0.hasPrefix("    ◦ Nested") || $0.hasPrefix("    • Nested") },
        "nested items hang under the text")
  }

  static func definitions(_ layout: ArticleLayout) -> [String] {
    let texts = layout.lines.map(\.text)
    return expect(texts.first == "Meander", "the term on its own line")
      + expect(layout.lines[0].runs.allSatisfy { $0.style.contains(.bold) }, "the term is bold")
      + expect(texts.dropFirst().first?.hasPrefix("    A bend") == true, "the definition indented")
  }

  static func quote(_ layout: ArticleLayout) -> [String] {
    let content = layout.lines.filter { !$0.runs.isEmpty }
    return expect(content.allSatisfy { $0.text.hasPrefix("│ ") }, "every line has the gutter")
      + expect(content.contains { $0.text.hasPrefix("│ │ ") }, "a nested quote has two")
      + expect(
        content.allSatisfy { $0.runs.dropFirst().allSatisfy { $0.style.contains(.quote) } },
        "quote style")
  }

  static func code(_ layout: ArticleLayout) -> [String] {
    let texts = layout.lines.map(\.text)
    return expect(texts[0] == "func slow() {", "the first line verbatim")
      + expect(texts[1].hasPrefix("        return"), "a tab is eight columns")
      + expect(texts.contains(""), "the empty line inside the code stays")
      + expect(
        layout.width >= 80 || texts.contains { $0.hasPrefix("↪") }, "long lines continue after ↪")
      + expect(
        layout.lines.allSatisfy {
          $0.runs.allSatisfy { $0.style.contains(.code) || $0.style.contains(.dim) }
        }, "code style")
  }

  static func figure(_ layout: ArticleLayout) -> [String] {
    let texts = layout.lines.map(\.text)
    return expect(texts[0] == "[image: A bend]", "the image first")
      + expect(layout.lines[0].image?.source == "bend.png", "the image line carries the image")
      + expect(texts[1] == "The river bends.", "the caption right under it")
      + expect(layout.lines[1].runs.allSatisfy { $0.style.contains(.dim) }, "the caption is dim")
  }

  static func image(_ layout: ArticleLayout) -> [String] {
    expect(layout.lines[0].text == "[image: A bend]", "an [image: alt] line")
      + expect(layout.lines[0].image != nil, "with the image")
  }

  static func table(_ layout: ArticleLayout) -> [String] {
    let texts = layout.lines.map(\.text)
    if layout.width >= 40 {
      return expect(texts[0] == "River  Length    Mouth", "header row in columns")
        + expect(texts[1].hasPrefix("─────  ────────"), "a rule under the header")
        + expect(texts[2] == "Loire  1,006 km  Atlantic", "aligned cells")
    }
    return expect(texts.contains("River: Loire"), "header: value rows when the columns do not fit")
      + expect(texts.contains("Length: 1,006 km"), "every cell labelled")
  }

  static func rule(_ layout: ArticleLayout) -> [String] {
    expect(
      layout.lines[0].text == String(repeating: "─", count: layout.width), "a rule across the width"
    )
  }

  static func details(_ layout: ArticleLayout) -> [String] {
    let texts = layout.lines.map(\.text)
    return expect(texts[0] == "▾ More", "the summary with its marker")
      + expect(texts.contains("  Hidden text."), "the body indented")
  }
}
