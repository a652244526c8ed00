/// What `TagGate` does inside a tag: a start tag's attributes counted and those past the
/// limit left out, an end tag held to its `>` and handed on as written or as a marker.
extension TagGate {
  private static let documentElements = Set(["html", "head", "body"].map(GateTagName.init))

  private static let rawTextElements = Set(
    ["script", "style", "textarea", "title", "xmp"].map(GateTagName.init))

  /// Inside a start tag, after its name: attributes, their values, the tag's end. False
  /// when the byte is left out.
  mutating func attribute(_ byte: UInt8) -> Bool {
    let dropping = attributes > Self.attributeLimit
    switch state {
    case .quoted(let quote):
      if byte == quote { state = .inTag }
      return !dropping
    case .unquoted:
      if Self.isSpace(byte) {
        state = .inTag
      } else if byte == UInt8(ascii: ">") {
        closeStartTag()
        return true
      }
      return !dropping || Self.isSpace(byte)
    case .attributeName, .afterName:
      if byte == UInt8(ascii: "=") {
        state = .beforeValue
        return !dropping
      }
      if Self.isSpace(byte) {
        state = .afterName
        return true
      }
      if case .afterName = state { return startAttribute(byte) }
      if byte == UInt8(ascii: ">") || byte == UInt8(ascii: "/") { return startAttribute(byte) }
      return !dropping
    case .beforeValue:
      if Self.isSpace(byte) { return true }
      if byte == UInt8(ascii: ">") {
        closeStartTag()
        return true
      }
      state = byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") ? .quoted(byte) : .unquoted
      return !dropping
    case .inTag, .text, .open, .tagName, .endName, .endRest, .comment, .declaration, .rawText:
      return startAttribute(byte)
    }
  }

  /// Between attributes: the tag's end, a `/`, or a new attribute (counted).
  private mutating func startAttribute(_ byte: UInt8) -> Bool {
    if Self.isSpace(byte) || byte == UInt8(ascii: "/") {
      state = .inTag
      return true
    }
    if byte == UInt8(ascii: ">") {
      closeStartTag()
      return true
    }
    attributes += 1
    state = .attributeName
    return attributes <= Self.attributeLimit
  }

  /// A start tag ended: one more of its name open, and raw text after some.
  mutating func closeStartTag() {
    open[name, default: 0] += 1
    // Only names starting with s, t or x can be raw text: most tags skip the lookup.
    if let first = name.first, first == 0x73 || first == 0x74 || first == 0x78,
      Self.rawTextElements.contains(name)
    {
      rawElement = name
      state = .rawText(matched: 0)
    } else {
      state = .text
    }
  }

  /// A byte of an end tag, held back until its `>` decides what is handed on.
  mutating func endTag(_ byte: UInt8) {
    held.append(byte)
    if byte == UInt8(ascii: ">") {
      state = .text
      decide()
      return
    }
    if held.count > Self.longest {
      state = .declaration  // passes as written; the rest of it, to its `>`, unread
      return
    }
    guard case .endName = state else { return }
    if Self.isSpace(byte) || byte == UInt8(ascii: "/") {
      state = .endRest
    } else {
      name.append(Self.lower(byte))
    }
  }

  private mutating func decide() {
    guard let first = name.first, first >= UInt8(ascii: "a"), first <= UInt8(ascii: "z") else {
      return  // `</>` or `</3`: libxml2's own business, bounded
    }
    if open.useUp(name) { return }
    // libxml2 reads `</html>`, `</head>`, `</body>` for where the body is (a frameset page
    // has none): the first of each passes as written, the rest go by.
    if Self.documentElements.contains(name), documentEndsPassed.insert(name).inserted { return }
    countMarker()
    decided = Array("<!--\(Self.marker)".utf8) + name.bytes + Array("-->".utf8)
  }

  private static let markerBytes = Array(marker.utf8)

  /// The end tag's name when `comment` (a comment's text, from libxml2) is a marker.
  static func name(inMarker comment: UnsafePointer<UInt8>?) -> String? {
    guard let comment, comment.pointee == markerBytes[0] else { return nil }
    for (offset, byte) in markerBytes.enumerated() where comment[offset] != byte {
      return nil
    }
    return String(cString: comment + markerBytes.count)
  }
}

extension [GateTagName: Int] {
  /// One start tag of `name` used up by an end tag; false when none is left (one hash).
  mutating func useUp(_ name: GateTagName) -> Bool {
    guard let index = index(forKey: name), values[index] > 0 else { return false }
    values[index] -= 1
    return true
  }
}
