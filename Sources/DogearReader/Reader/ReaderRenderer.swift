import DogearCore
import DogearScreen

/// Draws a `ReaderState` as a `Screen`, top to bottom: bar, toolbar, article, status line,
/// then any overlay. Touches only the visible lines, so its cost does not grow with the
/// article (STYLE.md 4).
struct ReaderRenderer {
  let state: ReaderState
  let frame: ReaderFrame
  let glyphs: ReaderGlyphs
  let theme: ReaderTheme

  /// Read from the state, not kept beside it: with nothing but the state to release (the
  /// rest are plain values), `releasingState()` hands the state back without copying it.
  var cellWidth: CellWidth { state.environment.cellWidth }

  init(state: consuming ReaderState) {
    self.frame = state.frame
    self.glyphs = ReaderGlyphs(unicode: state.environment.unicode)
    self.theme = ReaderTheme(colors: state.environment.colors)
    self.state = state
  }

  /// The state it was made with, given back without a copy (`Reader.draw(moving:after:)`).
  consuming func releasingState() -> ReaderState { state }

  /// The frame drawn whole: the simple version, beside `render(after:)`, which may take the
  /// article rows a scroll keeps from the frame before (ReaderDrawing.swift).
  func render() -> Screen {
    var screen = Screen(columns: frame.columns, rows: frame.rows)
    render(onto: &screen, articleRows: 0..<frame.height)
    return screen
  }

  /// Draws the frame over `screen`, blank but for the article rows other than `articleRows`
  /// (the viewport's rows, counted from its first) which it already holds.
  func render(onto screen: inout Screen, articleRows: Range<Int>) {
    if frame.barRows > 0 {
      let bar = ProgressBarView(
        fraction: state.fraction, percent: state.shownPercent,
        glyphs: glyphs, theme: theme)
      bar.draw(into: &screen, rows: 0..<frame.barRows, cellWidth: cellWidth)
    }
    if let row = frame.toolbarRow { drawToolbar(into: &screen, row: row) }
    drawArticle(into: &screen, offsets: articleRows)
    drawLinkHints(into: &screen)
    if let row = frame.statusRow { drawStatusLine(into: &screen, row: row) }
    // An overlay covers the article: pictures sent as pixels would show through it, and its
    // rows no longer show only the text.
    if state.mode.isOverlay {
      screen.pictures = []
      screen.scrolledRows = nil
    }
    switch state.mode {
    case .settings(let selected): drawSettingsPanel(into: &screen, selected: selected)
    case .help(let scroll): drawHelp(into: &screen, scroll: scroll)
    case .outline(let selected): drawOutline(into: &screen, selected: selected)
    case .highlightList(let list): drawHighlightList(into: &screen, list)
    case .reading, .searching, .linkNumber, .selecting, .markLetter, .listening: break
    }
  }

  // MARK: Toolbar

  /// "Title · site · labels · 2,412 words · 12 min · 9 min left" in the text column. When the
  /// title would get less than two thirds of the room, the reading time goes first (the time
  /// left says more), then the site, then the labels, then the word count, then the time
  /// left, and only then is the title cut. No title while the heading under it repeats it.
  func drawToolbar(into screen: inout Screen, row: Int) {
    let bookmark = state.bookmark
    let title = state.titleHeadingOnScreen ? "" : state.shownTitle
    let site = bookmark.siteName.isEmpty ? bookmark.site : bookmark.siteName
    // Shown in this order, given up in `dropOrder` when the title would get too little room.
    var details: [String] = site.isEmpty ? [] : [site]
    // The labels, after the site: given up after the site (they are the reader's own).
    let labels = bookmark.labels.filter { !$0.isEmpty }
      .joined(separator: ", ")
    if !labels.isEmpty { details.append(labels) }
    if !state.settings.hideWordCount {
      details += ["\(Self.grouped(state.stats.words)) words", "\(state.minutesWhole) min"]
      if state.minutesLeft > 0 { details.append("\(state.minutesLeft) min left") }
    }
    let dropOrder = [
      "\(state.minutesWhole) min", site, labels, "\(Self.grouped(state.stats.words)) words",
    ]
    let room = min(frame.textWidth, frame.columns - frame.margin)
    let wantedTitle = min(cellWidth.of(title), room * 2 / 3)
    var rest = ""
    while true {
      rest = details.map { glyphs.separator + $0 }.joined()
      if title.isEmpty { rest = details.joined(separator: glyphs.separator) }
      if details.isEmpty || room - cellWidth.of(rest) >= wantedTitle { break }
      let drop = dropOrder.lazy.compactMap { details.firstIndex(of: $0) }.first
      details.remove(at: drop ?? 0)
    }
    let shortTitle = TextFitting.truncate(
      title, toWidth: room - cellWidth.of(rest), ellipsis: glyphs.ellipsis, cellWidth: cellWidth)
    let end = screen.put(
      shortTitle, row: row, column: frame.margin, style: theme.title, width: cellWidth)
    screen.put(rest, row: row, column: end, style: theme.secondary, width: cellWidth)
  }

  /// 2412 -> "2,412": fixed grouping, no locale (the core does no lookups).
  static func grouped(_ number: Int) -> String {
    let digits = String(abs(number))
    var result = ""
    for (index, digit) in digits.enumerated() {
      if index > 0, (digits.count - index) % 3 == 0 { result.append(",") }
      result.append(digit)
    }
    return number < 0 ? "-" + result : result
  }

  // MARK: Article

  /// The visible content lines in the text column (a table wider than it placed apart),
  /// then the search matches among them, on the viewport's rows `offsets` (counted from its
  /// first row; the others are drawn already). The frame says which rows show the text from
  /// which line (`Screen.scrolledRows`): a line down is then painted as a scroll without a
  /// search for it (issue 41).
  func drawArticle(into screen: inout Screen, offsets: Range<Int>) {
    screen.scrolledRows = ScrolledRows(
      rows: frame.viewportStart..<frame.viewportStart + frame.height, firstLine: state.top)
    for offset in offsets {
      guard let line = state.contentLine(state.top + offset) else { break }
      let row = frame.viewportStart + offset
      if drawPictureRow(into: &screen, contentLine: state.top + offset, row: row) { continue }
      let placement = state.placement(ofContentLine: state.top + offset)
      var column = placement.origin
      for run in line.runs {
        column = screen.put(
          run.text, row: row, column: column, style: theme.style(for: run.style),
          width: cellWidth, maxColumn: placement.visible.upperBound)
      }
    }
    drawHighlights(into: &screen, offsets: offsets)
    drawSearchMatches(into: &screen, offsets: offsets)
    drawSpokenWord(into: &screen, offsets: offsets)
  }
}
