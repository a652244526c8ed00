import CLibXML2
import DogearCore
import Foundation

/// A read-only view of a libxml2 tree node, valid while its document lives.
struct XMLNode {
  let pointer: xmlNodePtr

  var isElement: Bool { pointer.pointee.type == XML_ELEMENT_NODE }

  var isText: Bool {
    pointer.pointee.type == XML_TEXT_NODE || pointer.pointee.type == XML_CDATA_SECTION_NODE
  }

  var firstChild: XMLNode? { pointer.pointee.children.map(XMLNode.init) }

  var nextSibling: XMLNode? { pointer.pointee.next.map(XMLNode.init) }

  /// The name pointer, interned by the parser's dictionary, so equal names often share it.
  var namePointer: UnsafePointer<xmlChar>? { pointer.pointee.name }

  /// The lower-case tag (libxml2's HTML parser lower-cases names).
  var name: String {
    guard let name = pointer.pointee.name else { return "" }
    return String(cString: name)
  }

  /// The node's own text bytes (text and CDATA nodes), without a copy.
  var textBytes: UnsafeBufferPointer<UInt8> {
    guard let content = pointer.pointee.content else {
      return UnsafeBufferPointer(start: nil, count: 0)
    }
    return UnsafeBufferPointer(start: content, count: strlen(content))
  }

  var elementChildren: [XMLNode] {
    var children: [XMLNode] = []
    var child = firstChild
    while let node = child {
      if node.isElement { children.append(node) }
      child = node.nextSibling
    }
    return children
  }

  /// The first child element named `tag`.
  func firstChild(named tag: String) -> XMLNode? {
    elementChildren.first { $0.name == tag }
  }

  /// An attribute's raw value (entities decoded by the parser), or nil when absent.
  func attribute(_ attributeName: String) -> String? {
    var property = pointer.pointee.properties
    while let attribute = property {
      if let name = attribute.pointee.name, String(cString: name) == attributeName {
        return attributeValue(attribute)
      }
      property = attribute.pointee.next
    }
    return nil
  }

  private func attributeValue(_ attribute: xmlAttrPtr) -> String {
    var value = ""
    var child = attribute.pointee.children
    while let node = child {
      if let content = node.pointee.content { value += String(cString: content) }
      child = node.pointee.next
    }
    return value
  }
}
