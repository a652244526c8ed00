import DogearCore
import DogearLayout
import DogearPosition
import DogearScreen
import FoundationEssentials

/// Everything the reader shows and remembers for one article (STYLE.md 2: one state).
public struct ReaderState: Equatable, Sendable {
  public let bookmark: Bookmark
  /// The article's document, kept only when nothing can read it again
  /// (`DocumentRereading`): a new file, a pipe, a test's article. Otherwise `document` reads
  /// it again, and what the reader needs of it is in `digest` (issue 41).
  let keptDocument: Document?
  /// What the reader reads of the document after opening it: title, language, targets,
  /// headings.
  let digest: DocumentDigest
  public let environment: ReaderEnvironment
  public let stats: ReadingStats
  /// The document measured once: every width change re-wraps from it.
  var measured: MeasuredArticle
  public internal(set) var settings: Settings
  public internal(set) var columns: Int
  public internal(set) var rows: Int
  /// The article at the current text width; rebuilt only when that width changes.
  public internal(set) var layout: ArticleLayout
  /// The article at the current text width without inline picture rows.
  var plainLayout: ArticleLayout
  /// Set from a resize of a long article until the rest is laid out: what its first frame
  /// is drawn from (`ResizeWindow`).
  var resizeWindow: ResizeWindow?
  /// Inline pictures and the rows they take in `layout` (issue 8).
  public internal(set) var inline = InlinePictures()
  public internal(set) var lead: ReaderLead
  /// The first visible content line.
  public internal(set) var top = 0
  /// How far each table grid wider than the screen is scrolled sideways, by its first
  /// article line (issue 44); forgotten when the layout changes.
  public internal(set) var gridShifts: [Int: Int] = [:]
  public internal(set) var spot: ReadingSpot?
  /// The article's text: what positions are points of and progress is a share of.
  public let text: ArticleText
  /// The point of each article line's first character, rebuilt with the layout.
  public internal(set) var lineStarts: LineStarts
  /// The point the view holds on its top line (`spot` as a point): what the bar and the time
  /// left show.
  public internal(set) var heldPoint = 0
  /// Where reading last moved in this reading, and whether the last line was on screen then;
  /// nil before the first reading move (DESIGN.md "Reading and looking").
  public internal(set) var readingPoint: ReadingPoint?
  /// The saved position as a point of this article's text; nil when nothing unfinished is
  /// saved or it does not resolve here.
  public internal(set) var savedPoint: Int?
  /// A record from before positions (or from the server) converted on open, saved with the
  /// time of the first action that brings one (DESIGN.md "Position": migrated).
  var migration: ReadingProgress?
  public internal(set) var jumps = JumpList()
  /// A count typed before a command (`5j`, `3` Space, `2n`, `37%`).
  public internal(set) var count: Int?
  public internal(set) var tracker = ProgressTracker()
  public internal(set) var toolbar = ToolbarHysteresis()
  public internal(set) var debouncer = PushDebouncer()
  /// The furthest progress known (local, server, or reported in this reading).
  public internal(set) var saved: ReadingProgress?
  public internal(set) var prompt: JumpPrompt
  public internal(set) var mode: ReaderMode = .reading
  /// The mouse button held down on a word, until it is let go (`handlePointer`).
  var pointerPress: PointerPress?
  /// A one-off note in the status line, cleared by the next key.
  public internal(set) var message: String?
  public internal(set) var search: ReaderSearch?
  /// The article's text as search compares it, made by the first search.
  var foldedText: FoldedText?
  /// The outline's rows: the article's headings (found when the outline is first opened) and
  /// the marks among them (placed again at each opening).
  public internal(set) var outline: [OutlineEntry]?
  /// Set when the user moved to the very top (or opened there) or to the very bottom; size
  /// changes keep such a reader at that edge. Cleared by any other move.
  public internal(set) var pinnedEdge: Edge? = .top
  /// The hero image as cells, drawn over the hero slot (issue 8); kept while the slot is
  /// hidden, so `i` brings it back at once.
  public internal(set) var heroPicture: Picture?
  /// The article as Readeck's server counts its text, loaded for the first selection
  /// (`.loadSource`); nil until then.
  public internal(set) var source: SourceText?
  /// The highlights this reader knows, in document order.
  public internal(set) var highlights: [ShownHighlight] = []
  /// The highlights as the store has them (deleted ones left out): what the `H` list edits.
  public internal(set) var storedHighlights: [Highlight] = []
  /// The article's marks (`m`), by letter.
  public internal(set) var marks: [Mark] = []
  /// True after `.close` was emitted: later actions do nothing.
  public internal(set) var isClosed = false
  /// The tracker's report on open (content that fits counts as read), saved with the time of
  /// the first action that brings one.
  var openingReport: Double?
  /// This reading as a session for the record (nil until `startRecording`), and your speed.
  public internal(set) var recorder: SessionRecorder?
  public internal(set) var speed = ReadingSpeed.readeck
  /// The last run of speech asked for in this reader (`Listening.run`), so a new run after a
  /// stop never reuses an old run's number.
  var lastListeningRun: Int?

  /// `canReadAgain`: the library holds this very document (`ArticleLoad.canReadAgain`), so
  /// with a `DocumentRereading` the reader keeps none; the document is let go before the
  /// article is laid out.
  public init(
    bookmark: Bookmark, document: Document, savedProgress: ReadingProgress?,
    settings: Settings, columns: Int, rows: Int, environment: ReaderEnvironment,
    canReadAgain: Bool = false
  ) {
    self.bookmark = bookmark
    self.environment = environment
    self.stats = ReadingStats(document: document)
    self.measured = MeasuredArticle(
      document: document, language: bookmark.lang, environment: environment, settings: settings)
    self.settings = settings
    self.columns = max(0, columns)
    self.rows = max(0, rows)
    self.saved = savedProgress
    self.text = ArticleText(document: document)
    self.digest = DocumentDigest(document: document)
    self.keptDocument = canReadAgain && environment.rereading != nil ? nil : document
    _ = consume document
    self.layout = ArticleLayout(width: 0, lines: [], links: [])
    self.plainLayout = layout
    self.lineStarts = LineStarts(layout: layout, text: text)
    self.lead = ReaderLead()
    self.prompt = .hidden
    rebuildContent()
    spot = spot(atContentLine: top)
    adoptSaved(savedProgress)
    openingReport = tracker.scrolled(to: trackerViewport(point: 0, atEnd: isAtEnd))
  }

  // MARK: Derived geometry

  public var frame: ReaderFrame {
    ReaderFrame(
      columns: columns, rows: rows, hideProgressBar: settings.hideProgressBar,
      toolbarVisible: toolbar.isVisible, readingWidth: settings.readingWidth)
  }

  /// Content lines: the lead, then the article.
  public var total: Int { lead.lines.count + layout.lines.count }

  public var viewport: Viewport {
    Viewport(top: top, height: frame.height, total: total)
  }

  /// The largest `top`: the last line at the bottom of the viewport.
  public var maximumTop: Int { max(0, total - frame.height) }

  /// The content line on the reading row (70% of the viewport), within the content.
  public var readingLine: Int {
    min(top + JumpPolicy.readingRow(height: frame.height), max(0, total - 1))
  }

  /// The screen rows the hero slot covers now (clipped to the viewport), for the picture
  /// renderer of issue 8 to draw into; nil when the slot is hidden, absent or scrolled away.
  public var heroSlotRows: Range<Int>? {
    let frame = frame
    let first = max(0, lead.heroRows > 0 ? -top : 0)
    let last = min(frame.height, lead.heroRows - top)
    guard lead.heroRows > 0, first < last else { return nil }
    return (frame.viewportStart + first)..<(frame.viewportStart + last)
  }

  /// The cells the hero picture should be rendered into now (the text column by the hero
  /// slot's rows), or nil when there is no slot. The shell compares it with the size of the
  /// picture it last rendered and renders again when it changed.
  public var heroPictureSize: (columns: Int, rows: Int)? {
    lead.heroRows > 0 ? (frame.textWidth, lead.heroRows) : nil
  }

  var glyphs: ReaderGlyphs { ReaderGlyphs(unicode: environment.unicode) }

  public func contentLine(_ index: Int) -> LayoutLine? {
    if index < 0 || index >= total { return nil }
    return index < lead.lines.count
      ? lead.lines[index] : layout.lines[index - lead.lines.count]
  }

  /// The reading spot for content line `index`.
  func spot(atContentLine index: Int) -> ReadingSpot? {
    guard !layout.lines.isEmpty else { return nil }
    let articleLine = index - lead.lines.count
    let anchored = min(max(0, articleLine), layout.lines.count - 1)
    let anchor = layout.anchor(atLine: anchored)
    let resolved = layout.lineIndex(for: anchor) ?? anchored
    return ReadingSpot(anchor: anchor, lineOffset: articleLine - resolved)
  }

  /// The content line holding `spot` in the current layout, if it resolves.
  func contentLine(of spot: ReadingSpot) -> Int? {
    guard let line = layout.lineIndex(for: spot.anchor) else { return nil }
    return max(0, lead.lines.count + line + spot.lineOffset)
  }

  // MARK: Size changes

  /// Re-lays out what the current sizes and settings need: the article only when the text
  /// width changed, or the terminal's when a table is wider than the text; the (short) lead
  /// always.
  mutating func rebuildContent() {
    let frame = frame
    let typesetting = layoutTypesetting
    if frame.textWidth != plainLayout.width
      || (plainLayout.tablesOverflowText && plainLayout.typesetting != typesetting)
    {
      plainLayout = ArticleLayout(
        prepared: measured.prepared, width: frame.textWidth, typesetting: typesetting)
    }
    let showsPictures = settings.showInlineImages && environment.colors
    var inline = inline
    if !showsPictures { inline.pictures = [:] }
    let expanded = inline.expand(plainLayout)
    self.inline.rows = inline.rows
    if expanded != layout {
      layout = expanded
      gridShifts = [:]
      lineStarts = LineStarts(layout: layout, text: text)
      search?.placeArticle(lineStarts)
    }
    rebuildLead()
  }

  /// The (short) lead at the current sizes and settings.
  mutating func rebuildLead() {
    let fullChrome = ReaderFrame(
      columns: columns, rows: rows, hideProgressBar: settings.hideProgressBar,
      toolbarVisible: true, readingWidth: settings.readingWidth)
    let newLead = ReaderLead(
      bookmark: bookmark, settings: settings, width: frame.textWidth,
      viewportRows: fullChrome.height,
      glyphs: glyphs, cellWidth: environment.cellWidth,
      summaryRepeats: text.begins(with: bookmark.description))
    if newLead != lead {
      lead = newLead
      let cellWidth = environment.cellWidth
      search?.rescanLead(lead.lines, cellWidth: cellWidth)
    }
  }

  /// Any change of `total` or `height` (resize, toggles, toolbar, reading width): re-lay out,
  /// put the held character back on the top line, and tell the tracker it was not a scroll.
  ///
  /// A reader who moved to the very top or bottom (`pinnedEdge`) stays there, the spot kept
  /// for later: `g` must show the first line even when the toolbar comes back, and the end
  /// must stay the end after a resize rather than turn into 99%.
  /// `tellingTracker` is false only for the toolbar, whose caller tells the tracker itself.
  mutating func applySizeChange(tellingTracker: Bool = true) {
    let selection = search.map(SearchSelection.init)
    rebuildContent()
    placeTopAfterSizeChange()
    if let selection { reselectMatch(selection) }
    if tellingTracker { tellTrackerOfSizeChange() }
  }

  /// The top line once the content was re-laid out: at the pinned edge, else on the spot.
  mutating func placeTopAfterSizeChange() {
    if pinnedEdge == .top {
      top = 0
    } else if pinnedEdge == .bottom {
      top = maximumTop
      // The end is what is held there: the bar shows the new top line's share.
      heldPoint = point(atContentLine: top)
    } else if let spot, let line = contentLine(of: spot) {
      top = min(max(0, line), maximumTop)
    } else {
      top = min(top, maximumTop)
    }
  }
}
