import DogearCore

/// Block-level elements: which collector each opens, and how a finished collector becomes
/// part of its parent.
extension DocumentBuilder {
  /// How deep lists, quotes and tables may nest in the model; deeper ones read as plain
  /// wrappers. Consumers (and Swift's own release of an indirect enum) walk blocks
  /// recursively, so 100,000 nested quotes must not become 100,000 nested blocks.
  static let maximumNesting = 32

  /// Ends the current line, then opens the element's collector (a list, a cell...) when it
  /// has one and one may open here; either way the element names the paragraph its loose
  /// text forms.
  mutating func openBlock(
    _ element: ElementStart, role: ElementRole, path: ElementPath, context inherited: Context,
    sharesStart: Bool
  ) {
    boundary(path: path)
    if role == .rowGroup { startRowGroup(isHead: element.tag == "thead") }
    var context = inherited
    context.runPath = path
    context.runKind = Self.runKind(for: role, inside: inherited.runKind)
    let depth = collectors.count
    if let kind = collectorKind(for: role, element: element),
      let collector = openCollector(kind, path: path, direction: context.direction)
    {
      collector.cell = element.cell
      if case .list(true) = role, element.reversed, element.start == nil {
        collector.countsDown = true
      }
      collectors.append(collector)
      push(
        role: role, path: path, context: context, sharesStart: sharesStart,
        collectorDepth: depth)
    } else {
      push(role: role, path: path, context: context, sharesStart: sharesStart)
    }
  }

  /// The kind of paragraph loose text inside an element of `role` forms.
  private static func runKind(for role: ElementRole, inside parent: InlineRun.Kind)
    -> InlineRun.Kind
  {
    if parent == .preformatted { return .preformatted }
    switch role {
    case .preformatted: return .preformatted
    case .heading(let level): return parent == .paragraph ? .heading(level) : parent
    case .wrapper, .paragraph, .rowGroup: return parent
    case .skipped, .void, .inline, .quotation, .link, .lineBreak, .image, .media, .rule, .list,
      .listItem, .definitionList, .term, .definition, .blockquote, .figure, .figureCaption,
      .details, .summary, .table, .tableCaption, .row, .cell:
      return .paragraph
    }
  }

  /// The collector an element of `role` would open, if any.
  private func collectorKind(for role: ElementRole, element: ElementStart) -> Collector.Kind? {
    switch role {
    case .list(let ordered):
      let start = element.start.flatMap { Int($0.trimmingWhitespace()) }
      let numbering = ListNumbering(
        start: start ?? 1, reversed: ordered && element.reversed,
        style: ordered ? ListNumbering.style(type: element.listType) : .decimal)
      return .list(ordered: ordered, start: numbering)
    case .definitionList: return .definitionList
    case .blockquote: return .flow(.blockquote)
    case .figure: return .flow(.figure)
    case .details: return .flow(.details)
    case .table: return .table
    case .listItem: return .flow(.listItem)
    case .term: return .spans(.term)
    case .definition: return .flow(.definition)
    case .row: return .row
    case .cell(let header): return .spans(.cell(header: header))
    case .tableCaption: return .spans(.tableCaption)
    case .figureCaption: return .spans(.figureCaption)
    case .summary: return .spans(.summary)
    case .skipped, .void, .inline, .quotation, .link, .lineBreak, .image, .media, .rule, .wrapper,
      .paragraph, .heading, .preformatted, .rowGroup:
      return nil
    }
  }

  /// A new collector of `kind` when the open collectors allow one here, nil when the element
  /// should act as a plain wrapper instead (an `li` outside a list, a table inside a cell...).
  private mutating func openCollector(
    _ kind: Collector.Kind, path: ElementPath, direction: TextDirection?
  )
    -> Collector?
  {
    guard collectors.count < Self.maximumNesting else { return nil }
    switch kind {
    case .flow(.listItem): guard closeImplicit(under: { $0.isList }) else { return nil }
    case .flow(.definition), .spans(.term):
      guard closeImplicit(under: { $0.kind == .definitionList }) else { return nil }
    case .row, .spans(.tableCaption):
      guard closeImplicit(under: { $0.kind == .table }) else { return nil }
    case .spans(.cell):
      guard closeImplicit(under: { $0.kind == .row || $0.kind == .table }) else { return nil }
      if collectors.last?.kind == .table { pushImplicit(.row) }
    case .spans(.figureCaption): guard collectors.last?.kind == .flow(.figure) else { return nil }
    case .spans(.summary): guard collectors.last?.kind == .flow(.details) else { return nil }
    case .flow(.root), .flow(.blockquote), .flow(.figure), .flow(.details), .list,
      .definitionList, .table:
      guard contentCollector().isFlow else { return nil }
    }
    return Collector(kind, path: path, direction: direction)
  }

  /// A `thead`, `tbody` or `tfoot` starts a row group of the table it is in; the rows after it
  /// closes start another (`endRowGroup`).
  private mutating func startRowGroup(isHead: Bool) {
    guard closeImplicit(under: { $0.kind == .table }), let table = collectors.last else { return }
    table.rowGroup += 1
    table.inHead = isHead
  }

  /// Called once a row group's element closed, with the table's collector on top.
  mutating func endRowGroup() {
    guard let table = collectors.last, table.kind == .table else { return }
    table.rowGroup += 1
    table.inHead = false
  }

  /// Closes the implicit collectors above the nearest real one when that one passes `test`.
  private mutating func closeImplicit(under test: (Collector) -> Bool) -> Bool {
    guard let owner = collectors.last(where: { !$0.isImplicit }), test(owner) else { return false }
    while let top = collectors.last, top.isImplicit { finishTopCollector() }
    return true
  }

  /// The collector that content goes into, making implicit ones when the top is a structure
  /// (text directly in a `ul`, a `table` or a `tr`).
  @discardableResult
  mutating func contentCollector() -> Collector {
    let top = collectors[collectors.count - 1]
    switch top.kind {
    case .flow, .spans: return top
    case .list: return pushImplicit(.flow(.listItem))
    case .definitionList: return pushImplicit(.flow(.definition))
    case .table:
      pushImplicit(.row)
      return pushImplicit(.spans(.cell(header: false)))
    case .row: return pushImplicit(.spans(.cell(header: false)))
    }
  }

  @discardableResult
  private mutating func pushImplicit(_ kind: Collector.Kind) -> Collector {
    let parent = collectors[collectors.count - 1]
    let collector = Collector(
      kind, path: parent.path, direction: parent.direction, isImplicit: true)
    collectors.append(collector)
    return collector
  }

  /// Ends the current line: a flow turns its text into a block, a span line takes a break.
  mutating func boundary(path: ElementPath) {
    let top = collectors[collectors.count - 1]
    if top.isFlow {
      flushRun(of: top)
    } else if top.isSpans {
      breakLine(in: top, path: path)
    }
  }

  mutating func appendRule(path: ElementPath, context: Context) {
    boundary(path: path)
    let target = contentCollector()
    if target.isFlow {
      target.blocks.append(Block(.rule, path: path, direction: context.direction))
    }
  }

  mutating func flushRun(of collector: Collector) {
    guard collector.run.isOpen else { return }
    trimEdges(of: &collector.run)
    let run = collector.run
    collector.run = .closed
    if !run.spans.isEmpty {
      collector.blocks.append(Block(run.block, path: run.path, direction: run.direction))
    }
  }

  mutating func finishTopCollector() {
    let finished = collectors.removeLast()
    var spans: [Span] = []
    if finished.isFlow {
      flushRun(of: finished)
    } else if finished.run.isOpen {
      trimEdges(of: &finished.run)
      spans = finished.run.spans
    }
    guard let parent = collectors.last else { return }
    CollectorDelivery.deliver(finished, spans: spans, to: parent)
  }
}

extension Collector {
  var isList: Bool {
    if case .list = kind { return true }
    return false
  }
}
