import CLibXML2
import DogearCore

#if canImport(Glibc)
  import Glibc
#endif

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
///
/// libxml2 hands the same name at the same address (its dictionary keeps one copy of each
/// name for the parse), so a name is first looked for by address in a few recent slots, its
/// bytes compared to be sure, before a `String` is made and hashed: that was a tenth of the
/// tree's work per element on a large page. `byName` alone is the simple way beside it.
struct TagTable {
  private var infos: [String: TagInfo] = [:]
  private var recent = [Recent?](repeating: nil, count: Self.recentSlots)

  /// A name met at an address: its bytes (with their NUL) and what it is.
  private struct Recent {
    var address: UnsafePointer<xmlChar>
    var written: [CChar]
    var info: TagInfo
  }

  /// 2 to the 6: `info` takes the top six bits of the mixed address.
  private static let recentSlots = 64

  mutating func info(_ name: UnsafePointer<xmlChar>) -> TagInfo {
    // The address's bits mixed (Fibonacci hashing): names lie a few bytes apart.
    let slot = Int((UInt64(UInt(bitPattern: name)) &* 0x9E37_79B9_7F4A_7C15) >> 58)
    if let known = recent[slot], known.address == name,
      known.written.withUnsafeBufferPointer({ strcmp($0.baseAddress!, name.cString) == 0 })
    {
      return known.info
    }
    let info = byName(name)
    recent[slot] = Recent(
      address: name,
      written: Array(UnsafeBufferPointer(start: name.cString, count: strlen(name.cString) + 1)),
      info: info)
    return info
  }

  /// The name's info, looked up by its text.
  mutating func byName(_ name: UnsafePointer<xmlChar>) -> TagInfo {
    let written = String(cString: name)
    if let known = infos[written] { return known }
    let info = TagInfo(Self.localName(name))
    infos[written] = info
    return info
  }

  /// The tree's name for an element: libxml2's tree builder splits `foo:bar` into a namespace
  /// prefix and `bar`, even in HTML.
  private static func localName(_ name: UnsafePointer<xmlChar>) -> String {
    guard dogear_xmlStrchr(name, 0x3A) != nil else { return String(cString: name) }
    var prefix: UnsafeMutablePointer<xmlChar>?
    guard let local = dogear_xmlSplitQName(nil, name, &prefix) else { return String(cString: name) }
    defer {
      dogear_libxml2_free(local)
      dogear_libxml2_free(prefix)
    }
    return String(cString: local)
  }
}

extension UnsafePointer where Pointee == xmlChar {
  /// The same bytes as C characters.
  fileprivate var cString: UnsafePointer<CChar> {
    UnsafeRawPointer(self).assumingMemoryBound(to: CChar.self)
  }
}
