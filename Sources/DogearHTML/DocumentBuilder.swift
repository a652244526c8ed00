import CLibXML2
import DogearCore

/// Walks a libxml2 tree once, with an explicit stack (never recursion), and builds the blocks
/// of a `Document`.
///
/// Character offsets come from one running count of the characters emitted so far: each open
/// element remembers the count when it started, so a span's offset inside its element is a
/// subtraction, whatever the nesting.
final class DocumentBuilder {
  /// What an open element passes down to its content.
  struct Context {
    var style: InlineStyle = []
    var link: String?
    var direction: TextDirection?
    /// The kind and element of the paragraph that loose text here would form.
    var runKind: InlineRun.Kind = .paragraph
    var runPath: ElementPath = .root
  }

  /// One open element.
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
    var nextChild: XMLNode?
    var elementCount = 0
    /// Where to carry on once the children of a misnested empty element are done.
    var resumeAt: [XMLNode] = []
  }

  /// Deeper elements share their ancestor's path: no real article nests this deep, and a
  /// Readeck anchor is at most 256 characters anyway.
  static let maximumPathDepth = 128

  var frames: [Frame] = []
  var collectors: [Collector] = []
  var emitted = 0
  var nextFrameID = 0
  /// Reused for every text node.
  var scratch: [UInt8] = []
  var sanitized: [UInt8] = []
  private var roles: [UInt64: (tag: String, role: ElementRole)] = [:]

  /// The blocks made from the children of `body`.
  func build(body: XMLNode, direction: TextDirection?) -> [Block] {
    var context = Context()
    context.direction = direction
    collectors = [Collector(.flow(.root), path: .root, direction: direction)]
    frames = [makeFrame(role: .wrapper, path: .root, context: context, node: body)]
    walk()
    let root = collectors[0]
    flushRun(of: root)
    return root.blocks
  }

  private func walk() {
    // Indexes rather than `frames.last`: copying a frame costs a handful of retains.
    while !frames.isEmpty {
      let parentIndex = frames.count - 1
      guard let child = frames[parentIndex].nextChild else {
        if let resume = frames[parentIndex].resumeAt.popLast() {
          frames[parentIndex].nextChild = resume
        } else {
          close(frames.removeLast())
        }
        continue
      }
      frames[parentIndex].nextChild = child.nextSibling
      if child.isText {
        emitText(child.textBytes, frameIndex: parentIndex)
      } else if child.isElement {
        frames[parentIndex].elementCount += 1
        let (tag, role) = tagAndRole(of: child)
        if role == .void {
          spliceChildren(of: child, intoFrame: parentIndex)
        } else if role != .skipped {
          open(child, tag: tag, role: role, parentIndex: parentIndex)
        }
      }
    }
  }

  /// Walks the children of `node` next, as following siblings of it, then its real siblings.
  private func spliceChildren(of node: XMLNode, intoFrame index: Int) {
    guard let first = node.firstChild else { return }
    if let next = node.nextSibling { frames[index].resumeAt.append(next) }
    frames[index].nextChild = first
  }

  private func open(_ node: XMLNode, tag: String, role: ElementRole, parentIndex: Int) {
    let deep = frames.count > Self.maximumPathDepth
    var path = frames[parentIndex].path
    if !deep { path.steps.append(Self.step(tag: tag, index: frames[parentIndex].elementCount)) }
    var context = frames[parentIndex].context
    if let direction = Self.direction(of: node) { context.direction = direction }
    switch role {
    case .lineBreak:
      appendLineBreak(path: path, context: context)
    case .image:
      appendImage(node, path: path, context: context)
    case .rule:
      appendRule(path: path, context: context)
    case .inline(let style):
      context.style.formUnion(style)
      push(node, role: role, path: path, context: context, sharesStart: deep)
    case .link:
      if let href = node.attribute("href") {
        context.style.insert(.link)
        context.link = AttributeText.url(href)
      }
      push(node, role: role, path: path, context: context, sharesStart: deep)
    case .table where TableShape.isLayout(node):
      openBlock(node, role: .wrapper, path: path, context: context, sharesStart: deep)
    default:
      openBlock(node, role: role, path: path, context: context, sharesStart: deep)
    }
  }

  /// Pushes a frame for an element whose children are walked next. `collectorDepth` is the
  /// collector count before the element opened its own collector, if it did.
  func push(
    _ node: XMLNode, role: ElementRole, path: ElementPath, context: Context, sharesStart: Bool,
    collectorDepth: Int? = nil
  ) {
    var frame = makeFrame(role: role, path: path, context: context, node: node)
    if sharesStart, let parent = frames.last { frame.startChar = parent.startChar }
    if let collectorDepth { frame.collectorDepth = collectorDepth }
    frames.append(frame)
  }

  private func makeFrame(role: ElementRole, path: ElementPath, context: Context, node: XMLNode)
    -> Frame
  {
    nextFrameID += 1
    return Frame(
      id: nextFrameID, role: role, path: path, startChar: emitted, context: context,
      collectorDepth: collectors.count, nextChild: node.firstChild)
  }

  private func close(_ frame: Frame) {
    guard frame.role.isBlockLevel else { return }
    boundary(path: frame.path)
    while collectors.count > max(frame.collectorDepth, 1) {
      finishTopCollector()
    }
  }

  private func tagAndRole(of node: XMLNode) -> (String, ElementRole) {
    guard let key = node.shortNameKey else {
      let tag = node.name
      return (tag, ElementRole.of(tag))
    }
    if let known = roles[key] { return known }
    let tag = node.name
    let entry = (tag: tag, role: ElementRole.of(tag))
    roles[key] = entry
    return entry
  }

  /// A path step for a tag libxml2 already lower-cased, without lower-casing it again.
  private static func step(tag: String, index: Int) -> ElementPath.Step {
    var step = ElementPath.Step(tag: "", index: index)
    step.tag = tag
    return step
  }

  static func direction(of node: XMLNode) -> TextDirection? {
    guard node.hasAttributes, let value = node.attribute("dir") else { return nil }
    return TextDirection(rawValue: value.lowercased().trimmingCharacters(in: .whitespaces))
  }
}
