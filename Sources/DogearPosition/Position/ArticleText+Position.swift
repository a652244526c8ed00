import DogearCore
import DogearLayout

/// Points to and from stored positions (the highlight boundary form, `TextPosition`).
extension ArticleText {
  /// The element a boundary names for text in `path`: its innermost element that is not an
  /// `rd-annotation` (highlights wrap text only, and a boundary never names their wrappers).
  static func boundaryElement(of path: ElementPath) -> ElementPath {
    var steps = path.steps
    while let last = steps.last, last.tag == "rd-annotation" { steps.removeLast() }
    return ElementPath(steps)
  }

  /// The stored form of `point`: the element holding that character and the Unicode scalars
  /// of the element's text before it. nil for an article with no text.
  public func position(at point: Int) -> TextPosition? {
    guard let index = pieceIndex(at: point) else { return nil }
    let target = min(max(0, point), length)
    let element = Self.boundaryElement(of: pieces[index].path)
    var first = index
    while first > 0, Self.path(pieces[first - 1].path, isWithin: element) { first -= 1 }
    var scalars = 0
    for before in first..<index { scalars += pieces[before].scalars }
    scalars += pieces[index].scalarCount(ofFirst: target - pieces[index].start)
    return TextPosition(selector: TextPosition.selector(of: element), offset: scalars)
  }

  /// The point a stored position names, or nil when its element is not in this article (an
  /// offset past the element's text is its end).
  public func point(of position: TextPosition) -> Int? {
    guard let steps = position.steps,
      let first = pieces.firstIndex(where: { Self.piece($0, isWithin: steps) })
    else { return nil }
    var left = max(0, position.offset)
    var index = first
    while index < pieces.count, Self.piece(pieces[index], isWithin: steps) {
      let piece = pieces[index]
      if left < piece.scalars { return piece.start + piece.characterCount(ofFirstScalars: left) }
      left -= piece.scalars
      index += 1
    }
    let last = pieces[index - 1]
    return last.start + last.length
  }

  /// True when the piece's element is the boundary element `steps` or inside it.
  static func piece(_ piece: Piece, isWithin steps: [TextPosition.Step]) -> Bool {
    let path = piece.path.steps
    guard path.count >= steps.count else { return false }
    for (step, wanted) in zip(path, steps)
    where step.sameTagIndex != wanted.index || step.tag != wanted.tag {
      return false
    }
    return true
  }
}

extension ArticleText.Piece {
  /// Unicode scalars in the first `characters` Characters of this piece.
  func scalarCount(ofFirst characters: Int) -> Int {
    let count = min(max(0, characters), length)
    if isASCII || count == length { return isASCII ? count : scalars }
    return text.prefix(count).unicodeScalars.count
  }

  /// Characters that the first `scalarCount` scalars of this piece begin (a scalar inside a
  /// Character counts as that Character).
  func characterCount(ofFirstScalars scalarCount: Int) -> Int {
    if isASCII { return min(max(0, scalarCount), length) }
    var seen = 0
    var characters = 0
    for character in text {
      let size = character.unicodeScalars.count
      if seen + size > scalarCount { break }
      seen += size
      characters += 1
    }
    return characters
  }
}
