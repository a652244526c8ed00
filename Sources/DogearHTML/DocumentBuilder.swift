import DogearCore
import DogearLayout
import DogearPosition

/// Builds the blocks of a `Document` from the parser's events, in document order: an element
/// opens, text arrives, an element closes. Keeps its own stack (never recursion), so nesting
/// depth costs memory, not stack.
///
/// Character offsets come from one running count of the characters emitted so far: each open
/// element remembers the count when it started, so a span's offset inside its element is a
/// subtraction, whatever the nesting.
struct DocumentBuilder {
  /// What an open element passes down to its content.
  struct Context {
    var style: InlineStyle = []
    var link: String?
    var direction: TextDirection?
    /// The nearest `lang`, and how many `q` elements are open (for `QuotationMarks`).
    var language: String?
    var quoteDepth = 0
    /// The kind and element of the paragraph that loose text here would form.
    var runKind: InlineRun.Kind = .paragraph
    var runPath: ElementPath = .root
  }

  /// One open element that content goes into.
  struct Frame {
    let id: Int
    let role: ElementRole
    let path: ElementPath
    /// The running character count when the element started (lowered when a trailing space
    /// before it is trimmed).
    var startChar: Int
    let context: Context
    /// How many collectors were open before this element pushed any.
    var collectorDepth: Int
    /// Element children seen so far: the next child's `nth-child` index is this plus one.
    var elementCount = 0
    /// Where this element's counts per tag start in `childTagCounts`.
    let tagCountsStart: Int
    /// How many source nodes (`sourceNodes`) came before this element.
    var sourceStart: Int
  }

  /// Element children seen so far per tag, for same-tag indices (`ElementPath.Step`), of every
  /// open frame: each frame's from its `tagCountsStart` on. Only the top frame gets children,
  /// and a frame's children have closed (and their counts gone) before it gets another, so the
  /// top frame's counts are always the last ones. A short stretch searched linearly: siblings
  /// come in few tags.
  var childTagCounts: [(tag: String, count: Int)] = []

  /// Deeper elements share their ancestor's path: no real article nests this deep, and a
  /// Readeck anchor is at most 256 characters anyway.
  static let maximumPathDepth = 128

  var frames: [Frame] = []
  var collectors: [Collector] = []
  var emitted = 0
  var nextFrameID = 0
  /// Reused for every text node: `collapsed` for collapsed text (never longer than the
  /// node), `scratch` for preformatted text (whose tabs grow it).
  var collapsed: [UInt8] = []
  var scratch: [UInt8] = []
  var sanitized: [UInt8] = []
  /// One entry per open element inside the fragment that is not being skipped: true when it
  /// pushed a frame, false for a void element (whose children count as its parent's).
  private var pushedFrame: [Bool] = []
  /// Open elements inside one whose content never shows (script, an image, ...).
  private(set) var skipDepth = 0
  /// Each `id` and `<a name>` met, with its element (`Document.targets`).
  private(set) var targets: [String: ElementPath] = [:]
  /// A video, audio or frame whose line waits for its end: its source may be a `<source>`
  /// child.
  private var pendingMedia: (reference: ImageReference, context: Context)?
  /// When set, every element's path as it opens (outside content never shown): tests check
  /// them against a browser's.
  var openedPaths: [ElementPath]?
  /// When set, gathers `Document.hiddenParents`: the parent of each element that may leave
  /// nothing in the blocks (content never shown, a void element, a `br`, an element that
  /// held no text). A reader's document needs them; `dump` does not.
  var hiddenParents: Set<ElementPath>?
  /// When set, every text node with its element, as Readeck's server counts highlight
  /// offsets (`SourceText`).
  var sourceNodes: [SourceText.Node]?
  /// `<html lang>` (or `<body lang>`), set before `begin`: the language of the fragment.
  var documentLanguage: String?

  /// Starts the fragment (the children of `<body>`); `direction` is the document's.
  mutating func begin(direction: TextDirection?) {
    var context = Context()
    context.direction = direction
    context.language = documentLanguage
    collectors = [Collector(.flow(.root), path: .root, direction: direction)]
    frames = [makeFrame(role: .wrapper, path: .root, context: context)]
  }

  mutating func startElement(_ element: ElementStart) {
    if skipDepth > 0 {
      if skipDepth == 1, element.tag == "source", let source = element.image.source,
        pendingMedia?.reference.source.isEmpty == true
      {
        pendingMedia?.reference.source = AttributeText.url(source)
      }
      skipDepth += 1
      return
    }
    let parentIndex = frames.count - 1
    frames[parentIndex].elementCount += 1
    let sameTag = countChild(tag: element.tag, from: frames[parentIndex].tagCountsStart)
    if openedPaths != nil {
      // Both forms, as `open` records them: `nth-child` and same-tag.
      let step = ElementPath.Step(
        lowercasedTag: element.tag, index: frames[parentIndex].elementCount, sameTagIndex: sameTag)
      openedPaths?.append(ElementPath(frames[parentIndex].path.steps + [step]))
    }
    switch element.role {
    case .skipped, .lineBreak, .image, .rule, .media:
      noteHiddenChild(parentIndex: parentIndex)
      skipDepth = 1
      if element.role != .skipped {
        open(element, parentIndex: parentIndex, sameTag: sameTag)
      }
    case .void:
      // Empty (`BrowserTree` closes it as it opens): no frame of its own.
      noteHiddenChild(parentIndex: parentIndex)
      pushedFrame.append(false)
    case .inline, .quotation, .link, .wrapper, .paragraph, .heading, .preformatted, .list,
      .listItem, .definitionList, .term, .definition, .blockquote, .figure, .figureCaption,
      .details, .summary, .table, .tableCaption, .rowGroup, .row, .cell:
      pushedFrame.append(true)
      open(element, parentIndex: parentIndex, sameTag: sameTag)
    }
  }

  mutating func endElement() {
    if skipDepth > 0 {
      skipDepth -= 1
      if skipDepth == 0 { flushMedia() }
    } else if let pushed = pushedFrame.popLast(), pushed {
      let frame = frames.removeLast()
      childTagCounts.removeSubrange(frame.tagCountsStart...)
      if hiddenParents != nil, emitted == frame.startChar, !frames.isEmpty,
        frames[frames.count - 1].path != frame.path
      {
        noteHiddenChild(parentIndex: frames.count - 1)
      }
      close(frame)
    }
  }

  /// The element at `parentIndex` has a child that the blocks may not show.
  private mutating func noteHiddenChild(parentIndex: Int) {
    guard hiddenParents != nil, frames.count <= Self.maximumPathDepth,
      !frames[parentIndex].path.steps.isEmpty
    else { return }
    hiddenParents?.insert(frames[parentIndex].path)
  }

  /// Text of one text node, whole.
  mutating func text(_ bytes: UnsafeBufferPointer<UInt8>, joiningPrevious: Bool = false) {
    if sourceNodes != nil, let frame = frames.last {
      recordSource(bytes, top: frame, joiningPrevious: joiningPrevious)
    }
    guard skipDepth == 0, !frames.isEmpty else { return }
    emitText(bytes, frameIndex: frames.count - 1)
  }

  /// Top-level blocks finished so far, which the builder no longer holds.
  mutating func takeFinishedBlocks() -> [Block] {
    guard let root = collectors.first, !root.blocks.isEmpty else { return [] }
    let blocks = root.blocks
    root.blocks = []
    return blocks
  }

  var finishedBlockCount: Int { collectors.first?.blocks.count ?? 0 }

  /// Closes whatever is still open (the fragment itself last) and returns the remaining
  /// top-level blocks.
  mutating func finish() -> [Block] {
    guard !frames.isEmpty else { return [] }
    flushMedia()
    while let frame = frames.popLast() { close(frame) }
    childTagCounts = []
    pushedFrame = []
    skipDepth = 0
    flushRun(of: collectors[0])
    return takeFinishedBlocks()
  }

  private mutating func open(_ element: ElementStart, parentIndex: Int, sameTag: Int) {
    let deep = frames.count > Self.maximumPathDepth
    var path = frames[parentIndex].path
    if !deep {
      path = path.appending(
        ElementPath.Step(
          lowercasedTag: element.tag, index: frames[parentIndex].elementCount,
          sameTagIndex: sameTag))
    }
    noteTarget(element.id, path: path)
    noteTarget(element.name, path: path)
    var context = frames[parentIndex].context
    if let direction = element.direction { context.direction = direction }
    if let language = element.language { context.language = language }
    switch element.role {
    case .lineBreak:
      appendLineBreak(path: path, context: context)
    case .image:
      appendImage(
        AttributeText.image(element.image, path: path), standsAlone: element.standsAlone,
        context: context)
    case .media(let media):
      pendingMedia = (AttributeText.image(element.image, path: path, media: media), context)
    case .rule:
      appendRule(path: path, context: context)
    case .inline(let style):
      context.style.formUnion(style)
      push(role: element.role, path: path, context: context, sharesStart: deep)
    case .quotation:
      openQuotation(path: path, context: context, sharesStart: deep)
    case .link:
      if let href = element.href {
        context.style.insert(.link)
        context.link = AttributeText.url(href)
      }
      push(role: element.role, path: path, context: context, sharesStart: deep)
    case .table where element.isLayoutTable:
      openBlock(element, role: .wrapper, path: path, context: context, sharesStart: deep)
    case .skipped, .void, .wrapper, .paragraph, .heading, .preformatted, .list, .listItem,
      .definitionList, .term, .definition, .blockquote, .figure, .figureCaption, .details,
      .summary, .table, .tableCaption, .rowGroup, .row, .cell:
      openBlock(element, role: element.role, path: path, context: context, sharesStart: deep)
    }
  }

  /// Pushes a frame for an element whose children come next. `collectorDepth` is the
  /// collector count before the element opened its own collector, if it did.
  mutating func push(
    role: ElementRole, path: ElementPath, context: Context, sharesStart: Bool,
    collectorDepth: Int? = nil
  ) {
    var frame = makeFrame(role: role, path: path, context: context)
    if sharesStart, let parent = frames.last { frame.startChar = parent.startChar }
    if let collectorDepth { frame.collectorDepth = collectorDepth }
    frames.append(frame)
  }

  private mutating func makeFrame(role: ElementRole, path: ElementPath, context: Context) -> Frame {
    nextFrameID += 1
    return Frame(
      id: nextFrameID, role: role, path: path, startChar: emitted, context: context,
      collectorDepth: collectors.count, tagCountsStart: childTagCounts.count,
      sourceStart: sourceNodes?.count ?? 0)
  }

  /// Counts one more child with `tag` of the top frame, whose counts are from `start` on, and
  /// returns its same-tag index.
  private mutating func countChild(tag: String, from start: Int) -> Int {
    for slot in start..<childTagCounts.count where childTagCounts[slot].tag == tag {
      childTagCounts[slot].count += 1
      return childTagCounts[slot].count
    }
    childTagCounts.append((tag, 1))
    return 1
  }

  private mutating func close(_ frame: Frame) {
    if frame.role == .quotation { closeQuotation(frame) }
    guard frame.role.isBlockLevel else { return }
    boundary(path: frame.path)
    while collectors.count > max(frame.collectorDepth, 1) {
      finishTopCollector()
    }
    if frame.role == .rowGroup { endRowGroup() }
  }

  private mutating func noteTarget(_ name: String?, path: ElementPath) {
    if let name, !name.isEmpty, targets[name] == nil { targets[name] = path }
  }

  private mutating func flushMedia() {
    guard let (reference, context) = pendingMedia else { return }
    pendingMedia = nil
    // An iframe, video or audio is numbered like a link to its source, so that `o` (and
    // dump's list) can open what the terminal cannot play (issue 28).
    var linked = context
    if linked.link == nil, !reference.source.isEmpty { linked.link = reference.source }
    appendImage(reference, standsAlone: false, context: linked)
  }
}
