import DogearLayout
import DogearPosition

/// The first frame of a resize of a long article, drawn from the top-level blocks on screen
/// (issue 27: a resize of a 4 MB article within a frame).
///
/// Re-wrapping a whole long article takes longer than a frame, and the frame after a resize
/// only shows the blocks around the top line. So a resize lays those out first (the window),
/// draws from them, and asks for a timer of no delay; when it fires, or before any other
/// action, the whole article is laid out by `applySizeChange()` exactly as a resize of a
/// short article does at once. Nothing but the drawing ever sees the window.
///
/// The window's frame is the whole layout's frame, byte for byte, because a top-level block
/// lays out to the same lines wherever the layout starts, and the window is grown until all
/// that the frame shows is decided inside it:
/// - above: the spot resolves in it with a line of the window above the top line (a window
///   that starts after the article's first block lacks the blank line before its first
///   block, and the toolbar looks for the article's first line on screen);
/// - below: it runs to the article's end, or past the screen's last line to a line that
///   owns a point greater than that line's, so that every shown line's point, the point after
///   each, and whether the end is on screen are those of the whole layout (`LineStarts`).
///
/// The simple version, `applySizeChange()` at once, stays for short articles
/// (`ReaderEnvironment.windowedResizeLines`), a size change that keeps the text width, any
/// mode but reading, a search, and inline pictures.
struct ResizeWindow: Equatable, Sendable {
  /// The tag of the timer that lays out the rest: no other timer of the reader uses it.
  static let timerTag = -1

  var layout: ArticleLayout
  var lineStarts: LineStarts
  /// The lead when the window starts at the article's start, else none.
  var lead: ReaderLead
  var top: Int
  var heldPoint: Int
  var tracker: ProgressTracker

  /// The window for `state`, whose columns and rows are the new ones and whose layout is
  /// still at the old width; nil when the simple version applies.
  init?(state: ReaderState) {
    let old = state.plainLayout
    guard Self.applies(to: state), let blocks = Self.firstBlocks(state) else { return nil }
    var shown = state
    shown.resizeWindow = nil
    shown.rebuildLead()
    let lead = shown.lead
    var range = blocks
    let count = old.blockStarts.count
    while range != 0..<count {
      let layout = ArticleLayout(
        prepared: state.measured.prepared, width: state.frame.textWidth, blocks: range,
        typesetting: state.layoutTypesetting)
      shown.show(layout, lead: range.lowerBound == 0 ? lead : ReaderLead())
      let (above, below) = (Self.decidesAbove(shown, range), Self.decidesBelow(shown, range, count))
      if above && below {
        shown.tellTrackerOfSizeChange()
        self.init(shown)
        return
      }
      let step = max(1, range.count)
      let lower = above ? range.lowerBound : max(0, range.lowerBound - step)
      let upper = below ? range.upperBound : min(count, range.upperBound + step)
      range = lower..<upper
    }
    return nil
  }

  private init(_ shown: ReaderState) {
    layout = shown.layout
    lineStarts = shown.lineStarts
    lead = shown.lead
    top = shown.top
    heldPoint = shown.heldPoint
    tracker = shown.tracker
  }

  /// Reading a long article, the text width changed, and nothing the window cannot show.
  private static func applies(to state: ReaderState) -> Bool {
    let old = state.plainLayout
    let picturesShown =
      !state.inline.pictures.isEmpty && state.settings.showInlineImages
      && state.environment.colors
    return state.mode == .reading && state.search == nil && !picturesShown
      && state.frame.textWidth != old.width && !old.blockStarts.isEmpty
      && old.lines.count >= state.environment.windowedResizeLines
  }

  /// The blocks to try first: the first or last one at an edge, else the one holding the
  /// spot (found in the old layout: blocks do not depend on the width) and the one before.
  private static func firstBlocks(_ state: ReaderState) -> Range<Int>? {
    let old = state.plainLayout
    let count = old.blockStarts.count
    switch state.pinnedEdge {
    case .top: return 0..<1
    case .bottom: return (count - 1)..<count
    case nil:
      guard let spot = state.spot, let line = old.lineIndex(for: spot.anchor),
        let block = old.block(holdingLine: line)
      else { return nil }
      return max(0, block - 1)..<min(count, block + 1)
    }
  }

  private static func decidesAbove(_ shown: ReaderState, _ range: Range<Int>) -> Bool {
    guard range.lowerBound > 0 else { return true }
    let resolves = shown.pinnedEdge != nil || shown.spot.flatMap(shown.contentLine) != nil
    return resolves && shown.top >= 1
  }

  private static func decidesBelow(_ shown: ReaderState, _ range: Range<Int>, _ count: Int)
    -> Bool
  {
    guard range.upperBound < count else { return true }
    let last = shown.top + shown.frame.height - 1 - shown.lead.lines.count
    guard let owned = shown.lineStarts.lastOwnedLine, owned > last else { return false }
    return last < 0 || shown.lineStarts.point(atLine: owned) > shown.lineStarts.point(atLine: last)
  }
}

extension ReaderState {
  /// A change of the terminal's size (`columns` and `rows` already set): the window's frame
  /// first when it applies, else the whole layout at once.
  mutating func resize() -> [ReaderEffect] {
    if let window = ResizeWindow(state: self) {
      resizeWindow = window
      rebuildLead()
      return [.scheduleTimer(tag: ResizeWindow.timerTag, after: 0)]
    }
    resizeWindow = nil
    applySizeChange()
    return []
  }

  /// Lays out the rest after a window's frame: before any action but another resize.
  mutating func finishResize() {
    guard resizeWindow != nil else { return }
    resizeWindow = nil
    applySizeChange()
  }

  /// The state the screen is drawn from: this one, or this one as its resize window shows it.
  var drawn: ReaderState {
    guard let window = resizeWindow else { return self }
    var shown = self
    shown.resizeWindow = nil
    shown.layout = window.layout
    shown.plainLayout = window.layout
    shown.lineStarts = window.lineStarts
    shown.lead = window.lead
    shown.top = window.top
    shown.heldPoint = window.heldPoint
    shown.tracker = window.tracker
    return shown
  }

  /// Puts `layout` in place of the article's, the top line placed on it as a resize places it.
  fileprivate mutating func show(_ layout: ArticleLayout, lead: ReaderLead) {
    self.layout = layout
    plainLayout = layout
    lineStarts = LineStarts(layout: layout, text: text)
    self.lead = lead
    placeTopAfterSizeChange()
  }
}

extension ReaderAction {
  /// A terminal resize: the one action that does not lay out the rest of a window first.
  var isResize: Bool {
    if case .input(.resized, _) = self { return true }
    return false
  }
}
