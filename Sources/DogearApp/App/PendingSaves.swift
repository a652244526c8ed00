import DogearCore

/// What the shell must do for the saves (DESIGN.md "Reporting": a save that fails stays
/// pending, is retried, and is written before the program exits; it is never counted as
/// done).
public enum SaveEffect: Equatable, Sendable {
  /// Write these, in order, and answer with `written(count:failure:)`: how many went to disk
  /// before the first one that failed, and why it failed.
  case write([ProgressSave])
  /// Call `retryFired(tag:)` after this many seconds; older tags do nothing.
  case scheduleRetry(tag: Int, after: Double)
}

/// A step of leaving (`PendingSaves.exitStep`), when the loop no longer runs and no timer
/// can fire.
public enum ExitStep: Equatable, Sendable {
  /// Write these, in order, and answer with `written(count:failure:)`.
  case write([ProgressSave])
  /// Wait this long, then call `exitStep()` again.
  case pause(Double)
  /// The library could not take these in time; append them to the journal beside it (the
  /// next process that writes to the library writes them in) and answer with
  /// `journaled(failure:)`.
  case journal([ProgressSave])
  /// Nothing more can be done; print this after the terminal is restored and exit with
  /// status 1.
  case giveUp(String)
}

/// The saves that failed (the library locked by another process past its busy timeout, a full
/// disk) and the decision of when to try them again, as a value: the shell only writes and
/// reports back (STYLE.md 2, 8).
///
/// - A save goes straight to the store while nothing waits. Once one failed, later saves
///   queue behind it (in order, so a mark unread is never overtaken by an older reading
///   save) and go with the next retry: a locked library would otherwise freeze every key
///   for the busy timeout.
/// - Retries back off along `retryDelays` (the last one repeats) and start again from the
///   first after a success.
/// - Leaving writes what waits up to `exitAttempts` times, `exitPause` apart (with the
///   store's brief wait, about a second in all: issue 30), then hands it to the journal
///   beside the library; only when that fails too does it give up with a message naming
///   what was not saved.
public struct PendingSaves: Equatable, Sendable {
  public static let retryDelays: [Double] = [1, 2, 4, 8, 15]
  public static let exitAttempts = 2
  public static let exitPause = 0.5

  /// Saves not on disk yet, oldest first.
  public private(set) var waiting: [ProgressSave] = []
  /// Failed attempts in a row (0 after a success).
  public private(set) var failures = 0
  /// Why the last attempt failed, for the status line and the exit message.
  public private(set) var lastFailure: String?
  /// The tag of the newest retry timer; 0 when none is scheduled.
  public private(set) var retryTag = 0
  private var tagCounter = 0
  /// The batch handed out by the last `.write`, until `written` answers it.
  private var inFlight: [ProgressSave] = []
  /// Attempts made while leaving; nil while the program runs.
  private var exitTries: Int?
  /// Leaving: the pause between two attempts was handed out.
  private var pausedSinceLastTry = false
  /// Leaving: the journal was asked for (once).
  private var journalAsked = false
  /// Leaving: what the journal holds for the next process, for the note on stderr.
  public private(set) var journaled: [ProgressSave] = []
  /// Leaving: a position could not be written at all (the program exits with status 1).
  public private(set) var gaveUp = false

  public init() {}

  /// The program is leaving: `exitStep` wrote at least once.
  public var isLeaving: Bool { exitTries != nil }

  /// True when nothing waits to be written.
  public var isEmpty: Bool { waiting.isEmpty && inFlight.isEmpty }

  /// A new save: written now when nothing waits, else queued for the next retry.
  public mutating func save(_ save: ProgressSave) -> [SaveEffect] {
    guard waiting.isEmpty, inFlight.isEmpty else {
      enqueue(save)
      return []
    }
    inFlight = [save]
    return [.write(inFlight)]
  }

  /// The answer to the last `.write`: the first `count` are on disk; `failure` is why the
  /// next one is not (nil: all written).
  public mutating func written(count: Int, failure: String?) -> [SaveEffect] {
    let batch = inFlight
    inFlight = []
    let unwritten = Array(batch.dropFirst(max(0, count)))
    waiting = unwritten + waiting
    guard let failure, !waiting.isEmpty else {
      if waiting.isEmpty {
        failures = 0
        lastFailure = nil
      }
      return waiting.isEmpty || exitTries != nil ? [] : retryNow()
    }
    failures += 1
    lastFailure = failure
    guard exitTries == nil else { return [] }
    return [scheduleRetry()]
  }

  /// A retry timer went off: write what waits, unless the tag is stale.
  public mutating func retryFired(tag: Int) -> [SaveEffect] {
    guard tag == retryTag, tag != 0 else { return [] }
    retryTag = 0
    guard inFlight.isEmpty, !waiting.isEmpty else { return [] }
    return retryNow()
  }

  /// The next step of leaving: write what waits (again), pause between attempts, and give up
  /// after `exitAttempts`. Nil when everything is written: the program may exit.
  public mutating func exitStep() -> ExitStep? {
    guard !waiting.isEmpty else { return nil }
    let tries = exitTries ?? 0
    retryTag = 0
    guard tries < Self.exitAttempts else {
      guard journalAsked else {
        journalAsked = true
        return .journal(waiting)
      }
      gaveUp = true
      return .giveUp(exitMessage)
    }
    if tries > 0, inFlight.isEmpty, !pausedSinceLastTry {
      pausedSinceLastTry = true
      return .pause(Self.exitPause)
    }
    pausedSinceLastTry = false
    exitTries = tries + 1
    inFlight = waiting
    waiting = []
    return .write(inFlight)
  }

  /// The answer to `.journal`: nil when the saves are in the journal (then nothing waits).
  public mutating func journaled(failure: String?) {
    guard let failure else {
      journaled = waiting
      waiting = []
      return
    }
    lastFailure = failure
  }

  /// What stderr says after leaving when positions went to the journal (nil: none did).
  public var journalNote: String? {
    guard !journaled.isEmpty else { return nil }
    let names = journaled.map { "\($0.bookmarkID) at \($0.progress.percent)%" }
    return "dogear: the library is busy; reading position kept beside it and saved when "
      + "dogear next writes to it (\(names.joined(separator: ", ")))"
  }

  /// What stderr says when a position could not be written at all.
  var exitMessage: String {
    let names = waiting.map { "\($0.bookmarkID) at \($0.progress.percent)%" }
    let reason = lastFailure.map { ": \($0)" } ?? ""
    return "dogear: reading position not saved (\(names.joined(separator: ", ")))\(reason)"
  }

  private mutating func retryNow() -> [SaveEffect] {
    inFlight = waiting
    waiting = []
    return [.write(inFlight)]
  }

  private mutating func scheduleRetry() -> SaveEffect {
    tagCounter &+= 1
    retryTag = tagCounter
    let index = min(max(0, failures - 1), Self.retryDelays.count - 1)
    return .scheduleRetry(tag: retryTag, after: Self.retryDelays[index])
  }

  /// Queues behind what waits. An explicit act replaces the bookmark's older saves (it sets
  /// the value whatever was before); a reading save replaces an older reading save it is
  /// at least as far as (the store keeps the furthest anyway).
  private mutating func enqueue(_ save: ProgressSave) {
    if save.force {
      waiting.removeAll { $0.bookmarkID == save.bookmarkID }
    } else if let last = waiting.lastIndex(where: { $0.bookmarkID == save.bookmarkID }),
      !waiting[last].force, !waiting[last].progress.reach.isFurther(than: save.progress.reach)
    {
      waiting.remove(at: last)
    }
    waiting.append(save)
  }
}
