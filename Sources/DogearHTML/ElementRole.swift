import DogearCore

/// What an HTML element means to the document model, decided by its tag alone.
///
/// Tags not listed are inline and transparent, as a browser shows an unknown element.
enum ElementRole: Equatable {
  /// Never reaches the text (script, style, ...), though it still counts as a sibling.
  case skipped
  /// An HTML5 empty element libxml2 2.9 does not know (source, track, wbr); `BrowserTree`
  /// closes it as it opens.
  case void
  /// Inline, adding a style; `a` adds `.link` only when it has an `href`.
  case inline(InlineStyle)
  /// `q`: inline, shown between the quotation marks of its language (`QuotationMarks`).
  case quotation
  case link
  case lineBreak
  case image
  /// video, audio, iframe, embed: a line naming the source, the content never shown.
  case media(ImageReference.Media)
  case rule
  /// A block boundary with no block of its own (div, section, ...).
  case wrapper
  case paragraph
  case heading(Int)
  case preformatted
  case list(ordered: Bool)
  case listItem
  case definitionList
  case term
  case definition
  case blockquote
  case figure
  case figureCaption
  case details
  case summary
  case table
  case tableCaption
  /// thead, tbody, tfoot: transparent inside a table.
  case rowGroup
  case row
  case cell(header: Bool)

  static func of(_ tag: String) -> ElementRole {
    rolesByTag[tag] ?? .inline([])
  }

  /// Block-level roles end the current line of text.
  var isBlockLevel: Bool {
    switch self {
    case .skipped, .void, .inline, .quotation, .link, .lineBreak, .image, .media: return false
    case .rule, .wrapper, .paragraph, .heading, .preformatted, .list, .listItem, .definitionList,
      .term, .definition, .blockquote, .figure, .figureCaption, .details, .summary, .table,
      .tableCaption, .rowGroup, .row, .cell:
      return true
    }
  }

  private static let rolesByTag: [String: ElementRole] = {
    var roles: [String: ElementRole] = [:]
    let groups: [([String], ElementRole)] = [
      (skippedTags, .skipped), (["source", "track", "wbr", "keygen"], .void),
      (["em", "i", "cite", "var", "dfn"], .inline(.emphasis)),
      (["strong", "b"], .inline(.strong)),
      (["code", "kbd", "samp", "tt"], .inline(.code)),
      // `ins` is text that was added: underlined, it would read as a link (issue 28).
      (["u"], .inline(.underline)),
      (["s", "del", "strike"], .inline(.strikethrough)),
      (["sup"], .inline(.superscript)), (["q"], .quotation),
      (["sub"], .inline(.subscript)),
      (["mark", "rd-annotation"], .inline(.highlight)),
      (["a"], .link), (["br"], .lineBreak), (["img"], .image), (["hr"], .rule),
      (["video"], .media(.video)), (["audio"], .media(.audio)),
      (["iframe", "embed"], .media(.frame)),
      (wrapperTags, .wrapper),
      (["p"], .paragraph),
      (["pre", "listing", "xmp", "plaintext"], .preformatted),
      (["ul", "menu", "dir"], .list(ordered: false)), (["ol"], .list(ordered: true)),
      (["li"], .listItem), (["dl"], .definitionList), (["dt"], .term), (["dd"], .definition),
      (["blockquote"], .blockquote), (["figure"], .figure), (["figcaption"], .figureCaption),
      (["details"], .details), (["summary"], .summary),
      (["table"], .table), (["caption"], .tableCaption),
      (["thead", "tbody", "tfoot"], .rowGroup), (["tr"], .row),
      (["td"], .cell(header: false)), (["th"], .cell(header: true)),
    ]
    for (tags, role) in groups {
      for tag in tags { roles[tag] = role }
    }
    for level in 1...6 { roles["h\(level)"] = .heading(level) }
    return roles
  }()

  /// Content a reader never sees: code, metadata, objects and applets, form controls.
  private static let skippedTags = [
    "script", "style", "noscript", "template", "svg", "head", "title", "meta", "link",
    "base", "object", "applet", "canvas", "map", "area", "param",
    "input", "select", "textarea", "datalist", "option", "optgroup", "dialog",
    "frameset", "frame", "noembed", "colgroup", "col",
  ]

  private static let wrapperTags = [
    "html", "body", "div", "section", "article", "header", "footer", "nav", "aside", "main",
    "address", "center", "hgroup", "fieldset", "legend", "form", "search", "noframes",
  ]
}
