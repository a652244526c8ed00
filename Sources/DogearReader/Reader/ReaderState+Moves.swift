import DogearLayout
import DogearPosition
import FoundationEssentials

/// What a move is (DESIGN.md "Reading and looking"): reading moves the position, a look
/// only the view, and pushes where the view was on the jump list (unless it walks that list).
enum MoveKind: Equatable {
  case reading
  case look(pushing: Bool)
}

/// User moves: the only path that feeds the tracker's `scrolled(to:)` and the toolbar.
extension ReaderState {
  /// Lines a page key moves: the viewport less two lines of overlap for context.
  var pageLines: Int { max(1, frame.height - 2) }
  var halfPageLines: Int { max(1, frame.height / 2) }

  /// The user moved to `target` (clamped). A reading move makes the top line's first
  /// character the position and may report it, even when nothing could move (a reading key
  /// at the end counts); a look does neither. `holding` is the exact point a look puts on
  /// the top line (a jump restores a character, not a line start).
  mutating func move(to target: Int, now: Date, as kind: MoveKind, holding exact: Int? = nil)
    -> [ReaderEffect]
  {
    let newTop = min(max(0, target), maximumTop)
    let oldTop = top
    let oldPoint = heldPoint
    if newTop != oldTop {
      top = newTop
      pinnedEdge = newTop == 0 ? .top : newTop == maximumTop ? .bottom : nil
    }
    if let exact {
      // A restored character is held, even where the end clamps the view: no edge pin.
      spot = ReadingSpot(anchor: text.anchor(at: exact))
      heldPoint = exact
      pinnedEdge = newTop == 0 && exact == 0 ? .top : nil
    } else if newTop != oldTop {
      spot = spot(atContentLine: top)
      heldPoint = point(atContentLine: top)
    }
    if newTop != oldTop { moveToolbar(from: oldTop) }
    recordMove(kind, from: oldTop, now: now)
    switch kind {
    case .look(let pushing):
      if pushing, heldPoint != oldPoint { jumps.push(oldPoint) }
      return []
    case .reading:
      readingPoint = ReadingPoint(point: heldPoint, atEnd: isAtEnd)
      let report = tracker.scrolled(to: trackerViewport(point: heldPoint, atEnd: isAtEnd))
      return record(report: report, now: now)
    }
  }

  /// The toolbar follows scrolls; its coming or going is a size change where the reader is,
  /// and the held top line stays the top line.
  private mutating func moveToolbar(from oldTop: Int) {
    let wasVisible = toolbar.isVisible
    toolbar.scrolled(from: oldTop, to: top, height: frame.height)
    if toolbar.isVisible != wasVisible { applySizeChange() }
  }

  /// A reading move to line `target` (the wheel dragged there, or a test's shortcut).
  mutating func scroll(to target: Int, now: Date) -> [ReaderEffect] {
    move(to: target, now: now, as: .reading)
  }

  /// A reading move by `lines` (negative: up).
  mutating func scroll(by lines: Int, now: Date) -> [ReaderEffect] {
    move(to: top + lines, now: now, as: .reading)
  }

  /// A look that puts `point` on the top line: exactly that character (`exact`), or the line
  /// holding it. Point 0 is the very top, hero and summary included (where `g` was).
  mutating func look(at point: Int, exact: Bool, pushing: Bool = true, now: Date)
    -> [ReaderEffect]
  {
    guard point > 0 else { return move(to: 0, now: now, as: .look(pushing: pushing)) }
    return move(
      to: contentLine(showing: point), now: now, as: .look(pushing: pushing),
      holding: exact ? point : nil)
  }

  /// `J` (any time while an unfinished position is saved) or Enter on the prompt: the saved
  /// character back on the top line (DESIGN.md "Jump"). A look.
  mutating func jumpToSaved(now: Date) -> [ReaderEffect] {
    guard let savedPoint else {
      message =
        saved?.isFinished == true ? "Read to the end: nothing to jump to" : "No saved position"
      return []
    }
    prompt = .settled
    return look(at: savedPoint, exact: true, now: now)
  }

  /// `N%`: the first line at N percent of the text. A look.
  mutating func goToPercent(_ percent: Int?, now: Date) -> [ReaderEffect] {
    guard let percent else {
      message = "Type a number first: 37% goes to 37 percent"
      return []
    }
    return look(at: point(atPercent: percent), exact: false, now: now)
  }

  /// Ctrl-O (back) or Tab (forward) on the jump list.
  mutating func walkJumps(back: Bool, now: Date) -> [ReaderEffect] {
    let target = back ? jumps.goBack(from: heldPoint) : jumps.goForward(from: heldPoint)
    guard let target else {
      message = back ? "No earlier place on the jump list" : "No later place on the jump list"
      return []
    }
    return look(at: target, exact: true, pushing: false, now: now)
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
    let folded = foldedText ?? FoldedText(text)
    foldedText = folded
    var found = ReaderSearch(
      query: query, lead: lead.lines, article: folded, lineStarts: lineStarts,
      cellWidth: environment.cellWidth)
    guard let first = found.firstMatch(from: top, leadCount: lead.lines.count) else {
      search = nil
      message = "No match for " + glyphs.quoted(query)
      return []
    }
    found.current = first
    search = found
    return reveal(match: first, wrapped: false, now: now)
  }

  /// `n` (forward) or `N` (backward), `times` matches on, wrapping around the article.
  mutating func moveToMatch(forward: Bool, times: Int = 1, now: Date) -> [ReaderEffect] {
    let matches = search?.count ?? 0
    guard matches > 0 else {
      message = "No search: press / to search"
      return []
    }
    let next: Int
    let wrapped: Bool
    if let current = search?.current {
      let step = times % matches
      next = (current + (forward ? step : matches - step)) % matches
      wrapped = forward ? next < current || times >= matches : next > current || times >= matches
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
    return move(
      to: line - JumpPolicy.readingRow(height: frame.height), now: now, as: .look(pushing: true))
  }
}
