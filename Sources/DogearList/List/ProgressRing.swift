/// The ring before each title: how far the reader got, at a glance.
///
/// Unread (0) is an empty ring, read (100) a check mark. In between the ring fills in four
/// steps, to the nearest quarter, and never looks empty or finished:
///
///     percent   1-37  38-62  63-87  88-99
///     unicode    ◔     ◑      ◕      ●
///     ASCII     (.)   (o)    (O)    (@)
///
/// so that "◔ 12%", "◑ 48%" and "◕ 63%" read as DESIGN.md shows them. Without a UTF-8
/// locale, unread is "( )" and read "[x]".
public enum ProgressRing {
  /// 0 empty, 1...4 quarters filled, 5 read.
  public static func step(percent: Int) -> Int {
    if percent <= 0 { return 0 }
    if percent >= 100 { return 5 }
    return min(4, max(1, (percent * 4 + 50) / 100))
  }

  public static func glyph(percent: Int, unicode: Bool) -> String {
    let glyphs =
      unicode
      ? ["○", "◔", "◑", "◕", "●", "✓"]
      : ["( )", "(.)", "(o)", "(O)", "(@)", "[x]"]
    return glyphs[step(percent: percent)]
  }

  /// The glyph, with the number for 1-99: "◕ 63%", "○", "✓".
  public static func label(percent: Int, unicode: Bool) -> String {
    let glyph = glyph(percent: percent, unicode: unicode)
    guard (1...99).contains(percent) else { return glyph }
    return percent < 10 ? "\(glyph)  \(percent)%" : "\(glyph) \(percent)%"
  }

  /// The widest label, in cells: a glyph, a space and "99%".
  public static func columnWidth(unicode: Bool) -> Int { unicode ? 5 : 7 }
}
