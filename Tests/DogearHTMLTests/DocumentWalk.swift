import DogearCore

/// Visits every block (at any depth) and every list of spans of a document, in reading order,
/// with an explicit stack.
enum DocumentWalk {
  private enum Item {
    case block(Block)
    case spans([Span])
  }

  static func forEach(
    in document: Document, block visitBlock: (Block) -> Void, spans visitSpans: ([Span]) -> Void
  ) {
    var pending = document.blocks.reversed().map(Item.block)
    while let item = pending.popLast() {
      switch item {
      case .spans(let spans):
        visitSpans(spans)
      case .block(let block):
        visitBlock(block)
        pending += children(of: block).reversed()
      }
    }
  }

  private static func children(of block: Block) -> [Item] {
    switch block.kind {
    case .heading(_, let spans), .paragraph(let spans), .preformatted(let spans):
      return [.spans(spans)]
    case .list(_, _, let items):
      return items.flatMap(\.blocks).map(Item.block)
    case .definitionList(let items):
      return items.flatMap { item in
        [Item.spans(item.term)] + item.definitions.flatMap(\.blocks).map(Item.block)
      }
    case .blockquote(let blocks):
      return blocks.map(Item.block)
    case .figure(let content, let caption):
      return content.map(Item.block) + [.spans(caption)]
    case .image, .rule:
      return []
    case .table(let table):
      return [.spans(table.caption)] + table.rows.flatMap { $0.cells.map { .spans($0.spans) } }
    case .details(let summary, let body):
      return [.spans(summary)] + body.map(Item.block)
    }
  }

  /// Every span of the document, in reading order.
  static func spans(of document: Document) -> [Span] {
    var all: [Span] = []
    forEach(in: document, block: { _ in }, spans: { all += $0 })
    return all
  }
}
