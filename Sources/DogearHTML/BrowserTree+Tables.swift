import DogearCore

/// HTML5's table rules: a row directly in a table gets a `tbody`, a cell directly in a table
/// or row group gets a `tr` (and a `tbody`), a `col` a `colgroup`; a new row or cell closes
/// the open one; a table part inside a cell or caption closes it.
extension BrowserTree {
  /// The current element is a table, a row group or a row (the "in table", "in table body"
  /// and "in row" insertion modes), or a column group.
  var isInTableMode: Bool {
    switch stack.last?.rules.kind.tablePart {
    case .table?, .rowGroup?, .row?, .columnGroup?: return true
    case .cell?, .caption?, .column?, nil: return false
    }
  }

  /// The open cell or caption the current element is in, when no table comes between.
  func indexOfOpenCellOrCaption() -> Int? {
    for index in stack.indices.reversed() {
      switch stack[index].rules.kind.tablePart {
      case .cell?, .caption?: return index
      case .table?: return nil
      case .rowGroup?, .row?, .columnGroup?, .column?, nil: continue
      }
    }
    return nil
  }

  func indexInTableScope(_ tag: String) -> Int? {
    for index in stack.indices.reversed() {
      let open = stack[index]
      if open.tag == tag { return index }
      if open.rules.kind == .table || open.tag == "html" || open.tag == "template" {
        return nil
      }
    }
    return nil
  }

  /// A start tag while the current element is a table part. True when handled; false hands
  /// it to the body rules (a cell's content, and what a browser would foster-parent out of the
  /// table, which stays in place here).
  mutating func startInTable(_ element: ElementStart, rules: TreeRules, question: Int) -> Bool {
    if stack.last?.rules.kind == .columnGroup, rules.kind != .column {
      pop()
      return isInTableMode && startInTable(element, rules: rules, question: question)
    }
    switch rules.kind.tablePart {
    case .caption?, .columnGroup?, .rowGroup?:
      clearToTable()
      insertTablePart(element, rules: rules, question: question)
    case .column?:
      if stack.last?.rules.kind != .columnGroup {
        clearToTable()
        insertImplied("colgroup")
      }
      insertTablePart(element, rules: rules, question: question)
      pop()
    case .row?:
      clearToRowGroup()
      insertTablePart(element, rules: rules, question: question)
    case .cell?:
      clearToRow()
      insertTablePart(element, rules: rules, question: question)
      pushMarker()
    case .table?:
      // A table directly in a table ends it, and starts after it.
      if let index = indexInTableScope("table") { popTo(index) }
      return false
    case nil:
      return false
    }
    return true
  }

  /// A table part inside a cell or caption closes it first.
  mutating func closeCellForTablePart(_ rules: TreeRules) {
    guard rules.kind.tablePart != nil, let index = indexOfOpenCellOrCaption() else { return }
    if rules.kind == .table, stack[index].rules.kind == .cell { return }
    popTo(index)
  }

  private mutating func insertTablePart(_ element: ElementStart, rules: TreeRules, question: Int) {
    insert(element, rules: rules, question: question, foreign: false)
  }

  private mutating func insertImplied(_ tag: String) {
    insert(
      ElementStart(tag: tag, role: ElementRole.of(tag)), rules: TreeRules(tag), question: -1,
      foreign: false)
  }

  /// Pops to the table (the "table context").
  private mutating func clearToTable() {
    while let last = stack.last, last.rules.kind != .table, last.tag != "template" {
      pop()
    }
  }

  /// Pops to a row group, opening a `tbody` in a bare table.
  private mutating func clearToRowGroup() {
    while let last = stack.last, last.rules.kind != .rowGroup, last.rules.kind != .table {
      pop()
    }
    if stack.last?.rules.kind == .table { insertImplied("tbody") }
  }

  /// Pops to a row, opening a `tr` (and a `tbody`) where there is none.
  private mutating func clearToRow() {
    while let last = stack.last, last.rules.kind != .row, last.rules.kind != .rowGroup,
      last.rules.kind != .table
    {
      pop()
    }
    if stack.last?.rules.kind == .table { insertImplied("tbody") }
    if stack.last?.rules.kind == .rowGroup { insertImplied("tr") }
  }
}
