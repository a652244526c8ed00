extension LayoutEngine {
  /// A paragraph set as `typesetting` says (issue 44): greedily, as every other text is, or
  /// the whole paragraph at once between its forced breaks (`ParagraphBreaker`), hyphenated
  /// and justified when asked. A paragraph with a word too wide for any line is set greedily,
  /// which cuts such a word.
  mutating func setParagraph(
    _ text: InlineText, rightToLeft: Bool, fallback: (pathID: Int32, offset: Int32)
  ) {
    guard typesetting.breaking == .wholeParagraph, !text.isEmpty else {
      wrap(text, rightToLeft: rightToLeft, fallback: fallback)
      return
    }
    let hyphenate = typesetting.hyphenate && !text.hyphens.isEmpty
    let justify = typesetting.justify && !Self.hasWideText(text)
    var segments: [(words: Range<Int>, ends: [Int], atoms: [ParagraphAtom])] = []
    var nextPoint = 0
    var start = 0
    while start < text.words.count {
      var end = start + 1
      while end < text.words.count && text.words[end].glue != .newline { end += 1 }
      var atoms: [ParagraphAtom] = []
      ParagraphAtom.atoms(
        of: text, words: start..<end, hyphenate: hyphenate, nextPoint: &nextPoint, into: &atoms)
      guard let ends = breaker.breaks(atoms, width: available, justify: justify) else {
        wrap(text, rightToLeft: rightToLeft, fallback: fallback)
        return
      }
      segments.append((start..<end, ends, atoms))
      start = end
    }
    for segment in segments {
      setLines(
        of: text, atoms: segment.atoms, ends: segment.ends, justify: justify,
        rightToLeft: rightToLeft, fallback: fallback)
    }
  }

  /// Writes the lines of one run of atoms, `ends` being where each line stops.
  private mutating func setLines(
    of text: InlineText, atoms: [ParagraphAtom], ends: [Int], justify: Bool, rightToLeft: Bool,
    fallback: (pathID: Int32, offset: Int32)
  ) {
    var start = 0
    for (number, end) in ends.enumerated() {
      let hyphenated = end < atoms.count && atoms[end].afterHyphen
      var used = 0
      for index in start..<end {
        used += Int(atoms[index].width) + (index > start ? Int(atoms[index].glue) : 0)
      }
      if hyphenated { used += 1 }
      var spread = LineSpread.none
      if justify && end < atoms.count {
        let gaps = (start + 1..<end).filter { atoms[$0].stretches }.count
        spread = LineSpread(extra: available - used, gaps: gaps, mirrored: number % 2 == 1)
      }
      lineBuffer.removeAll()
      var gap = 0
      for index in start..<end {
        let atom = atoms[index]
        if index > start && atom.isGap {
          let space = text.spaces[Int(text.words[Int(atom.word)].space)]
          lineBuffer.append(space)
          if atom.stretches {
            if spread.widens(gap) { lineBuffer.append(Self.extraSpace(like: space)) }
            gap += 1
          }
        }
        appendPieces(of: atom, in: text)
      }
      if hyphenated, let last = lineBuffer.pieces.last {
        lineBuffer.append(Self.hyphen(like: last))
      }
      let width = spread.isEmpty ? used : available
      emit(lineBuffer.pieces, lineWidth: width, rightToLeft: rightToLeft, fallback: fallback)
      if hyphenated { hyphenatedLines?.append(collector.lines.count - 1) }
      start = end
    }
  }

  /// The pieces of an atom: its word's, cut at its hyphen points.
  private func appendPieces(of atom: ParagraphAtom, in text: InlineText) {
    let word = text.words[Int(atom.word)]
    let first = atom.from < 0 ? nil : text.hyphens[Int(atom.from)]
    let last = atom.to < 0 ? nil : text.hyphens[Int(atom.to)]
    let from = first.map { Int($0.piece) } ?? Int(word.pieceStart)
    let to = last.map { Int($0.piece) } ?? Int(word.pieceEnd)
    for index in from...min(to, Int(word.pieceEnd) - 1) {
      var piece = text.pieces[index]
      let original = piece
      if let last, index == to {
        guard last.bytes > 0 else { break }
        piece.end = original.start + last.bytes
        piece.width = last.columns
        piece.characters = last.characters
      }
      if let first, index == from {
        piece.start = original.start + first.bytes
        piece.width -= first.columns
        piece.characters -= first.characters
        piece.offset = original.offset + first.characters
      }
      lineBuffer.append(piece)
    }
  }

  /// One more space after a gap's own, decoration of the gap's style.
  private static func extraSpace(like space: Piece) -> Piece {
    decoration(like: space, bytes: TextBytes.spaces.lowerBound..<(TextBytes.spaces.lowerBound + 1))
  }

  /// The hyphen at the end of a line that breaks a word: decoration in the word's style.
  private static func hyphen(like piece: Piece) -> Piece {
    decoration(like: piece, bytes: TextBytes.hyphen)
  }

  /// One cell of `bytes` drawn in `piece`'s style, belonging to no element of the text.
  private static func decoration(like piece: Piece, bytes: Range<Int32>) -> Piece {
    var drawn = piece
    drawn.start = bytes.lowerBound
    drawn.end = bytes.upperBound
    drawn.width = 1
    drawn.characters = 0
    drawn.pathID = -1
    drawn.offset = 0
    drawn.isDecoration = true
    return drawn
  }

  /// Text with wide Characters (CJK) is never justified.
  private static func hasWideText(_ text: InlineText) -> Bool {
    text.pieces.contains { $0.width > $0.characters && !$0.isDecoration }
  }
}

/// Which gaps of a justified line get one extra space: `extra` of its `gaps`, spread evenly,
/// from the right on every other line so that the wider gaps do not stack into rivers. A
/// line needing more than one extra space a gap stays ragged.
struct LineSpread {
  var extra: Int
  var gaps: Int
  var mirrored: Bool

  static let none = LineSpread(extra: 0, gaps: 0, mirrored: false)

  init(extra: Int, gaps: Int, mirrored: Bool) {
    let fits = extra > 0 && gaps > 0 && extra <= gaps
    self.extra = fits ? extra : 0
    self.gaps = fits ? gaps : 0
    self.mirrored = mirrored
  }

  var isEmpty: Bool { extra == 0 }

  /// Whether gap `index` (0 is the line's first) is widened.
  func widens(_ index: Int) -> Bool {
    guard !isEmpty else { return false }
    let gap = mirrored ? gaps - 1 - index : index
    return (gap + 1) * extra / gaps > gap * extra / gaps
  }
}
