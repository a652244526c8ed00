import CLibXML2
import DogearCore

/// Follows libxml2's SAX events as its own tree builder would, without building the tree, to
/// find the page's `<body>`, title and direction, and passes the tags and text inside
/// `<body>` on to a `BrowserTree` (only the end tags written in the page: the browser's tree
/// does its own implying).
///
/// The tree builder does more than append nodes, and the model depends on all of it: it joins
/// the pieces of one text node (libxml2 delivers text in pieces of up to 1,000 bytes, and an
/// entity is a piece of its own), drops text outside any element, puts elements that come
/// after the root element closed back inside it, and the title is the first `<title>` of its
/// first `<head>`. The shadow keeps per open element just enough
/// to do the same, and answers the builder's questions about tables and images once the
/// content that decides them has come (`TreeShadow+Questions.swift`).
struct TreeShadow {
  /// An open element of the tree libxml2 would have built.
  struct Node {
    let info: TagInfo
    /// Child nodes so far (elements, text, comments...).
    var childCount = 0
    var lastChild = LastChild.none
    var hasVisibleText = false
    /// For a table: the question whether it lays out the page, and its rows so far.
    var question = -1
    var rows = 0
    /// For a row: its cells, and whether one holds a table directly.
    var cells = 0
    var cellHoldsTable = false
    /// Set on an element that libxml2 put back inside the closed root element: its end
    /// closes the root again.
    var reopensRoot = false
    let isRoot: Bool

    init(info: TagInfo, isRoot: Bool = false) {
      self.info = info
      self.isRoot = isRoot
    }
  }

  /// Text and CDATA join the node before them when it is of their kind.
  enum LastChild: Equatable {
    case none, text, cdata, other
  }

  /// The browser's tree of what lies inside `<body>`, which the feed receives.
  var tree: BrowserTree
  var tags = TagTable()
  var writtenEnd = WrittenEndTag()
  /// An end tag libxml2 may have dropped, and where it was read.
  var droppedEnd: (name: String, offset: Int)?
  var stack: [Node] = []
  /// The root element: its info and direction, whether it has had a head and a body child.
  var root: Node?
  var rootDirection: TextDirection?
  var rootHasHead = false
  var rootHasBody = false
  /// False once the document's first child is something other than the root element (a
  /// doctype, a comment): libxml2 then puts later top-level elements beside the root.
  var rootIsFirstChild = true
  /// Stack indexes of the open `<body>`, `<head>` and `<title>` that count.
  var bodyIndex: Int?
  var headIndex: Int?
  var titleIndex: Int?
  var headHasTitle = false
  var title: [UInt8] = []
  /// The body's element children so far, and the first one's direction.
  var topLevelCount = 0
  var firstTopLevelDirection: TextDirection?
  /// The text node being gathered for the builder (libxml2 delivers one in pieces).
  var text: [UInt8] = []
  /// Images whose standing alone is still open, with the stack index of their parent.
  var pendingImages: [(parent: Int, question: Int)] = []
  /// Set while an element is being put back inside the closed root element.
  var reopening = false

  init(feed: BuilderFeed) {
    tree = BrowserTree(feed: feed)
  }

  // MARK: Events

  /// `selfClosing`: the start tag ends in `/>`.
  mutating func startElement(
    _ name: UnsafePointer<xmlChar>, _ attributes: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?,
    selfClosing: Bool = false
  ) {
    settleDroppedEnd()
    flushText()
    let info = tags.info(name)
    guard let parentIndex = parentForNewElement(info, attributes) else { return }
    adopt(.other, into: parentIndex)
    noteShape(of: info, parentIndex: parentIndex)
    stack.append(Node(info: info))
    let index = stack.count - 1
    if reopening {
      stack[index].reopensRoot = true
      reopening = false
    }
    if stack[parentIndex].isRoot {
      claimRootChild(info, attributes, index: index)
    } else if parentIndex == headIndex, info.shape == .title, !headHasTitle {
      headHasTitle = true
      titleIndex = index
    }
    if let bodyIndex, parentIndex >= bodyIndex {
      passOn(
        info, attributes, index: index, topLevel: parentIndex == bodyIndex,
        selfClosing: selfClosing)
    }
  }

  /// `written`: the page wrote this end tag (libxml2 implies the others); only a written one
  /// closes anything in the browser's tree.
  mutating func endElement(written: Bool = false, at offset: Int = -1) {
    if let dropped = droppedEnd {
      if dropped.offset != offset {
        settleDroppedEnd()
      } else if written {
        droppedEnd = nil
      }
    }
    flushText()
    guard let node = stack.popLast() else { return }
    let index = stack.count
    settleImages(parent: index, standAlone: true)
    finishShape(of: node)
    if index == bodyIndex {
      bodyIndex = nil
      if !tree.feed.directionKnown {
        tree.feed.setDirection(topLevelCount == 1 ? firstTopLevelDirection : nil)
      }
      tree.finish()
      tree.feed.finish()
    } else if let bodyIndex, index > bodyIndex, written {
      tree.end(tag: node.info.tag, rules: node.info.rules)
    }
    if index == headIndex { headIndex = nil }
    if index == titleIndex { titleIndex = nil }
    if node.reopensRoot {
      stack.removeLast()
    } else if node.isRoot {
      root = node
    }
  }

  /// libxml2 2.9.14 keeps whitespace-only text too (its `areBlanks` test only matters
  /// with `HTML_PARSE_NOBLANKS`); text outside any element is dropped.
  mutating func characters(_ bytes: UnsafeBufferPointer<UInt8>) {
    settleDroppedEnd()
    guard !stack.isEmpty else { return }
    let top = stack.count - 1
    if stack[top].lastChild != .text {
      flushText()
      adopt(.text, into: top)
    }
    if !stack[top].hasVisibleText, !CollapsedText.isBlank(bytes) {
      stack[top].hasVisibleText = true
      settleImages(parent: top, standAlone: false)
    }
    gather(bytes, at: top)
  }

  /// Script and style content. Never shown, but it is a node of its own in the tree.
  mutating func cdata(_ bytes: UnsafeBufferPointer<UInt8>) {
    settleDroppedEnd()
    guard !stack.isEmpty else { return }
    let top = stack.count - 1
    if stack[top].lastChild != .cdata {
      flushText()
      adopt(.cdata, into: top)
    }
    if !stack[top].hasVisibleText, !CollapsedText.isBlank(bytes) {
      stack[top].hasVisibleText = true
      settleImages(parent: top, standAlone: false)
    }
    gather(bytes, at: top)
  }

  mutating func comment() {
    settleDroppedEnd()
    flushText()
    tree.otherNode()
    if stack.isEmpty {
      if root == nil { rootIsFirstChild = false }
      return
    }
    let top = stack.count - 1
    stack[top].childCount += 1
    stack[top].lastChild = .other
    checkChildLimit(top)
  }

  mutating func processingInstruction(_ target: UnsafePointer<xmlChar>?) {
    flushText()
    if stack.isEmpty {
      if root == nil { rootIsFirstChild = false }
      return
    }
    adopt(.other, into: stack.count - 1)
  }

  /// An end tag libxml2 dropped because nothing of its name is open in its tree: a browser
  /// still follows it (`</p>` makes an empty paragraph).
  mutating func strayEndTag(_ name: String) {
    settleDroppedEnd()
    flushText()
    guard bodyIndex != nil else { return }
    // Not through `tags`: the name is the error's copy, not one of the parser's names.
    let info = TagInfo(name)
    tree.end(tag: info.tag, rules: info.rules)
  }

  /// libxml2 met an end tag that does not end its open element: it may still end it (after
  /// closing what is inside), or drop it; which one shows by the next event.
  mutating func mismatchedEndTag(_ name: String, at offset: Int) {
    if let dropped = droppedEnd, dropped.offset != offset { settleDroppedEnd() }
    droppedEnd = (name, offset)
  }

  /// An end tag libxml2 dropped (`mismatchedEndTag`) reaches the browser's tree.
  mutating func settleDroppedEnd() {
    guard let (name, _) = droppedEnd else { return }
    droppedEnd = nil
    strayEndTag(name)
  }

  /// The first doctype becomes the document's first child, wherever it appears.
  mutating func doctype() {
    rootIsFirstChild = false
  }

  /// The parse ended: closes what libxml2 left open (it normally closes everything itself).
  mutating func finish() -> String? {
    settleDroppedEnd()
    while !stack.isEmpty { endElement() }
    let cleaned = AttributeText.text(String(decoding: title, as: UTF8.self))
    return cleaned.isEmpty ? nil : cleaned
  }
}
