import DogearScreen

/// The list's styles. With colours off (`NO_COLOR`) every style is attributes only, so the
/// screen stays legible and the selection (reverse video) still shows.
struct ListTheme {
  let colors: Bool

  private func style(_ attributes: CellAttributes, _ color: UInt8?) -> CellStyle {
    guard colors, let color else { return CellStyle(attributes) }
    return CellStyle(attributes, foreground: .indexed(color))
  }

  var appName: CellStyle { style(.bold, 6) }
  var plain: CellStyle { .plain }
  var strong: CellStyle { style(.bold, nil) }
  var secondary: CellStyle { style(.dim, nil) }
  var heading: CellStyle { style(.bold, 4) }
  var rule: CellStyle { style(.dim, 4) }
  var message: CellStyle { style([], 3) }
  var indicator: CellStyle { style(.bold, 3) }

  /// Rings: in progress stands out, read is calm, unread recedes.
  func ring(percent: Int) -> CellStyle {
    switch ProgressRing.step(percent: percent) {
    case 0: return secondary
    case 5: return style([], 2)
    default: return style(.bold, 3)
    }
  }

  /// Archived rows recede when they share the list with others.
  func title(archived: Bool) -> CellStyle { archived ? secondary : plain }
}
