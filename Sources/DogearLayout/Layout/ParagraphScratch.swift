/// What the layout keeps from paragraph to paragraph to set them (issue 44), so that a
/// re-wrap allocates its arrays once, not once a paragraph.
struct ParagraphScratch {
  /// Room for the atoms of the paragraph being set, every run between forced breaks one
  /// after another: written through a pointer, so only its first ones are the paragraph's.
  var atoms: [ParagraphAtom] = []
  /// Room for their sums (`AtomSums`), written through a pointer too.
  var sums: [Int32] = []
  /// Where each of its lines ends: the index in `atoms` after its last atom.
  var ends: [Int] = []
  /// Each run: the end of its atoms in `atoms` and of its lines in `ends`.
  var runs: [(atoms: Int, lines: Int)] = []
  /// Each run's end in `atoms`, as the atoms are made.
  var runEnds: [Int] = []

  /// Empties the lists, and gives `atoms` room for `atomCount` at least.
  mutating func clear(atomCount: Int) {
    if atoms.count < atomCount {
      let empty = ParagraphAtom(
        word: 0, from: -1, to: -1, width: 0, glue: 0, isGap: false, stretches: false,
        afterHyphen: false)
      atoms = Array(repeating: empty, count: max(atomCount, 2 * atoms.count))
    }
    if sums.count < AtomSums.size(of: atomCount) {
      sums = Array(repeating: 0, count: AtomSums.size(of: atoms.count))
    }
    ends.removeAll(keepingCapacity: true)
    runs.removeAll(keepingCapacity: true)
    runEnds.removeAll(keepingCapacity: true)
  }
}

/// One line of a paragraph being set: its atoms, the end of its run's atoms (a line ending
/// there is the run's last), its number in the run (justification alternates by it).
struct ParagraphLine {
  var atoms: Range<Int>
  var runEnd: Int
  var number: Int
  var justify: Bool
}
