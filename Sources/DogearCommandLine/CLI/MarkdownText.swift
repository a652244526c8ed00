/// Text from the library (titles, highlighted text, notes) written into Markdown so that it
/// reads as the same words and never as markup (issue 37): a title must not become a link, an
/// image or raw HTML, a note's code fence must not swallow what follows.
///
/// CommonMark lets a backslash escape any ASCII punctuation, so every character that can
/// start or end markup anywhere in a line is escaped (emphasis, code, links and images,
/// HTML and entities, tables, strikethrough), and so is what is markup only at a line's start
/// (a heading's `#`, a list's `-` or `+` or `1.`, a quote's `>`, a setext underline's `=`).
/// Leading spaces go, so a line never becomes indented code.
public enum MarkdownText {
  private static let escaped: Set<Character> = [
    "\\", "`", "*", "_", "[", "]", "(", ")", "<", ">", "!", "#", "|", "~", "&", "{", "}",
  ]
  private static let escapedAtStart: Set<Character> = ["-", "+", "=", ":"]

  /// One line of text (line breaks become spaces), escaped.
  public static func inline(_ text: String) -> String {
    escapedLine(text.split(whereSeparator: \.isNewline).joined(separator: " "))
  }

  /// Lines of text, each escaped; blank lines kept (they separate paragraphs).
  public static func lines(_ text: String) -> [String] {
    text.split(separator: "\n", omittingEmptySubsequences: false).map { escapedLine(String($0)) }
  }

  private static func escapedLine(_ line: String) -> String {
    var result = ""
    var atStart = true
    var digitsAtStart = true
    for character in line.drop(while: { $0 == " " || $0 == "\t" }) {
      if escaped.contains(character) || (atStart && escapedAtStart.contains(character))
        || (digitsAtStart && !atStart && (character == "." || character == ")"))
      {
        result.append("\\")
      }
      result.append(character)
      digitsAtStart = digitsAtStart && character.isASCII && character.isNumber
      atStart = false
    }
    return result
  }

  /// An address as a link destination: the characters that would end it or break it out of
  /// the parentheses (space, parentheses, angle brackets) percent-encoded.
  public static func destination(_ address: String) -> String {
    var result = ""
    for scalar in address.unicodeScalars {
      switch scalar {
      case " ": result += "%20"
      case "(": result += "%28"
      case ")": result += "%29"
      case "<": result += "%3C"
      case ">": result += "%3E"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}
