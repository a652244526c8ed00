import DogearCore
import FoundationEssentials

/// Everything the bookmark list shows, as a value: `update` changes it, `render` draws it.
///
/// The list never holds the whole library: `window` is one page of rows around the viewport
/// (see `ListPaging`), `total` says how many rows the filter and search match. `selection` and
/// `top` are list indexes (rows, not screen lines: headings take lines of their own).
public struct ListState: Equatable, Sendable {
  public internal(set) var columns: Int
  public internal(set) var rows: Int
  public let environment: ListEnvironment
  /// A Readeck server is connected, so `S` can sync.
  public internal(set) var isConnected: Bool

  public internal(set) var filter: ListFilter = .all
  /// `o`: the order of the rows after "Continue reading".
  public internal(set) var order: ListOrder
  /// What was typed after `/`; empty when not searching.
  public internal(set) var search = ""
  /// Keys go to the search field (between `/` and Enter or Esc).
  public internal(set) var isEditingSearch = false
  /// The selected row's list index.
  public internal(set) var selection = 0
  /// The list index of the first row on screen.
  public internal(set) var top = 0

  public internal(set) var counts = LibraryCounts.zero
  /// Your reading speed, from the latest page: the rows' minutes.
  public internal(set) var speed = ReadingSpeed.readeck
  public internal(set) var window = ListWindow()
  /// The number of rows for the current filter and search (known once a page arrived).
  public internal(set) var total = 0
  /// A page for the current filter and search has arrived.
  public internal(set) var hasLoaded = false
  /// The latest `.load` not answered yet; older answers are ignored.
  public internal(set) var pendingQuery: ListQuery?
  var nextTag = 1
  /// The row the selection should follow into the next page: after returning from the
  /// reader, after `r`, `a`, `f` or `u` moved it.
  var followID: String?
  /// What `u` takes back and Ctrl-R does again.
  public internal(set) var history = UndoHistory()
  /// The Readeck bookmarks among those this list has been given (pages and `A`'s answer): every
  /// id a list effect names was given to it first, so the app asks here whether a change goes
  /// to the server. Grows with what is seen, a few bytes a bookmark.
  public internal(set) var readeckIDs: Set<String> = []
  /// What `u` takes back next.
  public var lastUndo: ListUndo? { history.done.last }

  /// Set while a sync runs.
  public internal(set) var syncStatus: ListSyncStatus?
  /// A line for the status line, cleared by the next key.
  public internal(set) var message: String?
  public internal(set) var isShowingHelp = false
  /// `t`: the record of reading, shown instead of the rows (`.loading` until it is read).
  public internal(set) var record: ListRecordView?
  /// How far the help screen is scrolled when its keys do not fit the window.
  public internal(set) var helpScroll = 0
  /// `s`: searching the text of every article, shown instead of the rows.
  public internal(set) var textSearch: ListTextSearch?
  /// `l`: only bookmarks with this label (nil: every bookmark).
  public internal(set) var label: String?
  /// `l`'s picker, while it is open.
  public internal(set) var labelPicker: ListLabelPicker?
  /// `+`'s prompt for a web address, while it is open: the text typed so far.
  public internal(set) var saveInput: String?
  /// When the deletes made with `D` are due: five minutes after the latest.
  public internal(set) var deleteDeadline: Date?
  /// `L`'s editor of the selected bookmark's labels, while it is open.
  public internal(set) var labelEditor: ListLabelEditor?
  /// `R`'s prompt for the selected bookmark's title, while it is open.
  public internal(set) var rename: ListRename?

  public init(
    columns: Int, rows: Int, environment: ListEnvironment, isConnected: Bool = false,
    order: ListOrder = .newest
  ) {
    self.order = order
    self.columns = max(0, columns)
    self.rows = max(0, rows)
    self.environment = environment
    self.isConnected = isConnected
  }

  /// The lines between the header and the status line.
  public var bodyHeight: Int { max(0, rows - 2) }

  /// Section headings take a line each; on a tiny screen rows matter more.
  var showsHeadings: Bool { bodyHeight >= 4 }

  /// The selected row, when it is loaded.
  public var selectedRow: BookmarkSummary? { total > 0 ? window.row(at: selection) : nil }

  /// The section of the row at `index`; nil when the row is not loaded.
  func section(at index: Int) -> ListSection? {
    window.row(at: index).map { ListSection(row: $0, filter: filter, order: order) }
  }

  /// The search as sent to the store.
  var searchQuery: String {
    String(search.prefix(SearchTerms.maximumQueryLength)).trimmingWhitespace()
  }
}

/// How far a running sync got: `done` of `total` steps (total 0 while unknown).
public struct ListSyncStatus: Equatable, Sendable {
  public var done: Int
  public var total: Int

  public init(done: Int, total: Int) {
    self.done = done
    self.total = total
  }
}
