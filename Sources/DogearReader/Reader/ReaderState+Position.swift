import DogearCore
import DogearLayout
import DogearPosition
import FoundationEssentials

/// Points of the text for the view, the saved position and the bar (DESIGN.md "Position",
/// "Progress", "Time left").
extension ReaderState {
  /// True when the last content line is on screen.
  public var isAtEnd: Bool { top >= maximumTop }

  /// The point of content line `line`: 0 in the lead (hero, summary), else the article
  /// line's first character.
  func point(atContentLine line: Int) -> Int {
    let articleLine = line - lead.lines.count
    return articleLine < 0 ? 0 : lineStarts.point(atLine: articleLine)
  }

  /// The content line that shows `point`.
  func contentLine(showing point: Int) -> Int {
    lead.lines.count + lineStarts.line(holding: point)
  }

  /// The tracker is fed points of the text as if they were line offsets of a viewport with
  /// no height (DESIGN.md "Progress": `p = top / total` is then the share of the text), and
  /// the end of the text once the last line is on screen, which is how it knows "finished".
  func trackerViewport(point: Int, atEnd: Bool) -> Viewport {
    Viewport(top: atEnd ? text.length : min(point, text.length), height: 0, total: text.length)
  }

  /// A size change is not reading: the tracker only learns whether the end is on screen.
  mutating func tellTrackerOfSizeChange() {
    let point = readingPoint?.point ?? 0
    tracker.resized(to: trackerViewport(point: point, atEnd: readingPoint != nil && isAtEnd))
  }

  /// `floor(p * 100)` of a point, at most 99: only a finished article shows 100.
  public func percent(ofPoint point: Int) -> Int {
    Percent(ofPoint: point, length: text.length).value
  }

  /// The percent the bar and the status line show: where the view is in the text, or 100
  /// at the end of a finished reading.
  public var shownPercent: Int {
    tracker.isLocked && isAtEnd ? 100 : percent(ofPoint: heldPoint)
  }

  /// The bar's fill, 0...1, agreeing with `shownPercent`.
  public var fraction: Double {
    tracker.isLocked && isAtEnd ? 1 : text.fraction(at: heldPoint)
  }

  /// Minutes left from the view's place at your speed: the one estimate
  /// (`ReadingSpeed.minutes(ofArticle:afterPercent:language:)`) over the article's words and
  /// the percent shown, as the list computes it for the same place (so at the top it equals
  /// the toolbar's reading time and the list's).
  public var minutesLeft: Int {
    // A finished article has nothing left, whatever words follow the top line; nor has the
    // last screen, where everything left is in view (issue 28: "1 min left" at the end).
    if shownPercent >= 100 || isAtEnd { return 0 }
    return speed.minutes(
      ofArticle: articleWords, afterPercent: shownPercent, language: bookmark.lang)
  }

  /// The article's words as the list counts them: the bookmark's word count, or the text's
  /// own when the bookmark has none (a local file).
  public var articleWords: Int { bookmark.wordCount > 0 ? bookmark.wordCount : text.words }

  /// The first character whose percent is `percent`: `percent(ofPoint:)` gives it back.
  func exactPoint(atPercent percent: Int) -> Int {
    Percent(clamping: percent).firstPoint(inLength: text.length)
  }

  /// Minutes left from the saved place (what `J` would show), counted as `minutesLeft`
  /// counts them (the one estimate over the article's words and the place's percent); nil
  /// with no unfinished saved place, or nothing left.
  public var minutesLeftAtSaved: Int? {
    guard let savedPoint, saved?.isFinished != true else { return nil }
    let minutes = speed.minutes(
      ofArticle: articleWords, afterPercent: percent(ofPoint: savedPoint),
      language: bookmark.lang)
    return minutes > 0 ? minutes : nil
  }

  /// The point of `percent` of the text: the first line starting at or after it.
  func point(atPercent percent: Int) -> Int {
    let wanted = exactPoint(atPercent: percent)
    return lineStarts.point(atLine: lineStarts.firstLine(from: wanted))
  }

  /// Where a saved record points in this article, or nil when it is finished or unread.
  ///
  /// A position resolves by its element and offset. The server's place (a percent and an
  /// element, no offset) is the first character at its percent when the element agrees with
  /// it, else the element's first character (`ArticleText.point(ofServerPercent:anchor:)`):
  /// never a point that depends on this window's height. One of dogear's own records from
  /// before positions (an element and an offset) names what was on the reading row at the
  /// size it was saved: it goes back on the reading row, once, and is converted. A record with
  /// only a percent goes to that share of the text.
  func resolvedPoint(of progress: ReadingProgress) -> Int? {
    guard !progress.isFinished else { return nil }
    let positioned = progress.position.flatMap { text.point(of: $0) }
    if let point = positioned, progress.fingerprint.map({ text.holds($0, at: point) }) ?? true {
      return point
    }
    // The article was replaced and the element holds other text now: its words, where they
    // went (the nearest copy), else the element as it is.
    if let fingerprint = progress.fingerprint,
      let point = text.point(
        ofFingerprint: fingerprint, near: positioned ?? progress.textOffset ?? 0)
    {
      return point
    }
    if let positioned { return positioned }
    if let anchor = progress.anchor, let line = layout.lineIndex(for: anchor) {
      if progress.anchorOffset == nil {
        return text.point(ofServerPercent: progress.percent, anchor: anchor.path)
          ?? lineStarts.point(atLine: line)
      }
      // Where the old restore put it: on the reading row once the toolbar hid for the jump.
      let reading = ReaderFrame(
        columns: columns, rows: rows, hideProgressBar: settings.hideProgressBar,
        toolbarVisible: false, readingWidth: settings.readingWidth)
      let row = lead.lines.count + line
      let topLine = row - JumpPolicy.readingRow(height: reading.height)
      return topLine >= lead.lines.count
        ? point(atContentLine: topLine) : lineStarts.point(atLine: line)
    }
    guard progress.percent > 0 else { return nil }
    // The first character at that percent, held exactly: its percent is the record's.
    return exactPoint(atPercent: progress.percent)
  }

  /// Takes `progress` as the saved record on open: resolved to a point, converted to a
  /// position when it has none (saved on the first action), and offered for the jump.
  mutating func adoptSaved(_ progress: ReadingProgress?) {
    saved = progress
    savedPoint = progress.flatMap(resolvedPoint)
    if let progress, let point = savedPoint, progress.textOffset == nil {
      var converted = progressRecord(point: point, finished: false, now: progress.updatedAt)
      converted.isSynced = progress.isSynced
      saved = converted
      migration = converted
    }
    prompt = savedPoint != nil ? saved.map(JumpPrompt.offered) ?? .hidden : .hidden
  }

  /// The record of a point now: its position, percent, text offset and Readeck anchor; just
  /// "finished" (100) at the end.
  func progressRecord(point: Int, finished: Bool, now: Date) -> ReadingProgress {
    guard !finished else { return ReadingProgress(percent: 100, updatedAt: now) }
    return ReadingProgress(
      percent: percent(ofPoint: point), anchorPath: anchorPath(forPoint: point),
      position: text.position(at: point), textOffset: point, textLength: text.length,
      fingerprint: text.fingerprint(at: point), updatedAt: now)
  }

  /// The `read_anchor` saved with `point`: while listening, the element holding the word
  /// heard (the web reader puts it on its reading line); else the one on the reading row.
  func anchorPath(forPoint point: Int) -> String? {
    guard case .listening = mode else { return readAnchor(forTopPoint: point) }
    guard let leaf = text.anchorLeaf(from: point) else { return nil }
    return leaf.css.count <= ArticleText.longestReadAnchor ? leaf.css : ""
  }

  /// Readeck's `read_anchor` for a view whose top line shows `point`, chosen as the web
  /// reader chooses it (DESIGN.md "Anchor for Readeck"): the first leaf element with text
  /// on the reading row (70% down), or after it when that row holds none. `""` when that
  /// element's path is longer than Readeck takes, so that the server clears its older anchor
  /// beside the new percent; nil when no text from there on is in such an element.
  func readAnchor(forTopPoint point: Int) -> String? {
    guard !layout.lines.isEmpty else { return nil }
    let row = lineStarts.line(holding: point) + JumpPolicy.readingRow(height: frame.height)
    let start = lineStarts.point(atLine: min(row, layout.lines.count - 1))
    guard let leaf = text.anchorLeaf(from: start) else { return nil }
    let css = leaf.css
    return css.count <= ArticleText.longestReadAnchor ? css : ""
  }
}
