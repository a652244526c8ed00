import DogearCore
import DogearHTML
import DogearReader
import DogearScreen
import Testing

/// `T`: the outline of headings, indented by level, the one holding the position marked;
/// Enter goes there as a look (the saved position stays, Ctrl-O comes back).
@Suite("The reader's outline")
struct ReaderOutlineTests {
  /// "Slow Rivers" (h1), then six sections: an h2 with five paragraphs, an h3 with three.
  static func document(sections: Int = 6) -> Document {
    var blocks: [Block] = []
    var child = 0
    func add(_ kind: (ElementPath) -> Block.Kind, tag: String) {
      child += 1
      let path = ElementPath([.init(tag: tag, index: child)])
      blocks.append(Block(kind(path), path: path))
    }
    func heading(_ level: Int, _ text: String) {
      add({ .heading(level: level, [.text(text, path: $0)]) }, tag: "h\(level)")
    }
    func paragraph(_ index: Int) {
      add({ .paragraph([.text(ReaderFixtures.paragraphText(index), path: $0)]) }, tag: "p")
    }
    heading(1, "Slow Rivers")
    var paragraphs = 0
    for section in 1...sections {
      heading(2, "Section \(section) ¶")
      for _ in 0..<5 {
        paragraphs += 1
        paragraph(paragraphs)
      }
      heading(3, "Detail \(section) of the river bend near the ford")
      for _ in 0..<3 {
        paragraphs += 1
        paragraph(paragraphs)
      }
    }
    return Document(blocks: blocks)
  }

  static func state(
    columns: Int = 40, rows: Int = 12, document: Document = document(),
    unicode: Bool = true, saved: ReadingProgress? = nil
  ) -> ReaderState {
    ReaderState(
      bookmark: ReaderFixtures.bookmark(hero: false, summary: false), document: document,
      savedProgress: saved, settings: Settings(), columns: columns, rows: rows,
      environment: ReaderFixtures.environment(unicode: unicode))
  }

  static func rows(_ state: ReaderState) -> [String] {
    let screen = Reader.render(state)
    return (0..<screen.rows).map { row in
      (0..<screen.columns).map { screen[row, $0].text }.joined()
    }
  }

  @Test("the headings are found in order with their levels, permalink marks trimmed")
  func entries() {
    let entries = ArticleOutline.entries(of: Self.document(sections: 2))
    #expect(entries.map(\.level) == [1, 2, 3, 2, 3])
    #expect(
      entries.map(\.title) == [
        "Slow Rivers", "Section 1", "Detail 1 of the river bend near the ford", "Section 2",
        "Detail 2 of the river bend near the ford",
      ])
  }

  @Test("headings inside quotes, lists and details count; empty ones do not")
  func nestedHeadings() {
    let path = ElementPath([.init(tag: "blockquote", index: 1)])
    let inner = path.appending(tag: "h2", index: 1)
    let item = ElementPath([.init(tag: "ul", index: 2)]).appending(tag: "li", index: 1)
    let document = Document(blocks: [
      Block(
        .blockquote([Block(.heading(level: 2, [.text("Quoted", path: inner)]), path: inner)]),
        path: path),
      Block(
        .list(
          ordered: false, start: 1,
          items: [
            ListItem(
              blocks: [
                Block(.heading(level: 4, [.text("  In   a list ", path: item)]), path: item),
                Block(.heading(level: 4, [.text(" ¶ ", path: item)]), path: item),
              ], path: item)
          ]), path: ElementPath([.init(tag: "ul", index: 2)])),
    ])
    let entries = ArticleOutline.entries(of: document)
    #expect(entries.map(\.title) == ["Quoted", "In a list"])
    #expect(entries.map(\.level) == [2, 4])
  }

  @Test("T at 40x12: a framed list indented by level, the first heading marked and selected")
  func literalScreen() {
    var state = Self.state()
    state.press(.character("T"))
    #expect(state.mode == .outline(selected: 0))
    let rows = Self.rows(state)
    #expect(
      Array(rows[0...10]) == [
        "┌ Outline 1/13 ────────────────────────┐",
        "│▸ Slow Rivers                         │",
        "│    Section 1                         │",
        "│      Detail 1 of the river bend nea… │",
        "│    Section 2                         │",
        "│      Detail 2 of the river bend nea… │",
        "│    Section 3                         │",
        "│      Detail 3 of the river bend nea… │",
        "│    Section 4                         │",
        "│      Detail 4 of the river bend nea… │",
        "└──────────────────────────────────────┘",
      ], "\(rows)")
    #expect(rows[11].contains("Enter go"), "\(rows[11])")
  }

  @Test("the heading holding the position is marked and selected when the outline opens")
  func currentHeading() {
    var state = Self.state(columns: 80, rows: 24)
    state.press(.character("T"))
    state.type("jjjjj")
    state.press(.enter)
    // Section 3 is on the top line; a few lines further on, it still holds the position.
    state.type("jjj")
    state.press(.character("T"))
    #expect(state.mode == .outline(selected: 5))
    #expect(state.currentHeading == 5)
    let rows = Self.rows(state)
    #expect(rows.contains { $0.contains("▸   Section 3") }, "\(rows)")
  }

  @Test("Enter goes to the heading as a look: nothing saved, Ctrl-O back, Tab forward")
  func enterIsALook() {
    var state = Self.state(columns: 80, rows: 24)
    state.press(.pageDown)
    let before = state.top
    let savedBefore = state.saved
    state.press(.character("T"))
    #expect(state.mode == .outline(selected: 1), "Section 1 holds the position after a page")
    state.type("jjjjjj")
    let effects = state.press(.enter)
    #expect(state.mode == .reading)
    #expect(!effects.contains { if case .saveProgress = $0 { true } else { false } }, "\(effects)")
    #expect(state.saved == savedBefore)
    #expect(state.contentLine(state.top)?.text.contains("Section 4") == true)
    #expect(state.message == "Section 4 · Ctrl-O back")
    let heading = state.top
    state.press(.control("o"))
    #expect(state.top == before)
    state.press(.tab)
    #expect(state.top == heading)
  }

  @Test("keys: j k wrap nowhere, G and g go to the ends, Esc, q and T close")
  func keys() {
    var state = Self.state()
    state.press(.character("T"))
    state.press(.character("k"))
    #expect(state.mode == .outline(selected: 0))
    state.press(.character("G"))
    #expect(state.mode == .outline(selected: 12))
    state.press(.character("j"))
    #expect(state.mode == .outline(selected: 12))
    state.press(.character("g"))
    #expect(state.mode == .outline(selected: 0))
    state.press(.pageDown)
    #expect(state.mode == .outline(selected: 5), "a page is the viewport less two rows")
    state.send(.input(.wheel(lines: -3), now: ReaderFixtures.start))
    #expect(state.mode == .outline(selected: 2))
    for close in [Key.escape, .character("q"), .character("T")] {
      state.press(.character("T"))
      state.press(close)
      #expect(state.mode == .reading)
    }
  }

  @Test("at 20x8 the box keeps its border and the selected row scrolls into view")
  func smallWindow() {
    var state = Self.state(columns: 20, rows: 8)
    state.press(.character("T"))
    state.press(.character("G"))
    let rows = Self.rows(state)
    let bottom = rows.firstIndex { $0.hasPrefix("└") }
    #expect(bottom != nil, "\(rows)")
    #expect(rows.contains { $0.contains("Detail 6") }, "\(rows)")
    #expect(!rows.contains { $0.contains("Slow Rivers") }, "\(rows)")
    #expect(rows.allSatisfy { $0.count == 20 })
  }

  @Test("outside UTF-8 the box and the mark are ASCII")
  func ascii() {
    var state = Self.state(unicode: false)
    state.press(.character("T"))
    let rows = Self.rows(state)
    #expect(rows[0].hasPrefix("+ Outline 1/13 -"), "\(rows)")
    #expect(rows[1] == "|> Slow Rivers                         |")
    #expect(rows[3].hasSuffix("n... |"), "\(rows[3])")
  }

  @Test("an article without headings says so and stays reading")
  func noHeadings() {
    var state = ReaderFixtures.state()
    state = ReaderState(
      bookmark: ReaderFixtures.bookmark(),
      document: Document(blocks: Array(ReaderFixtures.document().blocks.dropFirst())),
      savedProgress: nil, settings: Settings(), columns: 80, rows: 24,
      environment: ReaderFixtures.environment())
    state.press(.character("T"))
    #expect(state.mode == .reading)
    #expect(state.message == "This article has no headings or marks")
  }

  @Test("the outline follows the layout: after a resize Enter still lands on the heading")
  func resize() {
    var state = Self.state(columns: 80, rows: 24)
    state.press(.character("T"))
    state.resize(33, 10)
    state.type("jjjjjjjjjjj")
    state.press(.enter)
    #expect(state.contentLine(state.top)?.text.contains("Section 6") == true)
  }

  @Test(
    "T Enter puts a heading whose words sit in an inner element on the top line, at any size",
    arguments: [(80, 24), (40, 12), (200, 60)])
  func innerHeading(size: (Int, Int)) {
    var html = "<h1>Slow Rivers</h1>"
    for index in 1...6 {
      html += "<h2><span id=\"s\(index)\">Environment \(index)</span></h2>"
      html += "<p><a href=\"#s\(index)\">Flight</a> checks</p>"
      for paragraph in 1...4 {
        html += "<p>" + ReaderFixtures.paragraphText(index * 10 + paragraph) + "</p>"
      }
    }
    var state = Self.state(
      columns: size.0, rows: size.1, document: HTMLDocumentParser.parse(html: html))
    for heading in 1...6 {
      state.press(.character("T"))
      state.press(.home)
      state.type(String(repeating: "j", count: heading))
      state.press(.enter)
      let shown = (state.top..<(state.top + state.frame.height)).first {
        state.contentLine($0)?.text.contains("Environment \(heading)") == true
      }
      // Near the end the view stops at the last line: there the heading is on screen.
      #expect(
        shown == state.top || (shown != nil && state.top == state.maximumTop),
        "\(size): \(state.contentLine(state.top)?.text ?? "")")
    }
  }
}
