/// Where an element sits in an article fragment: one step per level from the fragment's top
/// level down, each the element's tag and its 1-based position among its *element* siblings.
///
/// Written as Readeck writes `read_anchor` (docs/readeck-api.md §2):
/// `section:nth-child(1)>div:nth-child(3)>p:nth-child(14)`, lower-case, no leading combinator.
public struct ElementPath: Hashable, Sendable, CustomStringConvertible {
  public struct Step: Hashable, Sendable {
    public var tag: String
    // The indices in 32 bits (a step takes 24 bytes, not 32: every element of a page has a
    // path of its own, issue 37); no parent has 2^31 children.
    private var storedIndex: Int32
    private var storedSameTagIndex: Int32

    /// 1-based, counted over element siblings only (`previousElementSibling`).
    public var index: Int {
      get { Int(storedIndex) }
      set { storedIndex = Int32(clamping: newValue) }
    }
    /// 1-based, counted over element siblings with the same tag only (XPath's `tag[n]`, the
    /// form of a Readeck highlight boundary, docs/readeck-api-2.md §1.3). Derived from the
    /// document, not part of the step's identity: a step parsed from a `read_anchor` does not
    /// know it, and defaults it to `index` (right when the siblings share one tag).
    public var sameTagIndex: Int {
      get { Int(storedSameTagIndex) }
      set { storedSameTagIndex = Int32(clamping: newValue) }
    }

    public init(tag: String, index: Int, sameTagIndex: Int? = nil) {
      self.init(lowercasedTag: tag.lowercased(), index: index, sameTagIndex: sameTagIndex ?? index)
    }

    /// A step whose tag is lower case already (a parser's name), which is not lowered again.
    public init(lowercasedTag tag: String, index: Int, sameTagIndex: Int) {
      self.tag = tag
      self.storedIndex = Int32(clamping: index)
      self.storedSameTagIndex = Int32(clamping: sameTagIndex)
    }

    /// Tag and `nth-child` index: `sameTagIndex` follows from them in one document.
    public static func == (lhs: Step, rhs: Step) -> Bool {
      lhs.index == rhs.index && lhs.tag == rhs.tag
    }

    public func hash(into hasher: inout Hasher) {
      hasher.combine(tag)
      hasher.combine(index)
    }
  }

  public var steps: [Step]

  public init(_ steps: [Step] = []) { self.steps = steps }

  /// Hashes the step indices only, folded into one word: within one document two elements'
  /// paths never share every index (siblings have distinct positions), so tags add nothing
  /// but the cost of hashing strings. Equality still compares tags (`==`).
  public func hash(into hasher: inout Hasher) {
    var folded = UInt64(truncatingIfNeeded: steps.count)
    for step in steps {
      folded = (folded &* 0x100_0000_01B3) ^ UInt64(truncatingIfNeeded: step.index)
    }
    hasher.combine(folded)
  }

  /// Indices first: paths of one document that differ mostly differ there, and integers
  /// compare faster than tags.
  public static func == (lhs: ElementPath, rhs: ElementPath) -> Bool {
    guard lhs.steps.count == rhs.steps.count else { return false }
    for (left, right) in zip(lhs.steps, rhs.steps) where left.index != right.index {
      return false
    }
    return lhs.steps == rhs.steps
  }

  /// The empty path names the fragment itself.
  public static let root = ElementPath()

  public var isRoot: Bool { steps.isEmpty }

  public func appending(tag: String, index: Int) -> ElementPath {
    appending(Step(tag: tag, index: index))
  }

  /// The path one step deeper, its steps in a buffer of their own size: every element of a
  /// page keeps a path, and one grown by `append` keeps room for twice its steps (half a
  /// megabyte on a long page, issue 41).
  public func appending(_ step: Step) -> ElementPath {
    var deeper: [Step] = []
    deeper.reserveCapacity(steps.count + 1)
    deeper.append(contentsOf: steps)
    deeper.append(step)
    return ElementPath(deeper)
  }

  /// True when `self` is `other` or lies inside it.
  public func isWithin(_ other: ElementPath) -> Bool {
    steps.count >= other.steps.count && Array(steps.prefix(other.steps.count)) == other.steps
  }

  /// The CSS selector form, e.g. `section:nth-child(1)>p:nth-child(14)`.
  public var css: String {
    steps.map { "\($0.tag):nth-child(\($0.index))" }.joined(separator: ">")
  }

  public var description: String { css }

  /// Parses the selector form Readeck writes. Tolerates spaces around `>`; returns nil for
  /// anything else (other combinators, pseudo-classes, a missing index).
  public init?(css: String) {
    let trimmed = css.trimmingWhitespaceAndNewlines()
    guard !trimmed.isEmpty else { return nil }
    var parsed: [Step] = []
    for rawPart in trimmed.split(separator: ">", omittingEmptySubsequences: false) {
      let part = rawPart.trimmingWhitespace()
      guard let open = part.firstRange(of: ":nth-child("), part.hasSuffix(")") else { return nil }
      let tag = String(part[..<open.lowerBound])
      let number = part[open.upperBound..<part.index(before: part.endIndex)]
      guard !tag.isEmpty, tag.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" }),
        let index = Int(number), index >= 1
      else { return nil }
      parsed.append(Step(tag: tag, index: index))
    }
    self.steps = parsed
  }
}
