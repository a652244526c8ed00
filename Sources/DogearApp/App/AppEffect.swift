import DogearCore
import DogearList
import DogearReader
import DogearScreen
import FoundationEssentials

/// What the shell must do for the app (STYLE.md 2): plain values, compared with `==` in tests.
/// Store effects are answered at once with an action; server and picture effects run in the
/// background and answer through the loop.
public enum AppEffect: Equatable, Sendable {
  // MARK: The store

  /// Answer with `.pageLoaded` or `.pageFailed`.
  case loadPage(ListQuery)
  /// Answer with `.articleLoaded`.
  case loadArticle(id: String)
  /// Write these progress saves in order; answer with `.saved(count:failure:)`.
  case write([ProgressSave])
  case setArchived(id: String, Bool, at: Date)
  case setFavourite(id: String, Bool, at: Date)
  /// The bookmark's whole set of labels (`L` in the list, or its undo).
  case setLabels(id: String, [String], at: Date)
  /// The bookmark's new title (`R` in the list, or its undo).
  case setTitle(id: String, String, at: Date)
  case saveSettings(Settings)
  /// `A`: archive every finished bookmark of this filter, search and label; answer with
  /// `.finishedArchived`.
  case archiveFinished(filter: ListFilter, search: String, label: String?, at: Date)
  /// Keep the list's order (`o`) for the next start.
  case saveListOrder(ListOrder)
  /// Put a change to a Readeck bookmark in the persistent queue, before anything is sent
  /// (always followed by `.flush` of its bookmark: `AppState.send`).
  case enqueue(ServerChange)
  /// Answer with `.sourceTextLoaded`: the article's text as the server counts it.
  case loadSourceText(id: String)
  /// Store a highlight made here (kept locally until it is sent).
  case saveHighlight(id: String, Highlight)
  /// Change a stored highlight (the `H` list): the store marks what the server must hear.
  case editHighlight(id: String, HighlightEdit)
  /// Keep a mark (`m`) in the library: local only, Readeck has no marks.
  case saveMark(id: String, Mark)
  /// Keep a reading session in the record (never sent anywhere).
  case recordSession(ReadingSession)
  /// Answer with `.highlightsLoaded`: the bookmark's highlights as the store has them now.
  case loadHighlights(id: String)
  /// Put text on the terminal's clipboard (OSC 52).
  case copyToClipboard(String)

  // MARK: The server

  case sync
  /// Answer with `.serverProgress` or `.serverFailed`.
  case fetchServerProgress(id: String)
  /// Answer with `.articleFetched` or `.serverFailed`.
  case fetchArticle(id: String)
  /// Send `id`'s queued changes now; answer `.flushFailed` when that fails.
  case flush(id: String)
  /// Send the whole queue; answer `.queueRetried`.
  case retryQueue
  case downloadPicture(PictureDownloads.Item)

  // MARK: Listening (issue 42)

  /// Say the open reader's article from `order.from` (stopping what is being said); the
  /// engine answers with `.speech` actions.
  case speak(SpeechOrder)
  /// Silence the speech at once.
  case stopSpeaking

  // MARK: Pictures, timers, the terminal

  case renderHeroPicture(HeroRequest, Bookmark)
  /// Read from where the core found the picture (`Bookmark.pictureOrigin`).
  case renderInlinePicture(InlineRequest, from: PictureOrigin)
  /// Call back with `.timerFired` after this many seconds.
  case schedule(AppTimer, after: Double)
  /// Search every stored article's text (the list's `s`); answer with `.textSearchAnswered`.
  case searchText(TextSearchRequest)
  /// Ask the server for bookmarks matching the list's `s` query whose text is not stored
  /// here; answer with `.serverSearchAnswered` (nothing when it fails: the local hits stand).
  case searchServer(ServerSearchRequest)
  /// Every label with its count (the list's `l`); answer with `.labelsLoaded`.
  case loadLabels
  /// The record of reading at this moment (the list's `t`); answer with `.recordLoaded`.
  case loadRecord
  /// Put back the progress the last mark read or unread of this bookmark replaced (`u` in
  /// the list), and answer with `.progressRestored`.
  case restoreProgress(id: String, at: Date)
  /// Start `$BROWSER` on this address (one `LinkTarget` let through); answer `.linkOpened`.
  case openLink(String)
  /// Paint everything again from nothing (Ctrl-L, back from Ctrl-Z): curses' `clearok`.
  case redrawAll
  /// Leave the loop; the shell then sends `.leaving`, and exits once it has no effect left.
  case quit
  /// Leaving only (the loop no longer runs): wait this long, then answer `.paused`.
  case pause(Double)
  /// Leaving only: append these saves to the journal beside the library (the next process
  /// that writes to it writes them in); answer `.journaled(failure:)`.
  case journal([ProgressSave])
  /// Print this on stderr once the terminal is restored.
  case printAfterEnd(String)

  // MARK: Saving and deleting (issue 16)

  /// `D`: hide the bookmark and queue its delete, due at `due`.
  case scheduleDelete(id: String, due: Date)
  /// Undo of `D`.
  case cancelDelete(id: String)
  /// Carry out the deletes that are due: local bookmarks at once, Readeck's with `DELETE`;
  /// answer with `.libraryChanged`.
  case carryOutDeletes(DeletesDue)
  /// `+`: queue the address with its "saving…" row and send it; answer with `.saveAnswered`.
  case saveAddress(String)
  /// Answer with `.savePolled`.
  case pollSaved(id: String, attempt: Int)
  /// Read the library's `data_version`; answer with `.libraryVersion`.
  case checkLibrary
  /// Read the credentials again (a login or logout elsewhere); answer with `.reconnected`.
  case reconnect
}

/// A change for the server, the one shape from the reducer to the queue.
public struct ServerChange: Equatable, Sendable {
  public enum Kind: Equatable, Sendable {
    /// `isAct`: mark read or unread, undo (always sent); a reading never lowers the server.
    case progress(percent: Int, anchorPath: String?, isAct: Bool = false)
    case archived(Bool)
    case favourite(Bool)
    /// What `L` added and removed: sent as a delta (`add_labels`, `remove_labels`), so a
    /// label given on another device meanwhile is kept.
    case labels(added: [String], removed: [String])
    /// The bookmark's highlights changed here (made, recoloured, noted, deleted): the rows
    /// in the store say what to send.
    case highlights
    /// `R`: the new title (`PATCH title`); the last one sent wins, as with the flags.
    case title(String)
  }

  public var bookmarkID: String
  public var kind: Kind
  public var created: Date

  public init(bookmarkID: String, kind: Kind, created: Date) {
    self.bookmarkID = bookmarkID
    self.kind = kind
    self.created = created
  }
}
