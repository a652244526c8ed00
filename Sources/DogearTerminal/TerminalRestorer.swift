import CNCursesW
import FoundationEssentials
import Synchronization

#if canImport(Glibc)
  import Glibc
#endif

/// Gives the terminal back exactly once, whichever path gets there first: `Terminal.end()`
/// or the process's atexit handlers. A crash (SIGSEGV, SIGILL from a Swift trap, SIGABRT...)
/// runs endwin from `CrashRestore`'s handler, then the previous handler.
///
/// Also holds the messages queued while curses owned the screen, printed right after endwin.
final class TerminalRestorer: Sendable {
  /// Where a queued message goes once the screen is given back.
  enum Destination: Sendable {
    case standardOutput, standardError
  }

  private struct State: Sendable {
    var ended = false
    var messages: [(text: String, destination: Destination)] = []
    var previousSignals: [Int32: sigaction] = [:]
    var previousMask: sigset_t?
  }

  private let state = Mutex(State())

  /// The restorer of the terminal curses currently owns; atexit and crash handlers use it.
  static let active = Mutex<TerminalRestorer?>(nil)
  private static let atexitInstalled = Atomic<Bool>(false)

  init(previousSignals: [Int32: sigaction], previousMask: sigset_t) {
    state.withLock {
      $0.previousSignals = previousSignals
      $0.previousMask = previousMask
    }
    Self.active.withLock { $0 = self }
    CrashRestore.install()
    if !Self.atexitInstalled.exchange(true, ordering: .sequentiallyConsistent) {
      atexit { TerminalRestorer.active.withLock { $0 }?.restore() }
    }
  }

  var hasEnded: Bool { state.withLock { $0.ended } }

  func queue(_ text: String, to destination: Destination) {
    let printNow = state.withLock { state in
      if !state.ended { state.messages.append((text, destination)) }
      return state.ended
    }
    if printNow { Self.write(text, to: destination) }
  }

  /// endwin (once), the original signal handlers back, then the queued messages.
  func restore() {
    let taken: State? = state.withLock { state in
      guard !state.ended else { return nil }
      let copy = state
      state.ended = true
      state.messages = []
      return copy
    }
    guard let taken else { return }
    FocusReports.stop()
    if dogear_isendwin() == false {
      blankScreen()
      dogear_endwin()
    }
    fflush(stdout)
    CrashRestore.remove()
    SignalRelay.restore(taken.previousSignals)
    if let mask = taken.previousMask { SignalRelay.restoreMask(mask) }
    Self.active.withLock { if $0 === self { $0 = nil } }
    for message in taken.messages { Self.write(message.text, to: message.destination) }
  }

  /// Leaves a blank screen behind before endwin moves the cursor to the bottom row and
  /// switches back: tmux, whose window grew while dogear ran, shrinks the alternate screen to
  /// the shell's old size when switching back, and with the cursor on the bottom row it keeps
  /// the top rows it cuts off as scrollback and pulls them onto the shell's screen (one or
  /// more lines of article text left above the prompt). Blank rows leave nothing behind.
  private func blankScreen() {
    guard let window = dogear_stdscr() else { return }
    dogear_werase(window)
    dogear_wnoutrefresh(window)
    dogear_doupdate()
  }

  private static func write(_ text: String, to destination: Destination) {
    let line = text.hasSuffix("\n") ? text : text + "\n"
    fputs(line, destination == .standardError ? stderr : stdout)
    fflush(destination == .standardError ? stderr : stdout)
  }
}
