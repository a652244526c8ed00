import CNCursesW
import Dispatch
import DogearCore
import DogearScreen
import FoundationEssentials
import Synchronization

/// What the loop hands to the program.
public enum LoopEvent<Message: Sendable>: Sendable {
  case input(InputEvent)
  case message(Message)
  /// SIGINT, SIGTERM, SIGHUP or SIGQUIT: leave through the normal path (save, end, exit).
  case signal(Int32)
  /// Back from Ctrl-Z (SIGCONT), at the size the window has now: the program repaints
  /// everything (`Terminal.redrawAll`), and treats the size as a resize only if it changed.
  case resumed(columns: Int, rows: Int)
}

/// What the program tells the loop after each event.
public enum LoopControl: Sendable {
  case `continue`, stop
}

/// The one thread that talks to curses, and the inbox through which everything else reaches it.
///
/// `run` sleeps in ppoll(2) on stdin and a self-pipe, with a timeout to the next timer, so it
/// never busy-waits. `post` and `schedule` may be called from any thread; they write a byte
/// to the pipe to wake the loop. SIGWINCH, SIGTSTP and the relayed signals are blocked on the
/// loop's thread except inside ppoll: a signal arriving while the loop works wakes the next
/// wait at once instead of slipping in before it (the pselect pattern).
public final class EventLoop<Message: Sendable>: Sendable {
  private struct Inbox: Sendable {
    var messages: [Message] = []
    var timers = TimerQueue<Message>()
  }

  nonisolated(unsafe) private let terminal: Terminal
  private let inbox = Mutex(Inbox())
  /// What every loop turn asks first, without the inbox (issue 41): messages posted since the
  /// last take, and the earliest timer's deadline (a Double's bits, infinity when none). Both
  /// change only under the inbox's lock. The inbox is generic over the message, and each turn
  /// that opened it looked its types up at run time (~7 K instructions a key, cold caches).
  private let posted = Atomic<Int>(0)
  private let earliestDeadline = Atomic<UInt64>(Double.infinity.bitPattern)
  /// Set on the loop's thread when stdin hung up (the terminal went away): the loop then
  /// reports SIGHUP once and stops polling stdin, which would otherwise be ready forever.
  nonisolated(unsafe) private var inputClosed = false
  nonisolated(unsafe) private var hangUpReported = false

  public init(terminal: Terminal) {
    self.terminal = terminal
  }

  /// Delivers `message` to the loop as soon as it is free. Thread-safe.
  public func post(_ message: Message) {
    inbox.withLock { inbox in
      inbox.messages.append(message)
      posted.add(1, ordering: .releasing)
    }
    terminal.wakePipe.wake()
  }

  /// Delivers `message` after `seconds`. Thread-safe. Earlier timers are never cancelled.
  public func schedule(after seconds: Double, _ message: Message) {
    let deadline = Self.now() + max(0, seconds)
    inbox.withLock { inbox in
      inbox.timers.schedule(message, at: deadline)
      earliestDeadline.store(
        (inbox.timers.nextDeadline ?? .infinity).bitPattern, ordering: .releasing)
    }
    terminal.wakePipe.wake()
  }

  /// Runs until `handle` returns `.stop`, the terminal ends, or (without `.stop`) never.
  /// Per turn: signals, then input, then posted messages, then due timers, then `settled`
  /// (where the caller paints: once for all the input that came at once, so a paste of
  /// 100 KB costs one frame, not one per character), then sleep.
  public func run(
    handle: (LoopEvent<Message>) -> LoopControl, settled: () -> Void = {}
  ) {
    // Blocked since Terminal.init already; blocking again keeps run safe on another thread.
    let previousMask = SignalRelay.blockDeferred()
    defer { SignalRelay.restoreMask(previousMask) }
    var waitMask = SignalRelay.waitMask()

    while !terminal.hasEnded {
      if deliverReady(to: handle) == .stop { return }
      settled()
      wait(mask: &waitMask)
    }
  }

  /// Hands over everything ready now: signals, then input (one event at a time, so a `.stop`
  /// leaves the rest unread), then posted messages, then due timers.
  private func deliverReady(to handle: (LoopEvent<Message>) -> LoopControl) -> LoopControl {
    var signals = SignalRelay.takePending()
    if inputClosed && !hangUpReported {
      hangUpReported = true
      if !signals.contains(SIGHUP) { signals.append(SIGHUP) }
    }
    for signal in signals {
      let event: LoopEvent<Message>
      if signal == SIGCONT {
        let (columns, rows) = terminal.size
        event = .resumed(columns: columns, rows: rows)
      } else {
        event = .signal(signal)
      }
      if handle(event) == .stop { return .stop }
    }
    while !terminal.hasEnded, !inputClosed, let input = terminal.pendingEvent() {
      if handle(.input(input)) == .stop { return .stop }
    }
    for message in takeMessages() where handle(.message(message)) == .stop {
      return .stop
    }
    return .continue
  }

  /// Posted messages, then timers due now. The inbox is opened only when `posted` or
  /// `earliestDeadline` says something is there: a message posted meanwhile wakes the pipe,
  /// so the next turn takes it.
  private func takeMessages() -> [Message] {
    let now = Self.now()
    guard posted.load(ordering: .acquiring) > 0 || deadline <= now else { return [] }
    return inbox.withLock { inbox in
      var taken: [Message] = []
      swap(&taken, &inbox.messages)
      let due = inbox.timers.popDue(now: now)
      if !due.isEmpty { taken += due }
      posted.store(0, ordering: .releasing)
      earliestDeadline.store(
        (inbox.timers.nextDeadline ?? .infinity).bitPattern, ordering: .releasing)
      return taken
    }
  }

  /// The earliest timer's deadline (infinity when none), as the inbox last said.
  private var deadline: Double {
    Double(bitPattern: earliestDeadline.load(ordering: .acquiring))
  }

  /// Sleeps until input, a wake-up, a signal or the next timer.
  private func wait(mask: inout sigset_t) {
    let deadline = self.deadline
    let timeout =
      posted.load(ordering: .acquiring) > 0
      ? 0 : PollTimeout.milliseconds(until: deadline.isFinite ? deadline : nil, now: Self.now())
    var descriptors = [
      pollfd(fd: terminal.wakePipe.readDescriptor, events: Int16(POLLIN), revents: 0)
    ]
    if !inputClosed {
      descriptors.append(pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0))
    }
    // A ppoll that returns at once delivers no pending signal: a hung-up stdin must leave
    // the set, or SIGTERM would wait forever behind it.
    let woken = dogear_ppoll(&descriptors, UInt32(descriptors.count), timeout, &mask)
    let hangUp = Int16(POLLHUP) | Int16(POLLERR) | Int16(POLLNVAL)
    if descriptors.count > 1, descriptors[1].revents & hangUp != 0 { inputClosed = true }
    // Only a woken pipe is read: a key's turn makes no read(2) that finds it empty. After a
    // signal (-1, EINTR) the handler's byte may be there: read then too.
    if woken < 0 || descriptors[0].revents != 0 { terminal.wakePipe.drain() }
  }

  /// Seconds on a monotonic clock (timers must not jump with the wall clock).
  static func now() -> Double {
    Double(DispatchTime.now().uptimeNanoseconds) / 1_000_000_000
  }
}
