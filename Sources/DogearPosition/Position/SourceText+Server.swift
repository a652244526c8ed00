import DogearCore
import DogearLayout
import FoundationEssentials

/// What Readeck's server does with a highlight's boundaries (readeck-api-2.md §1.3, §1.5),
/// done on the same text: where a selector and offset land, the boundary in the form the web
/// writes, the range's text nodes and the text the server stores.
extension SourceText {
  /// A boundary resolved to one text node: `node` indexes `nodes`, `inside` counts scalars.
  public struct NodePoint: Equatable, Sendable {
    public var node: Int
    public var inside: Int
  }

  /// Why the server would refuse a boundary or a range (its 400 answers, §1.2).
  public enum Refusal: Error, Equatable, Sendable {
    case notFound(String)
    case outOfRange(Int)
    case noTextNodes
    case invalidRange
    case overlapping
  }

  /// Where the server puts `position` (`getTextNodeBoundary`): the first of the element's text
  /// nodes whose end the offset does not pass; a start at the very end of a node moves to the
  /// start of the next node inside the element, when there is one.
  public func resolve(_ position: TextPosition, isStart: Bool) throws(Refusal) -> NodePoint {
    guard let steps = position.steps, !steps.isEmpty else {
      throw .notFound(position.selector)
    }
    let range = nodes(within: steps)
    guard !range.isEmpty else { throw .notFound(position.selector) }
    var consumed = 0
    for index in range {
      let length = nodes[index].scalars
      let atEnd = position.offset == consumed + length
      if position.offset < consumed + length
        || (atEnd && !(isStart && index + 1 < range.upperBound))
      {
        return NodePoint(node: index, inside: position.offset - consumed)
      }
      consumed += length
    }
    throw .outOfRange(position.offset)
  }

  /// The nodes inside the element the same-tag `steps` name.
  func nodes(within steps: [TextPosition.Step]) -> Range<Int> {
    let matches = { (node: Node) -> Bool in
      let path = node.parent.steps
      guard path.count >= steps.count else { return false }
      for (step, wanted) in zip(path, steps)
      where step.sameTagIndex != wanted.index || step.tag != wanted.tag {
        return false
      }
      return true
    }
    guard let first = nodes.firstIndex(where: matches) else { return 0..<0 }
    var end = first
    while end < nodes.count, matches(nodes[end]) { end += 1 }
    return first..<end
  }

  /// The boundary as the web writes it (`getSelector`): the steps down to the text node's
  /// parent, less a highlight's `rd-annotation` wrapper, and the offset over that element.
  public func webBoundary(at point: NodePoint) -> TextPosition {
    let element = ArticleText.boundaryElement(of: nodes[point.node].parent)
    return TextPosition(
      selector: TextPosition.selector(of: element), offset: offset(of: point, in: element))
  }

  /// The server's offset of `point` over the text of `element`, which holds it.
  func offset(of point: NodePoint, in element: ElementPath) -> Int {
    var offset = point.inside
    for index in nodes(within: element) where index < point.node {
      offset += nodes[index].scalars
    }
    return offset
  }

  /// The text nodes a range covers, checked as the server checks a new highlight
  /// (`ToRange`): the end not before the start, and no text already highlighted.
  public func nodes(from start: NodePoint, to end: NodePoint) throws(Refusal) -> ClosedRange<Int> {
    guard start.node <= end.node else { throw .noTextNodes }
    if start.node == end.node, start.inside > end.inside { throw .invalidRange }
    for index in start.node...end.node
    where nodes[index].parent.steps.last?.tag == "rd-annotation" {
      throw .overlapping
    }
    return start.node...end.node
  }

  /// The text the server stores with a highlight: the covered text, whitespace kept,
  /// trimmed at both ends.
  public func text(from start: NodePoint, to end: NodePoint) -> String {
    guard start.node <= end.node else { return "" }
    var scalars = String.UnicodeScalarView()
    for index in start.node...end.node {
      let all = Array(nodes[index].text.unicodeScalars)
      let low = index == start.node ? min(start.inside, all.count) : 0
      let high = index == end.node ? min(end.inside, all.count) : all.count
      if low < high { scalars.append(contentsOf: all[low..<high]) }
    }
    return String(scalars).trimmingWhitespaceAndNewlines()
  }
}
