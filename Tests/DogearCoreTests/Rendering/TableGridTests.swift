import DogearTestSupport
import Testing

@testable import DogearCore
@testable import DogearLayout

/// The grid placement against the plainest model of HTML's table algorithm: a matrix of
/// occupied slots, filled cell by cell, over seeded random tables with random spans.
@Suite("Table grid")
struct TableGridTests {
  /// The spec's steps with an explicit matrix: skip occupied slots, then mark the cell's
  /// rectangle (spans clamped to the row group, 0 running to its end).
  static func model(_ rows: [TableGrid.Row]) -> [[TableGrid.Placement]] {
    var occupied: [[Bool]] = rows.map { _ in [] }
    var result: [[TableGrid.Placement]] = []
    for (y, row) in rows.enumerated() {
      let groupEnd = rows[y...].prefix { $0.group == row.group }.count + y
      var x = 0
      var placed: [TableGrid.Placement] = []
      for cell in row.cells {
        while x < occupied[y].count && occupied[y][x] { x += 1 }
        let height = cell.rowSpan == 0 ? groupEnd - y : min(cell.rowSpan, groupEnd - y)
        let width = max(1, min(cell.columnSpan, TableGrid.maximumColumns - x))
        for covered in y..<(y + height) {
          while occupied[covered].count < x + width { occupied[covered].append(false) }
          for column in x..<(x + width) { occupied[covered][column] = true }
        }
        placed.append(.init(row: y, column: x, rowSpan: height, columnSpan: width))
        x += width
      }
      result.append(placed)
    }
    return result
  }

  static func randomTable(_ random: inout SeededGenerator) -> [TableGrid.Row] {
    var group = 0
    return (0..<Int.random(in: 0..<9, using: &random)).map { _ in
      if Int.random(in: 0..<5, using: &random) == 0 { group += 1 }
      let cells = (0..<Int.random(in: 0..<6, using: &random)).map { _ in
        TableGrid.Shape(
          rowSpan: [0, 1, 1, 1, 2, 3, 7][Int.random(in: 0..<7, using: &random)],
          columnSpan: [1, 1, 1, 2, 3][Int.random(in: 0..<5, using: &random)])
      }
      return TableGrid.Row(group: group, cells: cells)
    }
  }

  @Test("cells sit where the slot model puts them, over 2,000 random tables with spans")
  func matchesModel() {
    var random = SeededGenerator(seed: 17)
    for number in 0..<2000 {
      let rows = Self.randomTable(&random)
      let grid = TableGrid(rows)
      let expected = Self.model(rows)
      #expect(grid.placements == expected, "table \(number): \(rows)")
      let widest = expected.flatMap { $0 }.map { $0.column + $0.columnSpan }.max() ?? 0
      #expect(grid.columns == widest, "table \(number)")
    }
  }

  @Test("a row span pushes the cells of the rows below one column right")
  func rowSpanShifts() {
    let grid = TableGrid([
      .init(group: 0, cells: [.init(rowSpan: 3, columnSpan: 1), .init(rowSpan: 1, columnSpan: 1)]),
      .init(group: 0, cells: [.init(rowSpan: 1, columnSpan: 1)]),
      .init(group: 0, cells: [.init(rowSpan: 1, columnSpan: 2)]),
    ])
    #expect(grid.placements.map { $0.map(\.column) } == [[0, 1], [1], [1]])
    #expect(grid.columns == 3)
  }

  @Test("a row span ends with its row group, and 0 spans to the group's end")
  func spansStopAtGroups() {
    let grid = TableGrid([
      .init(group: 0, cells: [.init(rowSpan: 0, columnSpan: 1), .init(rowSpan: 1, columnSpan: 1)]),
      .init(group: 0, cells: [.init(rowSpan: 1, columnSpan: 1)]),
      .init(group: 1, cells: [.init(rowSpan: 1, columnSpan: 1)]),
    ])
    #expect(grid.placements[0][0].rowSpan == 2)
    #expect(grid.placements[1][0].column == 1)
    #expect(grid.placements[2][0].column == 0)
  }

  @Test("hostile column spans stop at 1,000 columns")
  func boundedColumns() {
    let cells = Array(repeating: TableGrid.Shape(rowSpan: 1, columnSpan: 1000), count: 50)
    let grid = TableGrid([.init(group: 0, cells: cells)])
    #expect(grid.columns == 1049)
  }
}
