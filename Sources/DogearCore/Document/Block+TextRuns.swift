/// One run of text a block shows: a heading's, a paragraph's, a term's, a caption's, a
/// summary's or a table cell's spans. `continuesRow` is true for a table cell after the first
/// of its row, so a reader of runs that wants one line per row can join them.
public struct TextRun {
  public var spans: [Span]
  public var continuesRow: Bool
}

extension Block {
  /// Every run of text of `blocks`, in the order the layout draws them: a figure's content
  /// before its caption, a table's rows before its caption, a term before its definitions,
  /// a summary before its body. The one walk of the block tree that the word count
  /// (`ReadingStats`), the search index's text (`DocumentText`) and the link numbers
  /// (`LinkNumbering`) share, so none of them can skip a kind of block the others read.
  public static func forEachTextRun(in blocks: [Block], _ visit: (TextRun) -> Void) {
    // Indices rather than `for in`: reading one field of an element copies no more of it.
    for index in blocks.indices { blocks[index].kind.forEachTextRun(visit) }
  }
}

extension Block.Kind {
  /// This block's runs of text and those of the blocks it holds (`Block.forEachTextRun`).
  public func forEachTextRun(_ visit: (TextRun) -> Void) {
    switch self {
    case .heading(_, let spans), .paragraph(let spans), .preformatted(let spans):
      visit(TextRun(spans: spans, continuesRow: false))
    case .list(_, _, let items):
      for item in items { Block.forEachTextRun(in: item.blocks, visit) }
    case .definitionList(let items):
      for item in items {
        visit(TextRun(spans: item.term, continuesRow: false))
        for definition in item.definitions { Block.forEachTextRun(in: definition.blocks, visit) }
      }
    case .blockquote(let blocks):
      Block.forEachTextRun(in: blocks, visit)
    case .figure(let content, let caption):
      Block.forEachTextRun(in: content, visit)
      visit(TextRun(spans: caption, continuesRow: false))
    case .image, .rule:
      return
    case .table(let table):
      for row in table.rows {
        for (column, cell) in row.cells.enumerated() {
          visit(TextRun(spans: cell.spans, continuesRow: column > 0))
        }
      }
      visit(TextRun(spans: table.caption, continuesRow: false))
    case .details(let summary, let body):
      visit(TextRun(spans: summary, continuesRow: false))
      Block.forEachTextRun(in: body, visit)
    }
  }
}
