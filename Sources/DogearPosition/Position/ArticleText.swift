import DogearCore
import DogearLayout

/// The article's text in document order, as one sequence of `Character`s: what a position is
/// a point of, what progress is a share of, and what time left counts the words of
/// (DESIGN.md "Position", "Progress", "Time left").
///
/// The text is every text span of the document (not the hero, the summary or the appended
/// links list), in the order the layout shows it. A *point* is an index into it: the number of
/// characters before one character. Points compare in document order, do not depend on the
/// terminal's size, and convert to the layout's anchors, to stored positions and back.
public struct ArticleText: Equatable, Sendable {
  /// One text span: where it sits in its element and in the whole text.
  struct Piece: Sendable {
    var path: ElementPath
    /// Characters of the element's text before this span (`Span.offset`).
    var leafOffset: Int
    /// Characters of the article text before this span.
    var start: Int
    var length: Int
    var scalars: Int
    var text: String
    var isASCII: Bool
    /// The paragraph, heading, item or cell the span belongs to (`ArticleTextWalker.run`).
    var run: Int
  }

  let pieces: [Piece]
  /// For each element holding text directly, its pieces in order.
  let piecesByPath: [ElementPath: [Int]]
  /// The point where each word starts, in order (counted as `ReadingStats` counts words); in
  /// 32 bits, half the room of an article of many words (issue 41: a text has fewer than 2^31
  /// characters).
  let wordStarts: [Int32]
  /// Characters in the article text.
  public let length: Int
  /// Elements that have an element child (a `br`, an image, an inline element).
  let parents: ParentElements

  public init(document: Document) {
    var walker = ArticleTextWalker()
    walker.walk(document.blocks)
    walker.words.finish()
    // Kept exactly as long as they are: the reader holds them as long as the article is
    // open, and they grew by appending, to up to twice that (issue 41).
    pieces = walker.pieces.exactCopy()
    length = walker.length
    wordStarts = walker.words.starts.map { Int32(clamping: $0) }
    // Taken from the walker, so that noting more changes the one table, not a copy of it.
    var parents = walker.parents
    walker.parents = ParentElements()
    parents.note(parents: document.hiddenParents)
    self.parents = parents
    var byPath: [ElementPath: [Int]] = [:]
    for (index, piece) in pieces.enumerated() { byPath[piece.path, default: []].append(index) }
    piecesByPath = byPath
  }

  /// Derived from a document, which the owner compares itself: two texts of one document
  /// are equal, so only the sizes are compared here (never the whole text).
  public static func == (lhs: ArticleText, rhs: ArticleText) -> Bool {
    lhs.length == rhs.length && lhs.pieces.count == rhs.pieces.count && lhs.words == rhs.words
  }

  /// Words in the article text.
  public var words: Int { wordStarts.count }

  /// The same text in the same elements, piece by piece (`==` compares only the sizes): a
  /// document read again is the one this text was made from (issue 41).
  public func hasSameText(as other: ArticleText) -> Bool {
    guard length == other.length, pieces.count == other.pieces.count else { return false }
    return zip(pieces, other.pieces).allSatisfy { $0.text == $1.text && $0.path == $1.path }
  }

  /// Words that start before `point`.
  public func wordsBefore(_ point: Int) -> Int {
    wordStarts.partitionPoint { Int($0) < point }
  }

  /// The progress of `point`: characters before it over characters in the text, 0...1.
  public func fraction(at point: Int) -> Double {
    guard length > 0 else { return 0 }
    return Double(min(max(0, point), length)) / Double(length)
  }

  /// The index of the piece holding `point` (the last one starting at or before it).
  func pieceIndex(at point: Int) -> Int? {
    guard !pieces.isEmpty else { return nil }
    return max(0, pieces.partitionPoint { $0.start <= point } - 1)
  }

  // MARK: Layout anchors

  /// The point of a layout anchor (element + Character offset). An anchor naming an element
  /// with no text of its own (a list, a table row) is the start of its first descendant's
  /// text; nil when no text lies in that element at all (a rule, an image).
  public func point(of anchor: Anchor) -> Int? {
    if let indices = piecesByPath[anchor.path], !indices.isEmpty {
      let piece = pieces[indices[lastPiece(in: indices, startingAtOrBefore: anchor.offset)]]
      let inside = min(max(0, anchor.offset - piece.leafOffset), piece.length)
      return piece.start + inside
    }
    guard !anchor.path.isRoot else { return pieces.isEmpty ? nil : 0 }
    return pieces.first { Self.path($0.path, isWithin: anchor.path) }?.start
  }

  /// The point of a layout anchor that names a character of its element's own text, or nil
  /// (a container, an image, the end of a heading where its underline is anchored).
  func characterPoint(of anchor: Anchor) -> Int? {
    guard let indices = piecesByPath[anchor.path], !indices.isEmpty else { return nil }
    let piece = pieces[indices[lastPiece(in: indices, startingAtOrBefore: anchor.offset)]]
    let inside = anchor.offset - piece.leafOffset
    return inside >= 0 && inside < piece.length ? piece.start + inside : nil
  }

  /// The position in `indices` (one element's pieces, in offset order) of the last piece
  /// whose element offset is at most `offset`; 0 when all start after it. A binary search:
  /// one element (a long `pre` between its highlighted spans) may hold thousands of pieces.
  private func lastPiece(in indices: [Int], startingAtOrBefore offset: Int) -> Int {
    max(0, indices.partitionPoint { pieces[$0].leafOffset <= offset } - 1)
  }

  /// The layout anchor of `point`: the element and Character offset of that character.
  public func anchor(at point: Int) -> Anchor {
    guard let index = pieceIndex(at: point) else { return Anchor(path: .root, offset: 0) }
    let piece = pieces[index]
    let inside = min(max(0, point - piece.start), piece.length)
    return Anchor(path: piece.path, offset: piece.leafOffset + inside)
  }

  /// True when `path` is `ancestor` or lies inside it, by tags and `nth-child` indices.
  static func path(_ path: ElementPath, isWithin ancestor: ElementPath) -> Bool {
    guard path.steps.count >= ancestor.steps.count else { return false }
    for (step, other) in zip(path.steps, ancestor.steps) where step != other { return false }
    return true
  }
}
