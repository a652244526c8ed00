/// A highlight of an article (DESIGN.md "Highlights"): a range between two boundaries in
/// Readeck's annotation form (readeck-api-2.md §1.3), a colour and an optional note.
public struct Highlight: Equatable, Sendable {
  public var id: String
  public var start: TextPosition
  public var end: TextPosition
  public var color: String
  public var text: String
  public var note: String
  /// The range in dogear's own position form (`ArticleText.position(at:)`), for a highlight
  /// made here: it shows without the server's help. nil for one from the server.
  public var localStart: TextPosition?
  public var localEnd: TextPosition?
  public var state: HighlightState = .synced

  public init(
    id: String, start: TextPosition, end: TextPosition, color: String, text: String,
    note: String = ""
  ) {
    self.id = id
    self.start = start
    self.end = end
    self.color = color
    self.text = text
    self.note = note
  }
}

/// Where a highlight stands with the server.
public enum HighlightState: Equatable, Sendable {
  /// As the server has it.
  case synced
  /// Made here, not yet sent.
  case new
  /// The server refused it: kept here with its reason, not sent again.
  case refused(String)
  /// The server has it; its colour or note changed here, not yet sent (`PATCH`).
  case edited
  /// The server has it; deleted here, not yet sent (`DELETE`): no longer shown.
  case deleted
}
