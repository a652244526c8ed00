extension Block.Kind {
  /// The blocks this block holds, in document order: the one statement of which blocks
  /// nest, for the walks that look for a block kind wherever it sits (a list item's blocks,
  /// a definition's, a quote's, a figure's, a disclosure's body). Text-only blocks, tables
  /// (their cells hold text) and pictures hold none.
  public var nestedBlocks: [Block] {
    switch self {
    case .blockquote(let inner): return inner
    case .figure(let content, _): return content
    case .details(_, let body): return body
    case .list(_, _, let items): return items.flatMap(\.blocks)
    case .definitionList(let items): return items.flatMap { $0.definitions.flatMap(\.blocks) }
    case .heading, .paragraph, .preformatted, .image, .table, .rule: return []
    }
  }
}
