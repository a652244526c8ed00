import DogearCore
import DogearLayout
import DogearScreen

/// Where the selection's caret goes for each key (`w b ) ( j k 0 $`), as word indices. On the
/// anchor's far side a sentence or line move stops at ends (the selection grows or shrinks
/// to a whole sentence or line); on its near side at starts, so a selection made backwards
/// begins on a sentence's or line's first word.
extension ReaderState {
  /// The word the caret moves to for `key`, or nil when the key is not a caret move.
  func caretTarget(of selection: TextSelection, for key: Key) -> Int? {
    let caret = selection.caret
    switch key {
    case .character("w"), .character("l"), .right: return min(caret + 1, text.words - 1)
    case .character("b"), .character("h"), .left: return max(0, caret - 1)
    case .character(")"): return sentenceStop(from: caret, anchor: selection.anchor, step: 1)
    case .character("("): return sentenceStop(from: caret, anchor: selection.anchor, step: -1)
    case .character("j"), .down: return lineStop(from: caret, anchor: selection.anchor, down: true)
    case .character("k"), .up: return lineStop(from: caret, anchor: selection.anchor, down: false)
    case .character("0"), .character("^"), .home: return wordsOnLine(ofWord: caret).lowerBound
    case .character("$"), .end: return wordsOnLine(ofWord: caret).upperBound - 1
    default: return nil
    }
  }

  /// The next word (`step` 1) or previous one (-1) that starts a sentence on the anchor's
  /// near side or ends one on its far side; the text's first or last word when none does
  /// within 500 words.
  private func sentenceStop(from caret: Int, anchor: Int, step: Int) -> Int {
    var word = caret + step
    var looked = 0
    while word >= 0, word < text.words, looked < 500 {
      let startsSentence = word == 0 || text.endsSentence(word - 1)
      if word <= anchor && startsSentence { return word }
      if word >= anchor && text.endsSentence(word) { return word }
      word += step
      looked += 1
    }
    return min(max(0, word), text.words - 1)
  }

  /// The line below (or above) the caret's: its last word when that is on the anchor's far
  /// side, else its first word.
  private func lineStop(from caret: Int, anchor: Int, down: Bool) -> Int {
    let here = wordsOnLine(ofWord: caret)
    let neighbour = down ? here.upperBound : here.lowerBound - 1
    guard neighbour >= 0, neighbour < text.words else { return caret }
    let words = wordsOnLine(ofWord: neighbour)
    let last = words.upperBound - 1
    return (down ? last >= anchor : last > anchor) ? last : words.lowerBound
  }

  /// The words starting on the laid-out line where word `word` starts (never empty).
  func wordsOnLine(ofWord word: Int) -> Range<Int> {
    let line = lineStarts.line(holding: text.wordStart(word))
    let lineStart = lineStarts.point(atLine: line)
    let first = text.wordIndex(atOrAfter: lineStart) ?? word
    let after = text.wordsBefore(nextTextLineStart(after: line))
    return min(first, word)..<max(after, word + 1)
  }
}
