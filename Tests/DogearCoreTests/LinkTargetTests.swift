import DogearCore
import Testing

@Suite("Where an article's link may go")
struct LinkTargetTests {
  static let article = "https://rivers.example/essays/slow-rivers?page=2"

  @Test(
    "each href gets one target: an absolute web or mail address, a place inside, or a refusal",
    arguments: [
      ("https://example.com/a?b=c#d", LinkTarget.browser("https://example.com/a?b=c#d")),
      ("http://example.com", .browser("http://example.com")),
      ("HTTPS://Example.com/x", .browser("HTTPS://Example.com/x")),
      ("mailto:ann@example.com?subject=Hi", .browser("mailto:ann@example.com?subject=Hi")),
      ("  https://example.com/\n  ", .browser("https://example.com/")),
      ("https://example.com/a b", .browser("https://example.com/a%20b")),
      ("https://example.com/café", .browser("https://example.com/caf%C3%A9")),
      ("other.html", .browser("https://rivers.example/essays/other.html")),
      ("../up", .browser("https://rivers.example/up")),
      ("/root?x=1", .browser("https://rivers.example/root?x=1")),
      ("//cdn.example/pic", .browser("https://cdn.example/pic")),
      ("?page=3", .browser("https://rivers.example/essays/slow-rivers?page=3")),
      ("--version", .browser("https://rivers.example/essays/--version")),
      ("-e foo", .browser("https://rivers.example/essays/-e%20foo")),
      ("#notes", .fragment("notes")),
      ("#", .fragment("")),
      ("https://rivers.example/essays/slow-rivers?page=2#notes", .fragment("notes")),
      (
        "javascript:alert(1)",
        .refused("This link cannot be opened: javascript: links are not followed")
      ),
      (
        "JavaScript:alert(1)",
        .refused("This link cannot be opened: javascript: links are not followed")
      ),
      (
        "java\tscript:alert(1)",
        .refused("This link cannot be opened: javascript: links are not followed")
      ),
      (
        " \u{1}javascript:alert(1)",
        .refused("This link cannot be opened: javascript: links are not followed")
      ),
      ("file:///etc/passwd", .refused("This link cannot be opened: file: links are not followed")),
      (
        "data:text/html,<b>x</b>",
        .refused("This link cannot be opened: data: links are not followed")
      ),
      ("vbscript:x", .refused("This link cannot be opened: vbscript: links are not followed")),
      ("ftp://example.com/f", .refused("This link cannot be opened: ftp: links are not followed")),
      ("https://", .refused("This link cannot be opened: its address is not valid")),
      ("http:no-host", .refused("This link cannot be opened: its address is not valid")),
      ("", .refused("This link has no address")),
      ("  \n ", .refused("This link has no address")),
    ])
  func table(href: String, target: LinkTarget) {
    #expect(LinkTarget.of(href: href, articleAddress: Self.article) == target, "\(href)")
  }

  @Test(
    "a relative link in an article without a web address (a local file, none) is refused",
    arguments: [nil, "file:///home/ann/notes.html", "not an address", "mailto:ann@example.com"])
  func relativeWithoutBase(address: String?) {
    for href in ["other.html", "--version", "-e foo"] {
      #expect(
        LinkTarget.of(href: href, articleAddress: address)
          == .refused(
            "This link cannot be opened: it is relative and the article has no web address"))
    }
    #expect(LinkTarget.of(href: "#top", articleAddress: address) == .fragment("top"))
  }

  @Test("no address handed to the browser can be read as an option")
  func neverAnOption() {
    let hrefs = ["-", "--", "-x", "--help", " -e x", "\t--new-window", "-%2D", "./-x", ".-x"]
    for href in hrefs {
      if case .browser(let url) = LinkTarget.of(href: href, articleAddress: Self.article) {
        #expect(!url.hasPrefix("-") && url.hasPrefix("https://"), "\(href) -> \(url)")
      } else {
        Issue.record("\(href) should resolve under the article's address")
      }
    }
  }
}
