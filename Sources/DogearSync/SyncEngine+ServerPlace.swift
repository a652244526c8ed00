import DogearCore
import DogearReadeck
import DogearStore
import DogearSyncRules
import FoundationEssentials

/// Furthest wins on the server too: before the queue goes, each reading push waiting is
/// checked against the server's place (`ReadingPushCheck`), asked for again (one request for
/// that bookmark) when this engine has not learned it lately. A push behind it is taken out
/// of the queue without a request; acts are never held.
extension SyncEngine {
  func holdPushesBehindServer(only bookmarkID: String?, into report: inout SyncReport) async throws
  {
    let pushes = try library.pendingChanges(limit: Int.max).filter {
      (bookmarkID == nil || $0.bookmarkID == bookmarkID) && $0.isReadingPush
    }
    var asked: Set<String> = []
    var serverAnswers = true
    for change in pushes {
      guard let id = change.id, case .progress(let percent, _, _) = change.kind else { continue }
      let bookmark = change.bookmarkID
      guard try library.bookmark(id: bookmark)?.source == .readeck else { continue }
      var verdict = try check(percent, of: bookmark, staleIsEnough: !serverAnswers)
      if verdict == .askFirst, !asked.contains(bookmark) {
        asked.insert(bookmark)
        serverAnswers = await askServerPlace(of: bookmark)
        verdict = try check(percent, of: bookmark, staleIsEnough: true)
      }
      guard verdict == .hold else { continue }
      // The fetch's merge may have dropped it already (the server further, adopted here).
      try library.transaction { () throws(LibraryError) in
        try library.completeChange(id)
        // The server has better than this: the local position is not "unsent".
        try library.markProgressSynced(id: bookmark, percent: percent)
      }
      report.pushesHeld += 1
    }
  }

  private func check(_ percent: Int, of id: String, staleIsEnough: Bool) throws
    -> ReadingPushCheck.Verdict
  {
    let known = try library.serverProgress(id: id)?.seenPercent.map {
      ServerPlace(percent: $0, seenAt: serverPlaceSeen[id])
    }
    return ReadingPushCheck.check(
      percent: percent, isAct: false, known: known, now: options.now(),
      staleIsEnough: staleIsEnough)
  }

  /// Asks the server for one bookmark's place (its merge records it); false when the server
  /// cannot be reached, so the other pushes decide on what is known without asking.
  private func askServerPlace(of id: String) async -> Bool {
    do {
      _ = try await fetchProgress(id: id)
      return true
    } catch {
      return !FailureSort(error).stopsEverything
    }
  }

  /// The server's place for `id` and this library's own after the merge: the two the app
  /// compares when an article opens (`AppState.serverProgress`). Both are read here, on the
  /// engine, so the shell reads nothing from the store off its loop. nil as `fetchProgress`.
  public func places(id: String) async throws -> (server: ReadingProgress, local: ReadingProgress?)?
  {
    guard let server = try await fetchProgress(id: id) else { return nil }
    return (server, try library.progress(id: id))
  }
}

extension PendingChange {
  /// A reading position to send (not an act): it must never lower the server's place.
  var isReadingPush: Bool {
    // A 0 is always an act (reading never queues one), marked or from before the mark.
    if case .progress(let percent, _, let isAct) = kind { return !isAct && percent != 0 }
    return false
  }
}
