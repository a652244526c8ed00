public struct Cell: Equatable, Sendable {
  /// One grapheme; empty for the second half of a wide character.
  public var text: String
  public var style: CellStyle

  public init(_ text: String, style: CellStyle = .plain) {
    self.text = text
    self.style = style
  }

  public var isContinuation: Bool { text.isEmpty }

  public static let blank = Cell(" ")
  public static func continuation(_ style: CellStyle) -> Cell { Cell("", style: style) }
}

/// How a cell looks. Colours are optional so that `NO_COLOR` screens use attributes only.
public struct CellStyle: Hashable, Sendable {
  public var attributes: CellAttributes
  public var foreground: TerminalColor
  public var background: TerminalColor

  public init(
    _ attributes: CellAttributes = [], foreground: TerminalColor = .default,
    background: TerminalColor = .default
  ) {
    self.attributes = attributes
    self.foreground = foreground
    self.background = background
  }

  public static let plain = CellStyle()
}

public struct CellAttributes: OptionSet, Hashable, Sendable {
  public let rawValue: UInt8
  public init(rawValue: UInt8) { self.rawValue = rawValue }

  public static let bold = CellAttributes(rawValue: 1 << 0)
  public static let italic = CellAttributes(rawValue: 1 << 1)
  public static let underline = CellAttributes(rawValue: 1 << 2)
  public static let reverse = CellAttributes(rawValue: 1 << 3)
  public static let dim = CellAttributes(rawValue: 1 << 4)
  /// Drawn only where terminfo has `smxx` (the layout marks struck text with `~~` elsewhere).
  public static let strikethrough = CellAttributes(rawValue: 1 << 5)
}

/// A terminal colour: the terminal's own default, one of the 256 indexed colours, or RGB
/// (painted as the nearest colour the terminal can show).
public enum TerminalColor: Hashable, Sendable {
  case `default`
  case indexed(UInt8)
  case rgb(UInt8, UInt8, UInt8)
}
