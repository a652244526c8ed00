import DogearCore
import DogearLayout

/// The article's text as Readeck's server counts it for a highlight (readeck-api-2.md §1.3):
/// every text node of the fragment in document order, decoded and with its whitespace as
/// written, beside the element it sits in.
///
/// dogear's own text collapses whitespace and leaves out what it does not show, so its
/// offsets differ from the server's. The two agree on the *key* characters (`isKey`: every
/// character but whitespace and what the sanitiser removes), in the same order, so a point
/// converts between them by counting key characters inside one element.
public struct SourceText: Equatable, Sendable {
  /// One text node.
  public struct Node: Equatable, Sendable {
    /// The element holding the node (its parent), or, for text dogear never shows (inside
    /// a `script`, an `svg`), the nearest element around it that it keeps.
    public var parent: ElementPath
    public var text: String
    /// Text dogear does not show: it counts for the server's offsets, never as key text.
    public var isHidden: Bool
    /// Unicode scalars in `text`: the server's unit.
    public let scalars: Int

    public init(parent: ElementPath, text: String, isHidden: Bool = false) {
      self.parent = parent
      self.text = text
      self.isHidden = isHidden
      self.scalars = text.unicodeScalars.count
    }
  }

  public let nodes: [Node]

  public init(nodes: [Node]) { self.nodes = nodes }

  /// True for a character both texts hold, in the same order: not HTML whitespace, not a
  /// control, a bidi control or a soft hyphen (`TextSanitizer` removes those), not a line or
  /// paragraph separator (which it turns into spaces).
  public static func isKey(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0...0x20, 0x7F...0x9F, 0xAD, 0x061C, 0x200E, 0x200F, 0x2028...0x202E, 0x2066...0x2069:
      return false
    default:
      return true
    }
  }

  /// The nodes inside `element` (its own and its descendants'), which are consecutive.
  func nodes(within element: ElementPath) -> Range<Int> {
    guard let first = nodes.firstIndex(where: { $0.parent.isWithin(element) }) else {
      return 0..<0
    }
    var end = first
    while end < nodes.count, nodes[end].parent.isWithin(element) { end += 1 }
    return first..<end
  }

  /// The server's offset inside `element` of a boundary `keys` key characters into it: just
  /// before the next key character for a start, just after the `keys`th for an end. nil
  /// when the element holds fewer key characters.
  func offset(afterKeys keys: Int, in element: ElementPath, isStart: Bool) -> Int? {
    var seen = 0
    var offset = 0
    for index in nodes(within: element) {
      let node = nodes[index]
      guard !node.isHidden else {
        offset += node.scalars
        continue
      }
      for scalar in node.text.unicodeScalars {
        if Self.isKey(scalar) {
          if isStart && seen == keys { return offset }
          seen += 1
          if !isStart && seen == keys { return offset + 1 }
        }
        offset += 1
      }
    }
    return nil
  }

  /// Key characters of `element`'s text before the server's `offset` into it.
  func keys(before offset: Int, in element: ElementPath) -> Int {
    var left = offset
    var keys = 0
    for index in nodes(within: element) where left > 0 {
      let node = nodes[index]
      guard !node.isHidden else {
        left -= node.scalars
        continue
      }
      for scalar in node.text.unicodeScalars {
        if left == 0 { break }
        if Self.isKey(scalar) { keys += 1 }
        left -= 1
      }
    }
    return keys
  }
}
