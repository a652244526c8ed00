import DogearCore

/// How one search runs against the two indexes: the FTS5 query for each and the short terms
/// that neither index can answer.
///
/// Every term becomes an FTS5 string (in double quotes, a quote inside doubled), so nothing a
/// person types is FTS5 syntax: `NEAR`, `AND`, `*`, `-`, `:` and stray quotes are text, and
/// no query can be an SQL or FTS5 syntax error. Words are whole (`"river"` does not find
/// "rivers"), a word typed with a trailing `*` is a prefix (`"river"*`), phrases are exact.
/// Terms in scripts without spaces go to the trigram index as substrings; one or two such
/// characters (東京) are shorter than a trigram: they go to the pair index (a pair, or one
/// character as the prefix of its pairs, `PairTokenizer`), or, in the plain version beside
/// it, are looked for with `instr` in the rows the other terms leave (or in every row).
struct SearchPlan: Equatable {
  /// The `search_words` query, nil when no term is for the word index.
  var words: String?
  /// The `search_trigrams` query, nil when no term is for the trigram index.
  var trigrams: String?
  /// Its terms as they are looked for (`TrigramMatcher`), without quotes.
  var trigramTerms: [String]
  /// Terms found by plain substring search.
  var substrings: [String]
  /// The `search_pairs` query for `substrings`, nil when there are none.
  var pairs: String?

  init(_ terms: SearchTerms) {
    var words: [String] = []
    var trigramTerms: [String] = []
    var substrings: [String] = []
    for term in terms.terms {
      let text = Self.clean(term.text)
      if term.isUnspaced {
        if text.unicodeScalars.count >= 3 {
          trigramTerms.append(text)
        } else {
          substrings.append(text)
        }
      } else {
        words.append(Self.quoted(text) + (term.isPrefix ? "*" : ""))
      }
    }
    self.words = words.isEmpty ? nil : words.joined(separator: " ")
    self.trigrams =
      trigramTerms.isEmpty ? nil : trigramTerms.map(Self.quoted).joined(separator: " ")
    self.trigramTerms = trigramTerms
    self.substrings = substrings
    let pairs = substrings.map { Self.quoted($0) + ($0.unicodeScalars.count == 1 ? "*" : "") }
    self.pairs = pairs.isEmpty ? nil : pairs.joined(separator: " ")
  }

  /// An FTS5 string: `"` ... `"` with every `"` inside doubled.
  static func quoted(_ text: String) -> String {
    "\"" + text.replacing("\"", with: "\"\"") + "\""
  }

  /// Without control characters (a NUL would end the bound text early); a query, not
  /// output, so not the terminal's sanitiser.
  private static func clean(_ text: String) -> String {
    let kept = text.unicodeScalars.filter { $0.value >= 0x20 && $0.value != 0x7F }
    return String(String.UnicodeScalarView(kept))
  }
}
