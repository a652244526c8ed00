import DogearCore
import DogearReadeck
import DogearStore
import FoundationEssentials

/// Highlights: one paged walk of the user's highlight list says which bookmarks have any, and
/// only those bookmarks' highlights are fetched (issue 15). A first or full sync looks at
/// every bookmark; an incremental one at the bookmarks changed elsewhere (a highlight made or
/// removed on the web bumps its bookmark's `updated`).
extension SyncEngine {
  /// `among`: the bookmarks to bring up to date; nil for all of them.
  func pullHighlights(into report: inout SyncReport, among ids: Set<String>? = nil) async throws {
    let walk: HighlightWalk
    do {
      walk = try await client.bookmarksWithHighlights()
    } catch let error where !FailureSort(error).stopsEverything {
      // A server without the list: the articles still carry their highlights' wrappers.
      return
    }
    let withHighlights = walk.bookmarkIDs
    let known = Set(try library.allBookmarkIDs(source: .readeck))
    let scope = ids.map { known.intersection($0) } ?? known
    let client = self.client
    let wanted = withHighlights.sorted().filter { scope.contains($0) }
    try await pipelined(wanted, width: options.parallelDownloads) { id in
      await outcome { try await client.highlights(id: id) }
    } store: { id, result in
      switch result {
      case .success(let remote): try library.replaceHighlights(id: id, remote.map(\.localHighlight))
      case .failure(let error) where FailureSort(error) == .bookmarkGone:
        // Deleted between the list and this fetch: the listing's word settles it.
        break
      case .failure(let error) where !FailureSort(error).stopsEverything:
        // The others are stored; the "since" mark stays before this one.
        report.problems.append("highlights of \(id): \(error)")
        report.bookmarksMissing += 1
      case .failure(let error): throw error
      }
    }
    // Highlights removed on the server: a bookmark with none there has none here, but only
    // a walk proven whole says so.
    guard walk.isComplete else {
      report.problems.append("the highlight list changed while it was read: nothing cleared")
      return
    }
    let stale = try library.bookmarkIDsWithHighlights().subtracting(withHighlights)
    for id in stale.sorted() where scope.contains(id) {
      try library.replaceHighlights(id: id, [])
    }
  }
}

extension RemoteHighlight {
  var localHighlight: Highlight {
    Highlight(
      id: id, start: TextPosition(selector: startSelector, offset: startOffset),
      end: TextPosition(selector: endSelector, offset: endOffset), color: color, text: text,
      note: note)
  }
}
