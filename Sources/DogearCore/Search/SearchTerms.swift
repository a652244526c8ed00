/// What a person typed into a search, as terms: words and "quoted phrases", all of which
/// must be found. A word is found whole (`to` does not light up "today" and "tower"); a word
/// ending in `*` is found as the start of words (`riv*`), as Readeck's own search does
/// (searchstring, readeck-api-2.md). Nothing else typed has a meaning: `-`, `:`, `NEAR`,
/// `AND`, `OR`, `NOT`, parentheses and a `*` inside a word are text, like in a search box,
/// never search-engine syntax (the store quotes every term before it reaches SQLite).
///
/// A quote that is never closed makes a phrase of the rest of the query, as Readeck's own
/// parser does. A term without a single letter or digit finds nothing in any index and is
/// left out; a query of nothing else is a `Problem`.
public struct SearchTerms: Equatable, Sendable {
  /// What of a typed search is searched: typing past it changes nothing the store or the
  /// server sees, so a long paste costs each keystroke no more than the first 256 characters
  /// (issue 30: 10,000 pasted characters took 10-13 s).
  public static let maximumQueryLength = 256

  public struct Term: Hashable, Sendable {
    public var text: String
    /// Quoted: the words in this order, each one whole.
    public var isPhrase: Bool
    /// Typed with a trailing `*` (left out of `text`): the start of a word.
    public var isPrefix: Bool

    public init(_ text: String, isPhrase: Bool = false, isPrefix: Bool = false) {
      self.text = text
      self.isPhrase = isPhrase
      self.isPrefix = isPrefix
    }

    /// Written in a script without spaces between words (Chinese, Japanese, Korean, Thai...),
    /// which the word index keeps as one long token: such terms are found as substrings.
    public var isUnspaced: Bool { text.unicodeScalars.contains(where: Self.isUnspacedScalar) }

    public static func isUnspacedScalar(_ scalar: Unicode.Scalar) -> Bool {
      switch scalar.value {
      case 0x0E00...0x0EFF, 0x1000...0x109F, 0x1100...0x11FF, 0x1780...0x17FF,
        0x2E80...0x2FDF, 0x3040...0x31FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
        0xAC00...0xD7AF, 0xF900...0xFAFF, 0xFF66...0xFF9F, 0x20000...0x3134F:
        return true
      default:
        return false
      }
    }
  }

  public enum Problem: Error, Equatable, Sendable, CustomStringConvertible {
    case empty
    /// Only punctuation, which no index holds.
    case noWords(String)
    case tooManyTerms(Int)

    public var description: String {
      switch self {
      case .empty: return "type a word to search for"
      case .noWords(let query):
        return
          "nothing to search for in \"\(query)\": search finds words and numbers, not punctuation"
      case .tooManyTerms(let count):
        return "too many words (\(count)); search takes at most \(SearchTerms.maximumTerms)"
      }
    }
  }

  /// More would make one query slow for no better answer.
  public static let maximumTerms = 16

  public var terms: [Term]

  public init(terms: [Term]) { self.terms = terms }

  /// The terms of `query`, or why there are none to search for.
  public static func parse(_ query: String) -> Result<SearchTerms, Problem> {
    let pieces = split(query)
    let kept = pieces.filter { term in
      term.text.unicodeScalars.contains {
        $0.properties.isAlphabetic || $0.properties.numericType != nil
      }
    }
    var unique: [Term] = []
    for term in kept where !unique.contains(term) { unique.append(term) }
    if unique.isEmpty {
      return .failure(pieces.isEmpty ? .empty : .noWords(query))
    }
    guard unique.count <= maximumTerms else { return .failure(.tooManyTerms(unique.count)) }
    return .success(SearchTerms(terms: unique))
  }

  /// Words split on whitespace, and phrases between double quotes.
  private static func split(_ query: String) -> [Term] {
    var terms: [Term] = []
    var current = ""
    var inPhrase = false
    func finish() {
      let text = current.split(whereSeparator: \.isWhitespace).joined(separator: " ")
      var stem = Substring(text)
      while !inPhrase, stem.hasSuffix("*") { stem = stem.dropLast() }
      // Stars alone stay a term, left out later as having no word.
      if stem.isEmpty { stem = Substring(text) }
      if !stem.isEmpty {
        terms.append(Term(String(stem), isPhrase: inPhrase, isPrefix: stem.count < text.count))
      }
      current = ""
    }
    for character in query {
      if character == "\"" {
        finish()
        inPhrase.toggle()
      } else if character.isWhitespace && !inPhrase {
        finish()
      } else {
        current.append(character)
      }
    }
    finish()
    return terms
  }
}
