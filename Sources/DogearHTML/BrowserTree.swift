import DogearCore

/// Builds the tree a browser builds from the tags written in the page, and feeds it to the
/// builder as it grows: HTML5's tree construction for the fragment's content (the "in body"
/// and table rules, `TreeRules`), so that every element path is the one the web reader's
/// `querySelector` resolves.
///
/// libxml2 reads the tags; its own tree building (HTML 4's, which nests a `figure` in an open
/// `p` and an `a` in an `a`) is not followed: `TreeShadow` hands on only the start tags and
/// the end tags written in the page (`WrittenEndTag`), and this tree decides what they open
/// and close. Streamed, so the rules that move an element already handed on (foster parenting
/// of content in a table, the adoption agency's move of a block out of a misnested
/// formatting element) are followed as far as a stream can: the element stays where the page
/// put it.
struct BrowserTree {
  /// An open element of the browser's tree.
  struct Open {
    let tag: String
    let rules: TreeRules
    let id: Int
    /// In svg or math, outside an HTML integration point.
    let isForeign: Bool
  }

  /// The list of active formatting elements: those a closing block or row left behind come
  /// back where text follows.
  enum Formatting {
    case marker
    case element(ElementStart, TreeRules, id: Int)
  }

  var feed: BuilderFeed
  private(set) var stack: [Open] = []
  var formatting: [Formatting] = []
  private var nextID = 0
  /// Open `p` elements: with none, a block start need not search the stack for one (which,
  /// 100,000 elements deep, would cost a search of them all at every start).
  private var openParagraphs = 0
  /// Set by a `pre`, `listing` or `textarea` start tag until the next token: a line feed
  /// right after it is dropped (HTML5's "in body" rules; the server's parser drops it, so
  /// its highlight offsets do not count it).
  private var dropsLeadingLineFeed = false
  /// True when the last thing the tree took was text: a tag it ignored since (a `td`
  /// outside a table, a stray `</span>`) leaves no node, so the next text joins that text
  /// node, as in the server's tree.
  private var lastWasText = false

  init(feed: BuilderFeed) {
    self.feed = feed
  }

  // MARK: Tokens

  /// A start tag written in the page; `selfClosing` when it ends in `/>`.
  mutating func start(_ element: ElementStart, rules: TreeRules, question: Int, selfClosing: Bool) {
    dropsLeadingLineFeed = false
    startTag(element, rules: rules, question: question, selfClosing: selfClosing)
    if let last = stack.last, !last.isForeign, Self.dropLeadingLineFeed.contains(last.tag),
      last.id == nextID
    {
      dropsLeadingLineFeed = true
    }
  }

  private static let dropLeadingLineFeed: Set<String> = ["pre", "listing", "textarea"]

  private mutating func startTag(
    _ element: ElementStart, rules: TreeRules, question: Int, selfClosing: Bool
  ) {
    if let current = stack.last, current.isForeign {
      guard rules.breaksOutOfForeign else {
        insert(element, rules: rules, question: question, foreign: true)
        if selfClosing { pop() }
        return
      }
      while let last = stack.last, last.isForeign { pop() }
    }
    if !isInTableMode { closeCellForTablePart(rules) }
    if isInTableMode, startInTable(element, rules: rules, question: question) { return }
    startInBody(element, rules: rules, question: question)
  }

  /// An end tag written in the page (or one libxml2 dropped: `</p>` with no `p` open).
  mutating func end(tag: String, rules: TreeRules) {
    dropsLeadingLineFeed = false
    if let current = stack.last, current.isForeign {
      for index in stack.indices.reversed() {
        guard stack[index].isForeign else { break }
        if stack[index].tag == tag {
          popTo(index)
          return
        }
      }
    }
    endInBody(tag: tag, rules: rules)
  }

  /// One whole text node.
  mutating func text(_ bytes: UnsafeBufferPointer<UInt8>) {
    var bytes = bytes
    if dropsLeadingLineFeed {
      dropsLeadingLineFeed = false
      // A carriage return, alone or before a line feed, is a line feed to HTML5.
      if bytes.starts(with: [0x0D, 0x0A]) {
        bytes = UnsafeBufferPointer(rebasing: bytes[2...])
      } else if bytes.first == 0x0A || bytes.first == 0x0D {
        bytes = UnsafeBufferPointer(rebasing: bytes[1...])
      }
      if bytes.isEmpty { return }
    }
    if stack.last?.isForeign != true, !isInTableMode { reconstructFormatting() }
    feed.text(bytes, joiningPrevious: lastWasText)
    lastWasText = true
  }

  /// A comment or another node that is not text: a line feed after it is text.
  mutating func otherNode() {
    dropsLeadingLineFeed = false
    lastWasText = false
  }

  /// The fragment ended: everything open closes.
  mutating func finish() {
    while !stack.isEmpty { pop() }
    formatting = []
  }

  // MARK: In body

  private mutating func startInBody(_ element: ElementStart, rules: TreeRules, question: Int) {
    switch rules.kind {
    case .block, .table:
      closeParagraphInButtonScope()
    case .paragraph:
      closeParagraphInButtonScope()
    case .heading:
      closeParagraphInButtonScope()
      if stack.last?.rules.kind == .heading { pop() }
    case .listItem, .definition:
      closeListItem(like: element.tag)
      closeParagraphInButtonScope()
    case .rule:
      closeParagraphInButtonScope()
    case .button:
      if let index = indexInScope({ $0.tag == "button" }) { popTo(index) }
      reconstructFormatting()
    case .anchor:
      if let open = formattingAfterMarker(tag: "a") {
        closeFormatting(id: open)
      }
      reconstructFormatting()
    case .formatting:
      reconstructFormatting()
    case .option:
      if stack.last?.rules.kind == .option { pop() }
      reconstructFormatting()
    case .optionGroup:
      if stack.last?.rules.kind == .option { pop() }
      reconstructFormatting()
    case .ruby, .rubyText:
      if indexInScope({ $0.tag == "ruby" }) != nil {
        while let last = stack.last, last.rules.closesImplicitly,
          rules.kind == .ruby || last.tag != "rtc"
        {
          pop()
        }
      }
    case .cell, .row, .rowGroup, .caption, .columnGroup, .column, .body:
      // Table parts outside a table, and a second body: ignored.
      return
    case .scopedObject, .void, .lineBreak, .foreign, .other:
      reconstructFormatting()
    }
    insert(element, rules: rules, question: question, foreign: rules.kind == .foreign)
    switch rules.kind {
    case .anchor, .formatting:
      appendFormatting(element, rules)
    case .scopedObject:
      formatting.append(.marker)
    case .void, .rule, .lineBreak:
      pop()
    case .other, .block, .paragraph, .heading, .listItem, .definition, .table, .rowGroup, .row,
      .cell, .caption, .columnGroup, .column, .button, .option, .optionGroup, .ruby, .rubyText,
      .foreign, .body:
      break
    }
  }

  private mutating func endInBody(tag: String, rules: TreeRules) {
    switch rules.kind {
    case .paragraph:
      // `</p>` with no `p` open makes an empty one.
      if openParagraphs == 0
        || indexInScope({ $0.tag == "p" }, alsoStoppedBy: ["button"]) == nil
      {
        insert(
          ElementStart(tag: "p", role: ElementRole.of("p")), rules: rules, question: -1,
          foreign: false)
      }
      closeParagraphInButtonScope()
    case .listItem:
      if let index = indexInScope({ $0.tag == "li" }, alsoStoppedBy: ["ol", "ul"]) {
        popTo(index)
      }
    case .heading:
      if let index = indexInScope({ $0.rules.kind == .heading }) { popTo(index) }
    case .formatting, .anchor:
      if let open = formattingAfterMarker(tag: tag) {
        closeFormatting(id: open)
      } else {
        endOther(tag: tag)
      }
    case .table, .rowGroup, .row, .cell, .caption:
      if let index = indexInTableScope(tag) { popTo(index) }
    case .columnGroup:
      if stack.last?.tag == "colgroup" { pop() }
    case .lineBreak:
      reconstructFormatting()
      let lineBreak = ElementStart(tag: "br", role: ElementRole.of("br"))
      insert(lineBreak, rules: rules, question: -1, foreign: false)
      pop()
    case .body, .void, .column, .rule:
      return
    case .block, .definition, .button, .scopedObject:
      if let index = indexInScope({ $0.tag == tag }) { popTo(index) }
    case .option, .optionGroup, .ruby, .rubyText, .foreign, .other:
      endOther(tag: tag)
    }
  }

  mutating func closeParagraphInButtonScope() {
    guard openParagraphs > 0,
      let index = indexInScope({ $0.tag == "p" }, alsoStoppedBy: ["button"])
    else {
      return
    }
    popTo(index)
  }

  // MARK: The stack

  mutating func insert(_ element: ElementStart, rules: TreeRules, question: Int, foreign: Bool) {
    feed.start(element, question: question)
    lastWasText = false
    nextID += 1
    stack.append(Open(tag: element.tag, rules: rules, id: nextID, isForeign: foreign))
    if rules.kind == .paragraph { openParagraphs += 1 }
  }

  mutating func pop() {
    guard let open = stack.popLast() else { return }
    feed.end()
    lastWasText = false
    if open.rules.kind == .paragraph { openParagraphs -= 1 }
    if open.rules.kind == .cell || open.rules.kind == .caption
      || open.rules.kind == .scopedObject
    {
      clearFormattingToMarker()
    }
  }

  /// Pops the element at `index` and everything above it.
  mutating func popTo(_ index: Int) {
    while stack.count > index { pop() }
  }

  /// The topmost open element that `matches`, unless a scope boundary (or one of
  /// `alsoStoppedBy`) comes first.
  func indexInScope(_ matches: (Open) -> Bool, alsoStoppedBy: [String] = []) -> Int? {
    for index in stack.indices.reversed() {
      let open = stack[index]
      if matches(open) { return index }
      if open.rules.isScopeBoundary || open.isForeign || alsoStoppedBy.contains(open.tag) {
        return nil
      }
    }
    return nil
  }
}
