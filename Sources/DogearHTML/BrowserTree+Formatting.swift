import DogearCore

/// HTML5's list of active formatting elements, as far as a stream can follow it: elements a
/// closing block left behind come back where text follows (`BrowserTree`).
extension BrowserTree {
  /// The open formatting element `tag` after the last marker, by id.
  func formattingAfterMarker(tag: String) -> Int? {
    for entry in formatting.reversed() {
      switch entry {
      case .marker: return nil
      case .element(let element, _, let id) where element.tag == tag: return id
      case .element: continue
      }
    }
    return nil
  }

  /// The adoption agency, as far as a stream can follow it: the formatting element closes
  /// with what is open inside it, and leaves the list.
  mutating func closeFormatting(id: Int) {
    formatting.removeAll {
      if case .element(_, _, let entry) = $0 { return entry == id }
      return false
    }
    guard isOpen(id), let index = indexInScope({ $0.id == id }) else { return }
    popTo(index)
  }

  /// Reopens the formatting elements that closed with a block but not by their end tag.
  mutating func reconstructFormatting() {
    guard let last = formatting.last, case .element(_, _, let lastID) = last,
      !isOpen(lastID)
    else { return }
    var first = formatting.count - 1
    while first > 0, case .element(_, _, let id) = formatting[first - 1], !isOpen(id) {
      first -= 1
    }
    for index in first..<formatting.count {
      guard case .element(let element, let rules, _) = formatting[index] else { continue }
      insert(element, rules: rules, question: -1, foreign: false)
      formatting[index] = .element(element, rules, id: stack[stack.count - 1].id)
    }
  }

  /// Adds the element just opened to the list; a fourth identical one after the last marker
  /// pushes out the earliest (the "Noah's Ark" clause, which keeps reconstruction bounded).
  mutating func appendFormatting(_ element: ElementStart, _ rules: TreeRules) {
    var same: [Int] = []
    for index in formatting.indices.reversed() {
      guard case .element(let other, _, _) = formatting[index] else { break }
      if other.tag == element.tag, other.href == element.href, other.id == element.id {
        same.append(index)
      }
    }
    if same.count >= 3, let earliest = same.last { formatting.remove(at: earliest) }
    formatting.append(.element(element, rules, id: stack[stack.count - 1].id))
  }

  /// Ids grow up the stack: a binary search finds one.
  func isOpen(_ id: Int) -> Bool {
    let index = stack.partitionPoint { $0.id < id }
    return index < stack.count && stack[index].id == id
  }

  mutating func clearFormattingToMarker() {
    while let last = formatting.popLast() {
      if case .marker = last { return }
    }
  }

  mutating func pushMarker() { formatting.append(.marker) }
}
