import DogearCore
import DogearScreen
import FoundationEssentials

/// What happened, as far as the bookmark list is concerned.
public enum ListAction: Equatable, Sendable {
  /// The list came on screen: it asks for its first page. Send it once; it starts the list
  /// over at the top.
  case started
  /// A key, the mouse wheel or a resize. `now` stamps optimistic changes.
  case input(InputEvent, now: Date)
  /// The answer to a `.load` effect; ignored unless it answers the latest request.
  case loaded(ListPage)
  /// A `.load` effect could not be answered; `message` goes to the status line.
  case loadFailed(ListQuery, message: String)
  /// The header's numbers changed outside the list (for example during a sync).
  case countsChanged(LibraryCounts)
  /// Bookmarks changed outside the list (a sync pulled some, another process added one).
  case libraryChanged
  case syncStarted
  case syncProgress(done: Int, total: Int)
  /// `message` (for example "Synced 12 bookmarks" or an error) goes to the status line.
  case syncFinished(message: String?)
  /// The reader closed on `id` at `percent`: the ring changes at once, and an article that is
  /// now in progress moves to the head of "Continue reading" with the selection on it.
  case returnedFromReader(id: String, percent: Int)
  /// A server was connected or disconnected: `S` syncs only when connected.
  case connectionChanged(Bool)
  /// A line for the status line.
  case message(String)
  /// The answer to a `.searchText` effect; ignored unless it answers the latest request.
  case textSearchAnswered(TextSearchRequest, SearchResults)
  /// The server's answer to `.searchServer`: bookmarks whose text is not stored here.
  case serverSearchAnswered(ServerSearchRequest, [SearchHit])
  case textSearchFailed(TextSearchRequest, message: String)
  /// The answer to `.loadLabels`: every label with its count.
  case labelsLoaded([LabelCount])
  /// A timer asked for with `.startTimer` went off at `now`.
  case timerFired(ListTimer, now: Date)
  /// The answer to `.saveAddress`.
  case saveAnswered(SaveReport)
  /// The answer to `.pollSaved`: whether the server has finished extracting the page.
  case savePolled(id: String, attempt: Int, finished: Bool)
  /// The answer to `.archiveFinished`: the bookmarks archived.
  case finishedArchived([BookmarkOrigin])
  /// The reader went on to this bookmark (`]`, `[`): the selection follows it.
  case selectRow(id: String)
  /// The answer to `.loadRecord`: nil when the record could not be read (`message` says why).
  case recordLoaded(ReadingRecord?, message: String?)
}

/// What the list wants the shell to do. Effects of one update run in order: a store write
/// comes before the `.load` that should see it.
public enum ListEffect: Equatable, Sendable {
  /// Answer with `.loaded(ListPage)` (or `.loadFailed`).
  case load(ListQuery)
  /// Open the reader on this bookmark.
  case open(id: String)
  /// Save at once, and queue for the server when one is connected.
  case setArchived(id: String, isArchived: Bool)
  case setFavourite(id: String, isFavourite: Bool)
  /// 100 marks read; 0 marks unread and also clears the position and the anchor. An explicit
  /// act: it replaces the saved position, is pushed, and the store keeps what it replaced as
  /// the undo copy (DESIGN.md "Furthest wins, acts win too").
  case setProgress(id: String, percent: Int)
  /// `u` after a mark read or unread: bring back the undo copy exactly (position and
  /// anchor), push it; an explicit act too.
  case restoreProgress(id: String)
  case sync
  case quit
  /// Search every article's text; answer with `.textSearchAnswered`.
  case searchText(TextSearchRequest)
  /// Ask the server (`?search=`) for bookmarks matching the query whose text is not stored
  /// here; answer with `.serverSearchAnswered`.
  case searchServer(ServerSearchRequest)
  /// Open the reader on this bookmark and find `text` there as a search hit (a look: the
  /// saved position does not move), so `n`/`N` go on through the matches.
  case openAtMatch(id: String, text: String)
  /// Answer with `.labelsLoaded`.
  case loadLabels
  /// `t`: read the record of reading as it is now; answer with `.recordLoaded`.
  case loadRecord
  /// `D`: hide the bookmark at once and queue its delete, due at `due`.
  case deleteBookmark(id: String, due: Date)
  /// `u` after `D`: the queued delete goes and the bookmark shows again.
  case cancelDelete(id: String)
  /// Carry out the deletes that are due (the list's timer, or the list closing).
  case carryOutDeletes
  /// Answer with `.timerFired(timer, now:)` after this many seconds.
  case startTimer(ListTimer, after: Double)
  /// `+`: queue this (checked) address for Readeck with a "saving…" row, send it, and
  /// answer with `.saveAnswered`.
  case saveAddress(String)
  /// Ask the server whether the saved page `id` is extracted; answer with `.savePolled`.
  case pollSaved(id: String, attempt: Int)
  /// Keep the list's order for the next start.
  case saveOrder(ListOrder)
  /// `A`: archive every finished bookmark of this filter, search and label; answer with
  /// `.finishedArchived`.
  case archiveFinished(filter: ListFilter, search: String, label: String?)
  /// `O`: this web address (checked by `WebAddress`) to `$BROWSER`.
  case openAddress(String)
  /// Save the bookmark's labels at once; queue what was added and removed for the server.
  case setLabels(id: String, labels: [String], added: [String], removed: [String])
  /// `R`: save the bookmark's new title (checked by `BookmarkTitle`) at once; queue it for
  /// the server.
  case setTitle(id: String, title: String)
}
