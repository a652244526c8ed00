import DogearCore
import DogearReader
import DogearTestSupport
import Testing

/// The debouncer under random timelines of reports and flushes, with a dumb timer that fires
/// each scheduled tag at its time, as the shell does. Times are integer milliseconds.
@Suite("Push debouncer properties")
struct PushDebouncerPropertyTests {
  private enum Happening {
    case report
    case flush
  }

  /// Runs a timeline through the debouncer and its timers; returns the times of the pushes.
  private static func run(_ timeline: [(time: Int, happening: Happening)], delayMillis: Int)
    -> [Int]
  {
    var debouncer = PushDebouncer(delay: Double(delayMillis) / 1000)
    var timers: [(due: Int, tag: Int)] = []
    var pushes: [Int] = []
    func fireTimers(upTo time: Int) {
      for timer in timers where timer.due <= time {
        if debouncer.timerFired(tag: timer.tag) { pushes.append(timer.due) }
      }
      timers.removeAll { $0.due <= time }
    }
    for (time, happening) in timeline {
      fireTimers(upTo: time)
      switch happening {
      case .report:
        let timer = debouncer.reported()
        timers.append((time + Int((timer.delay * 1000).rounded()), timer.tag))
      case .flush:
        if debouncer.flush() { pushes.append(time) }
      }
    }
    fireTimers(upTo: Int.max)
    return pushes
  }

  /// The bursts of a timeline, counted from the times alone: a report opens a new burst when
  /// it is the first, when the previous report is `delayMillis` or more behind it (its timer
  /// has fired), or when a flush came since.
  private static func burstCount(_ timeline: [(time: Int, happening: Happening)], delayMillis: Int)
    -> Int
  {
    var bursts = 0
    var lastReport: Int?
    var flushedSinceReport = false
    for (time, happening) in timeline {
      switch happening {
      case .flush: flushedSinceReport = true
      case .report:
        let timerStillWaiting = lastReport.map { time - $0 < delayMillis } ?? false
        if !timerStillWaiting || flushedSinceReport { bursts += 1 }
        lastReport = time
        flushedSinceReport = false
      }
    }
    return bursts
  }

  private static func timeline(using random: inout SeededGenerator) -> [(Int, Happening)] {
    var time = 0
    return (0..<Int.random(in: 1...80, using: &random)).map { _ in
      time += Int.random(in: 0...2500, using: &random)
      let happening: Happening = Int.random(in: 0..<10, using: &random) == 0 ? .flush : .report
      return (time, happening)
    }
  }

  @Test("every burst of reports pushes exactly once: never twice, never lost")
  func oncePerBurst() {
    var random = SeededGenerator(seed: 99)
    for run in 0..<3000 {
      let timeline = Self.timeline(using: &random)
      let pushes = Self.run(timeline, delayMillis: 1000)
      #expect(pushes.count == Self.burstCount(timeline, delayMillis: 1000), "run \(run)")
    }
  }

  @Test("a push only comes after at least one report since the previous push")
  func noPushWithoutReport() {
    var random = SeededGenerator(seed: 5)
    for run in 0..<3000 {
      let timeline = Self.timeline(using: &random)
      var debouncer = PushDebouncer()
      var reportedSincePush = false
      var tags: [Int] = []
      for (_, happening) in timeline {
        switch happening {
        case .report:
          tags.append(debouncer.reported().tag)
          reportedSincePush = true
        case .flush:
          if debouncer.flush() {
            #expect(reportedSincePush, "run \(run)")
            reportedSincePush = false
          }
        }
        // A stale or repeated timer may fire at any moment; it must never push on its own.
        if let tag = tags.randomElement(using: &random), debouncer.timerFired(tag: tag) {
          #expect(reportedSincePush, "run \(run)")
          #expect(tag == tags.last, "run \(run)")
          reportedSincePush = false
        }
      }
    }
  }

  @Test("a report that comes before the timer fires postpones the push: no push mid-burst")
  func trailing() {
    var random = SeededGenerator(seed: 11)
    for run in 0..<1000 {
      let gaps = (0..<Int.random(in: 2...30, using: &random)).map { _ in
        Int.random(in: 0...999, using: &random)
      }
      var time = 0
      let timeline = gaps.map { gap -> (Int, Happening) in
        time += gap
        return (time, .report)
      }
      #expect(Self.run(timeline, delayMillis: 1000) == [time + 1000], "run \(run)")
    }
  }
}
