import DogearCore
import DogearReader
import Testing

/// The rules of DESIGN.md "Reporting" and the iOS ScrollTracker's tests (readeck-api.md §3)
/// translated from points to lines: a 2000-line article in a 700-line viewport has a scroll
/// range of 1300 lines.
@Suite("Progress tracker")
struct ProgressTrackerTests {
  private static func at(_ top: Int, height: Int = 700, total: Int = 2000) -> Viewport {
    Viewport(top: top, height: height, total: total)
  }

  /// A tracker whose baseline is set at `top`.
  private static func opened(at top: Int = 0, height: Int = 700, total: Int = 2000)
    -> ProgressTracker
  {
    var tracker = ProgressTracker()
    _ = tracker.scrolled(to: at(top, height: height, total: total))
    return tracker
  }

  @Test("the first event sets the baseline at 0 and reports nothing")
  func firstEvent() {
    var tracker = ProgressTracker()
    #expect(tracker.scrolled(to: Self.at(0)) == nil)
    #expect(tracker.scrolled(to: Self.at(0)) == nil)
    #expect(tracker.lastReported == nil)
    #expect(tracker.progress(at: Self.at(0)) == 0)
  }

  @Test("a first event in the middle is a baseline, not a report")
  func firstEventInMiddle() {
    var tracker = ProgressTracker()
    #expect(tracker.scrolled(to: Self.at(650)) == nil)
    #expect(tracker.scrolled(to: Self.at(660)) == nil)
    #expect(tracker.scrolled(to: Self.at(700)) == 700.0 / 1300)
  }

  @Test("scrolling to the middle reports 50% and to the end reports 100%")
  func middleAndEnd() {
    var tracker = Self.opened()
    #expect(tracker.scrolled(to: Self.at(650)) == 0.5)
    #expect(tracker.scrolled(to: Self.at(1300)) == 1.0)
    #expect(tracker.lastReported == 1.0)
    #expect(tracker.isLocked)
  }

  @Test("a 10-line move is not reported, a 100-line move is")
  func threshold() {
    var tracker = Self.opened()
    #expect(tracker.scrolled(to: Self.at(10)) == nil)
    #expect(tracker.scrolled(to: Self.at(100)) == 100.0 / 1300)
  }

  @Test("the threshold is measured from the last report, in both directions")
  func thresholdFromLastReport() {
    var tracker = Self.opened()
    #expect(tracker.scrolled(to: Self.at(650)) == 0.5)
    #expect(tracker.scrolled(to: Self.at(680)) == nil)
    #expect(tracker.scrolled(to: Self.at(689)) == 689.0 / 1300)
    #expect(tracker.scrolled(to: Self.at(651)) == nil)
    #expect(tracker.scrolled(to: Self.at(650)) == 0.5)
  }

  @Test("a move of exactly the threshold reports despite floating-point error")
  func exactThreshold() {
    var tracker = Self.opened(height: 100, total: 200)
    for step in 1...33 {
      #expect(tracker.scrolled(to: Self.at(3 * step, height: 100, total: 200)) != nil, "\(step)")
    }
  }

  @Test("the threshold is a parameter")
  func customThreshold() {
    var tracker = ProgressTracker(threshold: 0.1)
    _ = tracker.scrolled(to: Self.at(0))
    #expect(tracker.scrolled(to: Self.at(100)) == nil)
    #expect(tracker.scrolled(to: Self.at(130)) == 0.1)
  }

  @Test("reaching the end reports 100 even after a small step")
  func endAfterSmallStep() {
    var tracker = Self.opened(at: 1290)
    #expect(tracker.scrolled(to: Self.at(1300)) == 1.0)
  }

  @Test("progress stays at 100 after scrolling back from the end")
  func lockedAtEnd() {
    var tracker = Self.opened()
    #expect(tracker.scrolled(to: Self.at(1300)) == 1.0)
    for top in [1295, 1300, 650, 0, 1300] {
      #expect(tracker.scrolled(to: Self.at(top)) == nil, "\(top)")
    }
    #expect(tracker.lastReported == 1.0)
    #expect(tracker.progress(at: Self.at(1295)) == 1)
    #expect(tracker.leave(at: Self.at(0)) == nil)
  }

  @Test("a 5-line article in a 20-line viewport reports 100 once")
  func shortArticleOnce() {
    var tracker = ProgressTracker()
    #expect(tracker.scrolled(to: Self.at(0, height: 20, total: 5)) == 1.0)
    #expect(tracker.scrolled(to: Self.at(0, height: 20, total: 5)) == nil)
    #expect(tracker.leave(at: Self.at(0, height: 20, total: 5)) == nil)
  }

  @Test("an article opened at its end reports 100 on the first event")
  func openedAtEnd() {
    var tracker = ProgressTracker()
    #expect(tracker.scrolled(to: Self.at(1300)) == 1.0)
  }

  @Test("short scrollable content reports real progress")
  func shortScrollable() {
    var tracker = Self.opened(height: 700, total: 900)
    #expect(tracker.scrolled(to: Self.at(100, height: 700, total: 900)) == 0.5)
    #expect(tracker.scrolled(to: Self.at(200, height: 700, total: 900)) == 1.0)
  }

  @Test("content that comes to fit after a resize reports 100 on the next event, once")
  func fitsAfterResize() {
    var tracker = Self.opened(height: 700, total: 1000)
    tracker.resized(to: Self.at(0, height: 1100, total: 1000))
    #expect(tracker.scrolled(to: Self.at(0, height: 1100, total: 1000)) == 1.0)
    #expect(tracker.scrolled(to: Self.at(0, height: 1100, total: 1000)) == nil)
  }

  @Test("toggling the toolbar between two events reports nothing")
  func toolbarToggle() {
    var tracker = Self.opened()
    #expect(tracker.scrolled(to: Self.at(300)) == 300.0 / 1300)
    tracker.resized(to: Self.at(300, height: 701))
    #expect(tracker.scrolled(to: Self.at(301, height: 701)) == nil)
    tracker.resized(to: Self.at(301, height: 700))
    #expect(tracker.scrolled(to: Self.at(302)) == nil)
  }

  @Test("a resize that moves the numbers is not scrolling: the next small step reports nothing")
  func resizeRebases() {
    var tracker = Self.opened()
    #expect(tracker.scrolled(to: Self.at(300)) == 300.0 / 1300)
    // A narrower terminal doubles the lines; the reader keeps the same text at the top.
    tracker.resized(to: Self.at(600, height: 700, total: 4000))
    #expect(tracker.lastReported == 300.0 / 1300)
    #expect(tracker.scrolled(to: Self.at(601, height: 700, total: 4000)) == nil)
    #expect(tracker.scrolled(to: Self.at(700, height: 700, total: 4000)) == 700.0 / 3300)
  }

  @Test("tracking resumes normally after a size change")
  func resumesAfterResize() {
    var tracker = Self.opened()
    #expect(tracker.scrolled(to: Self.at(500)) == 500.0 / 1300)
    tracker.resized(to: Self.at(500, height: 654))
    #expect(tracker.scrolled(to: Self.at(600, height: 654)) == 600.0 / 1346)
  }

  @Test("a resize before any scroll sets no baseline and reports nothing")
  func resizeFirst() {
    var tracker = ProgressTracker()
    tracker.resized(to: Self.at(0, height: 20, total: 5))
    #expect(tracker.lastReported == nil)
    #expect(tracker.scrolled(to: Self.at(0)) == nil)
  }

  @Test("leaving reports the exact position when it is further, however small the step")
  func leaveSmallStep() {
    var tracker = Self.opened()
    #expect(tracker.scrolled(to: Self.at(650)) == 0.5)
    #expect(tracker.scrolled(to: Self.at(655)) == nil)
    #expect(tracker.leave(at: Self.at(655)) == 655.0 / 1300)
    #expect(tracker.lastReported == 655.0 / 1300)
  }

  @Test("leaving behind the last report, or where it was, reports nothing")
  func leaveNotFurther() {
    var tracker = Self.opened()
    #expect(tracker.scrolled(to: Self.at(650)) == 0.5)
    #expect(tracker.leave(at: Self.at(640)) == nil)
    #expect(tracker.leave(at: Self.at(650)) == nil)
  }

  @Test("leaving without any report reports any position past the top")
  func leaveWithoutReport() {
    var untouched = Self.opened()
    #expect(untouched.leave(at: Self.at(0)) == nil)
    var nudged = Self.opened()
    #expect(nudged.scrolled(to: Self.at(3)) == nil)
    #expect(nudged.leave(at: Self.at(3)) == 3.0 / 1300)
  }

  @Test("leaving at the end reports 100 and locks")
  func leaveAtEnd() {
    var tracker = Self.opened(at: 1290)
    #expect(tracker.leave(at: Self.at(1300)) == 1.0)
    #expect(tracker.isLocked)
  }

  @Test("mark unread goes back to 0 and unlocks")
  func reset() {
    var tracker = Self.opened()
    #expect(tracker.scrolled(to: Self.at(1300)) == 1.0)
    tracker.reset()
    #expect(tracker.lastReported == 0)
    #expect(!tracker.isLocked)
    #expect(tracker.progress(at: Self.at(650)) == 0.5)
    #expect(tracker.scrolled(to: Self.at(650)) == 0.5)
    #expect(tracker.scrolled(to: Self.at(1300)) == 1.0)
    #expect(tracker.isLocked)
  }

  @Test("mark unread at the end stays unread until the reader comes back to the end")
  func resetAtEnd() {
    var tracker = Self.opened()
    #expect(tracker.scrolled(to: Self.at(1300)) == 1.0)
    tracker.reset()
    #expect(tracker.scrolled(to: Self.at(1300)) == nil)
    #expect(tracker.leave(at: Self.at(1300)) == nil)
    #expect(tracker.scrolled(to: Self.at(1299)) == nil)
    #expect(tracker.scrolled(to: Self.at(1300)) == 1.0)
  }

  @Test("after mark unread at the end, a resize away from the end counts as moving away")
  func resetAtEndThenResize() {
    var tracker = ProgressTracker()
    #expect(tracker.scrolled(to: Self.at(0, height: 123, total: 110)) == 1.0)
    tracker.reset()
    tracker.resized(to: Self.at(0, height: 130, total: 133))
    #expect(tracker.scrolled(to: Self.at(3, height: 130, total: 133)) == 1.0)
  }

  @Test("mark unread mid-way and leave keeps the article unread; reading on reports again")
  func resetMidway() {
    var stays = Self.opened()
    #expect(stays.scrolled(to: Self.at(650)) == 0.5)
    stays.reset()
    #expect(stays.scrolled(to: Self.at(660)) == nil)
    #expect(stays.leave(at: Self.at(650)) == nil)
    var readsOn = Self.opened()
    #expect(readsOn.scrolled(to: Self.at(650)) == 0.5)
    readsOn.reset()
    #expect(readsOn.scrolled(to: Self.at(689)) == 689.0 / 1300)
    readsOn.reset()
    #expect(readsOn.leave(at: Self.at(690)) == 690.0 / 1300)
  }

  @Test("mark unread before any event leaves the first scroll a baseline")
  func resetFirst() {
    var tracker = ProgressTracker()
    tracker.reset()
    #expect(tracker.scrolled(to: Self.at(650)) == nil)
    #expect(tracker.lastReported == 0)
  }

  @Test("after a resize that moved the numbers up, leaving must pass the last report's text")
  func leaveAfterResizeUp() {
    var tracker = Self.opened()
    #expect(tracker.scrolled(to: Self.at(650)) == 0.5)
    // Hiding the hero moves the same text further along the (shorter) range.
    tracker.resized(to: Self.at(650, height: 700, total: 1400))
    #expect(tracker.leave(at: Self.at(640, height: 700, total: 1400)) == nil)
    #expect(tracker.leave(at: Self.at(651, height: 700, total: 1400)) == 651.0 / 700)
  }
}
