import DogearCore
import DogearStore
import Foundation

/// Highlights on a first or full sync: one paged walk of the user's highlight list says which
/// bookmarks have any, and only those bookmarks' highlights are fetched (issue 15).
extension SyncEngine {
  func pullHighlights(into report: inout SyncReport) async throws {
    let withHighlights: Set<String>
    do {
      withHighlights = try await client.bookmarksWithHighlights()
    } catch let error as ReadeckError where !SyncEngine.stopsEverything(error) {
      // A server without the list: the articles still carry their highlights' wrappers.
      return
    }
    let known = Set(try library.allBookmarkIDs(source: .readeck))
    for id in withHighlights.sorted() where known.contains(id) {
      do {
        let remote = try await client.highlights(id: id)
        try library.replaceHighlights(id: id, remote.map(\.localHighlight))
      } catch ReadeckError.bookmarkGone {
        continue
      }
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
