/// An article laid out at one width: its lines, its numbered links and the way back from an
/// anchor to a line.
public struct ArticleLayout: Equatable, Sendable {
  public var width: Int
  public var lines: [LayoutLine]
  /// `links[n - 1]` is the href of link `[n]`.
  public var links: [String]

  public init(width: Int, lines: [LayoutLine], links: [String]) {
    self.width = width
    self.lines = lines
    self.links = links
  }
}
