/// What HTML5's tree construction (the HTML Standard, §13.2.6) does with a tag, looked up
/// once per tag name: the groups of its "in body" and "in table" rules that decide where
/// elements go, and so every element path (`BrowserTree` applies them).
struct TreeRules {
  /// The rule a start or end tag of this name follows.
  enum Kind: UInt8 {
    case other
    /// A block start closes an open `p` (address, div, figure, section, lists, ...).
    case block
    case paragraph
    case heading
    case listItem
    /// dd and dt close each other.
    case definition
    /// a, b, em, ...: closed implicitly they come back (reconstructed) where text follows.
    case formatting
    case anchor
    case table
    case rowGroup
    case row
    case cell
    case caption
    case columnGroup
    case column
    /// An element with no content: it closes as it opens.
    case void
    /// hr: a void element that closes an open `p`.
    case rule
    case lineBreak
    case button
    case option
    case optionGroup
    /// rb and rtc; rt and rp (`rubyText`).
    case ruby
    case rubyText
    /// svg and math: what they hold is not HTML.
    case foreign
    /// applet, marquee, object: a scope of their own for formatting.
    case scopedObject
    case body
  }

  let kind: Kind
  /// Stops the search for an element "in scope" (the default scope: html, table, td, th,
  /// caption, applet, marquee, object, template).
  let isScopeBoundary: Bool
  /// The "special" category: the end of `li`'s search, and what an unknown end tag cannot
  /// close.
  let isSpecial: Bool
  /// Closed by "generate implied end tags" (dd, dt, li, option, optgroup, p, rb, rp, rt, rtc).
  let closesImplicitly: Bool
  /// HTML content inside svg or math: a tag of this name leaves the foreign element.
  let breaksOutOfForeign: Bool

  init(_ tag: String) {
    kind = Self.kinds[tag] ?? .other
    isScopeBoundary = Self.scopeBoundaries.contains(tag)
    isSpecial = Self.special.contains(tag)
    closesImplicitly = Self.impliedEnds.contains(tag)
    breaksOutOfForeign = Self.breakouts.contains(tag)
  }

  private static let kinds: [String: Kind] = {
    var kinds: [String: Kind] = [:]
    let groups: [([String], Kind)] = [
      (
        [
          "address", "article", "aside", "blockquote", "center", "details", "dialog", "dir",
          "div", "dl", "fieldset", "figcaption", "figure", "footer", "header", "hgroup", "main",
          "menu", "nav", "ol", "search", "section", "summary", "ul", "pre", "listing", "form",
          "plaintext", "xmp",
        ], .block
      ),
      (["p"], .paragraph), (["h1", "h2", "h3", "h4", "h5", "h6"], .heading),
      (["li"], .listItem), (["dd", "dt"], .definition),
      (
        [
          "b", "big", "code", "em", "font", "i", "s", "small", "strike", "strong", "tt", "u",
          "nobr",
        ], .formatting
      ),
      (["a"], .anchor), (["table"], .table), (["tbody", "thead", "tfoot"], .rowGroup),
      (["tr"], .row), (["td", "th"], .cell), (["caption"], .caption),
      (["colgroup"], .columnGroup), (["col"], .column),
      (
        [
          "area", "base", "basefont", "bgsound", "embed", "frame", "img", "input", "keygen",
          "link", "meta", "param", "source", "track", "wbr",
        ], .void
      ),
      (["hr"], .rule), (["br"], .lineBreak), (["button"], .button), (["option"], .option),
      (["optgroup"], .optionGroup), (["rb", "rtc"], .ruby), (["rt", "rp"], .rubyText),
      (["svg", "math"], .foreign), (["applet", "marquee", "object"], .scopedObject),
      (["body", "html", "head"], .body),
    ]
    for (tags, kind) in groups {
      for tag in tags { kinds[tag] = kind }
    }
    return kinds
  }()

  private static let scopeBoundaries: Set<String> = [
    "applet", "caption", "html", "table", "td", "th", "marquee", "object", "template",
  ]

  private static let impliedEnds: Set<String> = [
    "dd", "dt", "li", "optgroup", "option", "p", "rb", "rp", "rt", "rtc",
  ]

  private static let special: Set<String> = [
    "address", "applet", "area", "article", "aside", "base", "basefont", "bgsound",
    "blockquote", "body", "br", "button", "caption", "center", "col", "colgroup", "dd",
    "details", "dir", "div", "dl", "dt", "embed", "fieldset", "figcaption", "figure", "footer",
    "form", "frame", "frameset", "h1", "h2", "h3", "h4", "h5", "h6", "head", "header", "hgroup",
    "hr", "html", "iframe", "img", "input", "keygen", "li", "link", "listing", "main",
    "marquee", "menu", "meta", "nav", "noembed", "noframes", "object", "ol", "p", "param",
    "plaintext", "pre", "script", "search", "section", "select", "source", "style", "summary",
    "table", "tbody", "td", "template", "textarea", "tfoot", "th", "thead", "title", "tr",
    "track", "ul", "wbr", "xmp",
  ]

  private static let breakouts: Set<String> = [
    "b", "big", "blockquote", "body", "br", "center", "code", "dd", "div", "dl", "dt", "em",
    "embed", "h1", "h2", "h3", "h4", "h5", "h6", "head", "hr", "i", "img", "li", "listing",
    "menu", "meta", "nobr", "ol", "p", "pre", "ruby", "s", "small", "span", "strong", "strike",
    "sub", "sup", "table", "tt", "u", "ul", "var",
  ]
}
