import DogearCore
import DogearHTML
import DogearLayout
import DogearReader
import DogearScreen
import DogearTestSupport
import Testing

/// What markup means, kept in plain text (issue 28): struck text marked, a `q`'s marks,
/// header rows written with `td`, icon cells compact.
@Suite("The meaning of markup in the layout")
struct MarkupMeaningTests {
  static func lines(_ html: String, width: Int = 80, marksStruckText: Bool = true) -> [String] {
    let prepared = PreparedArticle(
      document: HTMLDocumentParser.parse(html: html), cellWidth: TestSupport.cellWidth,
      marksStruckText: marksStruckText)
    return ArticleLayout(prepared: prepared, width: width).lines.map(\.text)
  }

  @Test(
    "struck text is marked with ~~ where it cannot be drawn struck",
    arguments: [
      ("<p>Now <del>$20</del> <ins>$15</ins></p>", "Now ~~$20~~ $15"),
      ("<p><s>old</s>new and <strike>gone text</strike>.</p>", "~~old~~new and ~~gone text~~."),
      ("<p><del>a <em>b</em> c</del> d</p>", "~~a b c~~ d"),
      ("<p>x<sup><del>2</del></sup></p>", "x~~²~~"),
      ("<p><del></del>empty</p>", "empty"),
    ])
  func struckMarks(html: String, expected: String) {
    #expect(Self.lines(html) == [expected])
  }

  @Test("a terminal that draws strike-through gets the text struck and no marks; ins is plain")
  func struckAttribute() {
    let html = "<p>Now <del>$20</del> <ins>$15</ins></p>"
    #expect(Self.lines(html, marksStruckText: false) == ["Now $20 $15"])
    let prepared = PreparedArticle(
      document: HTMLDocumentParser.parse(html: html), cellWidth: TestSupport.cellWidth,
      marksStruckText: false)
    let runs = ArticleLayout(prepared: prepared, width: 80).lines[0].runs
    #expect(runs.first { $0.text == "$20" }?.style == .strikethrough)
    #expect(runs.first { $0.text.contains("$15") }?.style == [])
    let theme = ReaderTheme(colors: true)
    #expect(theme.style(for: .strikethrough).attributes == .strikethrough)
    #expect(theme.style(for: []).attributes.isEmpty)
  }

  @Test("a link inside struck text keeps its number inside the marks")
  func struckLink() {
    #expect(
      Self.lines("<p><del><a href='https://x.example/'>old</a></del> new</p>").first
        == "~~old[1]~~ new")
  }

  @Test("a q's marks stick to its words and wrap with them")
  func quotationMarks() {
    let html = "<p lang=de>Er sagte <q>Guten Morgen, <q>lieber</q> Freund</q> und ging.</p>"
    #expect(Self.lines(html) == ["Er sagte „Guten Morgen, ‚lieber‘ Freund“ und ging."])
    #expect(
      Self.lines(html, width: 16) == [
        "Er sagte „Guten", "Morgen, ‚lieber‘", "Freund“ und", "ging.",
      ])
    let prepared = PreparedArticle(
      document: HTMLDocumentParser.parse(html: html), cellWidth: TestSupport.cellWidth)
    for width in [1, 5, 16, 80] {
      let problems = LayoutChecks.problems(prepared, width: width, otherWidth: 81 - width)
      #expect(problems.isEmpty, "\(width): \(problems.prefix(3))")
    }
  }

  /// A table too wide for 80 columns, its header written as bold `td` cells.
  static let boldHeader = """
    <table><tr><td><b>Station</b></td><td><strong>Opened</strong></td>
    <td><b>Platforms and services</b></td></tr>
    <tr><td>Kings Cross St Pancras underground and mainline interchange</td><td>1863</td>
    <td>Six platforms serving the Circle, Hammersmith and City, Metropolitan lines</td></tr>
    <tr><td>Baker Street</td><td>1863</td><td>Ten</td></tr></table>
    """

  @Test("a first row of bold td cells is the header: ruled off, and naming the records")
  func boldTdHeader() {
    let lines = Self.lines(Self.boldHeader)
    #expect(lines.count > 2 && lines[0].hasPrefix("Station ") && lines[1].hasPrefix("───"))
    let records = Self.lines(Self.boldHeader, width: 24)
    #expect(records.contains("Opened: 1863"), "\(records)")
    #expect(records.contains("Station: Baker Street"), "\(records)")
    #expect(records.contains("Platfor…: Ten"), "\(records)")
  }

  @Test("bold cells in every row, or one bold cell, are no header")
  func notHeaders() {
    let allBold = """
      <table><tr><td><b>a</b></td><td><b>b</b></td></tr>
      <tr><td><b>c</b></td><td><b>d</b></td></tr></table>
      """
    #expect(Self.lines(allBold, width: 40) == ["a  b", "c  d"])
    let oneBold = """
      <table><tr><td><b>a</b></td><td>b</td></tr><tr><td>c</td><td>d</td></tr></table>
      """
    #expect(Self.lines(oneBold, width: 40) == ["a  b", "c  d"])
    let written = """
      <table><tr><td><b>Key</b></td><td><b>Value</b></td></tr>
      <tr><td>a</td><td>1</td></tr></table>
      """
    #expect(Self.lines(written, width: 40) == ["Key  Value", "───  ─────", "a    1"])
  }

  @Test("an icon cell without alt text shows a short marker, never its file name")
  func iconMarker() {
    let html = """
      <table><tr><th>Engine</th><th>Linux</th><th>Mac</th></tr>
      <tr><td>Blink</td><td><img src="/i/Yes_check.svg" alt="Yes"></td>
      <td><a href="/p"><img src="/icons/partial-support-icon-16.png?v=2"></a></td></tr></table>
      """
    let lines = Self.lines(html, width: 40)
    #expect(
      lines.prefix(3) == [
        "Engine  Linux  Mac", "──────  ─────  ──────────", "Blink   Yes    [image][1]",
      ])
    #expect(!lines.joined().contains("partial-support"))
  }
}
