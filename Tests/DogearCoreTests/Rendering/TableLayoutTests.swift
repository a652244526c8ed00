import DogearCore
import DogearHTML
import DogearLayout
import DogearScreen
import DogearTestSupport
import Testing

/// Tables as HTML's table model has them: spans, captions, header rows and columns, cells of
/// images, and "header: value" records when the columns do not fit.
@Suite("Table layout")
struct TableLayoutTests {
  static func lines(_ html: String, width: Int) -> [String] {
    let prepared = PreparedArticle(
      document: HTMLDocumentParser.parse(html: html), cellWidth: TestSupport.cellWidth)
    return ArticleLayout(prepared: prepared, width: width).lines.map(\.text)
  }

  /// The shape of Wikipedia's "largest urban areas" box: a title row, a picture spanning the
  /// body rows in the first column.
  static let urbanAreas = """
    <table><caption>Largest urban areas</caption>
    <tr><th colspan="5">Largest urban areas of Aotearoa</th></tr>
    <tr><th></th><th>Rank</th><th>Name</th><th>Region</th><th>Pop.</th></tr>
    <tr><td rowspan="3"><a href="/wiki/Auckland"><img src="/img/Auckland_skyline.jpg" alt=""></a>
    <br>Auckland</td><td>1</td><td>Auckland</td><td>Auckland</td><td>1,478,800</td></tr>
    <tr><td>2</td><td>Christchurch</td><td>Canterbury</td><td>384,800</td></tr>
    <tr><td>3</td><td>Hamilton</td><td>Waikato</td><td>241,200</td></tr>
    </table>
    """

  @Test("a column spanned down by a picture keeps every later row in its own columns")
  func rowSpanColumns() {
    #expect(
      Self.lines(Self.urbanAreas, width: 80) == [
        "Largest urban areas",
        "Largest urban areas of Aotearoa",
        "                                  Rank  Name          Region      Pop.",
        "────────────────────────────────  ────  ────────────  ──────────  ─────────",
        "[image: Auckland_skyline.jpg][1]  1     Auckland      Auckland    1,478,800",
        "Auckland                          2     Christchurch  Canterbury  384,800",
        "                                  3     Hamilton      Waikato     241,200",
        "",
        "Links",
        "[1] /wiki/Auckland",
      ])
  }

  @Test("too narrow for columns, each row is a record under its own headers, the title above")
  func rowSpanRecords() {
    let lines = Self.lines(Self.urbanAreas, width: 30)
    #expect(
      Array(lines.prefix(19)) == [
        "Largest urban areas", "", "Largest urban areas of", "Aotearoa", "",
        "[image:", "Auckland_skyline.jpg][1]", "Auckland", "Rank: 1", "Name: Auckland",
        "Region: Auckland", "Pop.: 1,478,800", "", "Rank: 2", "Name: Christchurch",
        "Region: Canterbury", "Pop.: 384,800", "", "Rank: 3",
      ])
    #expect(lines.contains("Name: Hamilton") && lines.contains("Region: Waikato"))
    #expect(!lines.contains { $0.hasPrefix("Rank: Hamilton") || $0.hasPrefix("Name: Waikato") })
  }

  @Test("a header spanning columns labels each of them, joined with the header below it")
  func groupedHeaders() {
    let html = """
      <table><thead><tr><th rowspan="2">Team</th><th colspan="2">Res</th></tr>
      <tr><th>W</th><th>L</th></tr></thead>
      <tbody><tr><th scope="row">Kestrelsandfalconsclub</th><td>12</td><td>3</td></tr>
      </tbody></table>
      """
    #expect(
      Self.lines(html, width: 80) == [
        "Team                    Res", "                        W   L",
        "──────────────────────  ──  ─", "Kestrelsandfalconsclub  12  3",
      ])
    let records = Self.lines(html, width: 27)
    #expect(records.suffix(2) == ["Res / W: 12", "Res / L: 3"])
  }

  @Test("a thead is the header even when its cells are td")
  func theadIsHeader() {
    let html = """
      <table><thead><tr><td>Key</td><td>Value</td></tr></thead>
      <tbody><tr><td>a</td><td>1</td></tr></tbody></table>
      """
    #expect(Self.lines(html, width: 40) == ["Key  Value", "───  ─────", "a    1"])
  }

  @Test("cells of icons show their alt text, else a short marker, compactly")
  func imageCells() {
    let html = """
      <table><tr><th>Engine</th><th>Linux</th><th>Mac</th><th>BSD</th></tr>
      <tr><td>Blink</td><td><img src="/i/Yes_check.svg" alt="Yes"></td>
      <td><img src="/icons/partial.png?v=2"></td><td><img src="x.png" alt=""></td></tr></table>
      """
    #expect(
      Self.lines(html, width: 40) == [
        "Engine  Linux  Mac      BSD", "──────  ─────  ───────  ───",
        "Blink   Yes    [image]",
      ])
  }

  @Test("overlapping cells read as records and lose no text")
  func overlapping() {
    let html = """
      <table><tr><td>a</td><td rowspan="2">b</td></tr>
      <tr><td colspan="3">c</td><td>d</td></tr></table>
      """
    let lines = Self.lines(html, width: 80)
    for word in ["a", "b", "c", "d"] { #expect(lines.contains(word), "\(word) in \(lines)") }
  }

  @Test("span tables keep the layout invariants at every width")
  func invariants() {
    let samples = [
      Self.urbanAreas,
      "<table><tr><td rowspan=0>long text that wraps here</td><td>x</td></tr><tr></tr>"
        + "<tr><td colspan=9>y y y y y y y y y y y y y y y y</td></tr></table>",
      "<table><tr><th colspan=1000>t</th></tr><tr><td>1</td><td rowspan=65535>2</td></tr></table>",
    ]
    for html in samples {
      let prepared = PreparedArticle(
        document: HTMLDocumentParser.parse(html: html), cellWidth: TestSupport.cellWidth)
      for width in [1, 7, 20, 33, 80, 200] {
        let problems = LayoutChecks.problems(prepared, width: width, otherWidth: 50)
        #expect(problems.isEmpty, "\(width): \(problems.prefix(3))")
      }
    }
  }
}
