import DogearCore

/// Presentation styles of laid-out text.
public struct TextStyle: OptionSet, Hashable, Sendable {
  public let rawValue: UInt16
  public init(rawValue: UInt16) { self.rawValue = rawValue }

  public static let bold = TextStyle(rawValue: 1 << 0)
  public static let italic = TextStyle(rawValue: 1 << 1)
  public static let underline = TextStyle(rawValue: 1 << 2)
  public static let code = TextStyle(rawValue: 1 << 3)
  public static let link = TextStyle(rawValue: 1 << 4)
  public static let heading = TextStyle(rawValue: 1 << 5)
  public static let quote = TextStyle(rawValue: 1 << 6)
  public static let highlight = TextStyle(rawValue: 1 << 7)
  /// Secondary text: list markers, gutters, link numbers, captions.
  public static let dim = TextStyle(rawValue: 1 << 8)
  public static let strikethrough = TextStyle(rawValue: 1 << 9)
}

/// A piece of a line in one style.
///
/// 32 bytes apart in a line's runs (issue 41): `style` after `link`, whose nine bytes
/// otherwise began at the next eight-byte boundary after it, 40 apart.
public struct StyledRun: Equatable, Sendable {
  public var text: String
  /// The 1-based link number when this run is (part of) a link.
  public var link: Int?
  public var style: TextStyle

  public init(_ text: String, style: TextStyle = [], link: Int? = nil) {
    self.text = text
    self.style = style
    self.link = link
  }
}

/// One laid-out row of an article, at most `width` columns wide.
public struct LayoutLine: Equatable, Sendable {
  public var runs: [StyledRun]
  /// Where the line's first character comes from. Blank separator lines carry the anchor of
  /// the block that follows them.
  public var anchor: Anchor
  /// Set on the first line of an image block (`[image: alt]`), for the picture renderer.
  public var image: ImageReference? {
    get { imageStorage.first }
    set { imageStorage = newValue.map { [$0] } ?? [] }
  }
  /// `image`, boxed: a picture is rare and large, and held inline it would make every line
  /// five times bigger, so that the layout copied each line it appended instead of moving it.
  private var imageStorage: [ImageReference]
  /// The width of the table grid this line is a row of, its indentation included, when the
  /// grid is wider than the layout (issue 44: drawn centred on the terminal, or scrolled
  /// sideways when wider than that); 0 for every other line.
  public var gridWidth: Int32

  public init(
    runs: [StyledRun], anchor: Anchor, image: ImageReference? = nil, gridWidth: Int32 = 0
  ) {
    self.runs = runs
    self.anchor = anchor
    self.imageStorage = image.map { [$0] } ?? []
    self.gridWidth = gridWidth
  }

  /// The line's text without styles.
  public var text: String { runs.map(\.text).joined() }
}
