import DogearCore
import FoundationEssentials

/// A plain text file as an article (issue 28): `add`, `open` and `dump` of a `.txt` file, or
/// of any text file without a single tag, read it as text, never as markup.
///
/// - Paragraphs split at blank lines (lines of spaces and tabs only count as blank).
/// - Inside a paragraph the lines are joined, as a reader rewraps them; a paragraph whose
///   lines look laid out by hand (any line indented by a tab or two spaces or more, a run of
///   three spaces inside a line, or box-drawing characters) keeps its lines and spaces, as a
///   `pre`.
/// - Lines starting "- " or "* " are a list's items (issue 38), each with the lines under it
///   that start none.
/// - Nothing is markup: every `<`, `>` and `&` is written as an entity, so "<angle>" and
///   "&amp;" read as they stand in the file.
/// - The title is the first paragraph when it is one short line (at most 100 Characters);
///   otherwise the article has none and the file name stands in (`LocalFileTitle`).
///
/// The result is a small HTML page, which the library stores like any other local page.
public enum PlainTextArticle {
  /// Extensions that always mean plain text, whatever the content holds.
  public static let extensions: Set<String> = ["txt", "text", "md", "markdown"]

  /// True for a name that ends in one of `extensions`, in any case.
  public static func hasTextExtension(_ name: String) -> Bool {
    guard let dot = name.lastIndex(of: "."), !name[dot...].contains("/") else { return false }
    return extensions.contains(name[name.index(after: dot)...].lowercased())
  }

  /// The page for `text` (UTF-8, invalid bytes read as U+FFFD).
  public static func html(_ data: Data) -> Data {
    let paragraphs = Self.paragraphs(String(decoding: data, as: UTF8.self))
    var page = "<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\">"
    if let first = paragraphs.first, first.count == 1, first[0].count <= 100 {
      page += "<title>\(escaped(first[0].trimmingWhitespace()))</title>"
    }
    page += "</head><body>\n"
    for lines in paragraphs {
      if looksPreformatted(lines) {
        page += "<pre>" + lines.map(escaped).joined(separator: "\n") + "</pre>\n"
      } else {
        page += block(lines)
      }
    }
    page += "</body></html>\n"
    return Data(page.utf8)
  }

  /// The paragraphs of `text`: runs of lines that are not blank.
  static func paragraphs(_ text: String) -> [[String]] {
    var paragraphs: [[String]] = []
    var current: [String] = []
    let lines = text.split(
      omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }
    )
    for line in lines {
      if line.allSatisfy({ $0 == " " || $0 == "\t" }) {
        if !current.isEmpty { paragraphs.append(current) }
        current = []
      } else {
        current.append(String(line))
      }
    }
    if !current.isEmpty { paragraphs.append(current) }
    return paragraphs
  }

  /// A paragraph's lines as a page's blocks: its lines that start with "- " or "* " as the
  /// items of a list (a line that starts none continues the item before it), the lines
  /// before the first item as a paragraph.
  static func block(_ lines: [String]) -> String {
    func paragraph(_ lines: [String]) -> String { lines.map(escaped).joined(separator: "\n") }
    guard lines.contains(where: isListItem) else { return "<p>" + paragraph(lines) + "</p>\n" }
    var lead: [String] = []
    var items: [[String]] = []
    for line in lines {
      if isListItem(line) {
        items.append([String(line.dropFirst(2))])
      } else if items.isEmpty {
        lead.append(line)
      } else {
        items[items.count - 1].append(line)
      }
    }
    let list = "<ul>" + items.map { "<li>" + paragraph($0) + "</li>" }.joined() + "</ul>\n"
    return (lead.isEmpty ? "" : "<p>" + paragraph(lead) + "</p>\n") + list
  }

  /// "- " or "* " then words: a list item ("* * *", a separator, is not one).
  static func isListItem(_ line: String) -> Bool {
    (line.hasPrefix("- ") || line.hasPrefix("* "))
      && line.dropFirst(2).contains { $0.isLetter || $0.isNumber }
  }

  /// Lines set out by hand: indented (a tab, or two spaces or more), columns of spaces, or
  /// box drawing.
  static func looksPreformatted(_ lines: [String]) -> Bool {
    lines.contains { line in
      line.hasPrefix("\t") || line.hasPrefix("  ") || line.contains("   ")
        || line.contains("\t")
        || line.unicodeScalars.contains { $0.value >= 0x2500 && $0.value <= 0x257F }
    }
  }

  private static func escaped(_ line: String) -> String {
    var result = ""
    result.reserveCapacity(line.utf8.count)
    for character in line {
      switch character {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      default: result.append(character)
      }
    }
    return result
  }
}
