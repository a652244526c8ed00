import DogearCore

/// An ordered list's item numbers as `ListNumbering.Style` writes them: 1, 2, 3; a, b, c ...
/// z, aa; i, ii, iii. Numbers a style cannot write (0 and below in letters or numerals, 4000
/// and above in numerals) fall back to decimal, as browsers do.
enum ListMarker {
  static func text(_ number: Int, style: ListNumbering.Style) -> String {
    switch style {
    case .decimal: return String(number)
    case .lowerAlpha: return letters(number) ?? String(number)
    case .upperAlpha: return letters(number)?.uppercased() ?? String(number)
    case .lowerRoman: return roman(number)?.lowercased() ?? String(number)
    case .upperRoman: return roman(number) ?? String(number)
    }
  }

  /// Bijective base 26: 1 is "a", 26 "z", 27 "aa".
  private static func letters(_ number: Int) -> String? {
    guard number >= 1 else { return nil }
    var left = number
    var result: [Character] = []
    while left > 0 {
      left -= 1
      result.append(Character(Unicode.Scalar(UInt8(ascii: "a") + UInt8(left % 26))))
      left /= 26
    }
    return String(result.reversed())
  }

  private static let numerals: [(Int, String)] = [
    (1000, "M"), (900, "CM"), (500, "D"), (400, "CD"), (100, "C"), (90, "XC"), (50, "L"),
    (40, "XL"), (10, "X"), (9, "IX"), (5, "V"), (4, "IV"), (1, "I"),
  ]

  private static func roman(_ number: Int) -> String? {
    guard (1..<4000).contains(number) else { return nil }
    var left = number
    var result = ""
    for (value, numeral) in numerals {
      while left >= value {
        result += numeral
        left -= value
      }
    }
    return result
  }
}
