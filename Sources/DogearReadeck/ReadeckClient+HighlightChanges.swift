import DogearCore
import FoundationEssentials

/// Sending highlights made here (readeck-api-2.md §1.2): create, change colour and note,
/// delete. A range the server cannot place is a 400 with a message; a form error a 422; both
/// come back as `ReadeckError.invalid`.
extension ReadeckClient {
  private struct NewHighlight: Encodable {
    var startSelector: String
    var startOffset: Int
    var endSelector: String
    var endOffset: Int
    var color: String
    var note: String

    enum CodingKeys: String, CodingKey {
      case color, note
      case startSelector = "start_selector"
      case startOffset = "start_offset"
      case endSelector = "end_selector"
      case endOffset = "end_offset"
    }
  }

  /// `PATCH` needs `color` every time; `note` "" clears it.
  private struct HighlightUpdate: Encodable {
    var color: String
    var note: String
  }

  /// `POST /api/bookmarks/{id}/annotations`: the highlight as the server stored it (its id,
  /// and `text` as it computed it).
  public func createHighlight(bookmarkID: String, _ highlight: Highlight) async throws
    -> RemoteHighlight
  {
    let body = NewHighlight(
      startSelector: highlight.start.selector, startOffset: highlight.start.offset,
      endSelector: highlight.end.selector, endOffset: highlight.end.offset,
      color: highlight.color, note: highlight.note)
    let path = "bookmarks/\(ReadeckClient.segment(bookmarkID))/annotations"
    let request = try jsonRequest("POST", path, body: body)
    let (reply, _) = try await send(request, expecting: [201], bookmarkID: bookmarkID)
    return try decode(RemoteHighlight.self, from: reply, what: "new highlight")
  }

  /// `PATCH …/annotations/{aid}` with both fields. A 404 is `.notFound`: the highlight (or
  /// its bookmark) is gone from the server.
  public func updateHighlight(bookmarkID: String, id: String, color: String, note: String)
    async throws
  {
    let request = try jsonRequest(
      "PATCH", Self.highlightPath(bookmarkID, id), body: HighlightUpdate(color: color, note: note))
    _ = try await send(request)
  }

  /// `DELETE …/annotations/{aid}`; a 404 is `.notFound`.
  public func deleteHighlight(bookmarkID: String, id: String) async throws {
    _ = try await send(request("DELETE", Self.highlightPath(bookmarkID, id)), expecting: [204])
  }

  /// Whether `/article` carries any highlight wrapper: with highlights stored but none in
  /// the article, one of them no longer fits (readeck-api-2.md §8.6).
  public func articleShowsHighlights(bookmarkID: String) async throws -> Bool {
    try await article(id: bookmarkID).contains("<rd-annotation")
  }

  private static func highlightPath(_ bookmarkID: String, _ id: String) -> String {
    "bookmarks/\(segment(bookmarkID))/annotations/\(segment(id))"
  }
}
