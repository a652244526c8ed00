/// A run of pieces the wrapper keeps together, and what separates it from the word before
/// (`InlineText`).
///
/// 16 bytes (issue 41): where its space is takes a byte beside its glue, not an index of its
/// own; a long article holds one a word.
struct Word: Sendable {
  enum Glue: UInt8, Sendable {
    case opportunity
    case space
    case newline
    /// After a soft hyphen (U+00AD, which ends the word before and takes no cell): a line
    /// that breaks here ends with a drawn "-".
    case softHyphen
  }

  /// Where the space before a word is (issue 41): most are implied by a neighbouring piece,
  /// in its element, style and link, and made from it when read.
  enum Space: UInt8, Sendable {
    /// No space: glued otherwise, or a text's first word.
    case none
    /// The Character just after the piece before the word (`Piece.spaceAfter`): a word and
    /// the space after it in one text.
    case afterPrevious
    /// The Character just before the word's first piece (`Piece.spaceBefore`): a text that
    /// starts with a space, after an element's text.
    case beforeOwn
    /// In `InlineText.spaces`, by the word's first piece: a space between two elements'
    /// texts, one other than " ", one after a link's number.
    case kept
  }

  var pieceStart: Int32
  var pieceEnd: Int32
  var width: Int32
  var glue: Glue
  /// `.none` unless `glue == .space` and the word is not its text's first.
  var space: Space

  var hasSpace: Bool { space != .none }

  /// The space before `word` (which has one) among `pieces`, its text's pieces, and
  /// `spaces`, the spaces it keeps: what `InlineText.space(before:)` and the loops that read
  /// the text through pointers ask. The common case is made inline, the others out of line
  /// (`rareSpace`): a re-wrap reads a space a word (issue 44's speed).
  @inline(__always)
  static func space<Pieces: RandomAccessCollection<Piece>, Kept: RandomAccessCollection<KeptSpace>>(
    before word: Word, pieces: Pieces, spaces: Kept
  ) -> Piece where Pieces.Index == Int, Kept.Index == Int {
    if word.space == .afterPrevious { return pieces[Int(word.pieceStart) &- 1].spaceAfter }
    return rareSpace(before: word, pieces: pieces, spaces: spaces)
  }

  @inline(never)
  private static func rareSpace<
    Pieces: RandomAccessCollection<Piece>, Kept: RandomAccessCollection<KeptSpace>
  >(
    before word: Word, pieces: Pieces, spaces: Kept
  ) -> Piece where Pieces.Index == Int, Kept.Index == Int {
    switch word.space {
    case .afterPrevious: pieces[Int(word.pieceStart) &- 1].spaceAfter
    case .beforeOwn: pieces[Int(word.pieceStart)].spaceBefore
    case .kept: KeptSpace.find(before: word.pieceStart, in: spaces)
    case .none: preconditionFailure("a word with no space before it was asked for its space")
    }
  }
}

/// A space between words that no neighbouring piece gives, and the first piece of the word
/// it stands before (which tells it apart: a word's pieces never change).
struct KeptSpace: Sendable, Equatable {
  var firstPiece: Int32
  var piece: Piece

  /// The space before the word starting at piece `first`, in `spaces` (in word order): a
  /// binary search, for the few spaces kept (under 1% of a corpus article's).
  static func find<Kept: RandomAccessCollection<KeptSpace>>(
    before first: Int32, in spaces: Kept
  ) -> Piece where Kept.Index == Int {
    var (low, high) = (spaces.startIndex, spaces.endIndex)
    while low < high {
      let middle = low + (high - low) / 2
      if spaces[middle].firstPiece < first { low = middle + 1 } else { high = middle }
    }
    // An invariant, not an input: `InlineTokenizer.place` answers `.kept` only after keeping
    // the space under the word's first piece, and `finish` hands the words and the spaces on
    // together, so a `.kept` word always finds its own.
    guard low < spaces.endIndex, spaces[low].firstPiece == first else {
      preconditionFailure("no space kept before piece \(first)")
    }
    return spaces[low].piece
  }
}

/// How a tokenizer keeps the spaces between words (issue 41): `implied`, the layout's, keeps
/// only those no neighbouring piece gives (`Word.Space`); `everyOne`, the simple way, keeps
/// every space. `ImpliedSpacesTests` holds the two to the same spaces, words and lines.
enum SpaceKeeping: Sendable {
  case implied
  case everyOne
}
