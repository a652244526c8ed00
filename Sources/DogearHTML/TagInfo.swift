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

/// Tag names to `TagInfo`, keyed by the name's address: libxml2 hands out names from its
/// dictionary (or, for implied elements, from constant strings), so one name has one address
/// for the whole parse. Valid for one parse only.
///
/// An open-addressing table of addresses, which hash as integers: a start tag looks its name
/// up, and `Hasher` over a pointer cost more than the rest of the lookup.
struct TagTable {
  /// `index + 1` into `names` and `infos` per slot, 0 for an empty one; a power of two long,
  /// at most half full.
  private var slots = [Int32](repeating: 0, count: 64)
  private var names: [UnsafePointer<xmlChar>] = []
  private var infos: [TagInfo] = []

  mutating func info(_ name: UnsafePointer<xmlChar>) -> TagInfo {
    var slot = Self.start(name, mask: slots.count - 1)
    while slots[slot] != 0 {
      let index = Int(slots[slot] - 1)
      if names[index] == name { return infos[index] }
      slot = (slot + 1) & (slots.count - 1)
    }
    let info = TagInfo(Self.localName(name))
    names.append(name)
    infos.append(info)
    slots[slot] = Int32(names.count)
    if names.count * 2 > slots.count { grow() }
    return info
  }

  private static func start(_ name: UnsafePointer<xmlChar>, mask: Int) -> Int {
    let address = UInt64(UInt(bitPattern: name))
    return Int(truncatingIfNeeded: (address &* 0x9E37_79B9_7F4A_7C15) >> 32) & mask
  }

  private mutating func grow() {
    slots = [Int32](repeating: 0, count: slots.count * 2)
    let mask = slots.count - 1
    for (index, name) in names.enumerated() {
      var slot = Self.start(name, mask: mask)
      while slots[slot] != 0 { slot = (slot + 1) & mask }
      slots[slot] = Int32(index + 1)
    }
  }

  /// The tree's name for an element: libxml2's tree builder splits `foo:bar` into a namespace
  /// prefix and `bar`, even in HTML.
  private static func localName(_ name: UnsafePointer<xmlChar>) -> String {
    guard xmlStrchr(name, 0x3A) != nil else { return String(cString: name) }
    var prefix: UnsafeMutablePointer<xmlChar>?
    guard let local = xmlSplitQName(nil, name, &prefix) else { return String(cString: name) }
    defer {
      xmlFree(local)
      xmlFree(prefix)
    }
    return String(cString: local)
  }
}
