import DogearScreen

/// Draws the list: the header on the first line, the status line on the last, the rows (or a
/// message when there are none) between. Pure, and proportional to the screen's size.
func renderList(_ state: ListState) -> Screen {
  var painter = ListPainter(state: state)
  if state.isShowingHelp {
    painter.drawHelp()
  } else if let record = state.record {
    painter.drawRecord(record)
  } else if let search = state.textSearch {
    painter.drawTextSearch(search)
  } else if let picker = state.labelPicker {
    painter.drawHeader()
    painter.drawLabelPicker(picker)
  } else if let editor = state.labelEditor {
    painter.drawHeader()
    painter.drawLabelEditor(editor)
  } else {
    painter.drawHeader()
    painter.drawBody()
    painter.drawFooter()
  }
  return painter.screen
}

/// The drawing of one frame: the state, the screen being drawn and the tools to draw with.
struct ListPainter {
  let state: ListState
  let theme: ListTheme
  let fit: TextFit
  var screen: Screen

  init(state: ListState) {
    self.state = state
    self.theme = ListTheme(colors: state.environment.colors)
    self.fit = TextFit(
      cellWidth: state.environment.cellWidth, ellipsis: state.environment.ellipsis)
    self.screen = Screen(columns: state.columns, rows: state.rows)
  }

  var environment: ListEnvironment { state.environment }
  var margin: Int { state.columns >= 20 ? 1 : 0 }

  @discardableResult
  mutating func put(
    _ text: String, row: Int, column: Int, style: CellStyle, maxColumn: Int? = nil
  ) -> Int {
    screen.put(
      text, row: row, column: column, style: style, width: environment.cellWidth,
      maxColumn: maxColumn)
  }

  /// Rows, headings, or the message that stands in for them.
  mutating func drawBody() {
    guard state.bodyHeight > 0 else { return }
    if state.hasLoaded, state.total == 0, state.pendingQuery == nil {
      drawCentred(emptyMessage)
      return
    }
    let layout = ListRowLayout(columns: state.columns, unicode: environment.unicode)
    for (offset, line) in state.visibleLines(from: state.top).enumerated() {
      switch line {
      case .heading(let section): drawHeading(section, row: 1 + offset)
      case .row(let index): drawRow(index, row: 1 + offset, layout: layout)
      }
    }
  }

  mutating func drawHeading(_ section: ListSection?, row: Int) {
    guard let section else { return }
    let end = put(
      fit.truncated(section.title, to: state.columns - 2 * margin), row: row, column: margin,
      style: theme.heading)
    let ruleWidth = state.columns - margin - end - 1
    guard ruleWidth > 0 else { return }
    let rule = String(repeating: environment.unicode ? "─" : "-", count: ruleWidth)
    put(rule, row: row, column: end + 1, style: theme.rule)
  }

  mutating func drawRow(_ index: Int, row line: Int, layout: ListRowLayout) {
    defer { if index == state.selection { highlight(line) } }
    guard let row = state.window.row(at: index) else {
      put(environment.ellipsis, row: line, column: layout.titleStart, style: theme.secondary)
      return
    }
    let ring = ProgressRing.label(percent: row.percent, unicode: environment.unicode)
    put(ring, row: line, column: layout.ringStart, style: theme.ring(percent: row.percent))
    let star = row.isFavourite ? (environment.unicode ? "★ " : "* ") : ""
    let labels = ListRowLabels.text(row.labels, width: layout.titleWidth / 3, fit: fit)
    let labelsWidth = labels.isEmpty ? 0 : fit.width(labels) + ListRowLayout.gap
    let title = fit.truncated(star + row.title, to: layout.titleWidth - labelsWidth)
    let archived = row.isArchived && state.filter != .archived
    let titleEnd = put(
      title, row: line, column: layout.titleStart, style: theme.title(archived: archived),
      maxColumn: layout.titleStart + layout.titleWidth)
    if !labels.isEmpty {
      put(
        labels, row: line, column: titleEnd + ListRowLayout.gap, style: theme.secondary,
        maxColumn: layout.titleStart + layout.titleWidth)
    }
    if layout.siteWidth > 0 {
      put(
        fit.truncated(row.site, to: layout.siteWidth), row: line, column: layout.siteStart,
        style: theme.secondary, maxColumn: layout.siteStart + layout.siteWidth)
    }
    let time = ListRowLayout.readingTime(minutes: row.minutes(at: state.speed))
    if layout.timeWidth > 0, !time.isEmpty {
      let column = layout.timeStart + layout.timeWidth - fit.width(time)
      put(time, row: line, column: column, style: theme.secondary)
    }
  }

  /// Reverse video across the whole line: visible with or without colours.
  mutating func highlight(_ row: Int) {
    guard row >= 0, row < screen.rows else { return }
    for column in 0..<screen.columns {
      screen[row, column].style.attributes.insert(.reverse)
    }
  }

  /// Lines centred in the body; the first one stands out.
  mutating func drawCentred(_ lines: [String]) {
    let height = state.bodyHeight
    let first = 1 + max(0, (height - lines.count) / 2)
    for (offset, text) in lines.prefix(height).enumerated() {
      let fitted = fit.truncated(text, to: state.columns - 2 * margin)
      let column = max(0, (state.columns - fit.width(fitted)) / 2)
      put(
        fitted, row: first + offset, column: column, style: offset == 0 ? theme.strong : theme.plain
      )
    }
  }
}
