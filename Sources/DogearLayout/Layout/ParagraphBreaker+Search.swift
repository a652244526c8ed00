extension ParagraphBreaker {
  /// The layout's search: the same breaks as `simpleBreaks` (`ParagraphSearchTests`), for
  /// the same costs, ties going the same way, arranged for speed (issue 44: a re-wrap set
  /// hyphenated and justified within twice the greedy one). Measured with callgrind, the
  /// simple search took 17.6 M instructions of a 29.3 M re-wrap of the largest corpus
  /// article, in its loop over every (line start, line end) that fits, taking the cheapest
  /// of a start's three states again for every end through checked array accesses. Here
  /// each start's cheapest state is taken once, when it is settled, the sums are laid out
  /// as a line's start and end need them, everything lives in one buffer kept from
  /// paragraph to paragraph and read through pointers, and the starts stop early
  /// (`BreakSearch`).
  ///
  /// Appends the line ends to `ends` as indexes of `atoms` (a slice of a paragraph's atoms);
  /// false, appending nothing, when an atom is wider than `width` or no breaking is allowed.
  mutating func breaks(
    _ atoms: ArraySlice<ParagraphAtom>, width: Int, justify: Bool, into ends: inout [Int]
  ) -> Bool {
    let offset = atoms.startIndex
    return atoms.withUnsafeBufferPointer { atoms in
      breaks(atoms, offset: offset, width: width, justify: justify, into: &ends)
    }
  }

  /// `breaks` over atoms read through a pointer, the first of them atom `offset` of the
  /// paragraph (the layout's way).
  mutating func breaks(
    _ atoms: UnsafeBufferPointer<ParagraphAtom>, offset: Int, width: Int, justify: Bool,
    into ends: inout [Int]
  ) -> Bool {
    guard !atoms.isEmpty else { return true }
    let needed = BreakSearch.columns * (atoms.count + 1)
    if scratch.numbers.count < needed {
      scratch.numbers = [Int](repeating: 0, count: max(needed, 2 * scratch.numbers.count))
    }
    return scratch.numbers.withUnsafeMutableBufferPointer { numbers in
      guard let start = numbers.baseAddress else { return false }
      var search = BreakSearch(
        atoms: atoms, numbers: start, width: width, justify: justify, costs: Costs(width: width))
      return search.run(into: &ends, offset: offset)
    }
  }

  /// `breaks` for a whole array: the line ends, or nil.
  mutating func breaks(_ atoms: [ParagraphAtom], width: Int, justify: Bool) -> [Int]? {
    var ends: [Int] = []
    return breaks(atoms[...], width: width, justify: justify, into: &ends) ? ends : nil
  }
}

/// The fast search's numbers, kept by the layout's breaker so that a re-wrap allocates them
/// once, not once a paragraph.
struct SearchScratch {
  var numbers: [Int] = []
}
