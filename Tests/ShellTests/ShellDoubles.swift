import Dispatch
import DogearApp
import DogearCore
import DogearLayout
import DogearList
import DogearPosition
import DogearScreen
import DogearStore
import DogearTerminal
import DogearTestSupport
import Foundation

@testable import DogearClients
@testable import dogear

/// The terminal as a test sees it: the screens painted, full redraws asked for, and what
/// would be printed once the terminal is given back.
final class ScreenRecorder: AppTerminal {
  var size = (columns: 80, rows: 24)
  let colorCount = 0
  let supportsColor = false
  let isUTF8 = true
  let unicodeDecorations = true
  let cellWidth = TestSupport.cellWidth
  var painted: [Screen] = []
  var redraws = 0
  var afterEnd: [String] = []

  func paint(_ screen: Screen) { painted.append(screen) }
  func redrawAll() { redraws += 1 }
  /// The programs run in the foreground, each with its arguments.
  var foreground: [[String]] = []
  func runInForeground(_ path: String, arguments: [String]) -> Bool {
    foreground.append([path] + arguments)
    return true
  }
  func printAfterEnd(_ text: String, toStandardError: Bool) { afterEnd.append(text) }
  var copied: [String] = []
  func copyToClipboard(_ text: String) { copied.append(text) }
  /// Each mouse reporting change asked for, in order.
  var mouseReporting: [Bool] = []
  func setMouseReporting(_ on: Bool) { mouseReporting.append(on) }
}

/// A loop that plays a script of events, hands over what was posted after each one, and
/// keeps timers on a manual clock (`fire` runs the due ones). Nothing runs in the background.
final class ScriptedLoop: AppLoop, @unchecked Sendable {
  var script: [LoopEvent<ShellMessage>] = []
  /// All of the script in one turn, as input that arrived at once (a paste): `settled`
  /// runs once, after the last event.
  var inOneTurn = false
  private var posted: [ShellMessage] = []
  var clock = ManualClock<ShellMessage>()

  func post(_ message: ShellMessage) { posted.append(message) }

  func schedule(after seconds: Double, _ message: ShellMessage) {
    clock.schedule(message, after: seconds)
  }

  func run(handle: (LoopEvent<ShellMessage>) -> LoopControl, settled: () -> Void) {
    while !script.isEmpty {
      if handle(script.removeFirst()) == .stop { return }
      while !posted.isEmpty {
        if handle(.message(posted.removeFirst())) == .stop { return }
      }
      if inOneTurn, !script.isEmpty { continue }
      settled()
    }
  }
}

/// The real library in memory, whose progress saves can be made to fail (a locked or full
/// disk) and come back.
final class SwitchableStore: AppStore, @unchecked Sendable {
  let library: Library
  var savesFail = false
  /// The journal beside the library (issue 30): what leaving handed it, or a full disk.
  var journal: [ProgressSave] = []
  var journalFails = false
  /// Writes made inside `writingBriefly`, and outside it.
  var briefWrites = 0

  init() throws { library = try Library.openInMemory() }

  /// Another process's commit, as the shell's watch sees it: a test moves it on.
  var version = 0
  func dataVersion() throws -> Int { version }

  func writingBriefly(_ body: () -> (Int, String?)) -> (Int, String?) {
    briefWrites += 1
    return body()
  }
  func journalPendingSaves(_ saves: [ProgressSave]) throws {
    if journalFails { throw LibraryError.diskFull(path: "pending-saves.jsonl") }
    journal += saves
  }

  /// Pages of the list read from the library.
  var pageReads = 0
  /// Called as each page of the list is read, before it is.
  var beforePageRead: (() -> Void)?
  func page(for query: ListQuery) throws -> ListPage {
    pageReads += 1
    beforePageRead?()
    return try library.page(for: query)
  }
  /// Loads and refuses saves as a read-only library does (issue 30).
  var isReadOnly = false
  /// Saves the store was asked to write, whether they failed or not.
  var saveAttempts = 0
  /// Holds each article load until signalled: a long parse under way.
  var articleGate: DispatchSemaphore?
  func loadArticle(id: String) throws -> ArticleLoad? {
    articleGate?.wait()
    var load = try library.loadArticle(id: id)
    load?.cannotSave = isReadOnly
    return load
  }
  func loadSourceText(id: String) throws -> SourceText? { try library.loadSourceText(id: id) }
  func addHighlight(id: String, _ highlight: Highlight) throws {
    try library.addHighlight(id: id, highlight)
  }
  func highlights(id: String) throws -> [Highlight] { try library.highlights(id: id) }
  func editHighlight(bookmarkID: String, _ edit: HighlightEdit) throws {
    try library.editHighlight(bookmarkID: bookmarkID, edit)
  }
  func saveMark(id: String, _ mark: Mark) throws {
    if isReadOnly { throw LibraryError.readOnly(path: ":memory:") }
    try library.saveMark(id: id, mark)
  }
  func recordSession(_ session: ReadingSession) throws {
    if isReadOnly { throw LibraryError.readOnly(path: ":memory:") }
    try library.recordSession(session)
  }
  func readingSpeed() throws -> ReadingSpeed { try library.readingSpeed() }
  func sessions(since: Date?) throws -> [ReadingSession] { try library.sessions(since: since) }
  func queueWords() throws -> [String: Int] { try library.queueWords() }
  /// Called as each position is written, before it is.
  var beforeSave: ((ReadingProgress) -> Void)?
  func saveProgress(id: String, _ progress: ReadingProgress, force: Bool) throws -> Bool {
    saveAttempts += 1
    beforeSave?(progress)
    if isReadOnly { throw LibraryError.readOnly(path: ":memory:") }
    if savesFail { throw LibraryError.diskFull(path: ":memory:") }
    return try library.saveProgress(id: id, progress, force: force)
  }
  func markProgress(id: String, percent: Int, at date: Date) throws -> ReadingProgress {
    saveAttempts += 1
    if isReadOnly { throw LibraryError.readOnly(path: ":memory:") }
    if savesFail { throw LibraryError.diskFull(path: ":memory:") }
    return try library.markProgress(id: id, percent: percent, at: date)
  }
  func restoreProgress(id: String, at date: Date) throws -> ReadingProgress? {
    try library.restoreProgress(id: id, at: date)
  }
  func setArchived(id: String, _ value: Bool, at date: Date) throws {
    try library.setArchived(id: id, value, at: date)
  }

  func setLabels(id: String, _ labels: [String], at date: Date) throws {
    try library.setLabels(id: id, labels, at: date)
  }
  func setTitle(id: String, _ title: String, at date: Date) throws {
    try library.setTitle(id: id, title, at: date)
  }
  func listOrder() throws -> ListOrder { try library.listOrder() }
  func archiveFinished(filter: ListFilter, search: String, label: String?, at date: Date) throws
    -> [BookmarkOrigin]
  {
    try library.archiveFinished(filter: filter, search: search, label: label, at: date)
  }
  func saveListOrder(_ order: ListOrder) throws { try library.saveListOrder(order) }
  func setFavourite(id: String, _ value: Bool, at date: Date) throws {
    try library.setFavourite(id: id, value, at: date)
  }
  func settings() throws -> Settings { try library.settings() }
  func saveSettings(_ settings: Settings) throws { try library.saveSettings(settings) }
  func enqueue(_ change: ServerChange) throws { try library.enqueue(change) }
  func progress(id: String) throws -> ReadingProgress? { try library.progress(id: id) }
  func image(id: String) throws -> Data? { try library.image(id: id) }
  func articlePicture(id: String, source: String) throws -> Data? {
    try library.articlePicture(id: id, source: source)
  }
  func bookmark(id: String) throws -> Bookmark? { try library.bookmark(id: id) }
  func search(_ request: TextSearchRequest) throws -> SearchResults { try library.search(request) }
  func labelCounts() throws -> [LabelCount] { try library.labelCounts() }
  func queueSave(_ request: SaveRequest, at now: Date) throws -> String {
    try library.queueSave(request, at: now)
  }
  func scheduleDelete(id: String, due: Date, at now: Date) throws {
    try library.scheduleDelete(id: id, due: due, at: now)
  }
  func cancelDelete(id: String) throws -> Bool { try library.cancelDelete(id: id) }
  func makeDeletesDue(by now: Date) throws -> Int { try library.makeDeletesDue(by: now) }
  func carryOutLocalDeletes(dueBy now: Date) throws -> [String] {
    try library.carryOutLocalDeletes(dueBy: now)
  }
}

/// The server as a test sees it: which requests the shell made, in order.
final class RequestRecorder: AppServer, @unchecked Sendable {
  var requests: [String] = []

  func sync(post: @escaping @Sendable (AppAction) -> Void) { requests.append("sync") }
  func fetchProgress(id: String, post: @escaping @Sendable (AppAction) -> Void) {
    requests.append("progress \(id)")
  }
  func fetchArticle(id: String, post: @escaping @Sendable (AppAction) -> Void) {
    requests.append("article \(id)")
  }
  func flush(id: String, post: @escaping @Sendable (AppAction) -> Void) {
    requests.append("flush \(id)")
  }
  func retryQueue(
    clock: @escaping @Sendable () -> Date, post: @escaping @Sendable (AppAction) -> Void
  ) { requests.append("retry") }
  func download(_ item: PictureDownloads.Item, post: @escaping @Sendable (AppAction) -> Void) {
    requests.append("download \(item.source)")
  }
  func waitForPushes(timeout: Double) {}
  func sendSave(placeholder: String, post: @escaping @Sendable (AppAction) -> Void) {
    requests.append("save \(placeholder)")
  }
  func pollSaved(id: String, attempt: Int, post: @escaping @Sendable (AppAction) -> Void) {
    requests.append("poll \(id) \(attempt)")
  }
  /// Not recorded: every start and every quit asks for it.
  func carryOutDeletes(post: @escaping @Sendable (AppAction) -> Void) {}
  func searchServer(_ request: ServerSearchRequest, post: @escaping @Sendable (AppAction) -> Void) {
  }
}

/// The small page the opening tests open as a local file (issues 37 and 41): a title, a
/// heading and one paragraph.
enum HeronsPage {
  static let html = Data(
    "<title>Herons</title><h1>Herons</h1><p>Herons wait in the shallows for hours.</p>".utf8)
}
