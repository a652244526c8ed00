/// An `InlineText` seen through pointers, for the loops that set a paragraph whole (issue
/// 44): they read every word, space and hyphen point of the paragraph once more per
/// re-wrap, and through the arrays each read was checked against the array's bounds.
/// Valid only inside `InlineText.withPointers`.
struct InlineTextPointers {
  let pieces: UnsafeBufferPointer<Piece>
  let words: UnsafeBufferPointer<Word>
  let spaces: UnsafeBufferPointer<KeptSpace>
  let hyphens: UnsafeBufferPointer<HyphenPoint>

  /// The space before `word`, one of the text's words that has one (`Word.hasSpace`).
  @inline(__always)
  func space(before word: Word) -> Piece {
    Word.space(before: word, pieces: pieces, spaces: spaces)
  }
}

extension InlineText {
  /// Calls `body` with this text's arrays as pointers.
  func withPointers<Result>(_ body: (InlineTextPointers) -> Result) -> Result {
    pieces.withUnsafeBufferPointer { pieces in
      words.withUnsafeBufferPointer { words in
        spaces.withUnsafeBufferPointer { spaces in
          hyphens.withUnsafeBufferPointer { hyphens in
            body(
              InlineTextPointers(pieces: pieces, words: words, spaces: spaces, hyphens: hyphens))
          }
        }
      }
    }
  }
}
