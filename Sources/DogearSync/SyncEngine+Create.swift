import DogearCore
import DogearReadeck
import DogearStore
import FoundationEssentials

/// Saving web addresses (readeck-api-2.md §2). The server has no duplicate check, so a save is
/// posted again only when no earlier attempt can have arrived: after a timeout or a dropped
/// connection the engine first looks for a bookmark with that address saved since then.
extension SyncEngine {
  /// How far the server's clock may be behind this one when matching `created` against the
  /// first unclear attempt.
  static let clockSlack: TimeInterval = 300

  /// Sends one queued save; on success the placeholder gives way to the server's bookmark
  /// (still "saving…" until its extraction has finished, see `refreshSaved`).
  func sendCreate(_ change: PendingChange, _ request: SaveRequest) async throws {
    guard let queueID = change.id else { return }
    let attemptStart = options.now()
    do {
      var found: String?
      if let since = request.unclearSince {
        found = try await findSaved(url: request.url, since: since)
      }
      let id: String
      if let found {
        id = found
      } else {
        id = try await client.create(url: request.url, labels: request.labels)
      }
      let saved = SyncEngine.savingBookmark(id: id, request, at: attemptStart)
      try library.completeSave(placeholder: change.bookmarkID, as: saved)
      savedPlaceholders[change.bookmarkID] = id
      _ = try? await refreshSaved(id: id)
    } catch let error as ReadeckError where error.rejectsChangeForGood {
      // The queue's settlement drops the placeholder with the save.
      saveFailures[change.bookmarkID] = error
      throw error
    } catch let error as ReadeckError where error.mayHaveArrived {
      saveFailures[change.bookmarkID] = error
      lastSaveFailure = error
      var unclear = request
      unclear.unclearSince = request.unclearSince ?? attemptStart
      try library.replaceChange(queueID, with: .create(unclear))
      throw error
    } catch {
      saveFailures[change.bookmarkID] = error as? ReadeckError
      lastSaveFailure = error as? ReadeckError
      throw error
    }
  }

  /// Asks the server whether a saved bookmark has been extracted. When it has, its row
  /// becomes a normal bookmark and its article is downloaded; returns true. False while the
  /// server is still extracting.
  @discardableResult
  public func refreshSaved(id: String) async throws -> Bool {
    let (remote, state) = try await client.savedBookmark(id: id)
    guard state.isFinished else { return false }
    try library.upsert([remote.localBookmark])
    if remote.hasArticle { _ = try await fetchArticle(id: id) }
    return true
  }

  /// Queues `request` with its placeholder and tries to send it now. What happened, for the
  /// command line: saved (with the server's id), queued (with why), or refused.
  public func save(_ request: SaveRequest) async throws -> SaveOutcome {
    let placeholder = try library.queueSave(request, at: options.now())
    return try await sendSave(placeholder: placeholder)
  }

  /// Sends the queue up to and including the save of `placeholder` (earlier saves go first,
  /// in order) and says what became of it.
  public func sendSave(placeholder: String) async throws -> SaveOutcome {
    var report = SyncReport()
    var failure: ReadeckError?
    do {
      try await sendQueue(into: &report, progress: { _ in })
    } catch let error as ReadeckError {
      failure = error
    }
    if let refusal = report.cannotChange { return .queued(because: refusal) }
    let waiting = try library.pendingChanges(limit: Int.max).first {
      $0.bookmarkID == placeholder
    }
    if let waiting {
      return .queued(because: failure ?? saveFailures[waiting.bookmarkID] ?? lastSaveFailure)
    }
    guard try library.bookmark(id: placeholder) == nil else {
      return .refused(failure ?? saveFailures[placeholder])
    }
    return try savedOutcome(placeholder: placeholder, failure: failure)
  }

  private func savedOutcome(placeholder: String, failure: ReadeckError?) throws -> SaveOutcome {
    guard let id = savedPlaceholders[placeholder] else {
      return .refused(failure ?? saveFailures[placeholder])
    }
    let extracted = try library.bookmark(id: id)?.site != Library.savingSite
    return .saved(id: id, extracted: extracted)
  }

  /// The bookmark with this address saved since `since` (less the clock slack), newest first.
  /// The address is compared as the server stores it: as given while the page is still
  /// being fetched, and at its final address (after redirects) once it has been.
  func findSaved(url: String, since: Date) async throws -> String? {
    let earliest = since.addingTimeInterval(-SyncEngine.clockSlack)
    let recent = try await client.newestBookmarks().filter { $0.created >= earliest }
    guard !recent.isEmpty else { return nil }
    var wanted: Set<String> = [StoredAddress.comparable(url)]
    if let found = SyncEngine.match(recent, wanted) { return found }
    if let final = await client.finalAddress(of: url) {
      wanted.insert(StoredAddress.comparable(final))
    }
    return SyncEngine.match(recent, wanted)
  }

  private static func match(_ bookmarks: [RemoteBookmark], _ wanted: Set<String>) -> String? {
    bookmarks.first { wanted.contains(StoredAddress.comparable($0.url)) }?.id
  }

  /// An address as the server keeps it: trimmed, without its `#fragment`.
  static func comparable(_ url: String) -> String {
    let trimmed = url.trimmingWhitespaceAndNewlines()
    return String(trimmed.prefix { $0 != "#" })
  }

  /// The server's new bookmark as far as this side knows it before asking: "saving…".
  static func savingBookmark(id: String, _ request: SaveRequest, at now: Date) -> Bookmark {
    Bookmark(
      id: id, title: request.url, siteName: URL(string: request.url)?.host ?? "",
      site: Library.savingSite, url: comparable(request.url), created: now,
      updated: now, labels: request.labels, hasArticle: false, source: .readeck)
  }
}

/// What `dogear add URL` reports.
public enum SaveOutcome: Equatable, Sendable {
  /// The server has it as `id`; `extracted` once its page has been fetched.
  case saved(id: String, extracted: Bool)
  /// It waits in the queue (offline, a read-only token, the server failing).
  case queued(because: ReadeckError?)
  /// The server refused the address for good; nothing waits.
  case refused(ReadeckError?)
}

extension SaveOutcome {
  /// The outcome as the app is told it: what happened and why, in its own words.
  public var report: SaveReport {
    switch self {
    case .saved(let id, let extracted): return .saved(id: id, extracted: extracted)
    case .queued(let reason?) where reason.isReadOnlyToken: return .queued(.readOnlyToken)
    case .queued(let reason): return .queued(.failure(reason.map { "\($0)" }))
    case .refused(let reason): return .refused(reason: reason.map { "\($0)" })
    }
  }
}
