import DogearCore
import DogearLayout
import DogearScreen

/// How the reader's parts look, with colours only when the terminal may use them. Everything
/// that matters stays visible under `NO_COLOR`: bold, underline, reverse and glyphs carry it.
public struct ReaderTheme: Equatable, Sendable {
  public let colors: Bool

  public init(colors: Bool) { self.colors = colors }

  private static let accent = TerminalColor.indexed(6)

  /// The cell style for a laid-out run's style.
  public func style(for text: TextStyle) -> CellStyle {
    var attributes: CellAttributes = []
    var foreground = TerminalColor.default
    var background = TerminalColor.default
    if !text.isDisjoint(with: [.bold, .heading]) { attributes.insert(.bold) }
    if text.contains(.italic) { attributes.insert(.italic) }
    if !text.isDisjoint(with: [.underline, .link]) { attributes.insert(.underline) }
    if text.contains(.dim) { attributes.insert(.dim) }
    if text.contains(.strikethrough) { attributes.insert(.strikethrough) }
    if colors {
      if text.contains(.link) { foreground = Self.accent }
      if text.contains(.code) { foreground = .indexed(2) }
    }
    if text.contains(.highlight) {
      if colors {
        foreground = .indexed(0)
        background = .indexed(3)
      } else {
        attributes.insert(.reverse)
      }
    }
    return CellStyle(attributes, foreground: foreground, background: background)
  }

  /// Search matches are reversed, the selected one also bold and underlined.
  public func match(isCurrent: Bool) -> CellStyle {
    isCurrent ? CellStyle([.reverse, .bold, .underline]) : CellStyle(.reverse)
  }

  public var barFill: CellStyle { CellStyle(foreground: colors ? Self.accent : .default) }
  /// The unfilled part: a dim shade, in the accent when colours are on.
  public var barTrack: CellStyle { CellStyle(.dim, foreground: colors ? Self.accent : .default) }
  /// The percentage where it sits on the filled part: cut out of the bar in reverse.
  public var barLabelOnFill: CellStyle {
    CellStyle([.reverse, .bold], foreground: colors ? Self.accent : .default)
  }
  public var barLabel: CellStyle { CellStyle(.bold) }
  public var title: CellStyle { CellStyle(.bold) }
  public var secondary: CellStyle { CellStyle(.dim) }
  public var frame: CellStyle { CellStyle(.dim, foreground: colors ? Self.accent : .default) }
  public var prompt: CellStyle { CellStyle(.bold, foreground: colors ? .indexed(3) : .default) }
  public var selected: CellStyle { CellStyle(.reverse) }
  /// The selection's moving end (its caret word): reversed and underlined, as it moves.
  public var caret: CellStyle { CellStyle([.reverse, .bold, .underline]) }
  /// The word heard while listening (issue 42): bold and underlined, in the accent colour.
  public var spoken: CellStyle {
    CellStyle([.bold, .underline], foreground: colors ? Self.accent : .default)
  }

  /// A highlight: its colour as background with black text, or underlined without colours.
  public func highlight(_ color: HighlightColor) -> CellStyle {
    guard colors else { return CellStyle(.underline) }
    let background: UInt8
    switch color {
    case .yellow: background = 3
    case .red: background = 1
    case .blue: background = 4
    case .green: background = 2
    }
    return CellStyle(foreground: .indexed(0), background: .indexed(background))
  }
}
