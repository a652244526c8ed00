import DogearCore
import DogearLayout
import DogearList
import DogearPosition
import DogearReader
import DogearScreen
import DogearSyncRules
import FoundationEssentials

/// What happened to the interactive program (STYLE.md 3): input, signals, timers, and the
/// answers of the store, the server and the picture renderer to the effects `App.update`
/// handed out. Time comes in with the actions that need it.
public enum AppAction: Equatable, Sendable {
  /// The program came up: the list (nil) or the reader on this bookmark (`dogear open`).
  case started(openingID: String?, now: Date)
  /// A key, the wheel or a resize (ncurses' KEY_RESIZE).
  case input(InputEvent, now: Date)
  /// SIGINT, SIGTERM, SIGHUP or SIGQUIT: leave as `q` does, and exit with 128 + N.
  case signal(Int32, now: Date)
  /// Back from Ctrl-Z (SIGCONT) at this size: repaint everything; a size that changed
  /// meanwhile reaches the screens as a resize, an unchanged one does not.
  case resumed(columns: Int, rows: Int, now: Date)
  /// A timer asked for with `.schedule` went off.
  case timerFired(AppTimer, now: Date)
  /// The loop has stopped: write what `PendingSaves` still holds, as it says, before exit.
  case leaving
  /// The answer to `.pause`.
  case paused
  /// The answer to `.journal`: nil when the saves are in the journal, else why not.
  case journaled(failure: String?)

  // MARK: The store's answers

  /// The answer to `.loadPage`.
  case pageLoaded(ListPage)
  case pageFailed(ListQuery, message: String)
  /// The answer to `.loadArticle`: nil when the library has no such bookmark (or it could
  /// not be read; `problem` says why).
  case articleLoaded(id: String, ArticleLoad?, problem: String?)
  /// The answer to `.write`: how many saves reached the disk, and why the next did not.
  case saved(count: Int, failure: String?)
  /// A store write other than progress failed (archive, favourite, settings, the queue).
  case storeFailed(String)
  /// Keeping a highlight or a mark failed, and why.
  case keepFailed(KeptInLibrary, reason: String)
  /// The answers to `.searchText` and `.loadLabels`, for the list.
  case textSearchAnswered(TextSearchRequest, SearchResults)
  /// The server's answer to `.searchServer`.
  case serverSearchAnswered(ServerSearchRequest, [SearchHit])
  case textSearchFailed(TextSearchRequest, message: String)
  case labelsLoaded([LabelCount])
  /// The answer to `.loadRecord`.
  case recordLoaded(ReadingRecord)
  /// `.loadRecord` could not read the record: the store's own words.
  case recordFailed(reason: String)
  /// The answer to `.archiveFinished`: the bookmarks archived.
  case finishedArchived([BookmarkOrigin])
  /// The answer to `.restoreProgress`: what was put back, nil when nothing was to undo.
  case progressRestored(id: String, ReadingProgress?)
  /// The answer to `.openLink`.
  case linkOpened(LinkLaunch, url: String)
  /// The answer to `.loadSourceText` (nil when the article cannot be read).
  /// The speech engine reported (issue 42): a word heard, the end, a failure.
  case speech(SpeechEvent, now: Date)
  case sourceTextLoaded(id: String, SourceText?)

  // MARK: The server's answers

  case syncProgress(done: Int, total: Int)
  /// The sync is done; the core words what it did (`SyncSummary.sentence`).
  case syncFinished(SyncSummary)
  /// The sync stopped: what kind of failure, and the error's own words.
  case syncFailed(ServerFailure, detail: String)
  /// The server's progress for `id` (after `.fetchServerProgress`), with this device's own
  /// saved progress read at the same moment.
  case serverProgress(id: String, server: ReadingProgress, local: ReadingProgress?)
  case serverFailed(id: String, ServerFailure, fetching: ServerFetch)
  /// The article of `id` was downloaded and stored (false: the server has no text for it).
  case articleFetched(id: String, hasText: Bool)
  /// Sending `id`'s queued changes failed: offline (the queue is retried later), or refused
  /// for a read-only token (nothing will be sent with it).
  case flushFailed(id: String, because: ServerFailure = .offline)
  /// `id`'s highlight changes reached the server; `refusals`: why it refused some (they are
  /// kept here, marked refused).
  case highlightsSent(id: String, refusals: [String])
  /// The answer to `.loadHighlights`.
  case highlightsLoaded(id: String, [Highlight])
  /// A pass over the whole queue ended; `nextRetry` is when a change still waiting is due.
  case queueRetried(nextRetry: Date?, now: Date)
  case pictureDownloaded(PictureDownloads.Item, PictureDownloads.Outcome)

  // MARK: The picture renderer's answers

  case heroPictureRendered(HeroRequest, Picture?)
  case inlinePictureRendered(InlineRequest, Picture?)
  /// A Readeck article's picture has no stored copy yet.
  case inlinePictureMissing(InlineRequest)
  /// No picture can be drawn at all (a picture library is not installed): said once, on the
  /// status line, while the pictures show their alt text.
  case picturesUnavailable(reason: String)

  /// A line for the status line of whichever screen shows.
  case message(String)

  // MARK: Saving and deleting (issue 16)

  /// The answer to `.saveAddress`.
  case saveAnswered(SaveReport)
  /// The answer to `.pollSaved`.
  case savePolled(id: String, attempt: Int, finished: Bool)
  /// The library changed outside the list (a delete carried out or refused, a "saving…"
  /// row added): the list reloads; `message` when there is something to say.
  case libraryChanged(deletesRefused: Bool)
  /// The answer to `.checkLibrary`: the library's `data_version` now (nil when it could not
  /// be read).
  case libraryVersion(Int?)
  /// The answer to `.reconnect`: whether credentials are there now (a login or logout in
  /// another shell).
  case reconnected(isConnected: Bool)
}

/// The timers the app asks for. Stale ones carry an old tag and do nothing.
public enum AppTimer: Hashable, Sendable {
  /// The reader's push debounce.
  case reader(tag: Int)
  /// The next attempt at the progress saves that failed (`PendingSaves`).
  case saveRetry(tag: Int)
  /// The next pass over the server's queue.
  case queueRetry
  /// One of the list's own timers (`D`'s delay, polling a saved page).
  case list(ListTimer)
  /// The open reader asks the server for its bookmark's place again (`ServerCheck`).
  case serverCheck(tag: Int)
  /// Another look at whether another process changed the library (`LibraryWatch`).
  case libraryWatch
}

/// What the reader asked the library to keep (`keepFailed`).
public enum KeptInLibrary: Equatable, Sendable {
  case newHighlight, highlightChange, mark
  /// A reading session for the record (issue 43).
  case session
}

/// What starting `$BROWSER` on a link did (`linkOpened`).
public enum LinkLaunch: Equatable, Sendable {
  /// This browser has the address (a terminal one has given the terminal back).
  case started(BrowserCommand)
  /// `$BROWSER` names none: the address is shown for the reader to copy.
  case noBrowser
  /// None of these could be started.
  case cannotStart([BrowserCommand])
  /// The address could pass for an option of the browser's: not started.
  case refused
}

/// Which request failed.
public enum ServerFetch: Equatable, Sendable {
  case progress, article
}

/// A bookmark with its article, read from the store for the reader.
public struct ArticleLoad: Equatable, Sendable {
  public var bookmark: Bookmark
  public var document: Document
  /// False when the library holds no article for it yet (the document is then empty).
  public var isStored: Bool
  public var savedProgress: ReadingProgress?
  public var settings: Settings
  /// The library cannot be written (issue 30: a read-only one): the reader says the place
  /// cannot be saved there.
  public var cannotSave = false
  /// The bookmark's highlights, in document order.
  public var highlights: [Highlight]
  /// The bookmark's marks (`m`), kept in the library only.
  public var marks: [Mark] = []
  /// Your reading speed, from the record: the minutes the reader shows.
  public var speed = ReadingSpeed.readeck
  /// The reader made from it where it was read (`prepareReader`): measuring and laying out a
  /// long article takes seconds, which the loop does not wait for (issue 37).
  public var prepared: ReaderState?
  /// The library holds this very document (`loadArticle`): a reader made from it keeps none
  /// and reads it again when it needs it (issue 41: `DocumentRereading`).
  public var canReadAgain = false
  /// Set once `prepareReader` handed the document to the reader it made, which keeps none:
  /// `document` is empty then, and another reader reads it again through that one.
  var documentHanded = false

  public init(
    bookmark: Bookmark, document: Document, isStored: Bool, savedProgress: ReadingProgress?,
    settings: Settings, highlights: [Highlight] = []
  ) {
    self.highlights = highlights
    self.bookmark = bookmark
    self.document = document
    self.isStored = isStored
    self.savedProgress = savedProgress
    self.settings = settings
  }
}
