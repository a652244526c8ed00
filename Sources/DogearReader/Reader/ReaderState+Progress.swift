import DogearCore
import DogearSyncRules
import FoundationEssentials

/// Saving and pushing progress (DESIGN.md "Reporting", "Furthest wins", "Sync").
extension ReaderState {
  /// A tracker report of the reading position: saved at once when it is further than the
  /// saved one in document order (or finishes the article), and pushed to the server after
  /// the debounce (`scheduling`) or by the caller's flush.
  mutating func record(report fraction: Double?, now: Date, scheduling: Bool = true)
    -> [ReaderEffect]
  {
    guard let fraction else { return [] }
    let finished = fraction >= 1
    let point = readingPoint?.point ?? heldPoint
    guard isFurther(point: point, finished: finished) else { return [] }
    let progress = progressRecord(point: point, finished: finished, now: now)
    saved = progress
    savedPoint = finished ? nil : point
    migration = nil
    if prompt.offeredProgress != nil { prompt = .hidden }
    let timer = debouncer.reported()
    var effects: [ReaderEffect] = [.saveProgress(bookmarkID: bookmark.id, progress)]
    if scheduling { effects.append(.scheduleTimer(tag: timer.tag, after: timer.delay)) }
    return effects
  }

  /// Furthest wins (`ProgressReach.isFurther`), in this layout's document order: the saved
  /// record's place is `savedPoint` when it resolves here, else only its percent counts.
  func isFurther(point: Int, finished: Bool) -> Bool {
    let here = ProgressReach(
      isFinished: finished, percent: percent(ofPoint: point), offset: point,
      textLength: text.length)
    let before = saved.map {
      ProgressReach(
        isFinished: $0.isFinished, percent: $0.percent, offset: savedPoint,
        textLength: savedPoint == nil ? nil : text.length)
    }
    return here.isFurther(than: before)
  }

  /// What waits for the first action that carries a time: the converted record of a
  /// position saved before positions, and the tracker's report on open (content that fits
  /// counts as read).
  mutating func settleOpening(now: Date) -> [ReaderEffect] {
    var effects: [ReaderEffect] = []
    if let migration {
      self.migration = nil
      effects.append(.saveProgress(bookmarkID: bookmark.id, migration))
    }
    if let report = openingReport {
      openingReport = nil
      effects += record(report: report, now: now)
    }
    return effects
  }

  /// The current tag's timer ran out: push what is saved.
  mutating func timerFired(tag: Int) -> [ReaderEffect] {
    guard debouncer.timerFired(tag: tag), let saved else { return [] }
    return [.pushProgress(bookmarkID: bookmark.id, saved)]
  }

  /// `q`, quit or a signal: save where reading last moved when it is further than the saved
  /// position, however small the step (a look since then does not count), flush the push,
  /// close.
  mutating func leave(now: Date) -> [ReaderEffect] {
    var effects: [ReaderEffect] = []
    if case .listening = mode { effects.append(.stopSpeaking) }
    if let reading = readingPoint {
      let report = tracker.leave(at: trackerViewport(point: reading.point, atEnd: reading.atEnd))
      effects = record(report: report, now: now, scheduling: false)
    }
    if debouncer.flush(), let saved {
      effects.append(.pushProgress(bookmarkID: bookmark.id, saved))
    }
    if let session = endedSession(at: now) { effects.append(.recordSession(session)) }
    recorder = nil
    effects.append(.close)
    isClosed = true
    mode = .reading
    return effects
  }

  /// The server's progress: furthest wins, its anchor resolved in this layout (its percent
  /// only when that fails). When it is further it is saved locally with its position and
  /// offered as another device's place ("Read further on another device"), on open or when
  /// the reader's check finds it later, never jumped to by itself.
  mutating func receiveServerProgress(_ server: ReadingProgress) -> [ReaderEffect] {
    let point = resolvedPoint(of: server)
    let further: Bool
    if server.isFinished {
      further = isFurther(point: point ?? 0, finished: true)
    } else if let point {
      further = isFurther(point: point, finished: false)
    } else {
      further = false
    }
    guard further else { return [] }
    var merged = server
    if let point, !server.isFinished {
      merged = progressRecord(point: point, finished: false, now: server.updatedAt)
      merged.anchorPath = server.anchorPath ?? merged.anchorPath
      merged.isSynced = server.isSynced
    }
    saved = merged
    savedPoint = point
    if point != nil { prompt = .furtherElsewhere(merged) }
    return [.saveProgress(bookmarkID: bookmark.id, merged)]
  }
}
