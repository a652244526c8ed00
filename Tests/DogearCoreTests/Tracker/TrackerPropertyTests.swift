import DogearCore
import DogearReader
import DogearTestSupport
import Testing

/// Properties of the tracker over thousands of random reading sessions. Every session comes
/// from a fixed seed, so a failure names the seed and replays the same way.
@Suite("Tracker properties")
struct TrackerPropertyTests {
  private static let sessions: UInt64 = 3000
  private static let sessionLength = 150

  /// What one event made the tracker do, with the state before it.
  private struct Step {
    var event: TrackerEvent
    var report: Double?
    var previousReport: Double?
    var wasLocked: Bool
  }

  private static func replay(_ events: [TrackerEvent], threshold: Double = 0.03) -> [Step] {
    var tracker = ProgressTracker(threshold: threshold)
    return events.map { event in
      let previous = tracker.lastReported
      let wasLocked = tracker.isLocked
      let report: Double?
      switch event {
      case .scroll(let viewport): report = tracker.scrolled(to: viewport)
      case .resize(let viewport):
        tracker.resized(to: viewport)
        report = nil
      case .leave(let viewport): report = tracker.leave(at: viewport)
      case .reset:
        tracker.reset()
        report = nil
      }
      return Step(event: event, report: report, previousReport: previous, wasLocked: wasLocked)
    }
  }

  private static func forEachSession(
    resets: Bool = true, _ check: (UInt64, [Step]) -> Void
  ) {
    for seed in 1...sessions {
      var generator = ReadingSessionGenerator(seed: seed)
      generator.includesResets = resets
      check(seed, replay(generator.session(length: sessionLength)))
    }
  }

  @Test("progress and every report stay in 0...1")
  func boundedReports() {
    Self.forEachSession { seed, steps in
      for step in steps {
        if let report = step.report {
          #expect((0...1).contains(report), "seed \(seed): \(step.event)")
        }
      }
    }
  }

  @Test("fraction and percent stay in range for any viewport, even a nonsensical one")
  func boundedFraction() {
    var random = SeededGenerator(seed: 7)
    for _ in 0..<20_000 {
      let viewport = Viewport(
        top: Int.random(in: -5000...20_000, using: &random),
        height: Int.random(in: -5...300, using: &random),
        total: Int.random(in: -5...20_000, using: &random))
      let fraction = ProgressMath.fraction(of: viewport)
      #expect((0...1).contains(fraction), "\(viewport)")
    }
  }

  @Test("nothing is reported after 1 until mark unread, so no report is lower once 1 was")
  func lockedAfterEnd() {
    Self.forEachSession { seed, steps in
      for step in steps where step.wasLocked {
        #expect(step.report == nil, "seed \(seed): \(step.event)")
      }
    }
  }

  @Test("the first report after 1 comes only after a mark unread")
  func noRegressionWithoutReset() {
    Self.forEachSession(resets: false) { seed, steps in
      var reachedEnd = false
      for step in steps {
        if let report = step.report {
          #expect(!reachedEnd || report >= 1, "seed \(seed): \(step.event)")
          reachedEnd = reachedEnd || report >= 1
        }
      }
    }
  }

  @Test("leave never reports a value lower than the last report")
  func leaveNeverLower() {
    Self.forEachSession { seed, steps in
      for step in steps {
        guard case .leave = step.event, let report = step.report else { continue }
        #expect(report > (step.previousReport ?? 0), "seed \(seed): \(step.event)")
      }
    }
  }

  @Test("a scroll that does not reach the end reports only after a move of the threshold")
  func thresholdRespected() {
    Self.forEachSession { seed, steps in
      // A resize or a mark unread moves the comparison point away from the last report.
      var rebasedSinceReport = false
      for step in steps {
        switch step.event {
        case .resize, .reset: rebasedSinceReport = true
        default: break
        }
        guard let report = step.report else { continue }
        if case .scroll = step.event, report < 1, !rebasedSinceReport,
          let previous = step.previousReport
        {
          #expect(abs(report - previous) >= 0.03 - 1e-9, "seed \(seed): \(step.event)")
        }
        rebasedSinceReport = false
      }
    }
  }

  @Test("a scroll event right where a resize left the reader reports nothing unless at the end")
  func resizeIsNotScrolling() {
    for seed in 1...Self.sessions {
      var generator = ReadingSessionGenerator(seed: seed)
      var tracker = ProgressTracker()
      for event in generator.session(length: Self.sessionLength) {
        switch event {
        case .scroll(let viewport): _ = tracker.scrolled(to: viewport)
        case .resize(let viewport):
          tracker.resized(to: viewport)
          var probe = tracker
          let report = probe.scrolled(to: viewport)
          #expect(report == nil || report == 1, "seed \(seed): \(event)")
          if ProgressMath.fraction(of: viewport) < 1 {
            #expect(report == nil, "seed \(seed): \(event)")
          }
        case .leave(let viewport): _ = tracker.leave(at: viewport)
        case .reset: tracker.reset()
        }
      }
    }
  }
}
