import DogearCore
import FoundationEssentials

extension PageLanguage {
  /// Bytes read at most for the page's words.
  static let wordsWindow = 512 * 1024

  /// The language a page's words are plainly in (`TextLanguage`), read from its bytes without
  /// parsing, for `dogear dump`, whose streaming parse hands blocks over before it has read
  /// the page: the text between tags, not inside a script, a style, code or a comment, and
  /// not an entity (`&amp;` ends a word). The reader asks the parsed document instead
  /// (`TextLanguage.of`); `PageLanguageTests` holds the two to the same answer.
  public static func guess(_ data: Data) -> String? {
    var words = PageWords()
    let text = String(decoding: data.prefix(wordsWindow), as: UTF8.self)
    for scalar in text.unicodeScalars {
      words.read(scalar)
      if words.tally.isFull { break }
    }
    words.tally.endWord()
    return words.tally.verdict
  }
}

/// The text of markup, one scalar at a time, fed to a `TextLanguage.Tally`.
struct PageWords {
  var tally = TextLanguage.Tally()
  private var state = State.text
  /// The name of the element whose content is skipped, to its end tag.
  private var skipping: String?
  private var name = ""
  private var closing = false

  private enum State {
    case text, tagOpen, tagName, tag, declaration
    case entity(length: Int)
    /// After `<!`: a comment when two dashes follow, else a declaration (`<!DOCTYPE html>`).
    case bang(dashes: Int)
    case comment(dashes: Int)
  }

  /// Elements whose content is not prose (MathML's is read: the reader shows it as text).
  private static let skipped: Set<String> = [
    "script", "style", "code", "pre", "kbd", "samp", "noscript", "svg", "template",
    "textarea", "title", "tt",
  ]

  mutating func read(_ scalar: Unicode.Scalar) {
    switch state {
    case .text:
      if scalar == "<" {
        state = .tagOpen
        tally.endWord()
      } else if scalar == "&" {
        state = .entity(length: 0)
        tally.endWord()
      } else if skipping == nil {
        tally.read(scalar)
      }
    case .entity(let length):
      let isName = scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "#"
      if scalar == ";" || !isName || length > 32 {
        state = .text
        if scalar != ";" { read(scalar) }
      } else {
        state = .entity(length: length + 1)
      }
    case .tagOpen:
      name = ""
      closing = scalar == "/"
      if scalar == "!" {
        state = .bang(dashes: 0)
      } else if closing || scalar.properties.isAlphabetic {
        state = .tagName
        if !closing { name.unicodeScalars.append(scalar) }
      } else {
        // A lone "<" is text.
        state = .text
        read(scalar)
      }
    case .tagName:
      if scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
        name.unicodeScalars.append(scalar)
      } else {
        endTagName()
        state = scalar == ">" ? .text : .tag
      }
    case .tag:
      if scalar == ">" { state = .text }
    case .bang(let dashes):
      if dashes == 2 {
        state = .comment(dashes: 0)
        read(scalar)
      } else if scalar == "-" {
        state = .bang(dashes: dashes + 1)
      } else {
        state = scalar == ">" ? .text : .declaration
      }
    case .declaration:
      if scalar == ">" { state = .text }
    case .comment(let dashes):
      if scalar == ">" && dashes >= 2 {
        state = .text
      } else {
        state = .comment(dashes: scalar == "-" ? dashes + 1 : 0)
      }
    }
  }

  /// Starts or ends skipping at a tag whose name has been read.
  private mutating func endTagName() {
    let lowered = name.lowercased()
    if let skipped = skipping {
      if closing && lowered == skipped { skipping = nil }
    } else if !closing && Self.skipped.contains(lowered) {
      skipping = lowered
    }
  }
}
