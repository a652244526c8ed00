import FoundationEssentials

/// An article as a tree of blocks with inline spans, parsed once and laid out per width.
///
/// Produced by DogearHTML from an HTML fragment; consumed by `ArticleLayout`. Every block and
/// span remembers the element it came from (`ElementPath`), so any laid-out line can name an
/// anchor and any anchor can be resolved back to a line.
public struct Document: Equatable, Sendable {
  public var blocks: [Block]
  /// The fragment's text direction (`dir`, Readeck's `text_direction`).
  public var direction: TextDirection
  /// The document's `<title>` when the input was a whole page; nil for fragments.
  public var title: String?
  /// Where links inside the article go: each `id` (and `<a name>`) to its element, the
  /// first one when a name repeats (as browsers take the first).
  public var targets: [String: ElementPath]
  /// Elements with an element child the blocks do not show: an `svg`, a `script`, an empty
  /// `span`, a `br` trimmed at a block's edge. The web reader saves only a leaf as
  /// `read_anchor`, and these are none (`ParentElements` finds the others from the blocks).
  public var hiddenParents: Set<ElementPath>
  /// The page's `<html lang>` (or `<body lang>`), else the language the parse was given: what
  /// hyphenation (issue 44) and the voice that reads it aloud (issue 42) fall back to when the
  /// bookmark names none.
  public var language: String?

  public init(
    blocks: [Block] = [], direction: TextDirection = .leftToRight, title: String? = nil,
    targets: [String: ElementPath] = [:], hiddenParents: Set<ElementPath> = [],
    language: String? = nil
  ) {
    self.language = language
    self.blocks = blocks
    self.direction = direction
    self.title = title
    self.targets = targets
    self.hiddenParents = hiddenParents
  }
}

public enum TextDirection: String, Equatable, Sendable, Codable {
  case leftToRight = "ltr"
  case rightToLeft = "rtl"
}

/// A block-level element.
public struct Block: Equatable, Sendable {
  public var kind: Kind
  /// The element this block came from.
  public var path: ElementPath
  /// Set when this block (or an ancestor) carries an explicit `dir`.
  public var direction: TextDirection?

  public init(_ kind: Kind, path: ElementPath, direction: TextDirection? = nil) {
    self.kind = kind
    self.path = path
    self.direction = direction
  }

  public indirect enum Kind: Equatable, Sendable {
    /// h1...h6.
    case heading(level: Int, [Span])
    case paragraph([Span])
    /// `ol`/`ul`; each item is a list of blocks (nested lists are blocks of an item).
    case list(ordered: Bool, start: ListNumbering, items: [ListItem])
    case definitionList([DefinitionItem])
    case blockquote([Block])
    /// `pre`: whitespace kept, lines split on "\n".
    case preformatted([Span])
    case figure(content: [Block], caption: [Span])
    case image(ImageReference)
    case table(Table)
    case rule
    case details(summary: [Span], body: [Block])
  }
}

/// How an ordered list numbers its items: `start`, `reversed` and `type` ("1", "a", "A", "i",
/// "I"). An integer literal is a plain decimal count from that number.
public struct ListNumbering: Equatable, Sendable, ExpressibleByIntegerLiteral {
  public enum Style: Equatable, Sendable {
    case decimal, lowerAlpha, upperAlpha, lowerRoman, upperRoman
  }

  public var start: Int
  public var reversed: Bool
  public var style: Style

  public init(start: Int = 1, reversed: Bool = false, style: Style = .decimal) {
    self.start = start
    self.reversed = reversed
    self.style = style
  }

  public init(integerLiteral value: Int) { self.init(start: value) }

  /// The number of the item at `index` (from 0).
  public func number(at index: Int) -> Int { reversed ? start - index : start + index }

  /// `type`'s value as HTML reads it (case matters: "a" and "A" differ); decimal otherwise.
  public static func style(type: String?) -> Style {
    switch type?.trimmingWhitespace() {
    case "a": return .lowerAlpha
    case "A": return .upperAlpha
    case "i": return .lowerRoman
    case "I": return .upperRoman
    default: return .decimal
    }
  }
}

public struct ListItem: Equatable, Sendable {
  public var blocks: [Block]
  public var path: ElementPath
  public init(blocks: [Block], path: ElementPath) {
    self.blocks = blocks
    self.path = path
  }
}

public struct DefinitionItem: Equatable, Sendable {
  public var term: [Span]
  public var termPath: ElementPath
  public var definitions: [ListItem]
  public init(term: [Span], termPath: ElementPath, definitions: [ListItem]) {
    self.term = term
    self.termPath = termPath
    self.definitions = definitions
  }
}

public struct Table: Equatable, Sendable {
  public var rows: [TableRow]
  public var caption: [Span]
  public init(rows: [TableRow], caption: [Span] = []) {
    self.rows = rows
    self.caption = caption
  }
}

public struct TableRow: Equatable, Sendable {
  public var cells: [TableCell]
  public var path: ElementPath
  /// Which row group (`thead`, `tbody`, `tfoot`, or rows straight in the table) the row is
  /// in, counted from 0: a row span never reaches past the end of its group.
  public var group: Int
  /// True for a row of a `thead`.
  public var isHead: Bool
  public init(cells: [TableCell], path: ElementPath, group: Int = 0, isHead: Bool = false) {
    self.cells = cells
    self.path = path
    self.group = group
    self.isHead = isHead
  }
}

public struct TableCell: Equatable, Sendable {
  public var spans: [Span]
  public var isHeader: Bool
  public var path: ElementPath
  /// `rowspan` as written (0 means "to the end of the row group"), 1 when absent or invalid.
  public var rowSpan: Int
  /// `colspan`, at least 1.
  public var columnSpan: Int
  /// A header cell's `scope`, nil when absent.
  public var scope: HeaderScope?
  public init(
    spans: [Span], isHeader: Bool, path: ElementPath, rowSpan: Int = 1, columnSpan: Int = 1,
    scope: HeaderScope? = nil
  ) {
    self.spans = spans
    self.isHeader = isHeader
    self.path = path
    self.rowSpan = rowSpan
    self.columnSpan = columnSpan
    self.scope = scope
  }
}

/// What a header cell is the header of (`scope`).
public enum HeaderScope: String, Equatable, Sendable {
  case row
  case column = "col"
  case rowGroup = "rowgroup"
  case columnGroup = "colgroup"
}

public struct ImageReference: Equatable, Sendable {
  public var source: String
  public var alt: String
  public var title: String?
  public var width: Int?
  public var height: Int?
  public var path: ElementPath
  /// `alt=""` (or only spaces): the author says the image adds nothing to the text.
  public var isDecorative: Bool
  /// What the element shows: a picture, or a video, a sound or a page that dogear cannot
  /// show, only name (`[video: https://…]`).
  public var media: Media

  public enum Media: String, Equatable, Sendable {
    case image, video, audio, frame
  }

  public init(
    source: String, alt: String, title: String? = nil, width: Int? = nil, height: Int? = nil,
    path: ElementPath, isDecorative: Bool = false, media: Media = .image
  ) {
    self.isDecorative = isDecorative
    self.media = media
    self.source = source
    self.alt = alt
    self.title = title
    self.width = width
    self.height = height
    self.path = path
  }
}
