import DogearTestSupport
import Testing

@testable import DogearCore
@testable import DogearLayout
@testable import DogearReader
@testable import DogearScreen

/// Tables as grids in the reader (issue 44): centred on a terminal that holds them, scrolled
/// sideways with < > (h l) while at the reading line when it does not, said on the status
/// line; "Wide tables as records" in `,` brings the records back.
@Suite("Tables as grids: the reader")
struct TableGridReaderTests {
  static func rows(_ state: ReaderState) -> [String] {
    Reader.render(state).text.split(separator: "\n", omittingEmptySubsequences: false)
      .map(String.init)
  }

  static func row(containing text: String, _ state: ReaderState) -> String? {
    rows(state).first { $0.contains(text) }
  }

  static func status(_ state: ReaderState) -> String { rows(state).last ?? "" }

  @Test("at 200 columns the grid is drawn whole, centred on the terminal, the text in its column")
  func centredOnAWideTerminal() throws {
    let state = WideTable.state(columns: 200, rows: 60)
    let header = try #require(Self.row(containing: "Crafting time", state))
    #expect(header.prefix(while: { $0 == " " }).count == (200 - WideTable.gridWidth) / 2)
    let first = try #require(Self.row(containing: "Assembler 1", state))
    #expect(first.hasSuffix("Unlocked by automation 1"))
    let paragraph = try #require(Self.row(containing: "Para1 ", state))
    #expect(paragraph.prefix(while: { $0 == " " }).count == (200 - 80) / 2)
  }

  @Test("at 80 columns the grid at the reading line scrolls sideways, never past its edges")
  func scrollsSideways() throws {
    var state = WideTable.atTable(WideTable.state(columns: 80, rows: 24))
    #expect(state.wideGridAtReadingLine?.width == WideTable.gridWidth)
    #expect(Self.status(state).hasPrefix("Table, columns 1-80 of 126"))
    #expect(Self.status(state).hasSuffix("< > scroll · ? help"))
    #expect(
      try #require(Self.row(containing: "Assembler 1", state)).hasPrefix("Assembler 1  1.5 s"))
    state.type(">")
    #expect(Self.status(state).hasPrefix("Table, columns 41-120 of 126"))
    let shifted = try #require(Self.row(containing: "Assembling machine", state))
    #expect(!shifted.contains("Assembler 1"))
    state.type("l")
    #expect(Self.status(state).hasPrefix("Table, columns 47-126 of 126"))
    #expect(
      Self.row(containing: "automation 1", state)?.hasSuffix(" Unlocked by automation 1") == true)
    state.press(.right)
    #expect(Self.status(state).hasPrefix("Table, columns 47-126 of 126"), "the right edge holds")
    state.type("<")
    #expect(Self.status(state).hasPrefix("Table, columns 7-86 of 126"))
    state.type("h")
    #expect(Self.status(state).hasPrefix("Table, columns 1-80 of 126"))
    // The text around the grid never moves sideways.
    state.type(">")
    let text = try #require(Self.rows(state).first { $0.contains("Para") })
    #expect(text.hasPrefix(" Para"))
  }

  @Test("a match in a grid's columns past the screen's right edge is cut there, not drawn")
  func matchPastTheRightEdge() throws {
    var state = WideTable.atTable(WideTable.state(columns: 80, rows: 24))
    state.type("/automation")
    state.press(.enter)
    // Drawn at all: the match's columns, right of the screen, were a range that ended before
    // it began, and restyling it stopped the reader (found by FrameReuseTests).
    let row = try #require(Self.rows(state).firstIndex { $0.hasPrefix("Assembler 1  1.5 s") })
    #expect(!Self.rows(state)[row].contains("automation"))
    state.type(">l")
    let shifted = try #require(Self.rows(state).firstIndex { $0.hasSuffix("automation 1") })
    let column = try #require(Self.rows(state)[shifted].range(of: "automation")).lowerBound
    let start = Self.rows(state)[shifted].distance(
      from: Self.rows(state)[shifted].startIndex, to: column)
    #expect(Reader.render(state)[shifted, start].style.attributes.contains(.reverse))
  }

  @Test("away from a wide grid, < and > say there is none, and the status line is the usual one")
  func noGridAtTheReadingLine() {
    var state = WideTable.state(columns: 80, rows: 24)
    #expect(state.wideGridAtReadingLine == nil)
    #expect(!Self.status(state).contains("Table"))
    state.type(">")
    #expect(state.message == "No wide table at the reading line")
  }

  @Test("Wide tables as records reads the grid as records and back, keeping the top line")
  func recordsSetting() {
    var state = WideTable.atTable(WideTable.state(columns: 80, rows: 24))
    let held = state.spot
    state.mode = .settings(selected: SettingsPanelRow.wideTables.rawValue)
    var effects = state.press(.character(" "))
    #expect(state.settings.wideTablesAsRecords)
    #expect(state.message == "Wide tables read as records")
    #expect(effects.contains(.saveSettings(state.settings)))
    #expect(state.layout.lines.contains { $0.text == "Machine: Assembler 1" })
    #expect(state.layout.lines.allSatisfy { $0.gridWidth == 0 })
    #expect(state.spot?.anchor == held?.anchor)
    effects = state.press(.character(" "))
    #expect(!state.settings.wideTablesAsRecords)
    #expect(state.layout.lines.contains { $0.gridWidth > 0 })
    #expect(state.spot?.anchor == held?.anchor)
  }

  @Test("a wider terminal re-lays the grid out at the reading width it had")
  func resizeRelaysTheGrid() {
    var state = WideTable.state(columns: 100, rows: 30, settings: Settings(readingWidth: 60))
    // 98 columns of terminal: every column's longest word fits, so the cells wrap.
    #expect(state.layout.lines.contains { $0.gridWidth > 60 && $0.gridWidth <= 100 })
    state.resize(200, 30)
    #expect(state.frame.textWidth == 60)
    #expect(state.layout.lines.contains { Int($0.gridWidth) == WideTable.gridWidth })
  }

  @Test("a wide table as a grid, scrolled once, at 80x24 and 40x12")
  func snapshots() {
    for (columns, rows) in ReaderSnapshotTests.sizes {
      var state = WideTable.atTable(WideTable.state(columns: columns, rows: rows))
      state.type(">")
      ReaderSnapshotTests.expectSnapshot(Reader.render(state), "table-grid-\(columns)x\(rows)")
    }
  }
}
