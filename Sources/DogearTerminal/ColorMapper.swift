import DogearCore
import DogearScreen

/// Maps a `TerminalColor` to a colour number the terminal has, given how many it has
/// (`COLORS`). -1 is the terminal's default colour (`use_default_colors`).
///
/// RGB goes to the nearest entry of the 6x6x6 cube or the grey ramp on 256-colour terminals
/// (never to 0-15, which the user's theme redefines), or of the standard 16 or 8 colours.
public struct ColorMapper: Sendable, Equatable {
  public let colorCount: Int
  /// False when `use_default_colors` failed (no `op` in terminfo): -1 is then not a valid
  /// colour, and the default pair is spelled white on black.
  public let hasDefaultColors: Bool

  public init(colorCount: Int, hasDefaultColors: Bool = true) {
    self.colorCount = colorCount
    self.hasDefaultColors = hasDefaultColors
  }

  /// The foreground and background numbers for a style's colours.
  public func numbers(for style: CellStyle) -> (foreground: Int32, background: Int32) {
    let foreground = number(for: style.foreground)
    let background = number(for: style.background)
    guard !hasDefaultColors, colorCount >= 8 else { return (foreground, background) }
    return (foreground == -1 ? 7 : foreground, background == -1 ? 0 : background)
  }

  /// The colour number for `color`; -1 for the default or when the terminal has no colours.
  public func number(for color: TerminalColor) -> Int32 {
    guard colorCount >= 8 else { return -1 }
    switch color {
    case .default:
      return -1
    case .indexed(let index):
      if Int(index) < colorCount { return Int32(index) }
      if colorCount >= 16 || index >= 16 { return nearest(to: Self.rgb(ofIndex: index)) }
      return Int32(index) - 8  // bright 8-15 on an 8-colour terminal: the plain colour
    case .rgb(let red, let green, let blue):
      return nearest(to: RGB(red: Int(red), green: Int(green), blue: Int(blue)))
    }
  }

  private func nearest(to color: RGB) -> Int32 {
    if colorCount >= 256 { return Self.nearestIn256(color) }
    let palette = Self.standard16.prefix(colorCount >= 16 ? 16 : 8)
    var best = 0
    for (index, candidate) in palette.enumerated()
    where candidate.distance(to: color) < palette[best].distance(to: color) {
      best = index
    }
    return Int32(best)
  }

  /// Nearest of the cube (16-231) and the grey ramp (232-255).
  static func nearestIn256(_ color: RGB) -> Int32 {
    let levels = cubeLevels
    func nearestLevel(_ value: Int) -> Int {
      var best = 0
      for (index, level) in levels.enumerated() where abs(level - value) < abs(levels[best] - value)
      {
        best = index
      }
      return best
    }
    let (r, g, b) = (nearestLevel(color.red), nearestLevel(color.green), nearestLevel(color.blue))
    let cube = RGB(red: levels[r], green: levels[g], blue: levels[b])
    let average = (color.red + color.green + color.blue) / 3
    let greyStep = min(23, max(0, (average - 3) / 10))
    let greyLevel = 8 + 10 * greyStep
    let grey = RGB(red: greyLevel, green: greyLevel, blue: greyLevel)
    if grey.distance(to: color) < cube.distance(to: color) { return Int32(232 + greyStep) }
    return Int32(16 + 36 * r + 6 * g + b)
  }

  /// The usual RGB of a 256-colour index (xterm's defaults for 0-15).
  static func rgb(ofIndex index: UInt8) -> RGB {
    let value = Int(index)
    switch value {
    case 0..<16:
      return standard16[value]
    case 16..<232:
      let offset = value - 16
      return RGB(
        red: cubeLevels[offset / 36], green: cubeLevels[(offset / 6) % 6],
        blue: cubeLevels[offset % 6])
    default:
      let level = 8 + 10 * (value - 232)
      return RGB(red: level, green: level, blue: level)
    }
  }

  static let cubeLevels = [0, 95, 135, 175, 215, 255]

  /// xterm's default 16 colours.
  static let standard16: [RGB] = [
    RGB(red: 0, green: 0, blue: 0), RGB(red: 205, green: 0, blue: 0),
    RGB(red: 0, green: 205, blue: 0), RGB(red: 205, green: 205, blue: 0),
    RGB(red: 0, green: 0, blue: 238), RGB(red: 205, green: 0, blue: 205),
    RGB(red: 0, green: 205, blue: 205), RGB(red: 229, green: 229, blue: 229),
    RGB(red: 127, green: 127, blue: 127), RGB(red: 255, green: 0, blue: 0),
    RGB(red: 0, green: 255, blue: 0), RGB(red: 255, green: 255, blue: 0),
    RGB(red: 92, green: 92, blue: 255), RGB(red: 255, green: 0, blue: 255),
    RGB(red: 0, green: 255, blue: 255), RGB(red: 255, green: 255, blue: 255),
  ]

  struct RGB: Equatable, Sendable {
    var red: Int
    var green: Int
    var blue: Int

    /// Squared distance, weighted towards green as the eye is (a cheap perceptual metric).
    func distance(to other: RGB) -> Int {
      let (dr, dg, db) = (red - other.red, green - other.green, blue - other.blue)
      return 2 * dr * dr + 4 * dg * dg + 3 * db * db
    }
  }
}
