import Dispatch
import DogearApp
import DogearClients
import DogearCommandLine
import DogearCore
import DogearHyphen
import DogearList
import DogearReader
import DogearScreen
import DogearStore
import DogearTerminal
import FoundationEssentials

#if canImport(Glibc)
  import Glibc
#endif

/// What reaches the loop from timers and background work: an action, or a timer of the app
/// (stamped with the time when it fires, not when it was asked for).
enum ShellMessage: Sendable {
  case action(AppAction)
  case timer(AppTimer)
}

/// The imperative shell of the interactive program (issue 14): it turns terminal events,
/// timers and background results into `AppAction`s, feeds them to the pure `App.update`,
/// runs the effects it returns against the seams (terminal, store, server, pictures, clock),
/// and paints what `App.render` draws. It decides nothing.
///
/// Everything here runs on the event loop's one thread; background work reaches it only
/// through `loop.post`.
final class AppShell {
  let store: AppStore
  let terminal: AppTerminal
  let loop: AppLoop
  /// Replaced at `S` when the credentials changed (`connector`).
  var server: AppServer?
  /// Reads the credentials again at `S`; nil keeps `server` as given (tests).
  let connector: ServerConnector?
  /// The credentials `server` was made from.
  var serverIdentity: String?
  let pictures: ShellPictures
  /// The reader's voice (issue 42), made when first asked to speak.
  lazy var speech = ShellSpeech(environment: environment)
  /// The cell size the terminal answered at the start, for when `TIOCGWINSZ` has none.
  let answeredCell: CellPixels?
  let environment: [String: String]
  let clock: @Sendable () -> Date
  /// Waits between the attempts at a save when leaving (a test passes one that only counts).
  let pause: (Double) -> Void
  /// Where `.loadArticle` reads and parses (inline for tests).
  let articleLoading: ArticleLoading
  /// Changed only by `App.update`.
  var state: AppState
  /// The reader's frame painted last and what it was drawn from: the next frame takes the
  /// article rows a scroll keeps from it (issue 41, `App.render(moving:after:)`).
  private var lastDrawing: ReaderDrawing?
  /// An effect is running: the actions it answers with wait in `answers` until it is done.
  private var isPerforming = false
  private var answers: [AppAction] = []
  /// The newest list page and text search asked for while input is handled
  /// (`AppShell+DeferredReads.swift`).
  var deferredPage: AppEffect?
  var deferredTextSearch: AppEffect?
  /// Position writes waiting for the frame of the key that asked for them
  /// (`AppShell+WritesAfterFrame.swift`).
  var writesAfterFrame: [AppEffect] = []
  /// The frame painted last.
  private var lastFrame: Screen?
  /// The document of a file added at the start, parsed to store it: the reader's first load
  /// of that id takes it instead of parsing the file again (issue 41).
  var parsedOnce: (id: String, document: Document)?
  /// A file or pipe `dogear open` was given that the library does not hold yet: read, parsed
  /// and stored by the first load of its id, on the article queue (issue 37).
  var adding: NewArticle?
  /// The article `dogear open` opens with, parsed on the article queue while the terminal
  /// started (issue 41): its first load takes the document.
  var parsedAhead: ParsedAhead?
  /// Runs once, after the first frame that shows the article or the list: the first run's
  /// library made durable (issue 41), without delaying that frame.
  var afterFirstFrame: (() -> Void)?
  /// Entered while a new file already shown is stored on the article queue (issue 41):
  /// what uses the library, and leaving, wait for it (`usesLibrary`).
  let storingShown = DispatchGroup()

  init(
    store: AppStore, terminal: AppTerminal, loop: AppLoop, server: AppServer?,
    environment: [String: String], connector: ServerConnector? = nil,
    pictureTerminal: PictureTerminal = .blocks, answeredCell: CellPixels? = nil,
    clock: @escaping @Sendable () -> Date = { Date() },
    pause: @escaping (Double) -> Void = { usleep(useconds_t($0 * 1_000_000)) },
    articleLoading: ArticleLoading = .inline
  ) {
    self.articleLoading = articleLoading
    self.store = store
    self.terminal = terminal
    self.loop = loop
    self.server = server
    self.connector = connector
    self.serverIdentity = connector?.identity()
    self.environment = environment
    self.clock = clock
    self.pause = pause
    self.answeredCell = answeredCell
    // Pixels are kept unless the environment forces half blocks: the setting may ask for them.
    let forcedBlocks = pictureTerminal.isForced && !pictureTerminal.detected.isPixels
    self.pictures = ShellPictures(store: store, pixels: !forcedBlocks)
    let size = terminal.size
    let colors = terminal.supportsColor && ListEnvironment.colors(environmentVariables: environment)
    var appEnvironment = AppEnvironment(
      cellWidth: terminal.cellWidth, colors: colors, unicode: terminal.unicodeDecorations,
      browserAvailable: LinkOpener.hasBrowser(environment),
      pictureColors: min(terminal.colorCount, AppEnvironment.pictureColorsNeeded),
      isConnected: server != nil)
    // An unreadable order is not worth a failed start: the list is then newest first.
    appEnvironment.listOrder = (try? store.listOrder()) ?? .newest
    appEnvironment.pictureTerminal = pictureTerminal
    appEnvironment.libraryReadOnly = store.isReadOnly
    appEnvironment.drawsStrikethrough = terminal.drawsStrikethrough
    appEnvironment.hyphenation = HyphenDictionaries.system
    appEnvironment.rereading = StoredDocuments(store: store)
    // Hidden, for the end-to-end test of another device's place: seconds between checks.
    if let seconds = environment["DOGEAR_TEST_SERVER_CHECK"].flatMap(Double.init), seconds > 0 {
      appEnvironment.serverCheckInterval = seconds
    }
    state = AppState(
      columns: size.columns, rows: size.rows, environment: appEnvironment, now: clock())
  }

  /// Runs until the user quits or a signal arrives; returns the exit status
  /// (`AppState.exitStatus`).
  /// `notice` goes to the status line of the first frame (a changed file opened as a new
  /// article).
  func run(openingDirectly id: String?, notice: String? = nil) -> Int32 {
    // The Mouse setting as stored; an unreadable one keeps the terminal's default (on).
    if let settings = try? store.settings() { terminal.setMouseReporting(settings.mouseReporting) }
    send(.started(openingID: id, now: clock()))
    if let notice, state.isRunning { send(.message(notice)) }
    if state.isRunning {
      settle()
      // Hidden, for Benchmarks/bench-reader and bench-list: time from start to the first frame.
      if environment["DOGEAR_EXIT_AFTER_FIRST_FRAME"] == "1" { return 0 }
      loop.run(
        handle: { event in
          self.handle(event)
          return self.state.isRunning ? .continue : .stop
        },
        settled: { if self.state.isRunning { self.settle() } })
    }
    // Whatever way the loop ended, the speakers fall silent now.
    speech.stop()
    runWritesAfterFrame()
    // A new file shown is stored before the program goes; one still being parsed is not
    // waited for (the file is still there).
    storingShown.wait()
    // What still waits to be written, as `PendingSaves` says (writes, a pause, the journal).
    send(.leaving)
    if let failure = state.openFailure { terminal.printAfterEnd(failure) }
    server?.waitForPushes(timeout: ShellServer.quitGrace)
    return state.exitStatus(savedAll: !state.saves.gaveUp)
  }

  /// The loop's event as an action (also what a test drives the shell with).
  func handle(_ event: LoopEvent<ShellMessage>) {
    switch event {
    case .input(let input):
      send(.input(input, now: clock()))
    case .signal(let number):
      send(.signal(number, now: clock()))
    case .resumed(let columns, let rows):
      send(.resumed(columns: columns, rows: rows, now: clock()))
    case .message(.action(let action)):
      send(action)
    case .message(.timer(let timer)):
      send(.timerFired(timer, now: clock()))
    }
  }

  /// Feeds one action to the core and runs its effects in order. An answer sent while an
  /// effect runs waits until that effect is done, then goes to `App.update` before the next
  /// effect runs (so a write still comes before the load that should see it): `App.update` is
  /// never entered from inside `perform`.
  func send(_ action: AppAction) {
    if isPerforming {
      answers.append(action)
      return
    }
    let effects = App.update(&state, action)
    for effect in effects where !deferIfSuperseded(effect) && !keepForAfterFrame(effect) {
      if Self.followsWrites(effect) { runWritesAfterFrame() }
      run(effect)
    }
  }

  /// Performs one effect, then sends the actions it answered with.
  func run(_ effect: AppEffect) {
    isPerforming = true
    perform(effect)
    isPerforming = false
    let waiting = answers
    answers = []
    for answer in waiting { send(answer) }
  }

  /// Once all the input ready now has been handled: the newest reads, then one frame.
  private func settle() {
    runDeferredReads()
    guard state.isRunning else { return }
    paint()
    // A save's answer can change what shows (a save that failed says so): painted again
    // when it did.
    if runWritesAfterFrame(), state.isRunning { paint(unlessSameAsLast: true) }
    // The first frame that shows something: the article opened (not the blank screen
    // painted while it is parsed, issue 41), or the list.
    if state.opening == nil, let after = afterFirstFrame {
      afterFirstFrame = nil
      after()
    }
  }

  private func paint(unlessSameAsLast: Bool = false) {
    // The state in place (`App.render(moving:after:)`): read from this class by value, it would
    // be copied whole on every frame.
    let screen = App.render(moving: &state, after: &lastDrawing)
    if unlessSameAsLast, screen == lastFrame { return }
    lastFrame = screen
    // Without pixels (the list, half blocks) the images are none, so that any still on
    // screen are erased.
    let output = App.pictureOutput(of: &state)
    // The cell's pixels (an ioctl) only for a frame with pictures: not on every key.
    let images =
      screen.pictures.isEmpty
      ? []
      : pictures.images(
        for: screen.pictures, output: output,
        cell: CellPixels.inUse(windowSize: terminal.cellPixels, answered: answeredCell))
    terminal.paint(screen, images: images, eraser: output.eraser)
  }

  /// Hands an action to the loop from any thread.
  var post: @Sendable (AppAction) -> Void {
    let loop = loop
    return { loop.post(.action($0)) }
  }
}
