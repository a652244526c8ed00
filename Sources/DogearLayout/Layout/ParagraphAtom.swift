/// What the paragraph breaker sees of a paragraph: a word, or the part of a word between two
/// of its hyphen points, with the room it takes and what comes before it. (A soft hyphen
/// already ends a word, `Word.Glue.softHyphen`: the word after it is an atom after a hyphen.)
struct ParagraphAtom: Sendable {
  /// The word (index in `InlineText.words`).
  var word: Int32
  /// The hyphen point (index in `InlineText.hyphens`) it starts after, -1 at the word's start.
  var from: Int32
  /// The hyphen point it ends at, -1 at the word's end.
  var to: Int32
  var width: Int32
  /// Columns before it when a line does not start with it: the space before its word.
  var glue: Int32
  /// Its glue is a space.
  var isGap: Bool
  /// Justification may widen that space: it is not inside code (issue 44: never justify
  /// code, even a phrase of it in a paragraph).
  var stretches: Bool
  /// A line ending just before it ends in the middle of a word, with a hyphen.
  var afterHyphen: Bool
  /// Its word is one piece, its space is implied by the last piece of the word before
  /// (`Word.Space.afterPrevious`), and the three go on from one another (`LinePieces.goesOn`):
  /// a line with the whole word on it, that space not widened, writes them as one piece
  /// (issue 44: found once with the atoms, not asked piece by piece on every re-wrap).
  var joinsAround = false
}

extension ParagraphAtom {
  /// Room enough for the atoms of `text`: one a word, one more a hyphen point if used.
  static func bound(of text: InlineText, hyphenate: Bool) -> Int {
    text.words.count + (hyphenate ? text.hyphens.count : 0)
  }

  /// Appends the atoms of words `words` of `text` to `atoms`, each word cut at its hyphen
  /// points when `hyphenate`; `nextPoint` is the first hyphen point not yet passed (points
  /// are in word order), moved past the words' points.
  static func atoms(
    of text: InlineText, words: Range<Int>, hyphenate: Bool, nextPoint: inout Int,
    into atoms: inout [ParagraphAtom]
  ) {
    let room = words.count + (hyphenate ? text.hyphens.count : 0)
    let added = text.withPointers { text in
      [ParagraphAtom](unsafeUninitializedCapacity: room) { buffer, count in
        count = self.atoms(
          of: text, words: words, hyphenate: hyphenate, nextPoint: &nextPoint, into: buffer,
          at: 0)
      }
    }
    atoms += added
  }

  /// The same, reading the text through pointers and writing the atoms from index `at` of
  /// `atoms`, which has room for them (`bound`): the layout's way, with no check a write.
  /// Returns the index after the last atom written.
  static func atoms(
    of text: InlineTextPointers, words: Range<Int>, hyphenate: Bool, nextPoint: inout Int,
    into atoms: UnsafeMutableBufferPointer<ParagraphAtom>, at first: Int
  ) -> Int {
    guard let atoms = atoms.baseAddress else { return first }
    let hyphens = text.hyphens
    var next = first
    for index in words {
      let word = text.words[index]
      var glue: Int32 = 0
      var space = false
      var stretches = false
      var joinsAround = false
      if word.glue == .space && index > words.lowerBound && word.hasSpace {
        let piece = text.space(before: word)
        glue = piece.width
        space = true
        stretches = !piece.style.contains(.code)
        joinsAround = Self.joinsAround(word, space: piece, after: text.words[index &- 1], in: text)
      }
      // After an author's soft hyphen a line may break with a drawn hyphen, as at a point,
      // unless nothing stands before it but a space (a stray soft hyphen starting a word).
      let afterSoft =
        word.glue == .softHyphen && index > words.lowerBound && text.words[index &- 1].width > 0
      var start: Int32 = -1
      var startColumns: Int32 = 0
      while nextPoint < hyphens.count && hyphens[nextPoint].word < Int32(index) {
        nextPoint &+= 1
      }
      while hyphenate, nextPoint < hyphens.count, hyphens[nextPoint].word == Int32(index) {
        let point = hyphens[nextPoint]
        (atoms + next).initialize(
          to: ParagraphAtom(
            word: Int32(index), from: start, to: Int32(nextPoint),
            width: point.wordColumns &- startColumns, glue: start < 0 ? glue : 0,
            isGap: start < 0 && space, stretches: start < 0 && stretches,
            afterHyphen: start >= 0 || afterSoft, joinsAround: start < 0 && joinsAround))
        next &+= 1
        start = Int32(nextPoint)
        startColumns = point.wordColumns
        nextPoint &+= 1
      }
      (atoms + next).initialize(
        to: ParagraphAtom(
          word: Int32(index), from: start, to: -1, width: word.width &- startColumns,
          glue: start < 0 ? glue : 0, isGap: start < 0 && space,
          stretches: start < 0 && stretches,
          afterHyphen: start >= 0 || afterSoft, joinsAround: start < 0 && joinsAround))
      next &+= 1
    }
    return next
  }

  /// Whether `word`, after `previous` with `space` between them, is one piece that goes on
  /// from that space, which goes on from `previous`'s last piece (`joinsAround`).
  private static func joinsAround(
    _ word: Word, space: Piece, after previous: Word, in text: InlineTextPointers
  ) -> Bool {
    guard word.space == .afterPrevious, word.pieceEnd &- word.pieceStart == 1,
      previous.pieceEnd == word.pieceStart, previous.pieceEnd > previous.pieceStart
    else { return false }
    let first = Int(word.pieceStart)
    return LinePieces.goesOn(space, from: text.pieces[first &- 1])
      && LinePieces.goesOn(text.pieces[first], from: space)
  }
}
