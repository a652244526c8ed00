/// A mark (`m` + letter, vim's `ma`): a letter and the point of the article's text it names,
/// kept in the stored position form (DESIGN.md "Position"), so it names the same sentence at
/// every width. Marks belong to one article and to this library alone: Readeck has none.
public struct Mark: Equatable, Sendable {
  public var letter: Character
  public var position: TextPosition

  public init(letter: Character, position: TextPosition) {
    self.letter = letter
    self.position = position
  }

  /// The letters a mark can take: a to z, one set per article (vim's global uppercase
  /// marks name a place in another file, which an article's marks have no use for).
  public static func isLetter(_ character: Character) -> Bool {
    character.isASCII && character.isLowercase && character.isLetter
  }
}
