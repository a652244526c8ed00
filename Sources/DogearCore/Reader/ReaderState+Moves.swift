import Foundation

/// User moves: the only path that feeds the tracker's `scrolled(to:)` and the toolbar.
extension ReaderState {
  /// Lines a page key moves: the viewport less two lines of overlap for context.
  var pageLines: Int { max(1, frame.height - 2) }
  var halfPageLines: Int { max(1, frame.height / 2) }

  /// The user moved to `target` (clamped). Reports progress, moves the toolbar, and when the
  /// toolbar appears or disappears treats that as the size change it is.
  ///
  /// `exactSpot` replaces the line-start anchor of the reading line when the move was meant
  /// to put a known character there (a jump).
  mutating func scroll(to target: Int, now: Date, exactSpot: ReadingSpot? = nil)
    -> [ReaderEffect]
  {
    let newTop = min(max(0, target), maximumTop)
    let oldTop = top
    if let exactSpot { spot = exactSpot }
    guard newTop != oldTop else { return [] }
    top = newTop
    pinnedEdge = newTop == 0 ? .top : newTop == maximumTop ? .bottom : nil
    if exactSpot == nil { spot = spot(atContentLine: readingLine) }
    let wasVisible = toolbar.isVisible
    toolbar.scrolled(from: oldTop, to: newTop, height: frame.height)
    if toolbar.isVisible != wasVisible {
      // The toolbar's change is a size change where the reader was, and the scroll is
      // measured after it: the report then is the number the bar shows, not the number of
      // a layout that no longer exists (which could save 24% under a bar saying 23%).
      tracker.resized(
        to: Viewport(top: min(oldTop, maximumTop), height: frame.height, total: total))
      applySizeChange(tellingTracker: false)
    }
    return record(report: tracker.scrolled(to: viewport), now: now)
  }

  mutating func scroll(by lines: Int, now: Date) -> [ReaderEffect] {
    scroll(to: top + lines, now: now)
  }

  /// `J`/Enter on the prompt: the saved anchor on the reading row when it resolves in this
  /// layout, else the proportional fallback (DESIGN.md "Jump").
  mutating func jump(to progress: ReadingProgress, now: Date) -> [ReaderEffect] {
    prompt = .settled
    let target = progress.anchor.map { ReadingSpot(anchor: $0) }
    let anchorLine = target.flatMap { contentLine(of: $0) }
    let newTop = JumpPolicy.top(
      anchorLine: anchorLine, savedPercent: progress.percent, total: total, height: frame.height)
    return scroll(to: newTop, now: now, exactSpot: anchorLine == nil ? nil : target)
  }

  // MARK: Search

  /// Runs the confirmed query over every line once and shows the first match from the top
  /// of the screen on.
  mutating func confirmSearch(_ query: String, now: Date) -> [ReaderEffect] {
    mode = .reading
    guard !query.isEmpty else {
      search = nil
      return []
    }
    var found = ReaderSearch(
      query: query, lead: lead.lines, article: layout.lines, cellWidth: environment.cellWidth)
    guard let first = found.firstMatch(from: top, leadCount: lead.lines.count) else {
      search = nil
      message = "No match for " + glyphs.quoted(query)
      return []
    }
    found.current = first
    search = found
    return reveal(match: first, wrapped: false, now: now)
  }

  /// `n` (forward) or `N` (backward), wrapping around the article.
  mutating func moveToMatch(forward: Bool, now: Date) -> [ReaderEffect] {
    let count = search?.count ?? 0
    guard count > 0 else {
      message = "No search: press / to search"
      return []
    }
    let next: Int
    let wrapped: Bool
    if let current = search?.current {
      next = (current + (forward ? 1 : count - 1)) % count
      wrapped = forward ? next < current : next > current
    } else {
      next = search?.firstMatch(from: top, leadCount: lead.lines.count) ?? 0
      wrapped = false
    }
    // Set in place: a local copy of the search would make this copy every match.
    search?.current = next
    return reveal(match: next, wrapped: wrapped, now: now)
  }

  /// After a re-wrap or a lead change: the match that was selected stays selected (the one
  /// nearest the reading row when the matches themselves changed), instead of none.
  mutating func reselectMatch(_ before: SearchSelection) {
    guard let search, before.current != nil, search.current == nil, search.count > 0 else {
      return
    }
    let index = before.sameMatch(in: search) ?? nearestMatch(to: readingLine)
    self.search?.current = index
  }

  /// The match whose line is closest to content line `line` (the earlier one on a tie).
  func nearestMatch(to line: Int) -> Int? {
    guard let search, search.count > 0 else { return nil }
    let leadCount = lead.lines.count
    let after = search.firstMatch(from: line, leadCount: leadCount) ?? 0
    let before = (after + search.count - 1) % search.count
    let afterLine = search.contentLine(ofMatch: after, leadCount: leadCount)
    let beforeLine = search.contentLine(ofMatch: before, leadCount: leadCount)
    if afterLine < line { return before }
    if beforeLine >= line { return after }
    return line - beforeLine <= afterLine - line ? before : after
  }

  /// Scrolls only when the match is off screen, then to put it on the reading row.
  private mutating func reveal(match index: Int, wrapped: Bool, now: Date) -> [ReaderEffect] {
    guard let search else { return [] }
    let line = search.contentLine(ofMatch: index, leadCount: lead.lines.count)
    message =
      "Match \(index + 1) of \(search.count) for " + glyphs.quoted(search.query)
      + (wrapped ? " (wrapped)" : "")
    guard line < top || line >= top + frame.height else { return [] }
    return scroll(to: line - JumpPolicy.readingRow(height: frame.height), now: now)
  }
}
