import Foundation

/// Saving and pushing progress (DESIGN.md "Reporting", "Furthest wins", "Sync").
extension ReaderState {
  /// A tracker report: saved at once when it is the furthest, with the reading line's anchor,
  /// and pushed to the server after the debounce (`scheduling`) or by the caller's flush.
  mutating func record(report fraction: Double?, now: Date, scheduling: Bool = true)
    -> [ReaderEffect]
  {
    guard let fraction else { return [] }
    let percent = ProgressMath.percent(fraction)
    guard FurthestProgress.shouldSave(percent: percent, over: saved) else { return [] }
    let progress = progressRecord(percent: percent, now: now)
    saved = progress
    if case .offered = prompt { prompt = .hidden }
    let timer = debouncer.reported()
    var effects: [ReaderEffect] = [.saveProgress(bookmarkID: bookmark.id, progress)]
    if scheduling { effects.append(.scheduleTimer(tag: timer.tag, after: timer.delay)) }
    return effects
  }

  /// The record for `percent` now: the reading spot's anchor, except at 0 and 100 where
  /// there is nothing to come back to.
  func progressRecord(percent: Int, now: Date) -> ReadingProgress {
    guard percent > 0, percent < 100, let spot else {
      return ReadingProgress(percent: percent, updatedAt: now)
    }
    return ReadingProgress(
      percent: percent, anchorPath: spot.anchor.path.css, anchorOffset: spot.anchor.offset,
      updatedAt: now)
  }

  /// The report the tracker made on open, saved now that a time is known.
  mutating func settleOpeningReport(now: Date) -> [ReaderEffect] {
    guard let report = openingReport else { return [] }
    openingReport = nil
    return record(report: report, now: now)
  }

  /// The current tag's timer ran out: push what is saved.
  mutating func timerFired(tag: Int) -> [ReaderEffect] {
    guard debouncer.timerFired(tag: tag), let saved else { return [] }
    return [.pushProgress(bookmarkID: bookmark.id, saved)]
  }

  /// `q`, quit or a signal: save the exact position when further, flush the push, close.
  mutating func leave(now: Date) -> [ReaderEffect] {
    var effects = record(report: tracker.leave(at: viewport), now: now, scheduling: false)
    if debouncer.flush(), let saved {
      effects.append(.pushProgress(bookmarkID: bookmark.id, saved))
    }
    effects.append(.close)
    isClosed = true
    mode = .reading
    return effects
  }

  /// The server's progress: furthest wins. When it is further than what was known it is
  /// saved locally too, and it may offer (or update) the jump prompt.
  mutating func receiveServerProgress(_ server: ReadingProgress) -> [ReaderEffect] {
    guard let merged = FurthestProgress.merge(local: saved, server: server), merged != saved
    else { return [] }
    let isFurther = merged.percent > (saved?.percent ?? -1)
    saved = merged
    if prompt != .settled, JumpPolicy.isOffered(savedPercent: merged.percent),
      isFurther || prompt != .hidden
    {
      prompt = .offered(merged)
    }
    return isFurther ? [.saveProgress(bookmarkID: bookmark.id, merged)] : []
  }
}
