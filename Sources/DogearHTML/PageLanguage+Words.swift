import DogearCore
import FoundationEssentials

extension PageLanguage {
  /// Bytes read at most for the page's words.
  static let wordsWindow = 512 * 1024

  /// The language a page's words are plainly in (`TextLanguage`), read from its bytes without
  /// parsing, for `dogear dump`, whose streaming parse hands blocks over before it has read
  /// the page: the text between tags, not inside a script, a style, code or a comment, and
  /// not an entity (`&amp;` ends a word). The reader asks the parsed document instead
  /// (`TextLanguage.of`); `TextLanguageTests` holds the two to the same answer.
  public static func guess(_ data: Data) -> String? {
    var words = PageWords()
    // Decoded as it is read: a page's first words are usually all it takes.
    data.prefix(wordsWindow).withUnsafeBytes { raw in
      let bytes = raw.bindMemory(to: UInt8.self)
      var index = 0
      while index < bytes.count && !words.tally.isFull {
        let (scalar, length) = scalar(in: bytes, at: index)
        words.read(scalar)
        index += length
      }
    }
    words.tally.endWord()
    return words.tally.verdict
  }

  /// The scalar whose UTF-8 starts at `index`, and its length; a byte that starts none is
  /// U+FFFD, one byte long. (A generic `UTF8.decode` over an iterator cost ten times as much.)
  static func scalar(in bytes: UnsafeBufferPointer<UInt8>, at index: Int)
    -> (Unicode.Scalar, Int)
  {
    let lead = bytes[index]
    if lead < 0x80 { return (Unicode.Scalar(lead), 1) }
    let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC2 ? 2 : 0
    guard length > 0, lead <= 0xF4, index + length <= bytes.count else { return ("\u{FFFD}", 1) }
    var value = UInt32(lead) & (0xFF >> (length + 1))
    for offset in 1..<length {
      let byte = bytes[index + offset]
      guard byte & 0xC0 == 0x80 else { return ("\u{FFFD}", 1) }
      value = value << 6 | UInt32(byte & 0x3F)
    }
    guard let scalar = Unicode.Scalar(value) else { return ("\u{FFFD}", 1) }
    return (scalar, length)
  }
}

/// The text of markup, one scalar at a time, fed to a `TextLanguage.Tally`.
struct PageWords {
  var tally = TextLanguage.Tally()
  private var state = State.text
  /// The name of the element whose content is skipped, to its end tag (as `name`).
  private var skipping: UInt64?
  /// The tag's name being read: up to eight ASCII bytes, lowercase, the first lowest.
  private var name: UInt64 = 0
  private var nameLength = 0
  private var closing = false

  private enum State {
    case text, tagOpen, tagName, tag, declaration
    case entity(length: Int)
    /// After `<!`: a comment when two dashes follow, else a declaration (`<!DOCTYPE html>`).
    case bang(dashes: Int)
    case comment(dashes: Int)
  }

  /// Elements whose content is not prose (MathML's is read: the reader shows it as text).
  private static let skipped: [UInt64] = [
    "script", "style", "code", "pre", "kbd", "samp", "noscript", "svg", "template",
    "textarea", "title", "tt",
  ].map { name in
    name.utf8.enumerated().reduce(0) { $0 | UInt64($1.element) << (8 * $1.offset) }
  }

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
      let isName = Self.isNameScalar(scalar) || scalar == "#"
      if scalar == ";" || !isName || length > 32 {
        state = .text
        if scalar != ";" { read(scalar) }
      } else {
        state = .entity(length: length + 1)
      }
    case .tagOpen:
      name = 0
      nameLength = 0
      closing = scalar == "/"
      if scalar == "!" {
        state = .bang(dashes: 0)
      } else if closing || Self.isNameScalar(scalar) {
        state = .tagName
        if !closing { appendToName(scalar) }
      } else {
        // A lone "<" is text.
        state = .text
        read(scalar)
      }
    case .tagName:
      if Self.isNameScalar(scalar) {
        appendToName(scalar)
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

  /// A letter or digit, as a tag's or an entity's name has: ASCII without asking Unicode's
  /// tables (every byte of every tag passes here).
  private static func isNameScalar(_ scalar: Unicode.Scalar) -> Bool {
    guard scalar.isASCII else { return scalar.properties.isAlphabetic }
    let byte = UInt8(scalar.value) | 0x20
    return byte &- UInt8(ascii: "a") < 26 || UInt8(scalar.value) &- UInt8(ascii: "0") < 10
  }

  private mutating func appendToName(_ scalar: Unicode.Scalar) {
    if nameLength < 8 && scalar.isASCII {
      let byte = UInt8(scalar.value)
      let lowered = byte &- UInt8(ascii: "A") < 26 ? byte | 0x20 : byte
      name |= UInt64(lowered) << (8 * nameLength)
    }
    // Longer than eight bytes, or not ASCII: no element `skipped` names.
    nameLength += scalar.isASCII ? 1 : 9
  }

  /// Starts or ends skipping at a tag whose name has been read.
  private mutating func endTagName() {
    guard nameLength <= 8 else { return }
    if let skipped = skipping {
      if closing && name == skipped { skipping = nil }
    } else if !closing && Self.skipped.contains(name) {
      skipping = name
    }
  }
}
