import DogearCore
import DogearHTML
import Testing

@Suite("Table parsing")
struct TableParsingTests {
  static func table(_ html: String) -> Table? {
    guard case .table(let table) = Expect.blocks(html).first?.kind else { return nil }
    return table
  }

  @Test("spans are read as browsers read them: digits first, 0 and nonsense made safe")
  func spans() throws {
    let table = try #require(
      Self.table(
        """
        <table><tr><td colspan=" 3px" rowspan="0">a</td><td colspan="0" rowspan="x">b</td>
        <td colspan="5000" rowspan="99999">c</td><th scope=" COL ">d</th></tr></table>
        """))
    let cells = table.rows[0].cells
    #expect(cells.map(\.columnSpan) == [3, 1, 1000, 1])
    #expect(cells.map(\.rowSpan) == [0, 1, 65534, 1])
    #expect(cells.map(\.scope) == [nil, nil, nil, .column])
  }

  @Test("rows know their row group and whether it is the thead; empty rows stay")
  func rowGroups() throws {
    let table = try #require(
      Self.table(
        """
        <table><tr><td>a</td><td>1</td></tr><thead><tr><th>h</th><th>2</th></tr></thead>
        <tbody><tr><td>b</td><td>3</td></tr><tr></tr></tbody><tbody><tr><td>c</td></tr></tbody>
        </table>
        """))
    #expect(table.rows.map(\.isHead) == [false, true, false, false, false])
    let groups = table.rows.map(\.group)
    #expect(groups[2] == groups[3] && Set(groups).count == 4)
    #expect(table.rows[3].cells.isEmpty)
  }

  @Test("a table of empty rows leaves nothing")
  func emptyRows() {
    #expect(Expect.blocks("<table><tr></tr><tr></tr></table>").isEmpty)
  }
}
