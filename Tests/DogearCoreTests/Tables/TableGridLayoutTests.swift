import DogearHTML
import DogearTestSupport
import Testing

@testable import DogearCore
@testable import DogearLayout

/// Tables as grids wherever the terminal holds them (issue 44), laid out: the room for tables
/// is the terminal's, a grid wider than the text marks its lines, one wider than the room
/// scrolls or, when the room does not scroll, reads as records as before.
@Suite("Tables as grids: the layout")
struct TableGridLayoutTests {
  static func layout(width: Int, tables: TableRoom) -> ArticleLayout {
    ArticleLayout(
      prepared: WideTable.prepared, width: width,
      typesetting: Typesetting.book(hyphenate: false, justify: false).with(tables: tables))
  }

  static func gridLines(_ layout: ArticleLayout) -> [LayoutLine] {
    layout.lines.filter { $0.gridWidth > 0 }
  }

  @Test(
    "a table wider than the text but not the terminal is a grid, its lines marked with its width")
  func gridWithinTheTerminal() {
    let layout = Self.layout(width: 60, tables: TableRoom(columns: 200, scrolls: false))
    let grid = Self.gridLines(layout)
    // The header row, its rule and six rows, each on one line.
    #expect(grid.count == 8)
    #expect(grid.allSatisfy { Int($0.gridWidth) == WideTable.gridWidth })
    #expect(grid[0].text.hasPrefix("Machine  "))
    #expect(grid[0].text.contains("Crafting time  Ingredients"))
    #expect(grid[2].text.hasPrefix("Assembler 1  1.5 s"))
    #expect(grid[2].text.hasSuffix("Unlocked by automation 1"))
    #expect(!layout.lines.contains { $0.text.contains("Machine: ") }, "no records")
    #expect(layout.tablesOverflowText)
    for line in layout.lines {
      let width = TestSupport.cellWidth.of(line.text)
      #expect(width <= (line.gridWidth > 0 ? Int(line.gridWidth) : 60), "\(line.text)")
    }
    // A terminal narrower than the grid but wide enough for every column's longest word:
    // the cells wrap within their columns, as they did within the text before.
    let squeezed = Self.gridLines(
      Self.layout(width: 60, tables: TableRoom(columns: 100, scrolls: true)))
    #expect(squeezed.count > 8)
    #expect(squeezed.allSatisfy { $0.gridWidth > 60 && $0.gridWidth <= 100 })
  }

  @Test("one wider than the terminal is a grid to scroll when the room scrolls, else records")
  func widerThanTheTerminal() {
    // 80 columns hold less than every column's longest word and the gaps (85).
    let scrolled = Self.layout(width: 60, tables: TableRoom(columns: 80, scrolls: true))
    let grid = Self.gridLines(scrolled)
    #expect(grid.count == 8)
    #expect(grid.allSatisfy { Int($0.gridWidth) == WideTable.gridWidth })
    let records = Self.layout(width: 60, tables: TableRoom(columns: 80, scrolls: false))
    #expect(Self.gridLines(records).isEmpty)
    #expect(records.lines.contains { $0.text == "Machine: Assembler 1" })
    #expect(records.lines.contains { $0.text == "Notes: Unlocked by automation 6" })
  }

  @Test("without a room, as dump lays out, the grid goes up to the width and no further")
  func dumpsRoomIsItsWidth() {
    let text = { (width: Int) in
      String(
        decoding: ArticleLayout.text(
          prepared: WideTable.prepared, width: width,
          typesetting: .book(hyphenate: false, justify: false)), as: UTF8.self)
    }
    let wide = text(200)
    #expect(wide.contains("\nAssembler 1  1.5 s  "))
    #expect(!wide.contains("Machine: "))
    let narrow = text(60)
    #expect(narrow.contains("\nMachine: Assembler 1\n"))
    let plain = Self.layout(width: 200, tables: .text)
    #expect(Self.gridLines(plain).isEmpty, "a grid within the width is no wide grid")
    #expect(plain.lines.contains { $0.text.hasPrefix("Assembler 1  1.5 s") })
  }

  @Test("a grid's every line keeps its anchor: each line's anchor finds that line again")
  func anchorsRoundTrip() {
    for room in [TableRoom(columns: 200, scrolls: false), TableRoom(columns: 80, scrolls: true)] {
      let layout = Self.layout(width: 50, tables: room)
      for index in layout.lines.indices where !layout.lines[index].runs.isEmpty {
        #expect(layout.lineIndex(for: layout.anchor(atLine: index)) == index, "line \(index)")
      }
    }
  }

  @Test("an article whose tables fit the text says its layout does not depend on the room")
  func narrowTablesDoNotOverflow() {
    let prepared = PreparedArticle(
      document: HTMLDocumentParser.parse(
        html: "<p>Before.</p><table><tr><th>A</th><th>B</th></tr><tr><td>1</td><td>2</td></tr>"
          + "</table>"),
      cellWidth: TestSupport.cellWidth)
    let layout = ArticleLayout(
      prepared: prepared, width: 40,
      typesetting: .greedy.with(tables: TableRoom(columns: 200, scrolls: true)))
    #expect(!layout.tablesOverflowText)
    #expect(layout.lines.allSatisfy { $0.gridWidth == 0 })
  }
}
