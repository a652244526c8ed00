import DogearTestSupport
import Foundation

/// Inputs for the tests that compare two ways of parsing: the real articles, the fixtures,
/// the hostile inputs of `HostileInputTests`, hand-made corner cases of libxml2's tree
/// building, and seeded random tag soup.
enum Samples {
  static let corpus: [URL] = TestSupport.corpusArticles().map {
    $0.appendingPathComponent("article.html")
  }

  static let fixtures: [URL] = ["Fixtures/articles", "Fixtures/demo"].flatMap { folder in
    let url = TestSupport.repositoryRoot.appendingPathComponent(folder)
    let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
    return names.sorted().filter { $0.hasSuffix(".html") }.map { url.appendingPathComponent($0) }
  }

  static let hostile: [Data] = {
    let clear = "\u{1B}[2J"
    let osc52 = "\u{1B}]52;c;ZXZpbA==\u{07}"
    var texts = [
      "<p>start</p>" + String(repeating: "<div><span>", count: 100_000) + "deep"
        + String(repeating: "</span></div>", count: 100_000) + "<p>end</p>",
      "<p>a \(String(repeating: "x", count: 5_000_000))\u{1B}[2J b</p>",
      "<p>one\(clear)two&#x9b;31mthree\(osc52)four\u{1B}]0;title\u{1B}\\five</p>"
        + "<p><a href=\"https://x.example/\(clear)\">link\(osc52)</a><img alt=\"alt\(clear)\" "
        + "src=\"i\(osc52).png\"></p>",
      "<p title='\u{202E}t'>a\u{202E}b\u{2066}c\u{2069}d\u{200F}e&#x202D;f</p><img alt='x&#x202E;y'>",
      "<table>" + (0..<20_000).map { "<tr><td>r\($0)</td><td>x</td></tr>" }.joined() + "</table>",
      "", "   \n\t", "\u{FEFF}",
      "<p>before</p><img alt=pic src=\"data:image/png;base64,"
        + String(repeating: "QUJD", count: 500_000) + "\"><p>after</p>",
      """
      <html><body><p>a &bogus; &#xFFFFFFFF; <foo:bar x=1 x=2><<>></p></b></i>
      <table><td>x<tr></div></table><!-- unclosed <svg><script>if (a < b)</scr
      """,
    ]
    for (open, close) in [
      ("<blockquote>", "</blockquote>"), ("<ul><li>", "</li></ul>"),
      ("<table><tr><td>", "</td></tr></table>"), ("<dl><dd>", "</dd></dl>"),
    ] {
      texts.append(
        String(repeating: open, count: 25_000) + "deep" + String(repeating: close, count: 25_000))
    }
    var data = texts.map { Data($0.utf8) }
    data.append(
      Data(Array("<p>ok ".utf8) + [0xFF, 0xC3, 0x28, 0xE2, 0x82] + Array(" end</p>".utf8)))
    data.append(
      Data(Array("<p>a".utf8) + [0, 0] + Array("b</p><p>c".utf8) + [0] + Array("d</p>".utf8)))
    return data
  }()

  /// Where libxml2's tree builder does something a plain event stream does not show.
  static let corners: [String] = [
    "<table>\n<tr>\n<td>a</td>\n<td>b</td>\n</tr>\n</table>",
    "<table>&#32;<tr><td>a</td></tr>&#10;</table>",
    "<section>\n<p>a</p>\n<figure>\n<img src=x>\n</figure>\n<p>b</p></section>",
    "<!DOCTYPE HTML PUBLIC \"-//W3C//DTD HTML 4.01//EN\"><html><body>\n<p>a</p>\n<b>b</b> <i>c</i></body></html>",
    "<!DOCTYPE html><html><head><title> The  title </title></head><body><p>x</p></body></html>",
    "<!-- lead --><html><body><p>a</p></body></html><p>after</p>",
    "<html dir=rtl><body><p>a</p></body></html>after <b>bold</b> <body><p>second body</p></body>",
    "<html><head><title>t</title></head></html><body><p>late body</p></body>",
    "<?xml version=\"1.0\"?><html><body><p>a</p>\n<?p pi?>\n<p>b</p></body></html>",
    "<div dir=rtl><p>only child</p></div>",
    "text before <div dir=rtl><p>only element</p></div> text after",
    "<div dir=rtl><p>a</p></div><p>b</p>",
    "<p>a<source>b<img src=x>c</source>d<wbr>e<p>f",
    "<p><img src=a></p><p>x<img src=b></p><p><img src=c> y</p><div><img src=d><!-- c --><img src=e></div>",
    "<div>" + String(repeating: "<img src=x>", count: 70) + "</div>",
    "<div>" + String(repeating: "<b></b>", count: 63) + "<img src=x></div>",
    "<table><tr><td><table><tr><td>a</td><td>b</td></tr></table></td></tr></table>",
    "<table><thead><tr><th>a</th><th>b</th></tr></thead><tbody><tr><td>1</td><td>2</td></tr></tbody></table>",
    "<table><tr><td>a</td><td><table><tr><td>x</td></tr></table></td></tr><tr><td>c</td></tr></table>",
    "<table><caption>c</caption></table><table></table><table><tr></tr></table>",
    "<pre>\n\n  a\tb\r\n c</pre><pre>&#10;x</pre>",
    "<p>a &amp; b &#32; <!-- x --> c</p><script>var a = '<p>';</script><style>p{}</style>",
    "<ul>\n<li>a</li>\n<li>b\n<ul>\n<li>c</li>\n</ul>\n</li>\n</ul>\n",
    "<dl>\n<dt>a</dt>\n<dd>b</dd>\n</dl>",
    "<p>" + String(repeating: " ", count: 2500) + "</p>" + String(repeating: "\n", count: 1500)
      + "<p>x</p>",
    "<title>fragment title</title><p>x</p>",
    "<frameset><frame src=a></frameset>",
    "<body dir=ltr><p dir=rtl>x</p></body>",
    "plain text only",
    "<p>e&#x301; cafe\u{301}</p>",
    "<html><head><meta charset=\"iso-8859-1\"><meta http-equiv=\"Content-Type\" "
      + "content=\"text/html; charset=windows-1252\"></head><body><p>caf\u{E9} \u{FC} \u{2014}</p></body></html>",
    "\u{FEFF}<p>after a byte order mark</p>",
    "<p>a</p><?php echo 1; ?><p>b</p>",
  ]

  /// Deterministic random tag soup, biased towards the elements the builder treats specially.
  static func soup(seed: UInt64, length: Int) -> String {
    var random = SeededGenerator(seed: seed)
    func next(_ bound: Int) -> Int { random.next(below: bound) }
    var html = ""
    for _ in 0..<length {
      switch next(10) {
      case 0, 1, 2:
        html +=
          "<" + soupTags[next(soupTags.count)] + soupAttributes[next(soupAttributes.count)] + ">"
      case 3, 4: html += "</" + soupTags[next(soupTags.count)] + ">"
      default: html += soupTexts[next(soupTexts.count)]
      }
    }
    return html
  }

  private static let soupTags = [
    "p", "div", "span", "a", "img", "table", "tr", "td", "th", "tbody", "thead", "caption", "ul",
    "ol", "li", "dl", "dt", "dd", "pre", "br", "hr", "blockquote", "figure", "figcaption",
    "section", "source", "wbr", "b", "i", "em", "code", "script", "style", "h1", "h3", "title",
    "head", "body", "html", "details", "summary", "sup", "noscript", "font", "center", "form",
  ]
  private static let soupAttributes = [
    "", "", "", " dir=rtl", " dir=ltr", " href=\"https://e.example/x\"",
    " src=pic.png alt=\"a pic\"",
    " start=3", " title=t", " dir",
  ]
  private static let soupTexts = [
    "word", " ", "\n", "  \n\t", "two words ", "&#32;", "&amp;", "&nbsp;", "<!-- c -->",
    "\u{05D0}\u{05D1}",
    "e\u{301}", "\t", "&#10;", "<?p x?>", "<!DOCTYPE html>", "x\u{1B}[2Jy", "\r\n", "&#x202E;",
  ]
}
