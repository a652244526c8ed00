import DogearCore
import DogearLayout
import DogearPosition

/// The server's text nodes (`SourceText`), recorded beside the document.
extension DocumentBuilder {
  /// Records one text node whose parent is `top`. Text that is not whitespace alone, met
  /// where only table parts may go, is foster-parented by HTML5's tree construction: it
  /// becomes a text node before the table, in the table's parent, joined to the text node
  /// just before the table if there is one. The document shows it where the page put it (a
  /// stream cannot move it back), but the server counts it there, so its offsets do too.
  mutating func recordSource(
    _ bytes: UnsafeBufferPointer<UInt8>, top: Frame, joiningPrevious: Bool = false
  ) {
    let hidden = skipDepth > 0
    if joiningPrevious, let count = sourceNodes?.count, let last = sourceNodes?.last,
      last.parent == top.path, last.isHidden == hidden
    {
      let node = SourceText.Node(source: bytes, parent: top.path, hidden: hidden)
      sourceNodes?[count - 1] = SourceText.Node(
        parent: top.path, text: last.text + node.text, isHidden: hidden)
      return
    }
    guard !hidden, Self.takesOnlyTableParts(top), !CollapsedText.isBlank(bytes),
      let table = frames.lastIndex(where: { $0.path.steps.last?.tag == "table" }), table > 0
    else {
      sourceNodes?.append(SourceText.Node(source: bytes, parent: top.path, hidden: hidden))
      return
    }
    let parent = frames[table - 1].path
    let index = frames[table].sourceStart
    let node = SourceText.Node(source: bytes, parent: parent, hidden: false)
    if index > 0, let before = sourceNodes?[index - 1], before.parent == parent, !before.isHidden {
      sourceNodes?[index - 1] = SourceText.Node(parent: parent, text: before.text + node.text)
      return
    }
    sourceNodes?.insert(node, at: index)
    for open in table..<frames.count { frames[open].sourceStart += 1 }
  }
}

extension DocumentBuilder {
  /// A table, a row group or a row: an element whose children HTML5 keeps to table parts.
  /// Read from the tag: a table found to lay out the page changes its role, not its tree.
  static func takesOnlyTableParts(_ frame: Frame) -> Bool {
    guard let tag = frame.path.steps.last?.tag else { return false }
    return tableParts.contains(tag)
  }

  private static let tableParts: Set<String> = ["table", "tbody", "thead", "tfoot", "tr"]
}
