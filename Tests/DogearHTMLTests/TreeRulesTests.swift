import Testing

@testable import DogearHTML

/// The HTML5 rules that make the element paths, on literal pages with the paths a browser
/// gives (`BrowserTreeTests` checks them against Chromium itself when it is installed).
@Suite("The browser's tree")
struct TreeRulesTests {
  static func paths(_ html: String) -> [String] {
    BrowserTreeTests.dogearPaths(html).map {
      $0.replacingOccurrences(of: ":nth-child(", with: ":").replacingOccurrences(of: ")", with: "")
    }
  }

  @Test("a block start closes the open p, and its end tag then makes an empty p")
  func blockInParagraph() {
    #expect(Self.paths("<p>a<figure>b</figure>c</p><p>d</p>") == ["p:1", "figure:2", "p:3", "p:4"])
    #expect(Self.paths("<p>a<div>b</div>c</p>") == ["p:1", "div:2", "p:3"])
    #expect(Self.paths("<p>a<table><tr><td>x</table></p>").first == "p:1")
    #expect(Self.paths("<p>a<table><tr><td>x</table></p>")[1] == "table:2")
  }

  @Test("an a inside an a closes the outer one")
  func nestedLinks() {
    #expect(Self.paths("<a href=1>x<a href=2>y</a>z</a>") == ["a:1", "a:2"])
  }

  @Test("li closes the open li through a div; </ul> after a div in li still ends the list")
  func listItems() {
    #expect(
      Self.paths("<ul><li><div>x<li>y</ul><p>z</p>") == [
        "ul:1", "ul:1>li:1", "ul:1>li:1>div:1", "ul:1>li:2", "p:2",
      ])
  }

  @Test("a row directly in a table gets a tbody, a cell directly in a table a tbody and a tr")
  func impliedTableParts() {
    #expect(
      Self.paths("<table><tr><td>a</table>") == [
        "table:1", "table:1>tbody:1", "table:1>tbody:1>tr:1", "table:1>tbody:1>tr:1>td:1",
      ])
    #expect(
      Self.paths("<table><td>a<td>b</table>") == [
        "table:1", "table:1>tbody:1", "table:1>tbody:1>tr:1", "table:1>tbody:1>tr:1>td:1",
        "table:1>tbody:1>tr:1>td:2",
      ])
  }

  @Test("a formatting element closed by a paragraph comes back where text follows")
  func reconstructedFormatting() {
    #expect(Self.paths("<p><b>a<p>b</p>") == ["p:1", "p:1>b:1", "p:2", "p:2>b:1"])
  }

  @Test("stray end tags: </br> is a br, </span> with no span open nothing")
  func strayEnds() {
    #expect(Self.paths("<span>a</br>b</span>") == ["span:1", "span:1>br:1"])
    #expect(Self.paths("<div>a</span>b</div><p>c</p>") == ["div:1", "p:2"])
  }

  @Test("HTML5 void elements close as they open; /> does not close a div")
  func voidsAndSelfClosing() {
    #expect(
      Self.paths("<p>a<wbr>b<source>c<span>d</span></p>") == [
        "p:1", "p:1>wbr:1", "p:1>source:2", "p:1>span:3",
      ])
    #expect(Self.paths("<div/>a<span>b</span>") == ["div:1", "div:1>span:1"])
  }
}
