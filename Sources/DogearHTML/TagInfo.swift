import CLibXML2
import DogearCore

/// What the parser needs to know about a tag name, looked up once per name per parse.
struct TagInfo {
  /// The parts of the tree whose shape the builder asks about.
  enum Shape: UInt8 {
    case other, html, body, head, title, table, rowGroup, row, cell, image
  }

  let tag: String
  let role: ElementRole
  let shape: Shape
  let rules: TreeRules
  init(_ tag: String) {
    self.tag = tag
    role = ElementRole.of(tag)
    shape = Self.shapes[tag] ?? .other
    rules = TreeRules(tag)
  }

  private static let shapes: [String: Shape] = [
    "html": .html, "body": .body, "head": .head, "title": .title, "table": .table,
    "thead": .rowGroup, "tbody": .rowGroup, "tfoot": .rowGroup, "tr": .row, "td": .cell,
    "th": .cell, "img": .image,
  ]
}

/// Tag names to `TagInfo`, each name worked out once per parse.
struct TagTable {
  private var infos: [String: TagInfo] = [:]

  mutating func info(_ name: UnsafePointer<xmlChar>) -> TagInfo {
    let written = String(cString: name)
    if let known = infos[written] { return known }
    let info = TagInfo(Self.localName(name))
    infos[written] = info
    return info
  }

  /// The tree's name for an element: libxml2's tree builder splits `foo:bar` into a namespace
  /// prefix and `bar`, even in HTML.
  private static func localName(_ name: UnsafePointer<xmlChar>) -> String {
    guard xmlStrchr(name, 0x3A) != nil else { return String(cString: name) }
    var prefix: UnsafeMutablePointer<xmlChar>?
    guard let local = xmlSplitQName(nil, name, &prefix) else { return String(cString: name) }
    defer {
      dogear_libxml2_free(local)
      dogear_libxml2_free(prefix)
    }
    return String(cString: local)
  }
}
