/// The text-level steps of reading an `href`, as browsers do them (WHATWG URL): spaces and
/// controls trimmed from the ends, tabs and line breaks removed inside, the scheme found by
/// its syntax (RFC 3986), and what a URL may not hold percent-encoded.
enum LinkAddress {
  static func cleaned(_ href: String) -> String {
    let scalars = href.unicodeScalars.filter { $0 != "\t" && $0 != "\n" && $0 != "\r" }
    var text = Substring(String(String.UnicodeScalarView(scalars)))
    while let first = text.unicodeScalars.first, first.value <= 0x20 { text.removeFirst() }
    while let last = text.unicodeScalars.last, last.value <= 0x20 { text.removeLast() }
    return String(text)
  }

  /// The lowercased scheme when `link` starts with one (`letter *(letter / digit / + - .)`
  /// then `:`), else nil: the link is relative.
  static func scheme(of link: String) -> String? {
    guard let colon = link.firstIndex(of: ":") else { return nil }
    let name = link[..<colon]
    guard let first = name.unicodeScalars.first, isLetter(first) else { return nil }
    let allowed = name.unicodeScalars.allSatisfy { scalar in
      isLetter(scalar) || ("0"..."9").contains(scalar) || scalar == "+" || scalar == "-"
        || scalar == "."
    }
    return allowed ? name.lowercased() : nil
  }

  /// `link` with every scalar outside printable ASCII, and the ASCII a URL may not hold
  /// (space, `"`, `<`, `>`, `\`, `^`, `` ` ``, `{`, `|`, `}`), percent-encoded as UTF-8. `%` is
  /// left alone: an href's escapes are already escapes.
  static func encoded(_ link: String) -> String {
    var result = ""
    for scalar in link.unicodeScalars {
      if scalar.value > 0x20 && scalar.value < 0x7F && !unsafeASCII.contains(scalar) {
        result.unicodeScalars.append(scalar)
      } else {
        for byte in String(scalar).utf8 {
          let hex = String(byte, radix: 16, uppercase: true)
          result += "%" + (hex.count == 1 ? "0" : "") + hex
        }
      }
    }
    return result
  }

  private static let unsafeASCII: Set<Unicode.Scalar> = [
    " ", "\"", "<", ">", "\\", "^", "`", "{", "|", "}",
  ]

  private static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
    ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
  }
}
