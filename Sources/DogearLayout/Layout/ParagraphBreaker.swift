/// Breaks a paragraph (a run of atoms between forced breaks) into lines all at once, as
/// Knuth and Plass's total fit does for ragged-right text: of every way to break it, the one
/// with the least sum of squared trailing blanks on its lines but the last, a cost for each
/// hyphen (more for two hyphenated lines in a row, three never), for a very short last line
/// (a runt) and, when justifying, for a line that would need more than one extra space in a gap.
///
/// Each break looks back only as far as a line can reach, so the cost is the atoms times
/// the atoms on a line, with three states (hyphenated lines just before) per break. Greedy
/// breaking (`LineWrapper`) stays beside it as the simple way and the yardstick.
///
/// Two searches behind one seam (`breaks`): `simpleBreaks` here, the definition, and the one
/// the layout runs (`ParagraphBreaker+Search.swift`), the same search arranged for speed;
/// `ParagraphSearchTests` holds the two to the same breaks.
///
/// A struct, the layout's own (`LayoutEngine.breaker`), and the search's arrays local: as a
/// class, every read and write of its arrays in the inner loop was checked for exclusive
/// access as it ran, about a fifth of a dump's instructions (issue 37: 3 MB of the corpus,
/// callgrind, 2,294 M before, 1,718 M after, the same text out).
struct ParagraphBreaker {
  /// Costs, in squared columns of trailing blanks.
  struct Costs {
    var hyphen: Int
    var secondHyphenInARow: Int
    var unjustifiable: Int
    /// A last line (after other lines) narrower than this many columns is a runt, which
    /// costs `runt`.
    var shortLastLine: Int
    var runt: Int

    /// Measured over the corpus (TypesettingCorpusTests, at 40, 66 and 100 columns, against
    /// the least raggedness the rules allow, RaggednessBoundTests): 5 a hyphen gives about
    /// one hyphenated line in ten and a half at 40 columns and one in thirteen at 100 (0
    /// would give one in nine at 40); a runt costs 35, as much as a line six columns short,
    /// which leaves an eighth of greedy's runts at 40 columns, a third at 66 and two thirds
    /// at 100, for up to 3% more raggedness. A cost growing with the shortfall (twice its
    /// square under an eighth of the width) was tried: for as few runts it cost about twice
    /// the evenness. So was a cost for a hyphen on the line before the last (TeX's final
    /// hyphen demerits): it took 5-10% of the gain, so there is none.
    init(width: Int) {
      hyphen = 5
      secondHyphenInARow = 4 * hyphen
      unjustifiable = 4 * width * width
      shortLastLine = width / 10
      runt = 35
    }
  }

  static let unreached = Int.max
  private var reach: [Int] = []
  private var gaps: [Int32] = []
  /// The fast search's arrays, kept from paragraph to paragraph (`ParagraphBreaker+Search`).
  let scratch = SearchScratch()

  /// The index after each line's last atom, in order (the last is `atoms.count`); nil when an
  /// atom is wider than `width` (the caller breaks such a paragraph greedily).
  mutating func simpleBreaks(_ atoms: [ParagraphAtom], width: Int, justify: Bool) -> [Int]? {
    let count = atoms.count
    guard count > 0 else { return [] }
    guard atoms.allSatisfy({ Int($0.width) <= width }) else { return nil }
    prepare(atoms)
    // A paragraph that fits on one line is set on it: nothing costs less.
    if lineWidth(atoms, from: 0, to: count, hyphenated: false) <= width { return [count] }
    let costs = Costs(width: width)
    // Local arrays, not the breaker's own: no exclusivity check on each access in the loop.
    var cost = [Int](repeating: Self.unreached, count: 3 * (count + 1))
    var back = [Int32](repeating: -1, count: 3 * (count + 1))
    let reach = self.reach
    cost[0] = 0
    for end in 1...count {
      let hyphenated = end < count && atoms[end].afterHyphen
      var start = end - 1
      while start >= 0 {
        let used = reach[end] - reach[start] - Int(atoms[start].glue) + (hyphenated ? 1 : 0)
        if used > width { break }
        let line = lineCost(
          atoms, from: start, to: end, used: used, width: width, justify: justify, costs: costs)
        if hyphenated {
          Self.relax(&cost, &back, from: start, to: end, line: line, costs: costs)
        } else {
          Self.relaxWhole(&cost, &back, from: start, to: end, line: line)
        }
        start -= 1
      }
    }
    return Self.path(count, cost: cost, back: back)
  }

  /// Prefix sums: `reach[k]` is the columns of atoms `0..<k` with their glue, `gaps[k]` the
  /// gaps among them justification may widen.
  private mutating func prepare(_ atoms: [ParagraphAtom]) {
    reach.removeAll(keepingCapacity: true)
    gaps.removeAll(keepingCapacity: true)
    reach.append(0)
    gaps.append(0)
    for atom in atoms {
      reach.append(reach[reach.count - 1] + Int(atom.glue) + Int(atom.width))
      gaps.append(gaps[gaps.count - 1] + (atom.stretches ? 1 : 0))
    }
  }

  /// Columns of atoms `start..<end` on one line (no glue before the first), with the hyphen.
  func lineWidth(_ atoms: [ParagraphAtom], from start: Int, to end: Int, hyphenated: Bool)
    -> Int
  {
    reach[end] - reach[start] - Int(atoms[start].glue) + (hyphenated ? 1 : 0)
  }

  /// Gaps between atoms `start..<end` on one line that justification may widen.
  func gapCount(_ atoms: [ParagraphAtom], from start: Int, to end: Int) -> Int {
    Int(gaps[end] - gaps[start]) - (atoms[start].stretches ? 1 : 0)
  }

  private func lineCost(
    _ atoms: [ParagraphAtom], from start: Int, to end: Int, used: Int, width: Int,
    justify: Bool, costs: Costs
  ) -> Int {
    let blank = width - used
    guard end < atoms.count else {
      return start > 0 && used < costs.shortLastLine ? costs.runt : 0
    }
    var line = blank * blank
    if justify && blank > gapCount(atoms, from: start, to: end) { line += costs.unjustifiable }
    return line
  }

  /// Tries the line `start..<end`, which ends a word, after the cheapest way of reaching
  /// `start` (the first of equals): whatever came before, it leads to the same state.
  private static func relaxWhole(
    _ cost: inout [Int], _ back: inout [Int32], from start: Int, to end: Int, line: Int
  ) {
    var from = -1
    var before = unreached
    for run in 0..<3 where cost[3 * start + run] < before {
      before = cost[3 * start + run]
      from = 3 * start + run
    }
    guard from >= 0, before + line < cost[3 * end] else { return }
    cost[3 * end] = before + line
    back[3 * end] = Int32(from)
  }

  /// Tries the hyphenated line `start..<end` after each way of reaching `start`.
  private static func relax(
    _ cost: inout [Int], _ back: inout [Int32], from start: Int, to end: Int, line: Int,
    costs: Costs
  ) {
    for run in 0..<3 {
      let before = cost[3 * start + run]
      if before == unreached { continue }
      let next = run + 1
      if next > 2 { continue }
      let total =
        before + line + (next == 2 ? costs.hyphen + costs.secondHyphenInARow : costs.hyphen)
      let slot = 3 * end + next
      if total < cost[slot] {
        cost[slot] = total
        back[slot] = Int32(3 * start + run)
      }
    }
  }

  /// The line ends of the cheapest way to the end.
  static func path(_ count: Int, cost: [Int], back: [Int32]) -> [Int]? {
    var slot = 3 * count
    for run in 1..<3 where cost[3 * count + run] < cost[slot] { slot = 3 * count + run }
    guard cost[slot] != unreached else { return nil }
    var ends: [Int] = []
    while slot > 0 {
      ends.append(slot / 3)
      slot = Int(back[slot])
      if slot < 0 { return nil }
    }
    return ends.reversed()
  }
}
