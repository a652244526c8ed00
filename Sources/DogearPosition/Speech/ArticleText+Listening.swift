import DogearCore
import DogearLayout

/// The words and paragraphs listening moves by (issue 42).
extension ArticleText {
  /// The word a spoken point belongs to: the one holding it, else the next one (espeak may
  /// report a word at the space or the mark before it); nil past the last word.
  public func spokenWord(at point: Int) -> Range<Int>? {
    let before = wordsBefore(point + 1) - 1
    if before >= 0, tokenEnd(before) > point { return wordStart(before)..<tokenEnd(before) }
    guard let next = wordIndex(atOrAfter: point) else { return nil }
    return wordStart(next)..<tokenEnd(next)
  }

  /// The end of word `index` as a listener hears it: the first space after its start (or the
  /// next word's start), so a word after a soft hyphen or a direction mark is whole, where
  /// `wordEnd` stops at the first character that is not a letter or digit.
  public func tokenEnd(_ index: Int) -> Int {
    let limit = index + 1 < words ? wordStart(index + 1) : length
    var point = wordStart(index)
    forEachCharacter(from: point, to: limit) { character in
      guard !character.isWhitespace else { return false }
      point += 1
      return true
    }
    return max(point, wordStart(index) + 1)
  }

  /// Up to `count` words from `point` on, as copied (for "Stopped at 37%: …").
  public func excerpt(from point: Int, words count: Int) -> String {
    guard let first = wordIndex(atOrAfter: point) else { return "" }
    let last = min(words, first + max(1, count)) - 1
    return copyText(from: wordStart(first), to: wordEnd(last))
      .split(whereSeparator: \.isWhitespace).joined(separator: " ")
  }

  /// The start of the paragraph after the one holding `point`, or nil at the last.
  public func nextParagraphStart(after point: Int) -> Int? {
    let end = paragraph(holding: point).upperBound
    guard end < length, let word = wordIndex(atOrAfter: end) else { return nil }
    return paragraph(holding: wordStart(word)).lowerBound
  }

  /// The start of the paragraph holding `point` when `point` is well into it (past its
  /// first word), else of the paragraph before: `[` goes back as a player's back button does.
  public func previousParagraphStart(before point: Int) -> Int {
    let here = paragraph(holding: point)
    let firstWordEnd = wordIndex(atOrAfter: here.lowerBound).map(wordEnd) ?? here.lowerBound
    if point >= firstWordEnd { return here.lowerBound }
    guard here.lowerBound > 0 else { return 0 }
    return paragraph(holding: here.lowerBound - 1).lowerBound
  }
}
