import CNCursesW
import DogearCore
import DogearScreen

extension Terminal {
  /// Draws the rows of `screen` that differ from the frame painted before it into curses'
  /// window, and lets ncurses send only what changed (wnoutrefresh + doupdate).
  ///
  /// The window keeps the last frame's cells, so a row the new frame leaves as it was is not
  /// handed to curses again (a key that moves a selection touches a row or two): the whole
  /// frame is drawn only after a size change or `redrawAll`. Clipped to the window: after a
  /// resize race the Screen may be larger or smaller than it. Continuation cells are skipped
  /// (the wide character before them covers them), and every glyph goes through
  /// wadd_wchnstr, which never wraps or scrolls, not even bottom-right.
  public func paint(_ screen: Screen) {
    guard !hasEnded else { return }
    let (windowColumns, windowRows) = size
    let rows = min(screen.rows, windowRows)
    let columns = min(screen.columns, windowColumns)
    let struck = drawsStrikethrough ? Self.struckRuns(of: screen, rows: rows, columns: columns) : []
    for row in Self.changedRows(shownStruck, struck) where row < windowRows {
      dogear_wredrawln(window, Int32(row), 1)
    }
    // Only a frame of this size over a window of this size is there to compare with.
    let shown = painted.flatMap { last in
      last.window == (windowColumns, windowRows) && last.screen.columns == screen.columns
        && last.screen.rows == screen.rows ? last.screen : nil
    }
    // Pixels and struck runs are drawn beside curses: a terminal scroll would carry them.
    let mayScroll =
      struck.isEmpty && shownStruck.isEmpty && screen.pictures.isEmpty && shownImages.isEmpty
    dogear_idlok(window, mayScroll)
    let plan = screen.plan(
      after: shown, shownSignatures: paintedSignatures, mayScroll: mayScroll, rowLimit: windowRows)
    // The window's lines move as the terminal's will; only the rows still wrong are drawn.
    if let shift = plan.shift { scroll(shift) }
    let changed = plan.changed
    if shown == nil {
      dogear_werase(window)
    }
    for row in changed where row < rows {
      if shown != nil {
        dogear_wmove(window, Int32(row), 0)
        dogear_wclrtoeol(window)
      }
      paintRow(row, of: screen, columns: columns)
    }
    placeCursor(screen.cursor, rows: rows, columns: columns)
    dogear_wnoutrefresh(window)
    dogear_doupdate()
    painted = (screen, (windowColumns, windowRows))
    paintedSignatures = plan.signatures
    shownStruck = struck
    paintStruck(struck, of: screen)
  }

  /// Moves curses' lines as the terminal's will move, before the rows still wrong are drawn.
  /// Where the terminal scrolls a region (`scrollsRegions`), it is told to here and curses'
  /// three screens follow with no line marked changed, so doupdate compares only the rows
  /// drawn after (issue 41). Elsewhere, and as the simple version beside it, only the window
  /// scrolls: doupdate finds the scroll itself by hashing and comparing every row.
  private func scroll(_ shift: RowShift) {
    let (top, bottom, lines) = (Int32(shift.top), Int32(shift.bottom), Int32(shift.lines))
    if scrollsRegions, dogear_scroll_terminal_rows(window, top, bottom, lines) == OK { return }
    dogear_scroll_rows(window, top, bottom, lines)
  }

  /// The next `paint` clears the terminal and draws every cell again (curses' `clearok` on
  /// the current screen): for Ctrl-L after another program wrote over the screen, and after
  /// Ctrl-Z and `fg`, when the shell's output is on it.
  public func redrawAll() {
    guard !hasEnded else { return }
    dogear_force_full_redraw()
    painted = nil
    // The clear takes sixel and iTerm2 pictures with it; the next paint sends them again.
    shownImages = []
  }

  /// Runs of cells of one scalar and one column go to curses a run at a time (`CellBatch`);
  /// a wide or combining cell one at a time (`paintCell`). A blank is drawn as the blank
  /// werase and wclrtoeol leave (no attributes, pair 0), so a run need not stop at it. The
  /// packed cells are read in place (issue 41).
  private func paintRow(_ row: Int, of screen: Screen, columns: Int) {
    let width = screen.columns
    let base = row * width
    var column = 0
    // Neighbouring cells often hold the same text (a bar, a rule): decided once.
    var lastText: PackedCell?
    var lastScalar: UInt32?
    // A local batch: the terminal's own, a class's property, is checked for exclusive
    // access at every use.
    var cellBatch = CellBatch()
    swap(&cellBatch, &self.cellBatch)
    defer { swap(&cellBatch, &self.cellBatch) }
    let plainBits = CellStyle.plain.bits
    screen.withPackedCells { cells in
      while column < columns {
        let cell = cells[base + column]
        if cell.isContinuation {
          cellBatch.flush(into: window, row: row)
          column += 1
          continue
        }
        let isWide = column + 1 < width && cells[base + column + 1].isContinuation
        if !isWide {
          var single = cell.printableASCII
          if single == nil, !cell.isLong {
            if lastText.map({ !$0.hasSameInlineText(as: cell) }) ?? true {
              lastText = cell
              lastScalar = glyphs.singleScalar(for: screen.text(of: cell))
            }
            single = lastScalar
          }
          if let scalar = single {
            let (attributes, pair) =
              scalar == 0x20 && cell.styleBits == plainBits
              ? (attr_t(0), Int32(0)) : cursesStyle(forBits: cell.styleBits)
            cellBatch.append(scalar, column: column, attributes: attributes, pair: pair)
            column += 1
            continue
          }
        }
        cellBatch.flush(into: window, row: row)
        let cellColumns = isWide ? 2 : 1
        // A wide character cut by the window's edge stays blank rather than half drawn; a
        // plain blank is what werase left there already.
        if column + cellColumns <= columns, cell != .blank {
          paintCell(screen[row, column], row: row, column: column, columns: cellColumns)
        }
        column += cellColumns
      }
    }
    cellBatch.flush(into: window, row: row)
  }

  private func paintCell(_ cell: Cell, row: Int, column: Int, columns: Int) {
    let (attributes, pair) = cursesStyle(for: cell.style)
    let scalars = cell.text.unicodeScalars
    if columns == 1, scalars.count == 1, let only = scalars.first, only.value >= 0x20,
      only.value < 0x7F
    {
      var value = only.value
      dogear_put_glyph(window, Int32(row), Int32(column), &value, 1, attributes, pair)
      return
    }
    var x = column
    for glyph in glyphs.glyphs(for: cell.text, columns: columns) {
      glyph.scalars.withUnsafeBufferPointer { buffer in
        _ = dogear_put_glyph(
          window, Int32(row), Int32(x), buffer.baseAddress, Int32(buffer.count), attributes, pair)
      }
      x += glyph.width
    }
  }

  private func placeCursor(_ cursor: (row: Int, column: Int)?, rows: Int, columns: Int) {
    if let cursor, cursor.row >= 0, cursor.row < rows, cursor.column >= 0,
      cursor.column < columns
    {
      dogear_wmove(window, Int32(cursor.row), Int32(cursor.column))
      if !cursorVisible { dogear_curs_set(1) }
      cursorVisible = true
    } else {
      if cursorVisible { dogear_curs_set(0) }
      cursorVisible = false
    }
  }

  /// The curses attributes and colour pair for a style, defining the pair on first use.
  func cursesStyle(for style: CellStyle) -> (attributes: attr_t, pair: Int32) {
    cursesStyle(forBits: style.bits)
  }

  /// `cursesStyle(for:)` of the style whose `CellStyle.bits` these are: the last one kept.
  func cursesStyle(forBits bits: UInt64) -> (attributes: attr_t, pair: Int32) {
    if let last = lastStyle, last.bits == bits { return last.curses }
    let curses = lookUpCursesStyle(forBits: bits)
    lastStyle = (bits, curses)
    return curses
  }

  /// Kept by the style's word: hashing one word is a fraction of hashing a `CellStyle`.
  private func lookUpCursesStyle(forBits bits: UInt64) -> (attributes: attr_t, pair: Int32) {
    if let known = styleCache[bits] { return known }
    let style = CellStyle(bits: bits)
    var attributes = attr_t(0)
    let flags: [(CellAttributes, attr_t)] = [
      (.bold, dogear_attr_bold()), (.italic, dogear_attr_italic()),
      (.underline, dogear_attr_underline()), (.reverse, dogear_attr_reverse()),
      (.dim, dogear_attr_dim()),
    ]
    for (flag, value) in flags where style.attributes.contains(flag) {
      attributes |= value
    }
    let result = (attributes, colorPair(for: style))
    styleCache[bits] = result
    return result
  }

  private func colorPair(for style: CellStyle) -> Int32 {
    guard supportsColor else { return 0 }
    let (foreground, background) = colorMapper.numbers(for: style)
    switch pairs.pair(foreground: foreground, background: background) {
    case .existing(let number):
      return number
    case .new(let number):
      dogear_init_pair(number, foreground, background)
      return number
    case .exhausted:
      return 0
    }
  }
}
