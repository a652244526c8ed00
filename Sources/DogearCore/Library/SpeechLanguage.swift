/// The language an article is read aloud in (issue 42): the bookmark's `lang`, else the page's
/// `<html lang>`, else the locale's, else English.
public enum SpeechLanguage {
  /// The first usable of `bookmark` (Readeck's `lang`), `page` (`Document.language`) and the
  /// locale (`LC_ALL`, `LC_MESSAGES`, `LANG`: "de_AT.UTF-8" is "de-AT"), as a BCP 47 tag.
  public static func choose(bookmark: String?, page: String?, environment: [String: String])
    -> String
  {
    for tag in [bookmark, page].compactMap({ $0.map { normalised($0) } }) where !tag.isEmpty {
      return tag
    }
    for name in ["LC_ALL", "LC_MESSAGES", "LANG"] {
      guard let value = environment[name], !value.isEmpty else { continue }
      let tag = normalised(locale: value)
      return tag.isEmpty ? "en" : tag
    }
    return "en"
  }

  /// The tags to try, most precise first: "pt-BR", then "pt".
  public static func candidates(for tag: String) -> [String] {
    let parts = normalised(tag).split(separator: "-").map(String.init)
    guard let primary = parts.first, !primary.isEmpty else { return ["en"] }
    return parts.count > 1 ? [parts.prefix(2).joined(separator: "-"), primary] : [primary]
  }

  static func normalised(_ tag: String) -> String {
    let trimmed = tag.trimmingWhitespace().replacing("_", with: "-")
    return trimmed.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") })
      ? trimmed.lowercased() : ""
  }

  /// "de_AT.UTF-8@euro" as "de-at"; "C" and "POSIX" name no language.
  static func normalised(locale: String) -> String {
    let name = locale.split(separator: ".").first.map(String.init) ?? ""
    let bare = name.split(separator: "@").first.map(String.init) ?? ""
    return bare == "C" || bare == "POSIX" ? "" : normalised(bare)
  }
}
