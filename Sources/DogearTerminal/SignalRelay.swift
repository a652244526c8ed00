import FoundationEssentials
import Synchronization

#if canImport(Glibc)
  import Glibc
#endif

/// Catches SIGINT, SIGTERM, SIGHUP and SIGQUIT (and SIGCONT, to repaint after `fg`) so the
/// program leaves through its normal path: ncurses' own handlers would exit(1) before the
/// progress is saved (LINUX-NOTES.md "Signals").
///
/// The handler only sets a bit and writes a byte to the wake pipe, both async-signal-safe.
/// SIGWINCH and SIGTSTP stay with ncurses (KEY_RESIZE, and endwin before stopping).
enum SignalRelay {
  /// Signals that end the program: delivered to the app as `.signal(n)`.
  static let leaving: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]
  /// Every signal the relay catches.
  static let caught: [Int32] = leaving + [SIGCONT]
  /// Signals blocked while the loop works and unblocked only inside ppoll, so none can
  /// arrive between "nothing to do" and "sleep" and be missed.
  static let deferred: [Int32] = caught + [SIGWINCH, SIGTSTP]

  private static let pending = Atomic<UInt64>(0)
  private static let wakeDescriptor = Atomic<Int32>(-1)

  /// Installs the handler; returns the previous actions for `restore`.
  static func install(wakingDescriptor descriptor: Int32) -> [Int32: sigaction] {
    wakeDescriptor.store(descriptor, ordering: .sequentiallyConsistent)
    var previous: [Int32: sigaction] = [:]
    for signal in caught {
      var action = sigaction()
      action.__sigaction_handler.sa_handler = { number in
        SignalRelay.pending.bitwiseOr(
          UInt64(1) << UInt64(number), ordering: .sequentiallyConsistent)
        WakePipe.wake(SignalRelay.wakeDescriptor.load(ordering: .sequentiallyConsistent))
      }
      sigemptyset(&action.sa_mask)
      action.sa_flags = SA_RESTART
      var old = sigaction()
      if sigaction(signal, &action, &old) == 0 { previous[signal] = old }
    }
    return previous
  }

  static func restore(_ previous: [Int32: sigaction]) {
    for (signal, action) in previous {
      var action = action
      sigaction(signal, &action, nil)
    }
    wakeDescriptor.store(-1, ordering: .sequentiallyConsistent)
  }

  /// The signals caught since the last call, lowest number first.
  static func takePending() -> [Int32] {
    let bits = pending.exchange(0, ordering: .sequentiallyConsistent)
    // Every loop turn asks: with none caught (nearly always), no 63 tests and no arrays.
    guard bits != 0 else { return [] }
    return (1..<64).filter { bits & (UInt64(1) << UInt64($0)) != 0 }.map { Int32($0) }
  }

  /// Blocks the deferred signals on the calling thread (and the threads it starts later);
  /// returns the mask it had, for `restoreMask`.
  static func blockDeferred() -> sigset_t {
    var deferredSet = set(of: deferred)
    var previous = sigset_t()
    pthread_sigmask(SIG_BLOCK, &deferredSet, &previous)
    return previous
  }

  static func restoreMask(_ mask: sigset_t) {
    var mask = mask
    pthread_sigmask(SIG_SETMASK, &mask, nil)
  }

  /// The calling thread's mask with the deferred signals let through: for ppoll and for
  /// the moments the terminal waits for a key.
  static func waitMask() -> sigset_t {
    var mask = sigset_t()
    pthread_sigmask(SIG_SETMASK, nil, &mask)
    for signal in deferred { sigdelset(&mask, signal) }
    return mask
  }

  /// A signal set holding `signals`.
  static func set(of signals: [Int32]) -> sigset_t {
    var set = sigset_t()
    sigemptyset(&set)
    for signal in signals { sigaddset(&set, signal) }
    return set
  }
}
