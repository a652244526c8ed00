import DogearCore
import DogearReadeck
import DogearStore
import FoundationEssentials

/// Sending a bookmark's highlight changes (one `.highlights` change in the queue stands for
/// all of them; each row's state says what to send). A highlight the server refuses is kept
/// here, marked refused with the reason, and never sent again; a failure of the server or the
/// network keeps the change queued with backoff, as for every other change (`QueuePass`).
extension SyncEngine {
  func sendHighlights(_ change: PendingChange) async throws {
    let bookmarkID = change.bookmarkID
    // After a failed attempt a create may have reached the server with its answer lost: the
    // server's highlights are read first, and one with the same boundaries is this one.
    var onServer: [RemoteHighlight]?
    if change.attempts > 0,
      try library.highlights(id: bookmarkID).contains(where: { $0.state == .new })
    {
      onServer = try await client.highlights(id: bookmarkID)
    }
    for highlight in try library.highlights(id: bookmarkID) {
      switch highlight.state {
      case .new:
        if let arrived = onServer?.first(where: { $0.hasBoundaries(of: highlight) }) {
          try library.highlightAccepted(
            bookmarkID: bookmarkID, localID: highlight.id, as: arrived.localHighlight)
          continue
        }
        try await create(highlight, of: bookmarkID)
      case .edited: try await update(highlight, of: bookmarkID)
      case .deleted: try await delete(highlight, of: bookmarkID)
      case .synced, .refused: continue
      }
      highlightsSent += 1
    }
  }

  private func create(_ highlight: Highlight, of bookmarkID: String) async throws {
    do {
      let remote = try await client.createHighlight(bookmarkID: bookmarkID, highlight)
      try library.highlightAccepted(
        bookmarkID: bookmarkID, localID: highlight.id, as: remote.localHighlight)
    } catch ReadeckError.invalid(let errors) {
      let reason = try await refusalReason(errors, bookmarkID: bookmarkID)
      try library.highlightRefused(bookmarkID: bookmarkID, id: highlight.id, reason: reason)
      highlightRefusals.append(HighlightRefusalNote(bookmarkID: bookmarkID, reason: reason))
    }
  }

  private func update(_ highlight: Highlight, of bookmarkID: String) async throws {
    do {
      try await client.updateHighlight(
        bookmarkID: bookmarkID, id: highlight.id, color: highlight.color, note: highlight.note)
      try library.highlightSettled(bookmarkID: bookmarkID, id: highlight.id)
    } catch ReadeckError.notFound {
      // Deleted elsewhere meanwhile: the server's word stands.
      try library.forgetHighlight(bookmarkID: bookmarkID, id: highlight.id)
    } catch ReadeckError.invalid {
      // An edit refused for good: the server's own values come back at the next sync.
      try library.highlightSettled(bookmarkID: bookmarkID, id: highlight.id)
    }
  }

  private func delete(_ highlight: Highlight, of bookmarkID: String) async throws {
    do {
      try await client.deleteHighlight(bookmarkID: bookmarkID, id: highlight.id)
    } catch ReadeckError.notFound {
      // Already gone from the server: what the delete wanted.
    }
    try library.forgetHighlight(bookmarkID: bookmarkID, id: highlight.id)
  }

  /// The refusal in words: when the server holds highlights its `/article` does not show,
  /// one of them is stale, and that is why (readeck-api-2.md §8.6).
  private func refusalReason(_ errors: FormErrors, bookmarkID: String) async throws -> String {
    let message = errors.description
    guard let held = try? await client.highlights(id: bookmarkID), !held.isEmpty else {
      return HighlightRefusal.reason(message: message, serverHighlights: 0, articleShowsThem: true)
    }
    let shows = (try? await client.articleShowsHighlights(bookmarkID: bookmarkID)) ?? true
    return HighlightRefusal.reason(
      message: message, serverHighlights: held.count, articleShowsThem: shows)
  }
}

extension RemoteHighlight {
  /// The server's highlight over the same range as `highlight` (selectors and offsets as
  /// sent): a create that arrived.
  func hasBoundaries(of highlight: Highlight) -> Bool {
    startSelector == highlight.start.selector && startOffset == highlight.start.offset
      && endSelector == highlight.end.selector && endOffset == highlight.end.offset
  }
}

/// A highlight the server refused during a pass, for the status line.
public struct HighlightRefusalNote: Equatable, Sendable {
  public var bookmarkID: String
  public var reason: String
}
