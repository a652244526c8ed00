/// The plain text of an article, for the full-text index: every visible text of the document
/// in reading order, one line per block, with no markup, link list or picture.
///
/// The search index stores this text (not the HTML) and reports match offsets in Unicode
/// scalars over it, so it must be what a reader sees: the same blocks and spans the layout
/// draws, in the same order.
public enum DocumentText {
  public static func plainText(of document: Document) -> String {
    var writer = Writer()
    writer.write(document.blocks)
    return writer.text
  }

  /// Appends block texts, one line each (a `pre` block keeps its own line breaks).
  private struct Writer {
    var text = ""

    mutating func write(_ blocks: [Block]) {
      for block in blocks { write(block) }
    }

    private mutating func write(_ block: Block) {
      switch block.kind {
      case .heading(_, let spans), .paragraph(let spans), .preformatted(let spans):
        line(spans)
      case .list(_, _, let items):
        for item in items { write(item.blocks) }
      case .definitionList(let items):
        for item in items {
          line(item.term)
          for definition in item.definitions { write(definition.blocks) }
        }
      case .blockquote(let blocks): write(blocks)
      case .figure(let content, let caption):
        write(content)
        line(caption)
      case .image, .rule: break
      case .table(let table):
        line(table.caption)
        for row in table.rows { line(row.cells.flatMap { $0.spans + [Span.space] }) }
      case .details(let summary, let body):
        line(summary)
        write(body)
      }
    }

    /// One block's spans as one line; a `<br>` is a space, so a line never breaks a word.
    private mutating func line(_ spans: [Span]) {
      var piece = ""
      for span in spans {
        switch span.content {
        case .text(let words): piece += words
        case .lineBreak: piece += " "
        case .image, .quotationMark: break
        }
      }
      let trimmed = InvisibleText.removed(from: piece).trimmingSpaces()
      guard !trimmed.isEmpty else { return }
      if !text.isEmpty { text += "\n" }
      text += trimmed
    }
  }
}

extension Span {
  /// A separator between table cells.
  fileprivate static let space = Span.text(" ", path: ElementPath([]))
}

extension String {
  /// Without leading and trailing whitespace (spaces, tabs and line breaks).
  fileprivate func trimmingSpaces() -> String {
    let isSpace: (Character) -> Bool = { $0.isWhitespace }
    guard let first = firstIndex(where: { !isSpace($0) }),
      let last = lastIndex(where: { !isSpace($0) })
    else { return "" }
    return String(self[first...last])
  }
}
