import CLibXML2
import DogearCore
import Foundation

@testable import DogearHTML

/// The model made from libxml2's own tree, as the parser made it before it used SAX: the
/// tree's nodes walked in order and handed to the same builder, with the tree answering the
/// questions about tables and images and giving the title and direction.
enum TreeModel {
  static func parse(_ input: HTMLInput) -> Document {
    HTMLDocumentParser.withTree(input) { root, body in
      guard let root, let body else { return Document(title: title(of: root)) }
      let direction = documentDirection(root: root, body: body)
      let builder = DocumentBuilder()
      builder.begin(direction: direction)
      walk(body, into: builder)
      let blocks = builder.finish()
      return Document(
        blocks: blocks, direction: direction ?? .leftToRight, title: title(of: root),
        targets: builder.targets)
    }
  }

  /// The children of `body`, depth first, without recursion.
  private static func walk(_ body: XMLNode, into builder: DocumentBuilder) {
    var pending: [XMLNode?] = [body.firstChild]
    while let last = pending.last {
      guard let node = last else {
        pending.removeLast()
        if !pending.isEmpty { builder.endElement() }
        continue
      }
      pending[pending.count - 1] = node.nextSibling
      if node.isText {
        builder.text(node.textBytes)
      } else if node.isElement {
        builder.startElement(element(node))
        pending.append(node.firstChild)
      }
    }
  }

  private static func element(_ node: XMLNode) -> ElementStart {
    let tag = node.name
    var element = ElementStart(tag: tag, role: ElementRole.of(tag))
    element.direction = node.attribute("dir").flatMap(ElementStart.direction(from:))
    element.href = node.attribute("href")
    element.id = node.attribute("id")
    if element.role == .link { element.name = node.attribute("name") }
    element.start = node.attribute("start")
    if case .list = element.role {
      element.listType = node.attribute("type")
      element.reversed = node.attribute("reversed") != nil
    }
    element.image = ImageAttributes(
      source: node.attribute("src"), dataSource: node.attribute("data-src"),
      alt: node.attribute("alt"), title: node.attribute("title"), width: node.attribute("width"),
      height: node.attribute("height"))
    if case .cell = element.role {
      element.cell = CellAttributes(
        rowSpan: node.attribute("rowspan"), columnSpan: node.attribute("colspan"),
        scope: node.attribute("scope"))
    }
    element.isLayoutTable = tag == "table" && TableShape.isLayout(node)
    element.standsAlone = tag == "img" && standsAlone(node)
    return element
  }

  /// True when the image's parent holds at most 64 nodes and no text but whitespace.
  private static func standsAlone(_ node: XMLNode) -> Bool {
    guard let parent = node.pointer.pointee.parent else { return true }
    var child = parent.pointee.children.map(XMLNode.init)
    var seen = 0
    while let sibling = child {
      seen += 1
      if seen > 64 { return false }
      if sibling.isText && !CollapsedText.isBlank(sibling.textBytes) { return false }
      child = sibling.nextSibling
    }
    return true
  }

  private static func title(of root: XMLNode?) -> String? {
    guard let head = root?.firstChild(named: "head"), let title = head.firstChild(named: "title")
    else { return nil }
    var text = ""
    var child = title.firstChild
    while let node = child {
      if node.isText, let content = node.pointer.pointee.content {
        text += String(cString: content)
      }
      child = node.nextSibling
    }
    let cleaned = AttributeText.text(text)
    return cleaned.isEmpty ? nil : cleaned
  }

  /// `dir` on `<html>` or `<body>`, else on the fragment's only top-level element.
  private static func documentDirection(root: XMLNode, body: XMLNode) -> TextDirection? {
    let direction = { (node: XMLNode) in
      node.attribute("dir").flatMap(ElementStart.direction(from:))
    }
    if let found = direction(root) ?? direction(body) { return found }
    let topLevel = body.elementChildren
    return topLevel.count == 1 ? direction(topLevel[0]) : nil
  }
}
