import DogearCore

/// Lays prepared blocks out at one width: one pass, appending lines to a `LineCollector`.
///
/// Indentation (list markers, quote gutters, definition and details indents) is a stack of
/// `PrefixPart`s written before each line. When the width is too small for all of them, the
/// outermost are dropped first, so at least half the width (and always one column) is left
/// for text: no line ever grows wider than the layout.
struct LayoutEngine {
  let width: Int
  let cellWidth: CellWidth
  /// The prepared article's text bytes, lent for the time of the layout.
  let bytes: UnsafeBufferPointer<UInt8>
  var collector: LineCollector
  private(set) var prefixes: [PrefixPart] = []
  /// The prefix runs once every part has been drawn (the same on every following line), so
  /// that a long list item or quote does not rebuild them per line; nil when out of date.
  private var steadyPrefix: [StyledRun]?
  /// Prefix parts from this index on are drawn; the ones before it are dropped for room.
  private var shownFrom = 0
  private(set) var prefixWidth = 0
  /// Styles added to all text (quotes).
  var textStyle: TextStyle = []
  var listDepth = 0
  let lineBuffer = PieceBuffer()
  /// How paragraphs are set (issue 44), and the scratch of their breaker.
  var typesetting = Typesetting.greedy
  var breaker = ParagraphBreaker()
  var paragraph = ParagraphScratch()
  /// The prepared article's kept paragraph atoms, when it has them (a re-wrap); nil makes
  /// every paragraph's atoms anew.
  var atomCache: ParagraphAtomCache?
  /// When set, the numbers of the lines that end in a hyphen go here (measurements only).
  var hyphenatedLines: [Int]?
  /// The line each top-level block starts at (its blank separator, if any, included).
  private(set) var blockStarts: [Int32] = []
  /// Whether some table was wider than the text: its lines depend on `typesetting.tables`.
  var tablesOverflowText = false

  /// `plainText`: the lines are wanted as text only (`LineCollector.text`).
  init(
    width: Int, paths: PathTable, cellWidth: CellWidth, bytes: UnsafeBufferPointer<UInt8>,
    plainText: Bool = false
  ) {
    self.width = max(1, width)
    self.cellWidth = cellWidth
    self.bytes = bytes
    self.collector = LineCollector(paths: paths, bytes: bytes, plainText: plainText)
  }

  /// Columns left for text after the prefixes.
  var available: Int { width - prefixWidth }

  mutating func push(_ part: PrefixPart) {
    prefixes.append(part)
    updatePrefixWidth()
  }

  mutating func pop() {
    prefixes.removeLast()
    updatePrefixWidth()
  }

  private mutating func updatePrefixWidth() {
    steadyPrefix = nil
    let room = width - max(1, (width + 1) / 2)
    var total = 0
    var first = prefixes.count
    while first > 0 && total + prefixes[first - 1].width <= room {
      first -= 1
      total += prefixes[first].width
    }
    shownFrom = first
    prefixWidth = total
  }

  /// Whether the innermost prefix part has been drawn yet (a list marker waiting for text).
  var innermostPrefixUsed: Bool { prefixes.last?.used ?? true }

  /// The prefix runs for the next line; marks every part as used.
  mutating func takePrefix() -> [StyledRun] {
    if let steadyPrefix { return steadyPrefix }
    let wasSteady = prefixes.allSatisfy(\.used)
    var runs: [StyledRun] = []
    for index in prefixes.indices {
      let part = prefixes[index]
      if index >= shownFrom {
        let text = part.used ? part.rest : part.first
        if let last = runs.last, last.style == part.style {
          runs[runs.count - 1].text += text
        } else {
          runs.append(StyledRun(text, style: part.style))
        }
      }
      prefixes[index].used = true
    }
    if wasSteady { steadyPrefix = runs }
    return runs
  }

  /// Writes one line of `pieces` (from `lineBuffer` or anywhere) with the current prefix.
  mutating func emit(
    _ pieces: UnsafeBufferPointer<Piece>, lineWidth: Int, rightToLeft: Bool,
    fallback: (pathID: Int32, offset: Int32)
  ) {
    var prefix = takePrefix()
    // Right-to-left text stays in logical order (the terminal does no bidi reordering and a
    // layout that reordered would break anchors and search); it is only aligned right.
    if rightToLeft && lineWidth < available {
      prefix.append(StyledRun(String(repeating: " ", count: available - lineWidth)))
    }
    collector.emit(
      prefix: prefix, pieces: pieces, extraStyle: textStyle, fallback: fallback)
  }

  /// A line of decoration only (a rule), `anchor` naming its place.
  mutating func emitDecoration(
    _ text: String, style: TextStyle, anchor: (pathID: Int32, offset: Int32)
  ) {
    collector.emit(
      prefix: takePrefix() + [StyledRun(text, style: style)],
      pieces: UnsafeBufferPointer(start: nil, count: 0), extraStyle: [],
      fallback: anchor)
  }

  mutating func finish(prepared: PreparedArticle) -> (lines: [LayoutLine], index: AnchorIndex) {
    layoutArticle(prepared)
    return collector.finish()
  }

  /// Only the top-level blocks `range`, and the links list when the range reaches the end:
  /// a window of the article (`ArticleLayout(prepared:width:blocks:)`).
  mutating func finish(
    prepared: PreparedArticle, blocks range: Range<Int>
  ) -> (lines: [LayoutLine], index: AnchorIndex) {
    for block in prepared.blocks[range] { layout(block, separated: !block.continues) }
    if range.upperBound == prepared.blocks.count { layoutLinks(prepared) }
    return collector.finish()
  }

  /// The lines as plain text, for an engine made with `plainText`.
  mutating func finishText(prepared: PreparedArticle) -> [UInt8] {
    layoutArticle(prepared)
    return collector.text ?? []
  }

  private mutating func layoutArticle(_ prepared: PreparedArticle) {
    for block in prepared.blocks {
      blockStarts.append(Int32(collector.lines.count))
      layout(block, separated: !block.continues)
    }
    layoutLinks(prepared)
  }

  private mutating func layoutLinks(_ prepared: PreparedArticle) {
    guard !prepared.linkTexts.isEmpty, let linksID = collector.paths.id(of: PathTable.linksPath)
    else { return }
    if prepared.firstLink == 0 {
      collector.separate()
      collector.enter(linksID)
      wrap(prepared.linksHeading, rightToLeft: false, fallback: (linksID, 0))
    } else {
      collector.enter(linksID)
    }
    let numberWidth = "[\(prepared.linkCount)] ".count
    let rest = String(repeating: " ", count: numberWidth)
    let restWidth = cellWidth.of(rest)
    // The numbers are ASCII: measured a character at a time from a table, not per link.
    let columns = Dictionary(
      uniqueKeysWithValues: "[] 0123456789".utf8.map {
        ($0, cellWidth.of(Character(Unicode.Scalar($0))))
      })
    for (index, text) in prepared.linkTexts.enumerated() {
      let number = "[\(prepared.firstLink + index + 1)]"
      let padded = number + String(repeating: " ", count: numberWidth - number.count)
      let width = padded.utf8.reduce(0) { $0 + (columns[$1] ?? 1) }
      let padding = String(repeating: " ", count: max(0, width - restWidth))
      push(PrefixPart(first: padded, rest: rest + padding, width: width, style: .dim))
      wrap(text, rightToLeft: false, fallback: (linksID, 0))
      pop()
    }
  }
}

/// One level of indentation: `first` on the first line drawn under it (a list marker), `rest`
/// on the lines after (the hanging indent). Both are `width` columns.
struct PrefixPart {
  var first: String
  var rest: String
  var width: Int
  var style: TextStyle
  var used = false

  init(first: String, rest: String, width: Int, style: TextStyle) {
    self.first = first
    self.rest = rest
    self.width = width
    self.style = style
  }
}

extension LayoutEngine {
  /// A prefix part measured with the layout's cell widths; `rest` is padded to `first`'s width.
  func part(first: String, rest: String, style: TextStyle) -> PrefixPart {
    let width = cellWidth.of(first)
    let restWidth = cellWidth.of(rest)
    let padding = String(repeating: " ", count: max(0, width - restWidth))
    return PrefixPart(first: first, rest: rest + padding, width: width, style: style)
  }

  /// `glyph` repeated to fill `columns`.
  func repeated(_ glyph: String, toFill columns: Int) -> String {
    String(repeating: glyph, count: max(0, columns / max(1, cellWidth.of(glyph))))
  }
}
