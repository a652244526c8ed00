/// The project's one binary search. Every ordered lookup (a point's line, a line's block, a
/// piece of text, an anchor's entry, a search match, a timer's slot, an open element) asks
/// the same question: where do the elements that come before a value end?
extension RandomAccessCollection {
  /// The first index whose element does not satisfy `isBefore`, in a collection where every
  /// element that satisfies it comes before every one that does not (it is sorted by what
  /// `isBefore` tests); `endIndex` when all do. log2(count) tests.
  @inlinable
  public func partitionPoint(where isBefore: (Element) throws -> Bool) rethrows -> Index {
    var low = startIndex
    var count = self.count
    while count > 0 {
      let half = count / 2
      let middle = index(low, offsetBy: half)
      if try isBefore(self[middle]) {
        low = index(after: middle)
        count -= half + 1
      } else {
        count = half
      }
    }
    return low
  }
}
