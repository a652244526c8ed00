import CLibXML2
import DogearCore
import Foundation

@testable import DogearHTML

/// Questions asked of libxml2's own tree, to check the model against it.
enum LibXMLTree {
  /// The element `path` names, walking `nth-child` steps from `<body>`; nil when a step is
  /// missing.
  static func resolve(_ path: ElementPath, from body: XMLNode) -> XMLNode? {
    var node = body
    for step in path.steps {
      let children = node.elementChildren
      guard step.index <= children.count else { return nil }
      node = children[step.index - 1]
    }
    return node
  }

  /// What `xmlNodeGetContent` of `<body>` gives, without the elements whose text never shows
  /// (script, style, noscript, template, iframe, svg) and with a space at each block edge, so
  /// words of neighbouring blocks do not run together.
  static func visibleText(of body: XMLNode) -> String {
    var text: [UInt8] = []
    var pending: [(node: XMLNode, closing: Bool)] = [(body, false)]
    while let (node, closing) = pending.popLast() {
      if node.isText {
        text += Array(node.textBytes)
        continue
      }
      guard node.isElement, !hidden.contains(node.name) else { continue }
      let isBlock = ElementRole.of(node.name).isBlockLevel || node.name == "br"
      if isBlock { text.append(0x20) }
      if closing { continue }
      if isBlock { pending.append((node, true)) }
      pending += childNodes(of: node).reversed().map { ($0, false) }
    }
    return TextSanitizer.sanitize(String(decoding: text, as: UTF8.self))
  }

  /// libxml2's text content of `node`, sanitised, whitespace runs made single spaces.
  static func collapsedContent(of node: XMLNode) -> String {
    guard let content = xmlNodeGetContent(node.pointer) else { return "" }
    defer { free(content) }
    let text = TextSanitizer.sanitize(String(cString: content))
    return text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
  }

  private static let hidden: Set = ["script", "style", "noscript", "template", "iframe", "svg"]

  private static func childNodes(of node: XMLNode) -> [XMLNode] {
    var children: [XMLNode] = []
    var child = node.firstChild
    while let current = child {
      children.append(current)
      child = current.nextSibling
    }
    return children
  }
}
