import CLibXML2
import DogearCore
import Foundation

@testable import DogearHTML

/// A read-only view of a libxml2 tree node, valid while its document lives.
struct XMLNode {
  let pointer: xmlNodePtr

  var isElement: Bool { pointer.pointee.type == XML_ELEMENT_NODE }

  var isText: Bool {
    pointer.pointee.type == XML_TEXT_NODE || pointer.pointee.type == XML_CDATA_SECTION_NODE
  }

  var firstChild: XMLNode? { pointer.pointee.children.map(XMLNode.init) }

  var nextSibling: XMLNode? { pointer.pointee.next.map(XMLNode.init) }

  /// The first 8 bytes of the name packed into an integer, or nil for longer names: a cheap
  /// key for telling tags apart.
  var shortNameKey: UInt64? {
    guard var byte = pointer.pointee.name else { return nil }
    var key: UInt64 = 0
    for shift in stride(from: 0, to: 64, by: 8) {
      if byte.pointee == 0 { return key }
      key |= UInt64(byte.pointee) << UInt64(shift)
      byte += 1
    }
    return byte.pointee == 0 ? key : nil
  }

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

  /// An attribute's raw value (entities decoded by the parser), or nil when absent. Compares
  /// names in C, so asking costs no allocation.
  func attribute(_ attributeName: StaticString) -> String? {
    var property = pointer.pointee.properties
    while let attribute = property {
      if xmlStrEqual(attribute.pointee.name, attributeName.utf8Start) != 0 {
        return attributeValue(attribute)
      }
      property = attribute.pointee.next
    }
    return nil
  }

  var hasAttributes: Bool { pointer.pointee.properties != nil }

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
