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
    let key = atomCache.map { _ in ParagraphAtomCache.Key(text, hyphenate: hyphenate) }
    let set: Bool
    if let key, let kept = atomCache?.atoms(for: key) {
      let justify = typesetting.justify && !kept.hasWideText
      paragraph.clear(atomCount: 0)
      set = text.withPointers { text in
        kept.atoms.withUnsafeBufferPointer { atoms in
          kept.sums.withUnsafeBufferPointer { numbers in
            setRuns(
              of: text, atoms: atoms,
              sums: AtomSums(numbers, count: atoms.count, widest: kept.widest),
              runEnds: kept.runEnds, justify: justify, rightToLeft: rightToLeft,
              fallback: fallback)
          }
        }
      }
    } else {
      let keep = atomCache?.keepsAtoms == true
      // Read only when needed: a first layout (`dump`) not justifying never scans the pieces.
      let hasWideText = (typesetting.justify || keep) && Self.hasWideText(text)
      let justify = typesetting.justify && !hasWideText
      paragraph.clear(atomCount: ParagraphAtom.bound(of: text, hyphenate: hyphenate))
      // The atoms' and sums' room, taken out of the scratch while written through pointers.
      var room = paragraph.atoms
      paragraph.atoms = []
      var sumsRoom = paragraph.sums
      paragraph.sums = []
      var runEnds = paragraph.runEnds
      paragraph.runEnds = []
      set = text.withPointers { text in
        room.withUnsafeMutableBufferPointer { room in
          sumsRoom.withUnsafeMutableBufferPointer { sumsRoom in
            let count = Self.makeAtoms(
              of: text, into: room, hyphenate: hyphenate, runEnds: &runEnds)
            let atoms = UnsafeBufferPointer(rebasing: room[0..<count])
            let numbers = sumsRoom.baseAddress.unsafelyUnwrapped
            let widest = AtomSums.write(atoms, into: numbers)
            if keep, let key, let atomCache {
              atomCache.keep(
                .init(
                  atoms: Array(atoms), sums: Array(sumsRoom[0..<AtomSums.size(of: count)]),
                  widest: widest, runEnds: runEnds, hasWideText: hasWideText),
                for: key)
            }
            return setRuns(
              of: text, atoms: atoms, sums: AtomSums(numbers, count: count, widest: widest),
              runEnds: runEnds, justify: justify, rightToLeft: rightToLeft, fallback: fallback)
          }
        }
      }
      paragraph.atoms = room
      paragraph.sums = sumsRoom
      paragraph.runEnds = runEnds
    }
    if !set { wrap(text, rightToLeft: rightToLeft, fallback: fallback) }
  }

  /// Every run's atoms (into `atoms`, which has room for them), the index after each run's
  /// last atom appended to `runEnds`; returns how many atoms.
  private static func makeAtoms(
    of text: InlineTextPointers, into atoms: UnsafeMutableBufferPointer<ParagraphAtom>,
    hyphenate: Bool, runEnds: inout [Int]
  ) -> Int {
    var nextPoint = 0
    var count = 0
    var start = 0
    while start < text.words.count {
      var end = start &+ 1
      while end < text.words.count && text.words[end].glue != .newline { end &+= 1 }
      count = ParagraphAtom.atoms(
        of: text, words: start..<end, hyphenate: hyphenate, nextPoint: &nextPoint,
        into: atoms, at: count)
      runEnds.append(count)
      start = end
    }
    return count
  }

  /// Breaks every run and writes the lines; false, having written nothing, when a run cannot
  /// be broken (then the whole paragraph is set greedily). Never inlined into the closures
  /// that lend it the atoms: there each call on `self` copied the whole engine.
  @inline(never)
  private mutating func setRuns(
    of text: InlineTextPointers, atoms: UnsafeBufferPointer<ParagraphAtom>, sums: AtomSums,
    runEnds: [Int], justify: Bool, rightToLeft: Bool, fallback: (pathID: Int32, offset: Int32)
  ) -> Bool {
    var first = 0
    for end in runEnds {
      guard
        breaker.breaks(
          UnsafeBufferPointer(rebasing: atoms[first..<end]), sums: sums.from(first),
          offset: first, width: available, justify: justify, into: &paragraph.ends)
      else { return false }
      paragraph.runs.append((end, paragraph.ends.count))
      first = end
    }
    setLines(
      of: text, atoms: atoms, sums: sums, justify: justify, rightToLeft: rightToLeft,
      fallback: fallback)
    return true
  }

  /// Writes the lines `breakRuns` found.
  private mutating func setLines(
    of text: InlineTextPointers, atoms: UnsafeBufferPointer<ParagraphAtom>, sums: AtomSums,
    justify: Bool, rightToLeft: Bool, fallback: (pathID: Int32, offset: Int32)
  ) {
    let ends = paragraph.ends
    let runs = paragraph.runs
    var lineStart = 0
    var lines = 0
    for run in runs {
      for number in 0..<(run.lines - lines) {
        let end = ends[lines + number]
        setLine(
          ParagraphLine(
            atoms: lineStart..<end, runEnd: run.atoms, number: number, justify: justify),
          of: atoms, sums: sums, in: text, rightToLeft: rightToLeft, fallback: fallback)
        lineStart = end
      }
      lines = run.lines
    }
  }

  /// Writes one line of atoms; its columns and gaps are read from the paragraph's sums.
  private mutating func setLine(
    _ line: ParagraphLine, of atoms: UnsafeBufferPointer<ParagraphAtom>, sums: AtomSums,
    in text: InlineTextPointers, rightToLeft: Bool, fallback: (pathID: Int32, offset: Int32)
  ) {
    let (start, end) = (line.atoms.lowerBound, line.atoms.upperBound)
    let hyphenated = end < line.runEnd && atoms[end].afterHyphen
    let used = (hyphenated ? 1 : 0) &+ Int(sums.reach[end]) &- sums.base(start)
    let final = end &- 1
    let gaps =
      (sums.stretchBase(final) &- sums.base(final))
      &- (sums.stretchBase(start) &- sums.base(start))
    var spread = LineSpread.none
    if line.justify && end < line.runEnd {
      spread = LineSpread(extra: available - used, gaps: gaps, mirrored: line.number % 2 == 1)
    }
    let source = LinePieces.Source(atoms: atoms, text: text, bytes: bytes)
    LinePieces.write(
      .init(atoms: start..<end, hyphenated: hyphenated, spread: spread), of: source,
      into: lineBuffer)
    let width = spread.isEmpty ? used : available
    emit(lineBuffer.pieces, lineWidth: width, rightToLeft: rightToLeft, fallback: fallback)
    if hyphenated { hyphenatedLines?.append(collector.lines.count - 1) }
  }

  /// One more space after a gap's own, decoration of the gap's style.
  static func extraSpace(like space: Piece) -> Piece {
    decoration(like: space, bytes: TextBytes.spaces.lowerBound..<(TextBytes.spaces.lowerBound + 1))
  }

  /// The hyphen at the end of a line that breaks a word: decoration in the word's style.
  static func hyphen(like piece: Piece) -> Piece {
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

  /// Whether gap `index` (0 is the line's first) is widened: the definition, which
  /// `Walk` follows without dividing.
  func widens(_ index: Int) -> Bool {
    guard !isEmpty else { return false }
    let gap = mirrored ? gaps - 1 - index : index
    return (gap + 1) * extra / gaps > gap * extra / gaps
  }

  /// `widens` for each gap in turn, from the line's first: what the layout asks.
  func walk() -> Walk { Walk(self) }

  /// The gaps' answers one after another, as `widens` gives them (`LineSpreadTests`), with
  /// one division a line instead of two a gap (issue 44: the divisions were a tenth of
  /// setting a justified line's cycles). Gap `g` is widened when `g * extra % gaps` plus
  /// `extra` reaches `gaps` (`extra` is at most `gaps`, so the quotient grows by one at
  /// most), and that remainder moves by `extra` from one gap to the next, up or down.
  struct Walk {
    private let extra: Int
    private let gaps: Int
    private let mirrored: Bool
    /// `g * extra % gaps` for the next gap's `g` (counted from the right when mirrored).
    private var remainder: Int

    init(_ spread: LineSpread) {
      extra = spread.extra
      gaps = spread.gaps
      mirrored = spread.mirrored
      remainder = mirrored && gaps > 0 ? (gaps - 1) * extra % gaps : 0
    }

    /// Whether the next gap is widened.
    @inline(__always)
    mutating func next() -> Bool {
      guard extra > 0 else { return false }
      let widens = remainder &+ extra >= gaps
      if mirrored {
        remainder &-= extra
        if remainder < 0 { remainder &+= gaps }
      } else {
        remainder &+= extra
        if remainder >= gaps { remainder &-= gaps }
      }
      return widens
    }
  }
}
