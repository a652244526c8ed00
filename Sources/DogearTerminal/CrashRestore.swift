import CNCursesW
import FoundationEssentials

/// A fault while curses owns the screen must not leave the shell in raw mode with no echo.
///
/// The handler gives the terminal back (endwin is not async-signal-safe, but after a crash it
/// is the best there is), puts the previous handler back (Swift's backtracer, or the default
/// core dump) and lets it see the fault: a fault the kernel raised happens again when the
/// handler returns; anything else (abort, a trap, kill) is raised again.
enum CrashRestore {
  static let signals: [Int32] = [SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP]

  /// The handlers found at install, indexed by signal number; allocated once, never freed,
  /// so the handler can read it without touching Swift's runtime.
  private static let previous: UnsafeMutablePointer<sigaction> = {
    let storage = UnsafeMutablePointer<sigaction>.allocate(capacity: 65)
    storage.initialize(repeating: sigaction(), count: 65)
    return storage
  }()

  static func install() {
    let storage = previous
    for number in signals {
      var action = sigaction()
      action.__sigaction_handler.sa_sigaction = { number, info, _ in
        FocusReports.pause()
        if !dogear_isendwin() { dogear_endwin() }
        sigaction(number, CrashRestore.previous + Int(number), nil)
        let raisedByKernel = (info?.pointee.si_code ?? 0) > 0
        if !raisedByKernel || number == SIGABRT || number == SIGTRAP { raise(number) }
      }
      action.sa_flags = SA_SIGINFO
      sigemptyset(&action.sa_mask)
      sigaction(number, &action, storage + Int(number))
    }
  }

  static func remove() {
    for number in signals {
      sigaction(number, previous + Int(number), nil)
    }
  }
}
