import DogearCore
import DogearScreen

/// The reader's progress bar: full-width rows filling left to right with eighth-cell
/// precision over a light-shade track, the percentage centred on the middle row. Legible
/// without colour: fill and track are glyphs, and the label is cut out of the fill in
/// reverse where the two meet.
public struct ProgressBarView: Sendable {
  public let fraction: Double
  public let percent: Int
  public let glyphs: ReaderGlyphs
  public let theme: ReaderTheme

  public init(fraction: Double, percent: Int, glyphs: ReaderGlyphs, theme: ReaderTheme) {
    self.fraction = min(1, max(0, fraction))
    self.percent = percent
    self.glyphs = glyphs
    self.theme = theme
  }

  /// The fill in eighths of a cell for a bar `columns` wide.
  public func filledEighths(columns: Int) -> Int {
    Int((fraction * Double(columns * 8)).rounded(.down))
  }

  /// Every row of the bar is the same: the first is drawn and copied to the others, and the
  /// label goes in a run at a time (issue 41: the bar cell by cell, row by row, was a quarter
  /// of a key's render). `drawEachRow` is the simple version beside it, held to it by
  /// `ProgressBarDrawingTests`.
  public func draw(into screen: inout Screen, rows: Range<Int>, cellWidth: CellWidth) {
    guard !rows.isEmpty, screen.columns > 0 else { return }
    let first = rows.lowerBound
    guard first >= 0, rows.upperBound <= screen.rows else {
      return drawEachRow(into: &screen, rows: rows, cellWidth: cellWidth)
    }
    let eighths = filledEighths(columns: screen.columns)
    drawRow(into: &screen, row: first, eighths: eighths, cellWidth: cellWidth)
    for row in rows.dropFirst() { screen.copyRow(first, to: row) }
    drawLabelRuns(
      into: &screen, row: first + rows.count / 2, eighths: eighths, cellWidth: cellWidth)
  }

  /// The bar as first written: each row drawn, the label a character at a time.
  func drawEachRow(into screen: inout Screen, rows: Range<Int>, cellWidth: CellWidth) {
    guard !rows.isEmpty, screen.columns > 0 else { return }
    let eighths = filledEighths(columns: screen.columns)
    for row in rows {
      drawRow(into: &screen, row: row, eighths: eighths, cellWidth: cellWidth)
    }
    drawLabel(
      into: &screen, row: rows.lowerBound + rows.count / 2, eighths: eighths, cellWidth: cellWidth)
  }

  /// One row: whole blocks, the partial block, then the track.
  private func drawRow(into screen: inout Screen, row: Int, eighths: Int, cellWidth: CellWidth) {
    let full = eighths / 8
    let partial = glyphs.partialBlock(eighths: eighths % 8)
    let trackCount = max(0, screen.columns - full - (partial == nil ? 0 : 1))
    var end = screen.putRepeated(
      glyphs.fullBlock, count: full, row: row, column: 0, style: theme.barFill, width: cellWidth)
    if let partial {
      end = screen.put(partial, row: row, column: end, style: theme.barFill, width: cellWidth)
    }
    screen.putRepeated(
      glyphs.track, count: trackCount, row: row, column: end, style: theme.barTrack,
      width: cellWidth)
  }

  private var label: String { " \(percent)% " }

  /// Whether the label's cell at `column` is over the fill (more than half full).
  private func isOverFill(column: Int, eighths: Int) -> Bool {
    column * 8 + 4 <= eighths
  }

  /// " 37% " centred; each cell over the fill (more than half full) is drawn reversed.
  private func drawLabel(into screen: inout Screen, row: Int, eighths: Int, cellWidth: CellWidth) {
    let label = label
    let start = max(0, (screen.columns - label.count) / 2)
    for (offset, character) in label.enumerated() {
      let column = start + offset
      let style =
        isOverFill(column: column, eighths: eighths) ? theme.barLabelOnFill : theme.barLabel
      screen.put(String(character), row: row, column: column, style: style, width: cellWidth)
    }
  }

  /// `drawLabel` a run of one style at a time: the label is ASCII, a cell a character, and
  /// the cells over the fill come first (the fill grows from the left), so at most two runs.
  private func drawLabelRuns(
    into screen: inout Screen, row: Int, eighths: Int, cellWidth: CellWidth
  ) {
    let label = label
    let count = label.utf8.count
    let start = max(0, (screen.columns - count) / 2)
    var over = 0
    while over < count, isOverFill(column: start + over, eighths: eighths) { over += 1 }
    if over > 0 {
      screen.put(
        String(label.prefix(over)), row: row, column: start, style: theme.barLabelOnFill,
        width: cellWidth)
    }
    if over < count {
      screen.put(
        String(label.dropFirst(over)), row: row, column: start + over, style: theme.barLabel,
        width: cellWidth)
    }
  }
}
