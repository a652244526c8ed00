import DogearApp
import DogearCommandLine
import DogearCore
import DogearHTML
import DogearLayout
import DogearList
import DogearPosition
import DogearStore
import FoundationEssentials

/// The library as the shell uses it: a seam, so that a test can answer from memory.
public protocol AppStore: AnyObject, Sendable {
  /// This process cannot write the library (issue 30): no place is saved.
  var isReadOnly: Bool { get }
  func page(for query: ListQuery) throws -> ListPage
  func loadArticle(id: String) throws -> ArticleLoad?
  /// `loadArticle`, with the document already parsed from the stored HTML (a new file,
  /// parsed once to be stored and shown: issue 41).
  func loadArticle(id: String, parsed: Document?) throws -> ArticleLoad?
  /// The article's text as Readeck's server counts it for highlights; nil with no article.
  func loadSourceText(id: String) throws -> SourceText?
  func addHighlight(id: String, _ highlight: Highlight) throws
  func highlights(id: String) throws -> [Highlight]
  func editHighlight(bookmarkID: String, _ edit: HighlightEdit) throws
  func saveMark(id: String, _ mark: Mark) throws
  /// The record of reading (issue 43): kept here only.
  func recordSession(_ session: ReadingSession) throws
  func readingSpeed() throws -> ReadingSpeed
  func sessions(since: Date?) throws -> [ReadingSession]
  func queueWords() throws -> [String: Int]
  @discardableResult
  func saveProgress(id: String, _ progress: ReadingProgress, force: Bool) throws -> Bool
  /// A mark read or unread: the progress it replaces is kept apart for `restoreProgress`.
  func markProgress(id: String, percent: Int, at date: Date) throws -> ReadingProgress
  func restoreProgress(id: String, at date: Date) throws -> ReadingProgress?
  /// Runs `body` with writes waiting only briefly for another process (issue 30).
  func writingBriefly(_ body: () -> (Int, String?)) -> (Int, String?)
  /// Keeps saves the library could not take for the next process that writes to it.
  func journalPendingSaves(_ saves: [ProgressSave]) throws
  func setArchived(id: String, _ value: Bool, at date: Date) throws
  func setFavourite(id: String, _ value: Bool, at date: Date) throws
  func setLabels(id: String, _ labels: [String], at date: Date) throws
  func setTitle(id: String, _ title: String, at date: Date) throws
  /// Archives every finished bookmark of the filter, search and label (`A`); which ones.
  func archiveFinished(filter: ListFilter, search: String, label: String?, at date: Date) throws
    -> [BookmarkOrigin]
  /// The list's order (`o`) kept with the library; newest first when none was kept.
  func listOrder() throws -> ListOrder
  func saveListOrder(_ order: ListOrder) throws
  func settings() throws -> Settings
  func saveSettings(_ settings: Settings) throws
  /// Queues a change for the server (the app decided it goes: `AppState.send`).
  func enqueue(_ change: ServerChange) throws
  func progress(id: String) throws -> ReadingProgress?
  func image(id: String) throws -> Data?
  func articlePicture(id: String, source: String) throws -> Data?
  func bookmark(id: String) throws -> Bookmark?
  /// The list's text search, after indexing what a sync saved since the last one.
  func search(_ request: TextSearchRequest) throws -> SearchResults
  func labelCounts() throws -> [LabelCount]
  /// Changes when another process committed to the library (`PRAGMA data_version`).
  func dataVersion() throws -> Int
  // Saving and deleting (issue 16): see Library+Saving and Library+Deleting.
  @discardableResult
  func queueSave(_ request: SaveRequest, at now: Date) throws -> String
  func scheduleDelete(id: String, due: Date, at now: Date) throws
  @discardableResult
  func cancelDelete(id: String) throws -> Bool
  @discardableResult
  func makeDeletesDue(by now: Date) throws -> Int
  @discardableResult
  func carryOutLocalDeletes(dueBy now: Date) throws -> [String]
}

extension AppStore {
  public func loadArticle(id: String, parsed: Document?) throws -> ArticleLoad? {
    try loadArticle(id: id)
  }

  /// What `loadArticle` would answer for a new file read and parsed but not stored yet
  /// (`NewArticle.read`): shown first, stored right after (issue 41). It has no place,
  /// highlights or marks yet.
  public func loadUnstored(_ bookmark: Bookmark, document: Document) throws -> ArticleLoad {
    var load = ArticleLoad(
      bookmark: bookmark, document: document, isStored: true, savedProgress: nil,
      settings: try settings())
    load.speed = (try? readingSpeed()) ?? .readeck
    load.cannotSave = isReadOnly
    // Stored right after the first frame, these very bytes: the reader can read them again
    // from the library then, and keeps no document meanwhile (issue 41). Until the store
    // ends, a reading again finds nothing and the reader goes on as one whose article left.
    load.canReadAgain = !isReadOnly
    return load
  }
}

extension Library: AppStore {
  public func writingBriefly(_ body: () -> (Int, String?)) -> (Int, String?) {
    var answer: (Int, String?)?
    try? waitingBriefly { () throws(LibraryError) in answer = body() }
    return answer ?? body()
  }

  public func search(_ request: TextSearchRequest) throws -> SearchResults {
    try SearchIndexer.catchUp(self)
    return try search(
      request.terms, offset: request.offset, limit: request.limit, detail: .snippets,
      ranking: Library.searchRanking)
  }

  public func loadArticle(id: String) throws -> ArticleLoad? {
    try loadArticle(id: id, parsed: nil)
  }

  public func loadArticle(id: String, parsed: Document?) throws -> ArticleLoad? {
    guard
      let (bookmark, document, isStored) = try ArticleSource.load(
        id: id, from: self, parsed: parsed)
    else { return nil }
    var load = ArticleLoad(
      bookmark: bookmark, document: document, isStored: isStored,
      savedProgress: try progress(id: id), settings: try settings(),
      highlights: try highlights(id: id))
    load.canReadAgain = isStored
    load.marks = try marks(id: id)
    // A record that cannot be read leaves Readeck's rate: the article opens all the same.
    load.speed = (try? readingSpeed()) ?? .readeck
    load.cannotSave = isReadOnly
    return load
  }

  public func loadSourceText(id: String) throws -> SourceText? {
    try article(id: id).map(HTMLDocumentParser.sourceText)
  }

  public func enqueue(_ change: ServerChange) throws {
    try enqueue(
      PendingChange(
        bookmarkID: change.bookmarkID, kind: change.kind.pending, created: change.created))
  }
}

extension ServerChange.Kind {
  /// The queue's own form of the change.
  public var pending: PendingChange.Kind {
    switch self {
    case .progress(let percent, let anchorPath, let isAct):
      return .progress(percent: percent, anchorPath: anchorPath, isAct: isAct)
    case .archived(let value): return .archived(value)
    case .favourite(let value): return .favourite(value)
    case .labels(let added, let removed): return .labels(added: added, removed: removed)
    case .highlights: return .highlights
    case .title(let title): return .title(title)
    }
  }
}
