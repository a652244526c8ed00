import DogearCore
import DogearLayout

/// Whether a bookmark's summary only repeats how the article begins (issue 38: Readeck's
/// description is often the first paragraph, or its start cut with an ellipsis).
extension ArticleText {
  /// How many of the first paragraphs (headings, items) the summary is compared with: a
  /// title heading or a byline may come before the paragraph it repeats.
  static let summaryRuns = 4

  /// True when `summary`'s letters and digits (case and accents ignored, a final ellipsis
  /// dropped) are the start of the text from one of the first `summaryRuns` paragraphs on.
  public func begins(with summary: String) -> Bool {
    var trimmed = Substring(summary)
    while let last = trimmed.last, last == "…" || last == "." || last.isWhitespace {
      trimmed.removeLast()
    }
    let wanted = Self.keyText(trimmed)
    guard !wanted.isEmpty else { return false }
    var runsSeen = 0
    var lastRun: Int?
    for (index, piece) in pieces.enumerated() where piece.run != lastRun {
      lastRun = piece.run
      runsSeen += 1
      if runsSeen > Self.summaryRuns { return false }
      if keyText(fromPiece: index, atLeast: wanted.count).starts(with: wanted) { return true }
    }
    return false
  }

  /// The key text of the pieces from `first` on, until it holds `count` characters.
  private func keyText(fromPiece first: Int, atLeast count: Int) -> [Character] {
    var found: [Character] = []
    var index = first
    while index < pieces.count, found.count < count {
      found += Self.keyText(Substring(pieces[index].text))
      index += 1
    }
    return found
  }

  /// Letters and digits only, folded as search folds them.
  private static func keyText(_ text: Substring) -> [Character] {
    var key: [Character] = []
    for character in text where character.isLetter || character.isNumber {
      key += SearchFolding.fold(character)
    }
    return key
  }
}
