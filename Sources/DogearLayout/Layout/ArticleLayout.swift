import DogearCore

/// An article laid out at one width: its lines, its numbered links and the way back from an
/// anchor to a line.
///
/// Every line carries the anchor of its first character (the leaf element it comes from and
/// that Character's offset in the element's text); blank separators carry the anchor of the
/// line after them. Anchors are unique per content line, so `lineIndex(for: anchor(atLine: i))`
/// is `i` at the same width and, at any other width, the line holding that same character.
public struct ArticleLayout: Equatable, Sendable {
  public var width: Int
  public var lines: [LayoutLine]
  /// `links[n - 1]` is the href of link `[n]`.
  public var links: [String]
  private var index: AnchorIndex
  /// The line each of the prepared article's top-level blocks starts at, when this layout is
  /// the whole article without inserted rows; empty otherwise.
  public private(set) var blockStarts: [Int32] = []
  /// How it was set (issue 44).
  public private(set) var typesetting = Typesetting.greedy
  /// Whether some table was wider than the text, so that its lines depend on the room for
  /// tables (`Typesetting.tables`) and a new room needs a new layout.
  public private(set) var tablesOverflowText = false

  /// A layout of given lines; anchors resolve to the lines that start with them.
  public init(width: Int, lines: [LayoutLine], links: [String]) {
    self.width = width
    self.lines = lines
    self.links = links
    var builder = PathTableBuilder()
    var entries = AnchorIndex.Entries()
    for (number, line) in lines.enumerated() where !line.runs.isEmpty {
      let id = builder.id(of: line.anchor.path)
      entries.append(pathID: id, offset: Int32(clamping: line.anchor.offset), line: Int32(number))
    }
    let paths = builder.build()
    self.index = AnchorIndex(
      paths: paths, entries: entries, elementLine: Array(repeating: -1, count: paths.count))
  }

  /// Lays `document` out at `width` columns (>= 1). No line is ever wider than `width` by
  /// `cellWidth`, but a table's grid given more room (`Typesetting.tables`, `gridWidth`). To re-wrap the same document at other widths, prepare it once instead.
  public init(document: Document, width: Int, cellWidth: CellWidth) {
    self.init(prepared: PreparedArticle(document: document, cellWidth: cellWidth), width: width)
  }

  /// Lays a prepared article out at `width` columns (>= 1): linear in its length, and fast
  /// (a resize re-wraps from here). `typesetting` says how paragraphs are set (issue 44).
  public init(prepared: PreparedArticle, width: Int, typesetting: Typesetting = .greedy) {
    if typesetting.breaking == .wholeParagraph { prepared.atomCache.layoutBegins() }
    let result = prepared.bytes.withUnsafeBufferPointer { bytes in
      var engine = LayoutEngine(
        width: width, paths: prepared.paths, cellWidth: prepared.cellWidth, bytes: bytes)
      engine.typesetting = typesetting
      engine.atomCache = prepared.atomCache
      let laidOut = engine.finish(prepared: prepared)
      return (
        lines: laidOut.lines, index: laidOut.index, blockStarts: engine.blockStarts,
        overflow: engine.tablesOverflowText
      )
    }
    self.width = max(1, width)
    self.lines = result.lines
    self.links = prepared.links
    self.index = result.index
    self.blockStarts = result.blockStarts
    self.typesetting = typesetting
    self.tablesOverflowText = result.overflow
  }

  /// Only the top-level blocks `blocks` of a prepared article (and its links list when they
  /// run to the end), at `width` columns: the lines those blocks have in the whole article's
  /// layout, numbered from 0 and without the blank line that would separate them from an
  /// earlier block. What a resize shows first (`ResizeWindow`).
  public init(
    prepared: PreparedArticle, width: Int, blocks: Range<Int>, typesetting: Typesetting = .greedy
  ) {
    let result = prepared.bytes.withUnsafeBufferPointer { bytes in
      var engine = LayoutEngine(
        width: width, paths: prepared.paths, cellWidth: prepared.cellWidth, bytes: bytes)
      engine.typesetting = typesetting
      engine.atomCache = prepared.atomCache
      let laidOut = engine.finish(prepared: prepared, blocks: blocks)
      return (lines: laidOut.lines, index: laidOut.index, overflow: engine.tablesOverflowText)
    }
    self.width = max(1, width)
    self.lines = result.lines
    self.links = prepared.links
    self.index = result.index
    self.typesetting = typesetting
    self.tablesOverflowText = result.overflow
  }

  /// The text of `ArticleLayout(prepared:width:).lines`, each line's runs joined and ending
  /// in a line feed, without building the lines: what `dogear dump` prints.
  public static func text(
    prepared: PreparedArticle, width: Int, typesetting: Typesetting = .greedy
  ) -> [UInt8] {
    prepared.bytes.withUnsafeBufferPointer { bytes in
      var engine = LayoutEngine(
        width: width, paths: prepared.paths, cellWidth: prepared.cellWidth, bytes: bytes,
        plainText: true)
      engine.typesetting = typesetting
      return engine.finishText(prepared: prepared)
    }
  }

  /// This layout with `counts[i]` blank lines inserted before line `i` (rows for inline
  /// pictures). Each inserted line carries the anchor of the line it precedes, like a blank
  /// separator; every anchor still resolves to the line holding its character, as precisely
  /// as before (rebuilding from `lines` alone would know only where lines start).
  public func insertingBlankLines(before counts: [Int: Int]) -> ArticleLayout {
    guard counts.values.contains(where: { $0 > 0 }) else { return self }
    var shift = [Int32](repeating: 0, count: lines.count)
    var inserted: [LayoutLine] = []
    inserted.reserveCapacity(lines.count + counts.values.reduce(0, +))
    for (number, line) in lines.enumerated() {
      for _ in 0..<max(0, counts[number] ?? 0) {
        inserted.append(LayoutLine(runs: [], anchor: line.anchor))
      }
      shift[number] = Int32(inserted.count - number)
      inserted.append(line)
    }
    var copy = self
    copy.lines = inserted
    copy.blockStarts = []
    copy.index = index.remapped { line in
      line >= 0 && Int(line) < shift.count ? line + shift[Int(line)] : line
    }
    return copy
  }

  /// The line holding `anchor` (its element and character offset): at the same width the line
  /// the anchor came from; at another width the line holding that character. An anchor naming
  /// an element that holds no text of its own (a container, or an element the parser folded
  /// into its parent) resolves to the nearest line of that element: its first descendant's
  /// line, else its nearest laid-out ancestor's first line. nil when no part of the path is in
  /// this layout.
  public func lineIndex(for anchor: Anchor) -> Int? {
    index.line(for: anchor)
  }

  /// The anchor of line `index` (clamped to the lines there are). `anchor.path.css` is the
  /// Readeck `read_anchor` of that line: the leaf element its first character comes from.
  public func anchor(atLine index: Int) -> Anchor {
    guard !lines.isEmpty else { return Anchor(path: .root, offset: 0) }
    return lines[min(max(0, index), lines.count - 1)].anchor
  }

  /// The top-level block holding line `line` (its last block starting at or before the
  /// line); nil when the block starts are not known.
  public func block(holdingLine line: Int) -> Int? {
    guard !blockStarts.isEmpty else { return nil }
    return max(0, blockStarts.partitionPoint { Int($0) <= line } - 1)
  }

  public static func == (left: ArticleLayout, right: ArticleLayout) -> Bool {
    left.width == right.width && left.lines == right.lines && left.links == right.links
  }
}
