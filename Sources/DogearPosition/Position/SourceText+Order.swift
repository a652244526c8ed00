import DogearCore
import DogearLayout

/// Highlights in the order a reader meets them (issue 38: `dogear highlights` lists them as
/// the article reads, not as they were made).
extension SourceText {
  /// `highlights` sorted by where their starts resolve in this text (the server's own
  /// rules, `resolve`), ties by their ends; those whose start does not resolve (a web
  /// highlight handed on without selectors) follow, in the order they came.
  public func inDocumentOrder(_ highlights: [Highlight]) -> [Highlight] {
    let keyed = highlights.enumerated().map { index, highlight in
      (
        index: index, highlight: highlight, start: orderKey(highlight.start, isStart: true),
        end: orderKey(highlight.end, isStart: false)
      )
    }
    return keyed.sorted { left, right in
      switch (left.start, right.start) {
      case (let low?, let high?):
        if low != high { return low < high }
        if let lowEnd = left.end, let highEnd = right.end, lowEnd != highEnd {
          return lowEnd < highEnd
        }
        return left.index < right.index
      case (.some, .none): return true
      case (.none, .some): return false
      case (.none, .none): return left.index < right.index
      }
    }.map(\.highlight)
  }

  /// A boundary as a comparable pair: its node, then its scalar inside the node.
  private func orderKey(_ position: TextPosition, isStart: Bool) -> (Int, Int)? {
    guard let point = try? resolve(position, isStart: isStart) else { return nil }
    return (point.node, point.inside)
  }
}
