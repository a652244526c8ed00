/// The quotation marks a `q` element is shown with (issue 28): the marks of its language
/// (its nearest `lang`, else the page's `<html lang>`), outer marks for a quotation and inner
/// ones for a quotation inside it, alternating deeper down, as CSS's `quotes: auto` does.
/// Under `LANG=C` the terminal draws them as ASCII `"` and `'` (`CellGlyphs`).
struct QuotationMarks: Equatable {
  var open: String
  var close: String

  /// The marks for a `q` nested `depth` quotations deep (0 for the outermost) in `language`
  /// (a BCP 47 tag as `lang` holds it: "de", "fr-CA", "zh-Hant-TW"); English marks for none
  /// or an unknown language, as browsers use.
  static func marks(language: String?, depth: Int) -> QuotationMarks {
    let pair = pairs(language: language)
    return depth % 2 == 0 ? pair.outer : pair.inner
  }

  private static func pairs(language: String?) -> (outer: QuotationMarks, inner: QuotationMarks) {
    let subtags = (language ?? "").lowercased().split(whereSeparator: { $0 == "-" || $0 == "_" })
      .map(String.init)
    guard let primary = subtags.first else { return english }
    if primary == "zh", subtags.contains(where: { ["hant", "tw", "hk", "mo"].contains($0) }) {
      return corner
    }
    if primary == "de", subtags.contains("ch") { return guillemets(inner: single) }
    return byLanguage[primary] ?? english
  }

  private static let curly = QuotationMarks(open: "\u{201C}", close: "\u{201D}")
  private static let single = QuotationMarks(open: "\u{2018}", close: "\u{2019}")
  private static let low = QuotationMarks(open: "\u{201E}", close: "\u{201C}")
  private static let lowSingle = QuotationMarks(open: "\u{201A}", close: "\u{2018}")
  private static let english = (outer: curly, inner: single)
  private static let corner = (
    outer: QuotationMarks(open: "\u{300C}", close: "\u{300D}"),
    inner: QuotationMarks(open: "\u{300E}", close: "\u{300F}")
  )

  private static func guillemets(inner: QuotationMarks) -> (QuotationMarks, QuotationMarks) {
    (QuotationMarks(open: "\u{00AB}", close: "\u{00BB}"), inner)
  }

  /// French sets its guillemets off with a narrow no-break space inside.
  private static let french = (
    outer: QuotationMarks(open: "\u{00AB}\u{202F}", close: "\u{202F}\u{00BB}"), inner: curly
  )

  private static let byLanguage: [String: (outer: QuotationMarks, inner: QuotationMarks)] = {
    var table: [String: (outer: QuotationMarks, inner: QuotationMarks)] = [:]
    for language in ["en", "ga", "ko", "pt", "tr", "zh", "eo", "id", "ms", "th", "vi", "hi"] {
      table[language] = english
    }
    for language in ["de", "cs", "sk", "sl", "is", "lt", "lb"] {
      table[language] = (low, lowSingle)
    }
    for language in ["es", "it", "ca", "el", "eu", "gl", "sq", "fa", "hy"] {
      table[language] = guillemets(inner: curly)
    }
    for language in ["ru", "uk", "be", "bg", "kk"] { table[language] = guillemets(inner: low) }
    for language in ["nb", "nn", "no"] { table[language] = guillemets(inner: single) }
    table["fr"] = french
    table["pl"] = (QuotationMarks(open: "\u{201E}", close: "\u{201D}"), guillemets(inner: curly).0)
    table["hu"] = (
      QuotationMarks(open: "\u{201E}", close: "\u{201D}"),
      QuotationMarks(open: "\u{00BB}", close: "\u{00AB}")
    )
    table["nl"] = (curly, single)
    for language in ["sv", "fi"] {
      table[language] = (
        QuotationMarks(open: "\u{201D}", close: "\u{201D}"),
        QuotationMarks(open: "\u{2019}", close: "\u{2019}")
      )
    }
    table["da"] = (curly, single)
    table["ja"] = corner
    table["he"] = (
      QuotationMarks(open: "\u{201D}", close: "\u{201D}"),
      QuotationMarks(open: "\u{2019}", close: "\u{2019}")
    )
    return table
  }()
}
