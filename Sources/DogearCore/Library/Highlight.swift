/// A highlight of an article (DESIGN.md "Highlights"): a range between two boundaries in
/// Readeck's annotation form (readeck-api-2.md §1.3), a colour and an optional note.
public struct Highlight: Equatable, Sendable {
  public var id: String
  public var start: TextPosition
  public var end: TextPosition
  public var color: String
  public var text: String
  public var note: String

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
