import DogearCore
import DogearLayout

/// The element the web reader would save as `read_anchor` (docs/readeck-api.md §2,
/// DESIGN.md "Anchor for Readeck").
extension ArticleText {
  /// Readeck refuses a longer `read_anchor` (readeck-api.md §1.5).
  public static let longestReadAnchor = 256

  /// The first element, in text order from the character at `point`, that the web reader
  /// can save: a leaf (no element children) holding text that is not only whitespace, never
  /// an `rd-annotation` (a highlight's wrapper changes with the highlight) and never a path
  /// dogear made up. nil when no text from `point` on, within `anchorSearchReach`
  /// characters, is in such an element.
  public func anchorLeaf(from point: Int) -> ElementPath? {
    guard let first = pieceIndex(at: point) else { return nil }
    for piece in pieces[first...] {
      // A few screens on: the web reader's band would hold no leaf either, and a report
      // must not walk a whole long article.
      if piece.start > point + Self.anchorSearchReach { return nil }
      if isAnchorLeaf(piece) { return piece.path }
    }
    return nil
  }

  /// How far past the reading row a leaf is looked for, in characters.
  static let anchorSearchReach = 4000

  private func isAnchorLeaf(_ piece: Piece) -> Bool {
    guard let last = piece.path.steps.last, last.tag != "rd-annotation",
      piece.path.steps.first?.tag.hasPrefix("dogear") == false,
      !parents.contains(piece.path)
    else { return false }
    return piece.text.contains { !$0.isWhitespace }
  }
}
