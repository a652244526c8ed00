import Foundation

/// What dogear derives from an article's HTML when it stores it: a title, a word count and a
/// reading time.
///
/// For now a light scan of the markup; it moves to DogearHTML's parser and ReadingStats
/// when those land.
struct ArticleFacts: Equatable {
  /// Readeck's reading speed: `reading_time = word_count / 200`.
  static let wordsPerMinute = 200

  var title: String?
  var wordCount: Int
  /// Minutes, at least 1 for any text.
  var readingTime: Int

  init(html: String) {
    title =
      Self.firstElementText(in: html, tags: ["title"])
      ?? Self.firstElementText(in: html, tags: ["h1", "h2", "h3", "h4", "h5", "h6"])
    let body = Self.text(of: Self.removing(["script", "style", "head"], from: html))
    wordCount = body.split(whereSeparator: { $0.isWhitespace }).count
    readingTime = wordCount == 0 ? 0 : max(1, wordCount / Self.wordsPerMinute)
  }

  /// The text of the first element named one of `tags`, or nil when there is none or it is
  /// blank.
  private static func firstElementText(in html: String, tags: [String]) -> String? {
    let names = tags.joined(separator: "|")
    let pattern = "<(\(names))(\\s[^>]*)?>(.*?)</\\1\\s*>"
    guard
      let expression = try? NSRegularExpression(
        pattern: pattern, options: [.caseInsensitive, .dotMatchesLineSeparators]),
      let match = expression.firstMatch(
        in: html, range: NSRange(html.startIndex..., in: html)),
      let range = Range(match.range(at: 3), in: html)
    else { return nil }
    let words = text(of: String(html[range])).split(whereSeparator: { $0.isWhitespace })
    return words.isEmpty ? nil : words.joined(separator: " ")
  }

  private static func removing(_ tags: [String], from html: String) -> String {
    let pattern = "(?s)<(\(tags.joined(separator: "|")))(\\s[^>]*)?>.*?</\\1\\s*>"
    return html.replacingOccurrences(
      of: pattern, with: " ", options: [.regularExpression, .caseInsensitive])
  }

  /// The markup's text: tags dropped, the common entities decoded.
  private static func text(of html: String) -> String {
    let stripped = html.replacingOccurrences(
      of: "<[^>]*>", with: " ", options: .regularExpression)
    let entities = [
      "&nbsp;": " ", "&lt;": "<", "&gt;": ">", "&quot;": "\"", "&#39;": "'", "&apos;": "'",
    ]
    var text = stripped
    for (entity, character) in entities {
      text = text.replacingOccurrences(of: entity, with: character)
    }
    return text.replacingOccurrences(of: "&amp;", with: "&")
  }
}
