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
      let (numbers, widest) = AtomSums.make(atoms)
      return numbers.withUnsafeBufferPointer { numbers in
        let sums = AtomSums(numbers, count: atoms.count, widest: widest)
        return breaks(
          atoms, sums: sums, offset: offset, width: width, justify: justify, into: &ends)
      }
    }
  }

  /// `breaks` over atoms read through a pointer, the first of them atom `offset` of the
  /// paragraph, with their sums (the layout's way: the paragraph's sums, seen from `offset`).
  mutating func breaks(
    _ atoms: UnsafeBufferPointer<ParagraphAtom>, sums: AtomSums, offset: Int, width: Int,
    justify: Bool, into ends: inout [Int]
  ) -> Bool {
    guard !atoms.isEmpty else { return true }
    let numbers = scratch.room(for: BreakSearch.columns * (atoms.count + 1))
    var search = BreakSearch(
      atoms: atoms, sums: sums, numbers: numbers, width: width, justify: justify,
      costs: Costs(width: width))
    return search.run(into: &ends, offset: offset)
  }

  /// `breaks` for a whole array: the line ends, or nil.
  mutating func breaks(_ atoms: [ParagraphAtom], width: Int, justify: Bool) -> [Int]? {
    var ends: [Int] = []
    return breaks(atoms[...], width: width, justify: justify, into: &ends) ? ends : nil
  }
}

/// The fast search's numbers, kept by the layout's breaker so that a re-wrap allocates them
/// once, not once a paragraph. `BreakSearch` writes each number before it reads it (the
/// room is reused from paragraph to paragraph, so it never relied on zeros), so growing
/// the room fills nothing: as an array of zeros, each layout's breaker zeroed its room as
/// it grew (callgrind: 66 K instructions of `memset` a re-wrap of the largest corpus
/// article, issue 44). A class, as
/// `PieceBuffer` is: plain numbers need no deinitialising, only freeing.
final class SearchScratch {
  private var numbers: UnsafeMutablePointer<Int>
  private var capacity: Int

  init() {
    capacity = 64
    numbers = .allocate(capacity: capacity)
  }

  deinit { numbers.deallocate() }

  /// Room for `count` numbers, their values left as they were; valid until the next call.
  func room(for count: Int) -> UnsafeMutablePointer<Int> {
    if capacity < count {
      numbers.deallocate()
      capacity = max(count, 2 * capacity)
      numbers = .allocate(capacity: capacity)
    }
    return numbers
  }
}
