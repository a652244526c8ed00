import DogearCore
import DogearHTML
import DogearLayout
import DogearReader
import DogearTestSupport
import Testing

/// Citations read compact (issue 28): a link whose text is already a bracketed label gets no
/// second number, and a superscript of such labels no "^( )", in every link numbers setting.
/// The link keeps its number: in the "Links" list and for `o`.
@Suite("Compact citations")
struct CitationLayoutTests {
  /// The shape of Wikipedia's references (corpus article "wikipedia"), two side by side.
  static let cited = """
    <p>Loops recur<sup id="cite_ref-1" class="reference"><a href="#cite_note-1">[1]</a></sup>\
    <sup class="reference"><a href="#cite_note-2">[2]</a></sup> in \
    <a href="https://films.example/">films</a>.<sup><a href="#n">[note 3]</a></sup></p>
    <ol><li id="cite_note-1">One</li><li id="cite_note-2">Two</li></ol><p id="n">Note</p>
    """

  static func lines(_ html: String, width: Int = 60, numbersInText: Bool = true) -> [String] {
    let prepared = PreparedArticle(
      document: HTMLDocumentParser.parse(html: html), cellWidth: TestSupport.cellWidth,
      numbersInText: numbersInText)
    return ArticleLayout(prepared: prepared, width: width).lines.map(\.text)
  }

  @Test("a citation reads [1], not ^([1])[1]; other links keep their number")
  func compact() {
    #expect(
      Self.lines(Self.cited) == [
        "Loops recur[1][2] in films[3].[note 3]", "", "1. One", "2. Two", "", "Note", "",
        "Links", "[1] #cite_note-1", "[2] #cite_note-2", "[3] https://films.example/", "[4] #n",
      ])
  }

  @Test("without numbers in the text the citations read the same, and the links stay numbered")
  func compactOnDemand() {
    let lines = Self.lines(Self.cited, numbersInText: false)
    #expect(lines.first == "Loops recur[1][2] in films.[note 3]")
    #expect(
      lines.suffix(4) == [
        "[1] #cite_note-1", "[2] #cite_note-2", "[3] https://films.example/", "[4] #n",
      ])
  }

  @Test(
    "which texts count as citations",
    arguments: [
      ("[138]", true), (" [a] ", true), ("[note 12]", true), ("[]", false), ("[ ]", false),
      ("[1][2]", false), ("see [1]", false), ("[[1]]", false), ("138", false),
    ])
  func labels(text: String, isLabel: Bool) {
    #expect(Self.lines("<p>x<a href=\"/a\">\(text)</a></p>").first?.hasSuffix("[1]") == !isLabel)
  }

  @Test("a superscript that is not a bracketed label keeps its marks")
  func otherSuperscripts() {
    #expect(
      Self.lines("<p>x<sup>see note</sup> y<sup>[a], [b]</sup></p>").first
        == "x^(see note) y[a], [b]")
  }
}

extension CitationLayoutTests {
  @Test("dump's text (streamed in batches) reads the citations compact and lists every link")
  func dump() {
    let document = HTMLDocumentParser.parse(html: Self.cited)
    let streamed = StreamingLayoutTests.streamed(document, width: 60, batchSize: 1)
    #expect(streamed.map(\.text) == Self.lines(Self.cited))
  }
}

extension CitationLayoutTests {
  @Test("a citation keeps its number as a hint: with always, o marks only links that show no [n]")
  func citationHints() {
    // Here the citations "[1]" and "[2]" are links 1 and 2: their text already says their
    // number, so they get no hint either; "[note 3]" is link 4 and does.
    for (numbers, hinted) in [(LinkNumbers.always, [4]), (.onDemand, [3, 4])] {
      var state = ReaderState(
        bookmark: ReaderFixtures.bookmark(hero: false, summary: false),
        document: HTMLDocumentParser.parse(html: Self.cited), savedProgress: nil,
        settings: Settings(linkNumbers: numbers), columns: 80, rows: 24,
        environment: ReaderFixtures.environment())
      state.press(.character("o"))
      #expect(state.linkHints.map(\.number) == hinted, "\(numbers)")
      state.type("4")
      state.press(.enter)
      #expect(state.message == "[4] #n · Ctrl-O back", "\(numbers)")
    }
  }
}
