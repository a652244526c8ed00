import DogearCore
import DogearStore
import DogearTerminal
import Foundation

/// The imperative shell of the interactive program: it feeds terminal events, timers and
/// background results to the pure list and reader (`update`), paints what they `render`, and
/// runs their effects against the library, the timers and the browser.
///
/// Everything here runs on the event loop's one thread; background work reaches it only
/// through `loop.post`.
final class AppShell {
  let library: Library
  let terminal: Terminal
  let loop: EventLoop<AppMessage>
  let environment: [String: String]
  var list: ListState
  var reader: ReaderState?
  var openedDirectly = false
  var isRunning = true
  /// Pictures asked for and rendered (AppShell+Pictures.swift).
  let pictures = ShellPictures()
  /// The Readeck connection, when logged in (AppShell+Sync.swift).
  let server: ShellServer?

  init(library: Library, terminal: Terminal, environment: [String: String]) {
    self.library = library
    self.terminal = terminal
    self.environment = environment
    self.loop = EventLoop(terminal: terminal)
    self.server = ShellServer.connect(library: library, environment: environment)
    let size = terminal.size
    self.list = ListState(
      columns: size.columns, rows: size.rows,
      environment: ListEnvironment(
        cellWidth: terminal.cellWidth, colors: Self.colors(terminal, environment),
        unicode: terminal.localeIsUTF8))
  }

  /// Runs until the user quits or a signal arrives; returns the exit status (0, or 1 when
  /// the article to open cannot be loaded).
  func run(openingDirectly id: String?) -> Int32 {
    if let id {
      openedDirectly = true
      guard openReader(id: id) else {
        terminal.printAfterEnd("dogear: cannot open \(id)\n")
        return 1
      }
    } else {
      dispatchList(.connectionChanged(server != nil))
      dispatchList(.started)
      startSync()
    }
    paint()
    // Hidden, for Benchmarks/bench-reader and bench-list: time from start to the first frame.
    if environment["DOGEAR_EXIT_AFTER_FIRST_FRAME"] == "1" { return 0 }
    // No sync runs for `dogear open`: changes left queued by an earlier session still go.
    if openedDirectly { retryQueue() }
    loop.run { event in
      self.handle(event)
      if self.isRunning { self.paint() }
      return self.isRunning ? .continue : .stop
    }
    server?.waitForPushes(timeout: ShellServer.quitGrace)
    return 0
  }

  private func handle(_ event: LoopEvent<AppMessage>) {
    switch event {
    case .input(let input):
      // A resize while reading reaches the list when the reader closes (closeReader).
      if reader != nil {
        dispatchReader(.input(input, now: Date()))
      } else {
        dispatchList(.input(input, now: Date()))
      }
    case .message(let message):
      handle(message)
    case .signal:
      if reader != nil { dispatchReader(.leave(now: Date())) }
      isRunning = false
    }
  }

  private func handle(_ message: AppMessage) {
    switch message {
    case .readerTimer(let tag):
      if reader != nil { dispatchReader(.timerFired(tag: tag, now: Date())) }
    case .serverProgress(let id, let progress):
      receiveServerProgress(progress, for: id)
    case .articleArrived(let id):
      if reader?.bookmark.id == id { openReader(id: id) }
    case .message(let text):
      if reader != nil {
        dispatchReader(.showMessage(text))
      } else {
        dispatchList(.message(text))
      }
    case .syncProgress(let done, let total):
      dispatchList(.syncProgress(done: done, total: total))
    case .syncFinished(let message):
      dispatchList(.syncFinished(message: message))
      dispatchList(.libraryChanged)
    case .retryQueue:
      retryQueue()
    case .heroPicture(let request, let picture):
      receiveHeroPicture(request, picture)
    case .inlinePicture(let source, let key, let picture):
      receiveInlinePicture(source: source, key: key, picture)
    case .inlinePictureMissing(let id, let source):
      receiveMissingInlinePicture(bookmarkID: id, source: source)
    case .inlinePictureDownloaded(let item, let outcome):
      receiveDownloadedInlinePicture(item, outcome)
    }
  }

  private func paint() {
    requestPictures()
    if let reader {
      terminal.paint(Reader.render(reader))
    } else {
      terminal.paint(BookmarkList.render(list))
    }
  }

  /// Colours unless the terminal has none or `NO_COLOR` is set.
  static func colors(_ terminal: Terminal, _ environment: [String: String]) -> Bool {
    terminal.supportsColor && ListEnvironment.colors(environmentVariables: environment)
  }
}
