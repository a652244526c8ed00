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

  public func draw(into screen: inout Screen, rows: Range<Int>, cellWidth: CellWidth) {
    guard !rows.isEmpty, screen.columns > 0 else { return }
    let eighths = filledEighths(columns: screen.columns)
    let full = eighths / 8
    let partial = glyphs.partialBlock(eighths: eighths % 8)
    let trackCount = max(0, screen.columns - full - (partial == nil ? 0 : 1))
    for row in rows {
      var end = screen.putRepeated(
        glyphs.fullBlock, count: full, row: row, column: 0, style: theme.barFill,
        width: cellWidth)
      if let partial {
        end = screen.put(partial, row: row, column: end, style: theme.barFill, width: cellWidth)
      }
      screen.putRepeated(
        glyphs.track, count: trackCount, row: row, column: end, style: theme.barTrack,
        width: cellWidth)
    }
    drawLabel(
      into: &screen, row: rows.lowerBound + rows.count / 2, eighths: eighths, cellWidth: cellWidth)
  }

  /// " 37% " centred; each cell over the fill (more than half full) is drawn reversed.
  private func drawLabel(into screen: inout Screen, row: Int, eighths: Int, cellWidth: CellWidth) {
    let label = " \(percent)% "
    let start = max(0, (screen.columns - label.count) / 2)
    for (offset, character) in label.enumerated() {
      let column = start + offset
      let isOverFill = column * 8 + 4 <= eighths
      let style = isOverFill ? theme.barLabelOnFill : theme.barLabel
      screen.put(String(character), row: row, column: column, style: style, width: cellWidth)
    }
  }
}
