import CNCursesW
import FoundationEssentials

#if canImport(Glibc)
  import Glibc
#endif

extension Terminal {
  /// Runs `path` with `arguments` in this terminal, in the foreground, and waits for it: a
  /// text browser. Curses is suspended first (endwin gives the terminal its own modes back),
  /// and the next paint draws the whole screen again. Returns false when the program could
  /// not be started.
  ///
  /// As `system()` does, dogear ignores SIGINT and SIGQUIT while the program runs: they are
  /// the program's (Ctrl-C in lynx), not a reason for dogear to quit. The program starts with
  /// no signal blocked and every handler at its default, whatever dogear set for itself.
  /// When it stops (Ctrl-Z), dogear stops with it, so the shell gets the terminal back; `fg`
  /// continues both.
  public func runInForeground(_ path: String, arguments: [String]) -> Bool {
    FocusReports.pause()
    dogear_endwin()
    fflush(stdout)
    let ignored = Self.ignoreInterrupts()
    defer {
      Self.restoreInterrupts(ignored)
      dogear_force_full_redraw()
      dogear_doupdate()
      FocusReports.resume()
    }
    guard let pid = Self.spawn([path] + arguments) else { return false }
    Self.waitForExit(of: pid)
    return true
  }

  private static func spawn(_ argv: [String]) -> pid_t? {
    var cArguments = argv.map { strdup($0) } + [nil]
    defer {
      for pointer in cArguments { free(pointer) }
    }
    var pid = pid_t()
    let spawned = SpawnAttributes.withDefaultSignals { attributes in
      ChildEnvironment.withChildEnvironment {
        posix_spawn(&pid, argv[0], nil, attributes, &cArguments, $0)
      }
    }
    return spawned == 0 ? pid : nil
  }

  /// Waits for `pid` to exit; stops dogear too while it is stopped.
  private static func waitForExit(of pid: pid_t) {
    while true {
      var status: Int32 = 0
      let result = waitpid(pid, &status, WUNTRACED)
      if result == -1 {
        if errno == EINTR { continue }
        return
      }
      // WIFSTOPPED is a macro: the low byte is 0x7f for a stopped child.
      if status & 0xFF == 0x7F {
        raise(SIGSTOP)
        kill(pid, SIGCONT)
        continue
      }
      return
    }
  }

  private static func ignoreInterrupts() -> [Int32: sigaction] {
    var previous: [Int32: sigaction] = [:]
    for signal in [SIGINT, SIGQUIT] {
      var ignore = sigaction()
      ignore.__sigaction_handler.sa_handler = SIG_IGN
      sigemptyset(&ignore.sa_mask)
      var old = sigaction()
      if sigaction(signal, &ignore, &old) == 0 { previous[signal] = old }
    }
    return previous
  }

  private static func restoreInterrupts(_ previous: [Int32: sigaction]) {
    for (signal, action) in previous {
      var action = action
      sigaction(signal, &action, nil)
    }
  }
}
