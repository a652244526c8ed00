import FoundationEssentials

#if canImport(Glibc)
  import Glibc
#endif

/// xterm's focus reports (private mode 1004): with it set, the terminal sends ESC [ I when its
/// window or tmux pane gains the focus and ESC [ O when it loses it. The reading record uses
/// them: the time the terminal is hidden is not reading (DESIGN.md "Reading sessions").
/// Terminals without the mode ignore the request; tmux passes reports on only with its
/// `focus-events` option.
///
/// The mode must never outlive dogear's hold of the screen, or the shell would receive the
/// reports as typed text: it is cleared before every endwin (quitting, a crash, a program run
/// in the foreground) and around a stop (Ctrl-Z), and set again when the screen is taken back.
/// The bytes are written with write(2) from static storage, so the signal handlers may send
/// them.
enum FocusReports {
  private static let on: StaticString = "\u{1B}[?1004h"
  private static let off: StaticString = "\u{1B}[?1004l"

  /// curses' own Ctrl-Z handler (endwin, stop, take the screen back on SIGCONT), which ours
  /// wraps; allocated once and never freed, so the handler reads it without Swift's runtime.
  private static let cursesStop: UnsafeMutablePointer<sigaction> = {
    let storage = UnsafeMutablePointer<sigaction>.allocate(capacity: 1)
    storage.initialize(to: sigaction())
    return storage
  }()

  /// Asks for reports, and wraps curses' Ctrl-Z handler so the mode is off while stopped.
  static func start() {
    send(on)
    var ours = sigaction()
    ours.__sigaction_handler.sa_handler = { number in
      FocusReports.send(FocusReports.off)
      if let cursesHandler = FocusReports.cursesStop.pointee.__sigaction_handler.sa_handler,
        FocusReports.isFunction(FocusReports.cursesStop.pointee)
      {
        cursesHandler(number)
      }
      FocusReports.send(FocusReports.on)
    }
    sigemptyset(&ours.sa_mask)
    ours.sa_flags = SA_RESTART
    var current = sigaction()
    // Only around a handler curses installed: without one, Ctrl-Z stops as it always did.
    guard sigaction(SIGTSTP, nil, &current) == 0, isFunction(current) else { return }
    cursesStop.pointee = current
    sigaction(SIGTSTP, &ours, nil)
  }

  /// Stops the reports and gives curses its Ctrl-Z handler back.
  static func stop() {
    send(off)
    if isFunction(cursesStop.pointee) { sigaction(SIGTSTP, cursesStop, nil) }
    cursesStop.pointee = sigaction()
  }

  /// Off for a while (a program in the foreground), or on again after it.
  static func pause() { send(off) }
  static func resume() { send(on) }

  /// Whether `action` runs a function (not SIG_DFL, SIG_IGN or nothing).
  private static func isFunction(_ action: sigaction) -> Bool {
    guard let handler = action.__sigaction_handler.sa_handler else { return false }
    let address = unsafeBitCast(handler, to: Int.self)
    return address != 0 && address != 1
  }

  /// Writes `sequence` to the terminal; async-signal-safe.
  private static func send(_ sequence: StaticString) {
    _ = write(STDOUT_FILENO, sequence.utf8Start, sequence.utf8CodeUnitCount)
  }
}
