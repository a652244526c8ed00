import DogearCore

extension Migrations {
  /// Highlights made here (issue 25): kept beside the server's until they are sent, in
  /// dogear's own position form too, with the server's refusal when there was one.
  static let localHighlights = """
    ALTER TABLE highlights ADD COLUMN state TEXT NOT NULL DEFAULT 'synced';
    ALTER TABLE highlights ADD COLUMN refusal TEXT NOT NULL DEFAULT '';
    ALTER TABLE highlights ADD COLUMN local_start_selector TEXT;
    ALTER TABLE highlights ADD COLUMN local_start_offset INTEGER;
    ALTER TABLE highlights ADD COLUMN local_end_selector TEXT;
    ALTER TABLE highlights ADD COLUMN local_end_offset INTEGER;
    """

  /// The id a highlight made here had before the server gave it its own
  /// (`highlightAccepted`): a reader that still holds it edits the same highlight.
  static let highlightMadeAs = """
    ALTER TABLE highlights ADD COLUMN made_as TEXT;
    """
}

/// Highlights made in dogear: stored first, here, so they work with no server.
extension Library {
  /// Adds a highlight made here, after the bookmark's others.
  public func addHighlight(id: String, _ highlight: Highlight) throws(LibraryError) {
    try transaction { () throws(LibraryError) in
      try requireBookmark(id)
      let next =
        try connection.integer(
          "SELECT COALESCE(MAX(position), -1) + 1 FROM highlights WHERE bookmark_id = ?",
          [.text(id)]) ?? 0
      try connection.run(
        """
        INSERT INTO highlights (bookmark_id, id, position, start_selector, start_offset,
          end_selector, end_offset, color, text, note, state, refusal, local_start_selector,
          local_start_offset, local_end_selector, local_end_offset)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
        """,
        [
          .text(id), .text(highlight.id), .int(next), .text(highlight.start.selector),
          .int(highlight.start.offset), .text(highlight.end.selector),
          .int(highlight.end.offset), .text(highlight.color), .text(highlight.text),
          .text(highlight.note), .text(highlight.state.stored),
          .text(highlight.state.refusal), .optionalText(highlight.localStart?.selector),
          .optionalInt(highlight.localStart?.offset), .optionalText(highlight.localEnd?.selector),
          .optionalInt(highlight.localEnd?.offset),
        ])
    }
  }
}

extension HighlightState {
  /// The `state` column's word.
  var stored: String {
    switch self {
    case .synced: return "synced"
    case .new: return "new"
    case .refused: return "refused"
    case .edited: return "edited"
    case .deleted: return "deleted"
    }
  }

  var refusal: String {
    if case .refused(let reason) = self { return reason }
    return ""
  }

  init(stored: String, refusal: String) {
    switch stored {
    case "new": self = .new
    case "refused": self = .refused(refusal)
    case "edited": self = .edited
    case "deleted": self = .deleted
    default: self = .synced
    }
  }
}
