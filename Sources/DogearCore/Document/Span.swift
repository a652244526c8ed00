/// A run of inline content with one style, inside a block.
///
/// `path` is the innermost element holding the text (the leaf for anchors) and `offset` the
/// number of `Character`s of that element's collapsed text that come before this span's first
/// character. Text after an inline child continues its parent's count:
/// in `<p>ab<a>cd</a>ef</p>`, "ab" is (p, 0), "cd" is (p>a, 0), "ef" is (p, 4).
public struct Span: Equatable, Sendable {
  public enum Content: Equatable, Sendable {
    /// Already sanitised, whitespace-collapsed text.
    case text(String)
    /// `<br>`.
    case lineBreak
    /// An inline `<img>`. Boxed: an image reference is five times the size of the other
    /// cases, and every span of an article would otherwise take its room (issue 37: a page of
    /// 800,000 links).
    indirect case image(ImageReference)
    /// A `q`'s quotation mark, which the reader adds and the page does not hold (CSS draws
    /// it; the DOM has none): it counts no Character, so offsets, anchors, positions and
    /// search skip it. An opening mark sticks to the text after it, a closing one to the
    /// text before.
    case quotationMark(String, opening: Bool)
  }

  // Stored in this order, the offset in 32 bits beside the style, so that a span takes 48
  // bytes: a page of 800,000 links holds 1.6 million of them at once (issue 37). No element
  // holds 2^31 Characters (articles stop at 32 MB).
  public var content: Content
  public var style: InlineStyle
  private var storedOffset: Int32
  /// The `href` of the enclosing link, if any.
  public var link: String?
  public var path: ElementPath

  public var offset: Int {
    get { Int(storedOffset) }
    set { storedOffset = Int32(clamping: newValue) }
  }

  public init(
    _ content: Content, style: InlineStyle = [], link: String? = nil, path: ElementPath,
    offset: Int = 0
  ) {
    self.content = content
    self.style = style
    self.storedOffset = Int32(clamping: offset)
    self.link = link
    self.path = path
  }

  public static func text(
    _ text: String, style: InlineStyle = [], link: String? = nil, path: ElementPath,
    offset: Int = 0
  ) -> Span {
    Span(.text(text), style: style, link: link, path: path, offset: offset)
  }
}

/// Inline formatting from the source element (`em`, `strong`, `code`, `a`, `mark`, ...).
public struct InlineStyle: OptionSet, Hashable, Sendable {
  public let rawValue: UInt16
  public init(rawValue: UInt16) { self.rawValue = rawValue }

  public static let emphasis = InlineStyle(rawValue: 1 << 0)
  public static let strong = InlineStyle(rawValue: 1 << 1)
  public static let code = InlineStyle(rawValue: 1 << 2)
  public static let link = InlineStyle(rawValue: 1 << 3)
  /// `mark` and Readeck's `rd-annotation`.
  public static let highlight = InlineStyle(rawValue: 1 << 4)
  public static let superscript = InlineStyle(rawValue: 1 << 5)
  public static let `subscript` = InlineStyle(rawValue: 1 << 6)
  public static let underline = InlineStyle(rawValue: 1 << 7)
  public static let strikethrough = InlineStyle(rawValue: 1 << 8)
}
