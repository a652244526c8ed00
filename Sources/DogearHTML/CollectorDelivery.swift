import DogearCore

/// How a finished collector becomes part of its parent: an item of a list, a row of a table,
/// a block of a flow. Empty structures leave nothing behind.
enum CollectorDelivery {
  static func deliver(_ child: Collector, spans: [Span], to parent: Collector) {
    switch child.kind {
    case .flow(let purpose):
      deliverFlow(child, purpose: purpose, to: parent)
    case .spans(let purpose):
      deliverSpans(spans, of: child, purpose: purpose, to: parent)
    case .list(let ordered, let start):
      guard !child.listItems.isEmpty else { return }
      var numbering = start
      if child.countsDown { numbering.start = child.listItems.count }
      append(
        .list(ordered: ordered, start: numbering, items: child.listItems), of: child, to: parent)
    case .definitionList:
      guard !child.definitions.isEmpty else { return }
      append(.definitionList(child.definitions), of: child, to: parent)
    case .table:
      guard child.rows.contains(where: { !$0.cells.isEmpty }) || !child.caption.isEmpty else {
        return
      }
      append(.table(Table(rows: child.rows, caption: child.caption)), of: child, to: parent)
    case .row:
      // An empty row is kept when it is a real `tr`: row spans count it.
      guard !child.cells.isEmpty || !child.isImplicit else { return }
      parent.rows.append(
        TableRow(
          cells: child.cells, path: child.path, group: parent.rowGroup, isHead: parent.inHead))
    }
  }

  private static func deliverFlow(
    _ child: Collector, purpose: Collector.FlowPurpose, to parent: Collector
  ) {
    switch purpose {
    case .root:
      return
    case .listItem:
      parent.listItems.append(ListItem(blocks: child.blocks, path: child.path))
    case .definition:
      let item = ListItem(blocks: child.blocks, path: child.path)
      if parent.definitions.isEmpty {
        parent.definitions.append(
          DefinitionItem(term: [], termPath: parent.path, definitions: [item]))
      } else {
        parent.definitions[parent.definitions.count - 1].definitions.append(item)
      }
    case .blockquote:
      guard !child.blocks.isEmpty else { return }
      append(.blockquote(child.blocks), of: child, to: parent)
    case .figure:
      guard !child.blocks.isEmpty || !child.caption.isEmpty else { return }
      append(.figure(content: child.blocks, caption: child.caption), of: child, to: parent)
    case .details:
      guard !child.blocks.isEmpty || !child.caption.isEmpty else { return }
      append(.details(summary: child.caption, body: child.blocks), of: child, to: parent)
    }
  }

  private static func deliverSpans(
    _ spans: [Span], of child: Collector, purpose: Collector.SpanPurpose, to parent: Collector
  ) {
    switch purpose {
    case .cell(let header):
      parent.cells.append(
        TableCell(
          spans: spans, isHeader: header, path: child.path, rowSpan: child.cell.rowSpan,
          columnSpan: child.cell.columnSpan, scope: child.cell.scope))
    case .term:
      parent.definitions.append(DefinitionItem(term: spans, termPath: child.path, definitions: []))
    case .tableCaption, .figureCaption, .summary:
      parent.caption += spans
    }
  }

  /// Blocks only ever open inside a flow (see `DocumentBuilder.openCollector`).
  private static func append(_ kind: Block.Kind, of child: Collector, to parent: Collector) {
    parent.blocks.append(Block(kind, path: child.path, direction: child.direction))
  }
}
