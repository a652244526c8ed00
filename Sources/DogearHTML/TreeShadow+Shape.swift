import CLibXML2

/// Where libxml2's tree builder would put a new element or text (`TreeShadow`).
extension TreeShadow {
  /// Where a new element goes: the open element, or the root element again when it closed
  /// (libxml2 appends later top-level elements to it). Nil for the root element itself and
  /// for elements outside it, which are pushed here, detached.
  mutating func parentForNewElement(
    _ info: TagInfo, _ attributes: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?
  ) -> Int? {
    if !stack.isEmpty { return stack.count - 1 }
    guard let root else {
      let node = Node(info: info, isRoot: true)
      root = node
      rootDirection = SAXAttributes.direction(attributes)
      if let language = SAXAttributes.value(attributes, "lang") {
        tree.feed.builder.documentLanguage = language
      }
      stack.append(node)
      return nil
    }
    guard rootIsFirstChild else {
      stack.append(Node(info: info))
      return nil
    }
    stack.append(root)
    reopening = true
    return 0
  }

  /// The element at `index`, a child of the root element, may be its first head or body.
  mutating func claimRootChild(
    _ info: TagInfo, _ attributes: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?, index: Int
  ) {
    if info.shape == .body, !rootHasBody {
      rootHasBody = true
      bodyIndex = index
      if let language = SAXAttributes.value(attributes, "lang") {
        tree.feed.builder.documentLanguage = language
      }
      if let direction = rootDirection ?? SAXAttributes.direction(attributes) {
        tree.feed.setDirection(direction)
      }
    } else if info.shape == .head, !rootHasHead {
      rootHasHead = true
      headIndex = index
    }
  }

  /// A new child node of the element at `index`.
  mutating func adopt(_ child: LastChild, into index: Int) {
    stack[index].childCount += 1
    stack[index].lastChild = child
    checkChildLimit(index)
  }

  mutating func gather(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) {
    if let bodyIndex, index >= bodyIndex {
      text.append(contentsOf: bytes)
    } else if index == titleIndex {
      title.append(contentsOf: bytes)
    }
  }

  /// Hands the gathered text node to the builder.
  mutating func flushText() {
    guard !text.isEmpty else { return }
    text.withUnsafeBufferPointer { tree.text($0) }
    text.removeAll(keepingCapacity: true)
  }
}
