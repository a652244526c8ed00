/// Turns the stream of line-offset events of one reading into progress reports
/// (DESIGN.md "Definitions", "Reporting").
///
/// - The first scroll event only sets the baseline: opening an article is not reading it.
///   It reports at once only when progress is already 1 (the article fits, or opened at the end).
/// - After that, a scroll reports when progress moved at least `threshold` (0.03) away from the
///   last report, in either direction, or when it first reaches 1.
/// - Once 1 has been reported, progress stays 1 for this reading: scrolling back reports nothing.
/// - A size change (bar, toolbar, hero or summary toggled, terminal resized) is not scrolling:
///   it never reports, and it moves the comparison point along with the text so that the next
///   scroll is measured from where the last report now sits, not from its old number.
/// - Leaving reports the exact current progress when it is further than the last report,
///   however small the step, so the reader comes back to exactly where they stopped.
/// - Mark unread resets to 0 and unlocks. Tracking starts afresh from where the reader is:
///   staying put (or leaving) keeps the article unread, reading on reports again.
///
/// Reports are fractions in 0...1: when one is due, the reader saves the percent of its
/// reading point in the text (`ReaderState.percent(ofPoint:)`).
public struct ProgressTracker: Equatable, Sendable {
  /// The smallest move, as a fraction of the article, that makes a new report.
  public let threshold: Double
  /// The last progress this tracker reported (or 0 after a reset); nil before any report.
  public private(set) var lastReported: Double?
  /// True once 1 was reported: the article has been read to the end in this reading.
  public private(set) var isLocked = false
  /// Where the last report (or the baseline, or the reset) sits in the current layout, as a
  /// fraction; nil before the first scroll.
  private var reference: Double?
  /// The last viewport seen, to tell how far a size change moved the text.
  private var lastViewport: Viewport?
  /// Set by a mark unread at the very end: being at the end again is not reaching it until
  /// the reader has moved away from it.
  private var endNeedsArrival = false

  public init(threshold: Double = 0.03) {
    self.threshold = threshold
  }

  /// The progress to show for `viewport`: 1 once locked, else the plain fraction.
  public func progress(at viewport: Viewport) -> Double {
    isLocked ? 1 : ProgressMath.fraction(of: viewport)
  }

  /// A scroll (the user moved; sizes unchanged). Returns the fraction to report, if any.
  ///
  /// The first event sets the baseline and reports only if progress is already 1 (content
  /// that fits, or opened at the end). Later events report when `|p - lastReported| >=
  /// threshold`, or on first reaching 1; once 1 was reported it stays 1. After a resize or a
  /// mark unread, the distance is measured from where the last report's text (or the mark)
  /// now sits.
  public mutating func scrolled(to viewport: Viewport) -> Double? {
    observe(viewport)
    if isLocked { return nil }
    let fraction = ProgressMath.fraction(of: viewport)
    guard let reference else {
      self.reference = fraction
      return fraction >= 1 ? report(1) : nil
    }
    if fraction >= 1 {
      return endNeedsArrival ? nil : report(1)
    }
    if abs(fraction - reference) >= threshold - ProgressMath.tolerance {
      return report(fraction)
    }
    return nil
  }

  /// A size change (bar, toolbar, hero, summary toggled; terminal resized): never reports,
  /// never counts as scrolling.
  public mutating func resized(to viewport: Viewport) {
    if let reference, let lastViewport {
      let shift = ProgressMath.fraction(of: viewport) - ProgressMath.fraction(of: lastViewport)
      self.reference = reference + shift
    }
    observe(viewport)
  }

  /// Leaving the article (back, quit, signal): the exact current fraction when it is further
  /// than the last report (or than 0 when nothing was reported yet).
  ///
  /// "Further" also holds in the current layout: after a resize moved the numbers up, the
  /// reader must be past where the last report's text now sits. After a mark unread, it must
  /// be past where the mark was made.
  public mutating func leave(at viewport: Viewport) -> Double? {
    observe(viewport)
    if isLocked { return nil }
    let fraction = ProgressMath.fraction(of: viewport)
    let bar = max(lastReported ?? 0, reference ?? 0)
    guard fraction > bar else { return nil }
    return report(fraction)
  }

  /// Mark unread: back to 0, unlocked.
  ///
  /// The next report comes once the reader moved `threshold` away from here, or arrives at
  /// the end (from above it, when the mark was made at the end).
  public mutating func reset() {
    isLocked = false
    lastReported = 0
    let current = lastViewport.map(ProgressMath.fraction(of:))
    reference = current
    endNeedsArrival = (current ?? 0) >= 1
  }

  /// Remembers where the reader is; being anywhere but the end ends a mark unread's hold.
  private mutating func observe(_ viewport: Viewport) {
    lastViewport = viewport
    if ProgressMath.fraction(of: viewport) < 1 { endNeedsArrival = false }
  }

  private mutating func report(_ fraction: Double) -> Double {
    lastReported = fraction
    reference = fraction
    if fraction >= 1 { isLocked = true }
    return fraction
  }
}
