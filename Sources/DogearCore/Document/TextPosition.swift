/// A point of an article's text in the one form dogear stores (DESIGN.md "Position"): a
/// Readeck highlight boundary (docs/readeck-api-2.md §1.3).
///
/// `selector` is an element path of same-tag steps from the fragment's top level down
/// (`section[1]/p[3]`: 1-based among element siblings with the same tag), and `offset` counts
/// Unicode scalars over that element's whole text, its descendants' text included. Readeck's
/// highlights add and remove `rd-annotation` elements, which never count as steps for other
/// tags and never shift offsets, so a stored position does not move when highlights change.
/// The text is the article's text as dogear holds it (whitespace collapsed as shown).
public struct TextPosition: Hashable, Sendable, Codable, CustomStringConvertible {
  public var selector: String
  public var offset: Int

  public init(selector: String, offset: Int) {
    self.selector = selector
    self.offset = offset
  }

  public var description: String { "\(selector)@\(offset)" }

  /// Readeck refuses a longer highlight selector (readeck-api-2.md §1.2).
  public static let longestSelector = 256

  /// One step of `selector`.
  public struct Step: Equatable {
    public var tag: String
    public var index: Int
  }

  /// The steps of `selector`, or nil when it is not the form above (an empty selector names
  /// the fragment itself).
  public var steps: [Step]? {
    guard !selector.isEmpty else { return [] }
    var parsed: [Step] = []
    for part in selector.split(separator: "/", omittingEmptySubsequences: false) {
      // The server reads the selector as an XPath from the body ("./" + selector): "." is
      // that element itself (Readeck's own tests write "./p[3]").
      if part == "." { continue }
      guard let open = part.firstIndex(of: "["), part.last == "]" else { return nil }
      let tag = part[..<open]
      let number = part[part.index(after: open)..<part.index(before: part.endIndex)]
      guard !tag.isEmpty, tag.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" }),
        let index = Int(number), index >= 1
      else { return nil }
      parsed.append(Step(tag: String(tag).lowercased(), index: index))
    }
    return parsed
  }

  /// The same-tag selector of `path` (its `sameTagIndex` steps).
  public static func selector(of path: ElementPath) -> String {
    path.steps.map { "\($0.tag)[\($0.sameTagIndex)]" }.joined(separator: "/")
  }
}
