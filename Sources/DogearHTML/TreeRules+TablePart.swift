extension TreeRules.Kind {
  /// The parts of a table, which HTML5's "in table" insertion modes treat apart.
  enum TablePart {
    case table, rowGroup, row, cell, caption, columnGroup, column
  }

  /// The table part a tag of this kind is; nil for every other kind.
  var tablePart: TablePart? {
    switch self {
    case .table: return .table
    case .rowGroup: return .rowGroup
    case .row: return .row
    case .cell: return .cell
    case .caption: return .caption
    case .columnGroup: return .columnGroup
    case .column: return .column
    case .other, .block, .paragraph, .heading, .listItem, .definition, .formatting, .anchor,
      .void, .rule, .lineBreak, .button, .option, .optionGroup, .ruby, .rubyText, .foreign,
      .scopedObject, .body:
      return nil
    }
  }
}
