import CLibXML2
import DogearCore
import DogearScreen

/// The builder's questions that need later content: whether a table lays out the page (no row
/// with two cells and no nested table among them, and at least one row), and whether an image
/// stands alone (its parent holds at most 64 nodes and no text but whitespace).
extension TreeShadow {
  /// Passes an element inside `<body>` on to the feed, with its question when it has one.
  mutating func passOn(
    _ info: TagInfo, _ attributes: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?, index: Int,
    topLevel: Bool, selfClosing: Bool
  ) {
    var element = ElementStart(tag: info.tag, role: info.role)
    element.direction = SAXAttributes.direction(attributes)
    element.language = SAXAttributes.value(attributes, "lang")
    element.id = SAXAttributes.value(attributes, "id")
    if topLevel { countTopLevel(direction: element.direction) }
    switch info.role {
    case .link:
      element.href = SAXAttributes.value(attributes, "href")
      element.name = SAXAttributes.value(attributes, "name")
    case .list:
      element.start = SAXAttributes.value(attributes, "start")
      element.listType = SAXAttributes.value(attributes, "type")
      element.reversed = SAXAttributes.value(attributes, "reversed") != nil
    case .image, .media: element.image = SAXAttributes.image(attributes)
    case .void where info.tag == "source":
      element.image.source = SAXAttributes.value(attributes, "src")
    case .cell:
      element.cell = CellAttributes(
        rowSpan: SAXAttributes.value(attributes, "rowspan"),
        columnSpan: SAXAttributes.value(attributes, "colspan"),
        scope: SAXAttributes.value(attributes, "scope"))
    case .skipped, .void, .inline, .quotation, .lineBreak, .rule, .wrapper, .paragraph, .heading,
      .preformatted, .listItem, .definitionList, .term, .definition, .blockquote, .figure,
      .figureCaption, .details, .summary, .table, .tableCaption, .rowGroup, .row:
      break
    }
    var question = -1
    if info.shape == .table {
      question = tree.feed.ask()
      stack[index].question = question
    } else if info.shape == .image {
      let parent = stack[index - 1]
      if parent.hasVisibleText || parent.childCount > 64 {
        question = tree.feed.ask(answered: false)
      } else {
        question = tree.feed.ask()
        pendingImages.append((index - 1, question))
      }
    }
    tree.start(element, rules: info.rules, question: question, selfClosing: selfClosing)
  }

  /// The document's direction comes from the fragment's only top-level element, when it has
  /// one: known at the first top-level element without `dir`, or at the second.
  private mutating func countTopLevel(direction: TextDirection?) {
    topLevelCount += 1
    guard !tree.feed.directionKnown else { return }
    if topLevelCount == 1 {
      firstTopLevelDirection = direction
      if direction == nil { tree.feed.setDirection(nil) }
    } else {
      tree.feed.setDirection(nil)
    }
  }

  /// Notes a new element's place in a table's shape, before it is pushed.
  mutating func noteShape(of info: TagInfo, parentIndex: Int) {
    switch info.shape {
    case .cell:
      if stack[parentIndex].info.shape == .row { stack[parentIndex].cells += 1 }
    case .table:
      if parentIndex >= 1, stack[parentIndex].info.shape == .cell,
        stack[parentIndex - 1].info.shape == .row
      {
        stack[parentIndex - 1].cellHoldsTable = true
      }
    case .other, .html, .body, .head, .title, .rowGroup, .row, .image:
      break
    }
  }

  /// Settles what a closed element decides: a table's shape, a row's vote on its table.
  mutating func finishShape(of node: Node) {
    switch node.info.shape {
    case .table:
      tree.feed.answer(node.question, node.rows > 0)
    case .row:
      let parent = stack.count - 1
      var owner: Int?
      if parent >= 0, stack[parent].info.shape == .table {
        owner = parent
      } else if parent >= 1, stack[parent].info.shape == .rowGroup,
        stack[parent - 1].info.shape == .table
      {
        owner = parent - 1
      }
      guard let owner else { return }
      stack[owner].rows += 1
      if node.cells > 1 && !node.cellHoldsTable { tree.feed.answer(stack[owner].question, false) }
    case .other, .html, .body, .head, .title, .rowGroup, .cell, .image:
      break
    }
  }

  /// Answers the open image questions of the children of the element at `parent`.
  mutating func settleImages(parent: Int, standAlone: Bool) {
    while let last = pendingImages.last, last.parent == parent {
      pendingImages.removeLast()
      tree.feed.answer(last.question, standAlone)
    }
  }

  /// The 65th child of an element means none of its images stands alone.
  mutating func checkChildLimit(_ index: Int) {
    if stack[index].childCount == 65 { settleImages(parent: index, standAlone: false) }
  }
}
