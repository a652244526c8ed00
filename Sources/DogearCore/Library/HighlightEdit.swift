/// A change to a stored highlight from the `H` list: kept in the store first, then sent
/// through the queue like every change.
public enum HighlightEdit: Equatable, Sendable {
  /// A new colour or note (the server's `PATCH` takes both every time).
  case restyle(id: String, color: String, note: String)
  case remove(id: String)
  /// `u` in the list: the highlight as it was before `remove`.
  case restore(Highlight)
}
