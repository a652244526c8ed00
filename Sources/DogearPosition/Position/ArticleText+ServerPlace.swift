import DogearCore
import DogearLayout

/// A place another device left on the server, which keeps only a whole percent and the
/// `read_anchor` element (docs/DESIGN.md "Anchor for Readeck", "Progress").
///
/// The sender's top line was at that percent (its first character, within the percent's
/// rounding) and the anchor is the leaf it saw on its reading line, some rows further down.
/// When the two agree, the place is the first character at the percent: one point, so one
/// percent at every size, the same the list shows and the server holds. When they do not (a
/// web reader's percent counts pictures' height, text never), the anchor is trusted, and its
/// first character is the place.
extension ArticleText {
  /// The point of a server place: `percent` and the element at `anchorPath`'s text.
  /// nil when the element holds no text here.
  public func point(ofServerPercent percent: Int, anchor path: ElementPath) -> Int? {
    guard let element = range(ofElement: path) else { return nil }
    let atPercent = Percent(clamping: percent).firstPoint(inLength: length)
    return agrees(percentPoint: atPercent, element: element) ? atPercent : element.lowerBound
  }

  /// True when a reader whose top line was at (or within one percent after) `point` could
  /// have had `element` as its anchor: the element reaches below that top line and starts
  /// no further past it than a tall screen's reading line.
  func agrees(percentPoint point: Int, element: Range<Int>) -> Bool {
    let rounding = length / 100 + 1
    return element.upperBound > point && element.lowerBound <= point + rounding + Self.tallScreen
  }

  /// Characters from a top line to just past its reading line on a tall screen (0.7 of 60
  /// rows of a 100-column reading width, and a paragraph's worth for the leaf found there).
  static let tallScreen = 5_000

  /// The points of all the text inside the element at `path` (its own and its
  /// descendants'); nil when it holds none.
  func range(ofElement path: ElementPath) -> Range<Int>? {
    let own = piecesByPath[path]?.first
    guard let first = own ?? pieces.firstIndex(where: { Self.path($0.path, isWithin: path) })
    else { return nil }
    // An element's text and its descendants' are one stretch in document order.
    var end = first
    while end + 1 < pieces.count, Self.path(pieces[end + 1].path, isWithin: path) { end += 1 }
    return pieces[first].start..<(pieces[end].start + pieces[end].length)
  }
}
