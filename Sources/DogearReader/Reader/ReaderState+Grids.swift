import DogearCore
import DogearLayout

/// Tables as grids (issue 44): a table is a grid wherever the terminal can hold it; one wider
/// than the terminal scrolls sideways with `<` `>` (`h` `l`) while it is at the reading line,
/// or, with the setting "Wide tables as records", reads as records.
extension ReaderState {
  /// How the article is set now: the settings' paragraphs, tables given the terminal's width.
  var layoutTypesetting: Typesetting {
    settings.typesetting.with(
      tables: TableRoom(columns: frame.columns, scrolls: !settings.wideTablesAsRecords))
  }

  /// Flips "Wide tables as records" for every article and re-wraps this one; the top line's
  /// first character stays on the top line.
  mutating func toggleWideTables() -> [ReaderEffect] {
    settings.wideTablesAsRecords.toggle()
    plainLayout = ArticleLayout(
      prepared: measured.prepared, width: frame.textWidth, typesetting: layoutTypesetting)
    applySizeChange()
    message =
      settings.wideTablesAsRecords
      ? "Wide tables read as records" : "Wide tables are grids: < > scroll them"
    return [.saveSettings(settings)]
  }

  /// The grid wider than the screen at the reading line: its first article line, its width
  /// and how far it is scrolled; nil when the reading line is not on one.
  var wideGridAtReadingLine: (first: Int, width: Int, shift: Int)? {
    let line = readingLine - lead.lines.count
    guard line >= 0, line < layout.lines.count else { return nil }
    let width = Int(layout.lines[line].gridWidth)
    guard width > frame.columns else { return nil }
    let first = gridStart(line)
    return (first, width, gridShifts[first] ?? 0)
  }

  /// Scrolls the wide grid at the reading line half a screen along (`direction` -1 or 1),
  /// never past its edges; says so when there is none.
  mutating func scrollGrid(_ direction: Int) -> [ReaderEffect] {
    guard let grid = wideGridAtReadingLine else {
      message = "No wide table at the reading line"
      return []
    }
    let step = max(1, frame.columns / 2)
    let shift = min(max(0, grid.shift + direction * step), grid.width - frame.columns)
    gridShifts[grid.first] = shift
    return []
  }

  /// Where content line `index` goes across the screen.
  func placement(ofContentLine index: Int) -> LinePlacement {
    let line = index - lead.lines.count
    guard line >= 0, line < layout.lines.count, layout.lines[line].gridWidth > 0 else {
      return LinePlacement(textOf: frame)
    }
    let width = Int(layout.lines[line].gridWidth)
    let shift = width > frame.columns ? gridShifts[gridStart(line)] ?? 0 : 0
    return LinePlacement(gridWidth: width, shift: shift, frame: frame)
  }

  /// The first line of the grid article line `line` is a row of.
  private func gridStart(_ line: Int) -> Int {
    var first = line
    let width = layout.lines[line].gridWidth
    while first > 0, layout.lines[first - 1].gridWidth == width { first -= 1 }
    return first
  }
}
