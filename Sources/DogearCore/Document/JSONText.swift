/// JSON for output that may land on a terminal (`dogear list --json` piped to `less -R` or
/// just printed): every scalar a terminal would act on is written as a `\uXXXX` escape, so the
/// bytes carry no control while a JSON reader still gets the text exactly.
///
/// Escaped: C0 controls (as JSON requires), DEL and the C1 controls (U+0080-U+009F, which some
/// terminals take as CSI and friends), U+2028 and U+2029 (line breaks to JavaScript), and the
/// bidi embeddings, overrides and isolates (U+202A-U+202E, U+2066-U+2069), which would reorder
/// the rest of the terminal line. The marks U+200E, U+200F and U+061C stay as they are: they
/// only settle the direction of neutral characters next to them, and Arabic and Hebrew titles
/// carry them as part of their text.
public enum JSONText {
  /// `value` as a JSON string literal, quotes included; `null` for nil.
  public static func string(_ value: String?) -> String {
    guard let value else { return "null" }
    var result = "\""
    for scalar in value.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      default:
        if isEscaped(scalar) {
          result += escape(scalar)
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result + "\""
  }

  /// A whole JSON document with any control left outside the escapes above (a writer's
  /// mistake) escaped the same way; line feeds, which lay the document out, are kept.
  public static func escapingStrayControls(_ document: String) -> String {
    guard document.unicodeScalars.contains(where: { $0 != "\n" && isEscaped($0) }) else {
      return document
    }
    var result = String.UnicodeScalarView()
    for scalar in document.unicodeScalars {
      if scalar != "\n" && isEscaped(scalar) {
        result.append(contentsOf: escape(scalar).unicodeScalars)
      } else {
        result.append(scalar)
      }
    }
    return String(result)
  }

  /// True for the scalars written as `\uXXXX` (see the type's comment).
  public static func isEscaped(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069: return true
    default: return false
    }
  }

  /// `\u001b`: four lowercase hex digits (every escaped scalar is in the BMP).
  private static func escape(_ scalar: Unicode.Scalar) -> String {
    let hex = String(scalar.value, radix: 16)
    return "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
  }
}
