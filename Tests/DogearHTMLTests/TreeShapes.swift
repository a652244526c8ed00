import DogearTestSupport

/// Seeded documents built from the shapes where an HTML5 tree differs from a tree of the tags
/// as written (or from libxml2's HTML 4 tree): each kind the tree rules cover, nested in the
/// containers articles use, with words and other shapes inside.
enum TreeShapes {
  /// Every kind, once each, by name: `document(seed:)` combines them at random.
  static let kinds: [(name: String, make: @Sendable (inout Maker) -> String)] = [
    (
      "a block inside p",
      { "<p>\($0.words())<\($0.block())>\($0.inner())</\($0.lastBlock)>\($0.words())</p>" }
    ),
    ("a list inside p", { "<p>\($0.words())<ul><li>\($0.inner())</li></ul>\($0.words())</p>" }),
    ("a table inside p", { "<p>\($0.words())<table><tr><td>\($0.inner())</td></tr></table></p>" }),
    ("a heading inside p", { "<p>\($0.words())<h2>\($0.words())</h2>\($0.words())</p>" }),
    ("hr inside p", { "<p>\($0.words())<hr>\($0.words())</p>" }),
    ("a inside a", { "<a href=1>\($0.words())<a href=2>\($0.words())</a>\($0.words())</a>" }),
    ("a inside a inside b", { "<a href=1><b>\($0.words())<a href=2>\($0.words())</a></b></a>" }),
    ("li inside li", { "<ul><li>\($0.words())<li>\($0.inner())</ul>" }),
    ("li inside a span in li", { "<ol><li><span>\($0.words())<li>\($0.words())</ol>" }),
    ("li inside a div in li", { "<ul><li><div>\($0.words())<li>\($0.words())</ul>" }),
    ("dt and dd unclosed", { "<dl><dt>\($0.words())<dd>\($0.inner())<dt>\($0.words())</dl>" }),
    (
      "tr directly in table",
      { "<table><tr><td>\($0.inner())</td></tr><tr><th>\($0.words())</table>" }
    ),
    ("td directly in table", { "<table><td>\($0.words())<td>\($0.inner())</table>" }),
    ("td in tbody", { "<table><tbody><td>\($0.words())</tbody></table>" }),
    ("col directly in table", { "<table><col><col><tr><td>\($0.words())</table>" }),
    ("caption then rows", { "<table><caption>\($0.words())<tr><td>\($0.words())</table>" }),
    (
      "table in a cell",
      { "<table><tr><td><table><tr><td>\($0.words())</table>\($0.words())</table>" }
    ),
    (
      "unclosed rows and cells",
      { "<table><tr><td>\($0.words())<tr><td>\($0.words())<td>\($0.words())</table>" }
    ),
    ("whitespace in table", { "<table>\n <tr>\n  <td>\($0.words())</td>\n </tr>\n</table>" }),
    ("heading inside heading", { "<h2>\($0.words())<h3>\($0.words())</h3></h2>" }),
    ("formatting across paragraphs", { "<p><b>\($0.words())<p>\($0.words())</p>" }),
    ("formatting closed by a block", { "<div><p><i>\($0.words())</div><p>\($0.words())</p>" }),
    (
      "formatting around a block",
      { "<p><em>\($0.words())<div>\($0.words())</div>\($0.words())</em></p>" }
    ),
    ("stray p end", { "<div>\($0.words())</p>\($0.words())</div>" }),
    ("stray br end", { "<span>\($0.words())</br>\($0.words())</span>" }),
    ("stray ends", { "<div>\($0.words())</span></li></div>\($0.words())" }),
    ("void elements of HTML5", { "<p>\($0.words())<wbr><source><track>\($0.words())<embed></p>" }),
    ("a self-closed div", { "<div/>\($0.words())<span/>\($0.words())" }),
    ("ruby unclosed", { "<ruby>\($0.words())<rt>\($0.words())<rp>(</rp>\($0.words())</ruby>" }),
    ("svg self-closing", { "<svg><g><path/><path/></g></svg><p>\($0.words())</p>" }),
    ("p inside button", { "<button><p>\($0.words())</button>\($0.words())" }),
  ]

  struct Maker {
    var random: SeededGenerator
    var depth = 0
    var lastBlock = "div"

    mutating func words() -> String {
      let words = ["word", "two words", "&amp;", " ", "\n", "text&nbsp;here"]
      return words[random.next(below: words.count)]
    }

    mutating func block() -> String {
      let blocks = [
        "div", "figure", "section", "blockquote", "pre", "dl", "ol", "aside", "details",
        "h1", "h4", "header", "center", "form", "address", "nav",
      ]
      lastBlock = blocks[random.next(below: blocks.count)]
      return lastBlock
    }

    /// Words, or (not too deep) another shape.
    mutating func inner() -> String {
      let saved = lastBlock
      defer { lastBlock = saved }
      guard depth < 3, random.next(below: 3) == 0 else { return words() }
      depth += 1
      defer { depth -= 1 }
      return TreeShapes.kinds[random.next(below: TreeShapes.kinds.count)].make(&self)
    }
  }

  /// A document of several shapes in containers.
  static func document(seed: UInt64) -> String {
    var maker = Maker(random: SeededGenerator(seed: seed))
    var html = ""
    let containers = ["", "div", "section", "article", "li", "td", "blockquote"]
    for _ in 0..<(2 + maker.random.next(below: 5)) {
      let container = containers[maker.random.next(below: containers.count)]
      let shape = kinds[maker.random.next(below: kinds.count)].make(&maker)
      html += container.isEmpty ? shape : "<\(container)>\(shape)</\(container)>"
      html += maker.words()
    }
    return html
  }
}
