import DogearCore
import DogearScreen

/// The line of inline content being gathered, with whitespace collapsed across its spans.
struct InlineRun {
  enum Kind: Equatable {
    case paragraph
    case heading(Int)
    case preformatted
  }

  /// False for the placeholder a collector holds while no line is being gathered.
  var isOpen = true
  var kind: Kind
  /// The element that owns the run: the paragraph, heading or wrapper the text sits in.
  var path: ElementPath
  var direction: TextDirection?
  var spans: [Span] = []
  /// True after a collapsed space, a line break or at the start: further whitespace is dropped.
  var afterSpace = true
  /// True when the last span ends with a collapsed space that a line end would remove.
  var trailingSpace = false
  /// The frame whose text the last span holds, its offset and its length in characters, so
  /// text that continues it extends the span instead of starting a new one.
  var lastFrameID = -1
  var lastSpanEnd = 0
  /// `pre` only: characters since the last newline (for tab stops), and whether any text came.
  var column = 0
  var hasText = false

  init(kind: Kind, path: ElementPath, direction: TextDirection?) {
    self.kind = kind
    self.path = path
    self.direction = direction
  }

  static let closed: InlineRun = {
    var run = InlineRun(kind: .paragraph, path: .root, direction: nil)
    run.isOpen = false
    return run
  }()

  var block: Block.Kind {
    switch kind {
    case .paragraph: return .paragraph(spans)
    case .heading(let level): return .heading(level: level, spans)
    case .preformatted: return .preformatted(spans)
    }
  }
}

/// Something under construction that content goes into: a flow of blocks, a line of spans,
/// or a structure (list, table, ...) whose children are collectors of their own.
final class Collector {
  enum Kind: Equatable {
    case flow(FlowPurpose)
    case spans(SpanPurpose)
    case list(ordered: Bool, start: ListNumbering)
    case definitionList
    case table
    case row
  }

  enum FlowPurpose: Equatable {
    case root, listItem, definition, blockquote, figure, details
  }

  enum SpanPurpose: Equatable {
    case cell(header: Bool)
    case tableCaption, figureCaption, summary, term
  }

  let kind: Kind
  let path: ElementPath
  let direction: TextDirection?
  /// Made up to hold stray content (text directly in a `ul` or `table`); closed when a real
  /// sibling (`li`, `tr`, `td`, ...) arrives.
  let isImplicit: Bool
  /// The line being gathered (`isOpen`), kept in place so appends never copy its spans.
  var run = InlineRun.closed
  var blocks: [Block] = []
  var listItems: [ListItem] = []
  var definitions: [DefinitionItem] = []
  var rows: [TableRow] = []
  var cells: [TableCell] = []
  /// A `reversed` list without `start`: it counts down from its number of items.
  var countsDown = false
  /// A cell's spans and scope.
  var cell = CellAttributes()
  /// A table's current row group (see `TableRow.group`) and whether it is a `thead`.
  var rowGroup = 0
  var inHead = false
  /// A table's caption, a figure's caption or a details element's summary.
  var caption: [Span] = []

  init(_ kind: Kind, path: ElementPath, direction: TextDirection?, isImplicit: Bool = false) {
    self.kind = kind
    self.path = path
    self.direction = direction
    self.isImplicit = isImplicit
  }

  var isFlow: Bool {
    if case .flow = kind { return true }
    return false
  }

  var isSpans: Bool {
    if case .spans = kind { return true }
    return false
  }
}
