import DogearCore
import DogearLayout
import DogearPosition

/// A stretch of the article text chosen for a highlight (`v`, as vim's visual mode): whole
/// words from the word the selection started on (the anchor) to the word the caret is on, in
/// either order. Keys move the caret, both ways and past the anchor; `o` swaps the two ends.
/// `c` picks the colour, `n` the note.
public struct TextSelection: Equatable, Sendable {
  /// The most a note holds (readeck-api-2.md §1.2, the web's textarea).
  public static let longestNote = 1024

  /// The word index that stays put while the caret moves.
  public private(set) var anchor: Int
  /// The word index of the moving end.
  public private(set) var caret: Int
  /// The selected points: from the first selected word's start to the last one's end.
  public private(set) var start: Int
  public private(set) var end: Int
  /// The points of the caret's word, drawn apart so the moving end shows.
  public private(set) var caretRange: Range<Int>
  public internal(set) var color: HighlightColor = .yellow
  public internal(set) var note = ""
  /// The note as it is being typed after `n`; nil otherwise.
  public internal(set) var noteDraft: String?
  /// Characters typed into the note past its limit, not kept (`NoteTyping`).
  public internal(set) var noteCut = 0

  /// A selection of word `word` of `text` alone.
  init(word: Int, in text: ArticleText) {
    anchor = word
    caret = word
    start = text.wordStart(word)
    end = text.wordEnd(word)
    caretRange = start..<end
  }

  /// The caret moved to word `word` (clamped to the text's words).
  mutating func moveCaret(to word: Int, in text: ArticleText) {
    caret = min(max(0, word), max(0, text.words - 1))
    place(in: text)
  }

  /// `o`: the anchor becomes the moving end and the caret stays.
  mutating func swapEnds(in text: ArticleText) {
    (anchor, caret) = (caret, anchor)
    place(in: text)
  }

  private mutating func place(in text: ArticleText) {
    start = text.wordStart(min(anchor, caret))
    end = text.wordEnd(max(anchor, caret))
    caretRange = text.wordStart(caret)..<text.wordEnd(caret)
  }

  public var range: Range<Int> { start..<end }
}
