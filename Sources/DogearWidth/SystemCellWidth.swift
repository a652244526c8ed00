import CWidth
import DogearCore
import FoundationEssentials

/// Display widths from glibc's `wcwidth`, the table ncurses moves its cursor by, so that the
/// layout and the screen agree (LINUX-NOTES.md "Display width"). A module of its own, so
/// `dogear dump` and the tests measure with it without linking ncurses.
public enum SystemCellWidth {
  /// Makes sure LC_CTYPE is UTF-8 (falling back to C.UTF-8), then returns the width function.
  /// In the C locale `wcwidth` answers -1 for everything beyond ASCII.
  public static func make() -> CellWidth {
    ensureUTF8CType()
    return CellWidth { scalar in Int(dogear_scalar_width(scalar.value)) }
  }

  /// Whether LC_CTYPE, as set now, is UTF-8.
  public static func ctypeIsUTF8() -> Bool { dogear_locale_is_utf8() != 0 }

  /// Keeps the user's locale when it is UTF-8; otherwise switches LC_CTYPE to C.UTF-8.
  /// Returns false when no UTF-8 locale could be set (the ASCII fallbacks then apply).
  @discardableResult
  public static func ensureUTF8CType() -> Bool {
    if dogear_locale_is_utf8() != 0 { return true }
    setlocale(LC_CTYPE, "")
    if dogear_locale_is_utf8() != 0 { return true }
    setlocale(LC_CTYPE, "C.UTF-8")
    return dogear_locale_is_utf8() != 0
  }
}
