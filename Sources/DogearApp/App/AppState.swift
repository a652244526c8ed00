import DogearCore
import DogearLayout
import DogearList
import DogearReader
import DogearScreen
import FoundationEssentials

/// What the app needs to know about the terminal and the world it runs in. The shell fills it
/// in once; the core never looks these up itself.
public struct AppEnvironment: Sendable {
  public var cellWidth: CellWidth
  /// False under `NO_COLOR` or on a terminal without colours.
  public var colors: Bool
  /// False when the locale is not UTF-8.
  public var unicode: Bool
  /// `$BROWSER` is set, so links can be opened.
  public var browserAvailable: Bool
  /// Colours to render pictures in (at most 256; fewer means no pictures).
  public var pictureColors: Int
  /// A Readeck server is configured (dogear is logged in).
  public var isConnected: Bool
  /// The list's order saved by an earlier session (`o`).
  public var listOrder: ListOrder = .newest
  /// How pictures reach the terminal (issue 29), decided by the shell before the first frame.
  public var pictureTerminal: PictureTerminal = .blocks
  /// The library cannot be written by this process (issue 30: a read-only mount): no place
  /// is ever saved, so none waits, none is retried and none goes to the journal.
  public var libraryReadOnly = false
  /// The terminal draws struck-through text itself (terminfo's `smxx`): the layout then
  /// leaves out the `~~` marks it puts around `del`, `s` and `strike` (issue 28).
  public var drawsStrikethrough = false
  /// Where articles' words may be hyphenated (issue 44), handed to each reader.
  public var hyphenation: (any Hyphenation)?
  /// Where a reader reads its article's document again (issue 41), handed to each reader.
  public var rereading: (any DocumentRereading)?
  /// How often the open reader asks the server for its place (`ServerCheck.interval`; the
  /// end-to-end tests shorten it through `DOGEAR_TEST_SERVER_CHECK`).
  public var serverCheckInterval = ServerCheck.interval

  /// Pictures need at least this many colours; below it the reader shows the alt text.
  public static let pictureColorsNeeded = 256

  public init(
    cellWidth: CellWidth, colors: Bool = true, unicode: Bool = true,
    browserAvailable: Bool = false, pictureColors: Int = 256, isConnected: Bool = false
  ) {
    self.cellWidth = cellWidth
    self.colors = colors
    self.unicode = unicode
    self.browserAvailable = browserAvailable
    self.pictureColors = pictureColors
    self.isConnected = isConnected
  }
}

extension AppEnvironment: Equatable {
  /// Compares the flags only, as `ReaderEnvironment` does: the cell width is a function and the
  /// hyphenation a dictionary, and one program uses one of each.
  public static func == (lhs: AppEnvironment, rhs: AppEnvironment) -> Bool {
    lhs.colors == rhs.colors && lhs.unicode == rhs.unicode
      && lhs.browserAvailable == rhs.browserAvailable && lhs.pictureColors == rhs.pictureColors
      && lhs.isConnected == rhs.isConnected && lhs.listOrder == rhs.listOrder
      && lhs.pictureTerminal == rhs.pictureTerminal && lhs.libraryReadOnly == rhs.libraryReadOnly
      && lhs.drawsStrikethrough == rhs.drawsStrikethrough
      && (lhs.hyphenation == nil) == (rhs.hyphenation == nil)
      && (lhs.rereading == nil) == (rhs.rereading == nil)
      && lhs.serverCheckInterval == rhs.serverCheckInterval
  }
}

/// A bookmark opened from the list's text search, and the text to find once its reader opens.
public struct SearchHitToShow: Equatable, Sendable {
  public var id: String
  public var text: String
}

/// Everything the interactive program decides with, as one value (issue 14): the list, the
/// open reader, the saves that wait, the pictures asked for, the server queue's retry and how
/// the program is leaving. `App.update` changes it; `App.render` draws it.
public struct AppState: Equatable, Sendable {
  /// `isConnected` follows a login or logout in another shell (`reconnected`).
  public internal(set) var environment: AppEnvironment
  public internal(set) var columns: Int
  public internal(set) var rows: Int
  public internal(set) var list: ListState
  public internal(set) var reader: ReaderState?
  /// `dogear open`: closing the reader quits.
  public internal(set) var openedDirectly = false
  /// Progress saves not on disk yet; the shell drives `exitStep` on it when leaving.
  public var saves = PendingSaves()
  public internal(set) var pictures = AppPictures()
  /// The open reader's check of the server's place (`ServerCheck`): only the timer with this
  /// tag asks, so reopening an article starts one chain of checks, not two.
  public internal(set) var serverCheckTag = 0
  /// The library's `data_version` when last looked at (`LibraryWatch`); nil before the first.
  public internal(set) var libraryVersion: Int?
  /// A pass over the server's queue is running (a second would send the same rows again).
  public internal(set) var isRetryingQueue = false
  /// False once the program should leave.
  public internal(set) var isRunning = true
  /// The signal the program is leaving on, if any.
  public internal(set) var leavingSignal: Int32?
  /// A bookmark opened from the list's text search: the text to find once its reader opens.
  public internal(set) var searchHitToShow: SearchHitToShow?
  /// `dogear open` of a bookmark that cannot be loaded: the message for stderr.
  public internal(set) var openFailure: String?
  /// The time of the latest action that carried one: stamps changes made in answer to
  /// actions that carry none.
  var now: Date
  /// Set when listening went on to the next article: its reader starts reading aloud.
  var listensOnOpen = false
  /// The article asked for last (`.loadArticle`) while it is read and parsed: an answer for
  /// another, asked for earlier and overtaken, is dropped.
  public internal(set) var opening: Opening?

  public init(columns: Int, rows: Int, environment: AppEnvironment, now: Date) {
    self.environment = environment
    self.columns = max(0, columns)
    self.rows = max(0, rows)
    self.now = now
    list = ListState(
      columns: columns, rows: rows,
      environment: ListEnvironment(
        cellWidth: environment.cellWidth, colors: environment.colors,
        unicode: environment.unicode),
      isConnected: environment.isConnected, order: environment.listOrder)
  }

  /// A reader is open, asked without copying its state (issue 41): `ReaderState` is
  /// Equatable, so `reader != nil` compares two `ReaderState?` values, a copy of the whole
  /// state on each side (every array and string in it retained, then released), and
  /// `if case .some = reader` copies it too (the state holds existentials, so it is moved by
  /// its value witnesses). A stored flag read through the optional, on a `mutating` getter
  /// (the state where it lies), copies nothing.
  var hasReader: Bool {
    mutating get { reader?.isClosed != nil }
  }

  /// The exit status: 1 when the article to open could not be loaded or a position could
  /// not be saved (`savedAll` false), which matters more than how dogear left; 128 + N after
  /// signal N, as a shell reports a program the signal ended; else 0.
  public func exitStatus(savedAll: Bool) -> Int32 {
    guard savedAll, openFailure == nil else { return 1 }
    return leavingSignal.map { 128 + $0 } ?? 0
  }
}
