/// The pieces of one line of a paragraph set whole (issue 44), as `LineCollector.emit` reads
/// them: each word's pieces (a word cut at hyphen points gives only its part), the space
/// before each word but the first, one more space in each gap justification widens, and a
/// hyphen when the line breaks inside a word.
///
/// Two ways behind one seam: `write`, the layout's, reserves room once a word, writes
/// through a pointer and joins a piece to the one before when it goes on from it (a line of
/// one element's plain text is then a few pieces, not two a word, for `emit` to read three
/// times), a widened gap of one plain space one piece of two, and for most words (a word of
/// one piece whose space goes on from the word before, `ParagraphAtom.joinsAround`, found
/// once with the atoms) only lengthens the last piece; `simpleWrite` appends piece by
/// piece, the extra space a piece of its own. They draw the same line (`LinePiecesTests`
/// compares them as `emit` reads them: runs of text by style and link, the elements'
/// offsets, the width).
enum LinePieces {
  /// A line of atoms `atoms`, hyphenated or not, its gaps widened by `spread`.
  struct Line {
    var atoms: Range<Int>
    var hyphenated: Bool
    var spread: LineSpread
  }

  /// The paragraph a line is read from, lent as pointers.
  struct Source {
    let atoms: UnsafeBufferPointer<ParagraphAtom>
    let text: InlineTextPointers
    /// The prepared article's text bytes, which the pieces point into.
    let bytes: UnsafeBufferPointer<UInt8>
  }

  /// Writes `line`'s pieces into `buffer`, emptied first, a piece that goes on from the one
  /// before it (the next bytes and Characters of the same element, style and link: a word
  /// and the space after it) joined to it.
  static func write(_ line: Line, of source: Source, into buffer: PieceBuffer) {
    buffer.removeAll()
    let atoms = source.atoms
    let text = source.text
    let (start, end) = (line.atoms.lowerBound, line.atoms.upperBound)
    var widened = line.spread.walk()
    var pieces = buffer.room(for: 0, keeping: 0)
    var written = 0
    var index = start
    while index < end {
      let atom = atoms[index]
      let word = text.words[Int(atom.word)]
      // The parts of one word on one line go on as the word's own pieces.
      var last = index
      while last &+ 1 < end && atoms[last &+ 1].from >= 0 { last &+= 1 }
      let to = atoms[last].to
      let spaced = index > start && atom.isGap
      let widens = spaced && atom.stretches && widened.next()
      if spaced && atom.joinsAround && !widens && to < 0 {
        // Most words: the space and the word's one piece go on from the last piece written
        // (the word before's last, which keeps what `goesOn` compares), as `put` would join
        // them (`ParagraphAtom.joinsAround`).
        let piece = text.pieces[Int(word.pieceStart)]
        let previous = pieces + (written &- 1)
        previous.pointee.end = piece.end
        previous.pointee.width &+= Piece.impliedSpaceWidth &+ piece.width
        previous.pointee.characters &+= 1 &+ piece.characters
        index = last &+ 1
        continue
      }
      // A space and the extra one, and the word's pieces, at most.
      pieces = buffer.room(
        for: written &+ Int(word.pieceEnd &- word.pieceStart) &+ 2, keeping: written)
      if spaced {
        let space = text.space(before: word)
        if !widens {
          put(space, into: pieces, count: &written)
        } else if isPlain(space, bytes: source.bytes) {
          (pieces + written).initialize(to: twoSpaces(space))
          written &+= 1
        } else {
          put(space, into: pieces, count: &written)
          (pieces + written).initialize(to: LayoutEngine.extraSpace(like: space))
          written &+= 1
        }
      }
      if atom.from < 0 && to < 0 {
        // A whole word, as greedy wrapping writes it.
        var piece = Int(word.pieceStart)
        while piece < Int(word.pieceEnd) {
          put(text.pieces[piece], into: pieces, count: &written)
          piece &+= 1
        }
      } else {
        written = cut(word, from: atom.from, to: to, in: text, into: pieces, at: written)
      }
      index = last &+ 1
    }
    buffer.commit(written)
    if line.hyphenated, let last = buffer.pieces.last {
      buffer.append(LayoutEngine.hyphen(like: last))
    }
  }

  /// Whether `piece` goes on from `previous`: the next bytes and Characters of the same
  /// element, in the same style and link (`emit` draws the two as one, in one run, and
  /// indexes the element once).
  @inline(__always)
  static func goesOn(_ piece: Piece, from previous: Piece) -> Bool {
    previous.end == piece.start && previous.pathID == piece.pathID
      && previous.offset &+ previous.characters == piece.offset && previous.link == piece.link
      && previous.style == piece.style && previous.isDecoration == piece.isDecoration
  }

  /// Writes `piece` after the `count` pieces of `pieces`, or joins it to the last of them
  /// when it goes on from it.
  @inline(__always)
  private static func put(
    _ piece: Piece, into pieces: UnsafeMutablePointer<Piece>, count: inout Int
  ) {
    if count > 0 {
      let previous = pieces + (count &- 1)
      if goesOn(piece, from: previous.pointee) {
        previous.pointee.end = piece.end
        previous.pointee.width &+= piece.width
        previous.pointee.characters &+= piece.characters
        return
      }
    }
    (pieces + count).initialize(to: piece)
    count &+= 1
  }

  /// The same line appended piece by piece: the definition `write` follows.
  static func simpleWrite(_ line: Line, of source: Source, into buffer: PieceBuffer) {
    buffer.removeAll()
    let (atoms, text) = (source.atoms, source.text)
    let (start, end) = (line.atoms.lowerBound, line.atoms.upperBound)
    var widened = line.spread.walk()
    var index = start
    while index < end {
      let atom = atoms[index]
      if index > start && atom.isGap {
        let space = text.space(before: text.words[Int(atom.word)])
        buffer.append(space)
        if atom.stretches && widened.next() { buffer.append(LayoutEngine.extraSpace(like: space)) }
      }
      var last = index
      while last + 1 < end && atoms[last + 1].from >= 0 { last += 1 }
      let word = text.words[Int(atom.word)]
      let to = atoms[last].to
      if atom.from < 0 && to < 0 {
        for piece in Int(word.pieceStart)..<Int(word.pieceEnd) { buffer.append(text.pieces[piece]) }
      } else {
        let count = buffer.count
        let room = buffer.room(for: count + Int(word.pieceEnd - word.pieceStart), keeping: count)
        buffer.commit(cut(word, from: atom.from, to: to, in: text, into: room, at: count))
      }
      index = last + 1
    }
    if line.hyphenated, let last = buffer.pieces.last {
      buffer.append(LayoutEngine.hyphen(like: last))
    }
  }

  /// A space of one byte, " " (what a paragraph's gaps hold: whitespace is collapsed).
  @inline(__always)
  private static func isPlain(_ space: Piece, bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    space.end &- space.start == 1 && space.width == 1
      && bytes[Int(space.start)] == UInt8(ascii: " ")
  }

  /// A plain gap's space and the extra one justification adds, as one piece of two spaces
  /// from the preamble: the gap's element, offset, Character, style and link kept (the extra
  /// space has no element and no Character, and `emit` joins it to the gap's run anyway).
  @inline(__always)
  private static func twoSpaces(_ space: Piece) -> Piece {
    var wide = space
    wide.start = TextBytes.spaces.lowerBound
    wide.end = TextBytes.spaces.lowerBound &+ 2
    wide.width = 2
    return wide
  }

  /// Writes the pieces of `word` from hyphen point `from` to hyphen point `to` (-1: its
  /// start, its end), cut at those points, into `target` from `first`; returns the index
  /// after the last written.
  private static func cut(
    _ word: Word, from: Int32, to: Int32, in text: InlineTextPointers,
    into target: UnsafeMutablePointer<Piece>, at first: Int
  ) -> Int {
    var written = first
    let start = from < 0 ? nil : text.hyphens[Int(from)]
    let stop = to < 0 ? nil : text.hyphens[Int(to)]
    let from = start.map { Int($0.piece) } ?? Int(word.pieceStart)
    let to = stop.map { Int($0.piece) } ?? Int(word.pieceEnd)
    for index in from...min(to, Int(word.pieceEnd) - 1) {
      var piece = text.pieces[index]
      let original = piece
      if let stop, index == to {
        guard stop.bytes > 0 else { break }
        piece.end = original.start + stop.bytes
        piece.width = stop.columns
        piece.characters = stop.characters
      }
      if let start, index == from {
        piece.start = original.start + start.bytes
        piece.width -= start.columns
        piece.characters -= start.characters
        piece.offset = original.offset + start.characters
      }
      (target + written).initialize(to: piece)
      written += 1
    }
    return written
  }
}
