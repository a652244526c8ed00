import DogearCore

/// A frame of styled text cells: what `render` produces and the terminal paints.
///
/// Wide characters take two cells: the first holds the grapheme, the second is a
/// `continuation` cell that painters skip. Writes are clipped to the screen, never wrapped.
public struct Screen: Equatable, Sendable {
  public let columns: Int
  public let rows: Int
  /// The cells, row-major, packed (issue 41: `PackedCell` says why); `cells` and the
  /// subscript are the same cells as `Cell`s.
  @usableFromInline var packed: [PackedCell]
  /// The graphemes longer than a packed cell holds, by the index such a cell keeps.
  var longTexts: [String] = []
  /// Where the terminal should leave its cursor (e.g. in a search field); nil hides it.
  public var cursor: (row: Int, column: Int)? {
    get { cursorPosition.map { ($0.row, $0.column) } }
    set { cursorPosition = newValue.map { CursorPosition(row: $0.row, column: $0.column) } }
  }
  private var cursorPosition: CursorPosition?
  /// Pictures shown in pixels over blank cells (issue 29), top to bottom; empty for half
  /// blocks, which are cells like any other.
  public var pictures: [PicturePlacement] = []
  /// The rows that show a scrolled text and the line on the first of them (issue 41): a hint
  /// the painter checks before it scrolls by it; not part of what the frame shows (`==`).
  public var scrolledRows: ScrolledRows?

  public init(columns: Int, rows: Int) {
    self.columns = max(0, columns)
    self.rows = max(0, rows)
    self.packed = Array(repeating: .blank, count: self.columns * self.rows)
  }

  /// Every cell, row-major.
  public var cells: [Cell] { packed.map(cell) }

  public subscript(row: Int, column: Int) -> Cell {
    get { cell(packed[row * columns + column]) }
    set { packed[row * columns + column] = pack(newValue) }
  }

  /// The grapheme `cell` holds.
  public func text(of cell: PackedCell) -> String {
    cell.inlineText ?? longTexts[cell.longIndex]
  }

  /// The cells, packed, read in place.
  @inlinable
  public func withPackedCells<Result>(_ body: (UnsafeBufferPointer<PackedCell>) -> Result)
    -> Result
  {
    packed.withUnsafeBufferPointer(body)
  }

  private func cell(_ packed: PackedCell) -> Cell {
    Cell(text(of: packed), style: packed.style)
  }

  /// `cell` as this screen keeps it; a long grapheme joins `longTexts`.
  mutating func pack(_ cell: Cell) -> PackedCell {
    let bits = cell.style.bits
    if let inline = PackedCell(inline: cell.text, styleBits: bits) { return inline }
    longTexts.append(cell.text)
    return PackedCell(longTextAt: longTexts.count - 1, styleBits: bits)
  }

  /// Writes `text` at (row, column), clipped at `maxColumn` (default: the right edge).
  /// Returns the column after the last cell written. Graphemes that do not fit whole are
  /// dropped, so a wide character is never cut in half.
  ///
  /// The one place text enters the screen buffer, so the one place the screen is kept safe
  /// (issue 37; ratatui's buffer does the same): what is drawn is `drawable(text)`.
  ///
  /// Each byte of ASCII text is a cell of its own without a grapheme walk or a width lookup
  /// (`putRuns`, issue 41: a key redraws every row); `putEachGrapheme` is the simple version
  /// beside it, which the fast one falls back to for everything else and is tested against.
  @discardableResult
  public mutating func put(
    _ text: String, row: Int, column: Int, style: CellStyle = .plain, width: CellWidth,
    maxColumn: Int? = nil
  ) -> Int {
    guard row >= 0, row < rows else { return column }
    let limit = min(maxColumn ?? columns, columns)
    if width.asciiIsNarrow {
      return putRuns(
        Self.drawable(text), row: row, column: column, style: style, width: width, limit: limit)
    }
    var col = column
    _ = putEachGrapheme(
      Self.drawable(text), row: row, column: &col, style: style, width: width, limit: limit)
    return col
  }

  /// `put` one grapheme at a time, each measured: the simple version. Advances `col`;
  /// returns false once a grapheme did not fit before `limit` (nothing after it is drawn).
  mutating func putEachGrapheme<S: StringProtocol>(
    _ text: S, row: Int, column col: inout Int, style: CellStyle, width: CellWidth, limit: Int
  ) -> Bool {
    for character in text {
      let w = width.of(character)
      if w == 0 { continue }
      if col + w > limit { return false }
      if col >= 0 {
        self[row, col] = Cell(String(character), style: style)
        if w == 2 { self[row, col + 1] = Cell.continuation(style) }
      }
      col += w
    }
    return true
  }

  /// What the screen draws of `text`, wherever it came from (an article, a title, a note, a
  /// label, a server's message): whole escape sequences, C0 and C1 controls and DEL removed,
  /// tabs and line breaks as spaces, and the invisible characters (`InvisibleText`: a soft
  /// hyphen, a direction mark, a bidi override) left out, as they take no cell
  /// (`TextSanitizer`, with nothing kept). The model keeps the server's text; this is the
  /// screen's only sanitiser, and `TextFit` measures with it. Clean text is one byte scan.
  public static func drawable(_ text: String) -> String {
    TextSanitizer.sanitize(text)
  }

  /// Paints `style` over a rectangle without changing its text, clipped to the screen (a
  /// match in a wide table's columns past its right edge is none of its cells).
  public mutating func restyle(row: Int, columns range: Range<Int>, with style: CellStyle) {
    let (first, end) = (max(0, range.lowerBound), min(columns, range.upperBound))
    guard row >= 0, row < rows, first < end else { return }
    let bits = style.bits
    for col in first..<end {
      let index = row * columns + col
      packed[index] = PackedCell(textBits: packed[index].textBits, styleBits: bits)
    }
  }

  /// Makes row `destination` a copy of row `source`, cells and styles (a long grapheme's
  /// index into `longTexts` holds in either row). Nothing happens outside the screen.
  public mutating func copyRow(_ source: Int, to destination: Int) {
    guard source >= 0, source < rows, destination >= 0, destination < rows,
      source != destination
    else { return }
    let width = columns
    packed.withUnsafeMutableBufferPointer { cells in
      guard let base = cells.baseAddress else { return }
      (base + destination * width).update(from: base + source * width, count: width)
    }
  }

  /// A blank screen but for `count` rows from `destination` on, copies of `other`'s rows from
  /// `source` on, cells and styles (issue 41: a frame takes the rows a scroll keeps from the
  /// frame before it, and they are written once, not blanked first). Nil when `other` differs
  /// in width, a row falls outside either screen, or `other` keeps long graphemes (their
  /// indices are into `other`'s table).
  public init?(
    columns: Int, rows: Int, copying count: Int, rowsFrom source: Int, of other: Screen,
    to destination: Int
  ) {
    guard columns > 0, rows > 0, other.columns == columns, other.longTexts.isEmpty, count >= 0,
      source >= 0, destination >= 0, source + count <= other.rows, destination + count <= rows
    else { return nil }
    self.columns = columns
    self.rows = rows
    let (start, end) = (destination * columns, (destination + count) * columns)
    self.packed = other.packed.withUnsafeBufferPointer { from in
      [PackedCell](unsafeUninitializedCapacity: rows * columns) { cells, initialized in
        guard let to = cells.baseAddress, let base = from.baseAddress else { return }
        to.initialize(repeating: .blank, count: start)
        (to + start).initialize(from: base + source * columns, count: end - start)
        (to + end).initialize(repeating: .blank, count: rows * columns - end)
        initialized = rows * columns
      }
    }
  }

  /// The screen as plain text, one line per row, trailing spaces trimmed: for snapshots.
  public var text: String {
    (0..<rows).map { row in
      var line = ""
      for col in 0..<columns {
        let cell = packed[row * columns + col]
        if !cell.isContinuation { line += text(of: cell) }
      }
      while line.hasSuffix(" ") { line.removeLast() }
      return line
    }.joined(separator: "\n")
  }

  public static func == (lhs: Screen, rhs: Screen) -> Bool {
    lhs.columns == rhs.columns && lhs.rows == rhs.rows
      && (0..<lhs.rows).allSatisfy { lhs.rowIsSame($0, as: rhs, row: $0) }
      && lhs.cursorPosition == rhs.cursorPosition && lhs.pictures == rhs.pictures
  }
}

private struct CursorPosition: Equatable, Sendable {
  var row: Int
  var column: Int
}
