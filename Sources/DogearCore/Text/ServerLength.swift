/// A text's length as Readeck bounds it: `forms.Trim` then `MaxLen`, which counts
/// `len([]rune(s))` (`pkg/forms/validators.go`), code points of the text with the space
/// around it trimmed. Characters (grapheme clusters) are fewer for many scripts and every
/// emoji sequence, so a bound counted in them lets through a text the server refuses (422).
public enum ServerLength {
  public static func of(_ text: String) -> Int {
    text.trimmingWhitespaceAndNewlines().unicodeScalars.count
  }

  /// True when the server takes `text` under `limit` code points once trimmed.
  public static func fits(_ text: String, within limit: Int) -> Bool {
    of(text) <= limit
  }
}
