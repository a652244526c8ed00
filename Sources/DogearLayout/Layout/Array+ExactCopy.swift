extension Array {
  /// A copy holding exactly its elements: the tokenizer hands each paragraph's text out this
  /// way and keeps its own buffers, with their capacity, for the next paragraph.
  func exactCopy() -> [Element] {
    guard !isEmpty else { return [] }
    var copy: [Element] = []
    copy.reserveCapacity(count)
    withUnsafeBufferPointer { copy.append(contentsOf: $0) }
    return copy
  }
}
