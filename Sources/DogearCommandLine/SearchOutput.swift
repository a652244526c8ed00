import DogearCore
import FoundationEssentials

/// What `dogear search` prints. Plain output goes through `plain(_:)` only, so the common
/// plain-output writer can take its place in one spot.
enum SearchOutput {
  /// "k3x9p2qa  A Field Guide to Slow Rivers  (rivers.example)" and, indented, the snippet:
  /// "    …where the [slow] river bends…".
  static func lines(_ hit: SearchHit) -> String {
    var head = "\(plain(hit.bookmarkID))  \(plain(hit.title))"
    if !hit.site.isEmpty { head += "  (\(plain(hit.site)))" }
    let snippet = marked(hit.snippet)
    return head + "\n" + (snippet.isEmpty ? "" : "    \(snippet)\n")
  }

  /// The snippet with each match in brackets; every piece cleaned on its own, so removing a
  /// control character never moves a mark.
  static func marked(_ snippet: SearchSnippet) -> String {
    let scalars = Array(snippet.text.unicodeScalars)
    var output = ""
    var position = 0
    func piece(_ range: Range<Int>) -> String {
      plain(String(String.UnicodeScalarView(scalars[range])))
    }
    for mark in snippet.marks where mark.lowerBound >= position && mark.upperBound <= scalars.count
    {
      output += piece(position..<mark.lowerBound) + "[" + piece(mark) + "]"
      position = mark.upperBound
    }
    return output + piece(position..<scalars.count)
  }

  /// Text from the library on one line (`PlainOutput.write` makes it safe for a terminal).
  static func plain(_ text: String) -> String {
    PlainOutput.oneLine(text)
  }

  /// An array of objects, keys sorted: `id`, `matches` (offsets in the article's plain text),
  /// `site`, `snippet`, `snippet_marks`, `title`, `title_matches`.
  static func json(_ hits: [SearchHit]) -> String {
    guard !hits.isEmpty else { return "[]\n" }
    return "[\n" + hits.map(object).joined(separator: ",\n") + "\n]\n"
  }

  private static func object(_ hit: SearchHit) -> String {
    let marks = hit.snippet.marks.map { TextMatch(start: $0.lowerBound, length: $0.count) }
    let fields: [(String, String)] = [
      ("id", string(hit.bookmarkID)),
      ("matches", matches(hit.textMatches)),
      ("site", string(hit.site)),
      ("snippet", string(hit.snippet.text)),
      ("snippet_marks", matches(marks)),
      ("title", string(hit.title)),
      ("title_matches", matches(hit.titleMatches)),
    ]
    return "  {\n" + fields.map { "    \"\($0.0)\": \($0.1)" }.joined(separator: ",\n") + "\n  }"
  }

  private static func matches(_ matches: [TextMatch]) -> String {
    "["
      + matches.map { "{\"length\": \($0.length), \"start\": \($0.start)}" }
      .joined(separator: ", ") + "]"
  }

  /// A JSON string, escaped as every JSON output of dogear is (`JSONText`).
  static func string(_ value: String) -> String { JSONText.string(value) }
}
