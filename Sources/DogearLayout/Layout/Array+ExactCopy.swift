extension Array {
  /// A copy holding exactly its elements: the tokenizer hands each paragraph's text out this
  /// way and keeps its own buffers, with their capacity, for the next paragraph; the reader's
  /// article text keeps its pieces and word starts this way (issue 41), an array grown by
  /// appending having up to twice the room it uses.
  public func exactCopy() -> [Element] {
    guard !isEmpty else { return [] }
    var copy: [Element] = []
    copy.reserveCapacity(count)
    withUnsafeBufferPointer { copy.append(contentsOf: $0) }
    return copy
  }
}
