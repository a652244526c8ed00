import DogearCommandLine
import DogearCore
import Foundation
import Testing

/// `dogear highlights` (issue 25): its arguments, and what it prints in each format.
@Suite("Exporting highlights")
struct HighlightExportTests {
  static func article(server: String? = "https://read.example") -> HighlightExport.Article {
    var bookmark = Bookmark(
      id: "b1", title: "A Field Guide to Slow Rivers", siteName: "rivers.example",
      description: "", created: Date(timeIntervalSince1970: 0),
      updated: Date(timeIntervalSince1970: 0))
    bookmark.url = "https://rivers.example/guide"
    bookmark.source = .readeck
    let sent = Highlight(
      id: "Hq5x", start: TextPosition(selector: "section[1]/p[1]", offset: 0),
      end: TextPosition(selector: "section[1]/p[1]", offset: 9), color: "yellow",
      text: "brave new", note: "check this")
    var waiting = Highlight(
      id: "local-1", start: TextPosition(selector: "section[1]/p[2]", offset: 0),
      end: TextPosition(selector: "section[1]/p[2]", offset: 6), color: "red",
      text: "Second\nline")
    waiting.state = .new
    var gone = waiting
    gone.id = "gone"
    gone.state = .deleted
    return HighlightExport.Article(
      bookmark: bookmark, highlights: [sent, waiting, gone], server: server)
  }

  @Test("the arguments: an optional id, --json or --markdown")
  func arguments() throws {
    #expect(try Invocation.parse(["highlights"]) == .highlights(id: nil, format: .plain))
    #expect(
      try Invocation.parse(["highlights", "b1", "--markdown"])
        == .highlights(id: "b1", format: .markdown))
    #expect(try Invocation.parse(["highlights", "--json"]) == .highlights(id: nil, format: .json))
    #expect(throws: Invocation.UsageError.self) {
      try Invocation.parse(["highlights", "--json", "--markdown"])
    }
    #expect(throws: Invocation.UsageError.self) { try Invocation.parse(["highlights", "--csv"]) }
  }

  @Test("Markdown: a heading per article, a quote per highlight with its link, the note under it")
  func markdown() {
    #expect(
      HighlightExport.text([Self.article()], as: .markdown) == """
        ## [A Field Guide to Slow Rivers](https://read.example/bookmarks/b1)

        rivers.example

        > brave new ([link](https://read.example/bookmarks/b1#annotation-Hq5x))

        check this

        > Second
        > line ([link](https://read.example/bookmarks/b1))


        """)
  }

  @Test("Markdown: a title, highlight or note is read as its words, never as markup (issue 37)")
  func markdownEscaping() {
    var article = Self.article()
    article.bookmark.title =
      "Click [here](https://evil.example) ![t](https://t.example/p.gif) <b>x</b>"
    article.bookmark.siteName = "# site"
    article.highlights = [
      Highlight(
        id: "Hq5x", start: TextPosition(selector: "p[1]", offset: 0),
        end: TextPosition(selector: "p[1]", offset: 9), color: "yellow",
        text: "*bold* and `code`\n# not a heading\n1. not a list",
        note: "```\nfence\n    indented\n- item\n> quote")
    ]
    let text = HighlightExport.text([article], as: .markdown)
    #expect(
      text == ##"""
        ## [Click \[here\]\(https://evil.example\) \!\[t\]\(https://t.example/p.gif\) \<b\>x\</b\>](https://read.example/bookmarks/b1)

        \# site

        > \*bold\* and \`code\`
        > \# not a heading
        > 1\. not a list ([link](https://read.example/bookmarks/b1#annotation-Hq5x))

        \`\`\`
        fence
        indented
        \- item
        \> quote


        """##)
  }

  @Test("Markdown: an address with spaces or parentheses stays one link destination")
  func markdownDestination() {
    #expect(
      MarkdownText.destination("https://x.example/a (b)<c>")
        == "https://x.example/a%20%28b%29%3Cc%3E")
  }

  @Test("plain text, one line a highlight; a local bookmark links to its own address")
  func plain() {
    #expect(
      HighlightExport.text([Self.article(server: nil)], as: .plain) == """
        A Field Guide to Slow Rivers  (rivers.example)
        https://rivers.example/guide
          [yellow] brave new
              note: check this
          [red] Second line

        """)
  }

  @Test("JSON: the article's fields and each highlight's, deleted ones left out")
  func json() throws {
    let text = HighlightExport.text([Self.article()], as: .json)
    let parsed = try #require(
      try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[String: Any]])
    #expect(parsed.count == 1)
    #expect(parsed[0]["title"] as? String == "A Field Guide to Slow Rivers")
    #expect(parsed[0]["link"] as? String == "https://read.example/bookmarks/b1")
    let highlights = try #require(parsed[0]["highlights"] as? [[String: Any]])
    #expect(highlights.map { $0["id"] as? String } == ["Hq5x", "local-1"])
    #expect(highlights[0]["note"] as? String == "check this")
    #expect(highlights[0]["sent"] as? Bool == true)
    #expect(highlights[1]["sent"] as? Bool == false)
    #expect(HighlightExport.text([], as: .json) == "[]\n")
  }
}
