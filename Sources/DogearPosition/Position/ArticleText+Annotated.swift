import DogearCore
import DogearLayout

/// The text the article itself marks as a highlight: Readeck writes each highlight into the
/// article it serves as `rd-annotation` wrappers (readeck-api-2.md §1.4). A highlight whose
/// boundaries say nothing usable (empty selectors, or ones that do not resolve) is found by
/// its words among those wrappers.
extension ArticleText {
  /// The points of the first run of `rd-annotation` text (pieces next to each other) whose
  /// key characters are those of `words`, spaces ignored, among runs not in `taken`; nil when
  /// none is.
  public func annotatedRange(matching words: String, excluding taken: [Range<Int>] = [])
    -> Range<Int>?
  {
    let wanted = words.filter { !$0.isWhitespace }
    guard !wanted.isEmpty else { return nil }
    for run in annotatedRuns() where !taken.contains(where: { $0.overlaps(run) }) {
      if characters(from: run.lowerBound, to: run.upperBound).filter({ !$0.isWhitespace })
        == wanted
      {
        return run
      }
    }
    return nil
  }

  /// The runs of text inside `rd-annotation` elements, each as far as the pieces touch.
  func annotatedRuns() -> [Range<Int>] {
    var runs: [Range<Int>] = []
    for piece in pieces where piece.path.steps.contains(where: { $0.tag == "rd-annotation" }) {
      let range = piece.start..<(piece.start + piece.length)
      if let last = runs.last, last.upperBound == range.lowerBound {
        runs[runs.count - 1] = last.lowerBound..<range.upperBound
      } else {
        runs.append(range)
      }
    }
    return runs
  }
}
