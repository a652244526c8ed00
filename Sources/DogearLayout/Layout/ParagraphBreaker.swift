/// Breaks a paragraph (a run of atoms between forced breaks) into lines all at once, as
/// Knuth and Plass's total fit does for ragged-right text: of every way to break it, the one
/// with the least sum of squared trailing blanks on its lines but the last, a cost for each
/// hyphen (more for two hyphenated lines in a row, three never), for a very short last line
/// and, when justifying, for a line that would need more than one extra space in a gap.
///
/// Each break looks back only as far as a line can reach, so the cost is the atoms times
/// the atoms on a line, with three states (hyphenated lines just before) per break. Greedy
/// breaking (`LineWrapper`) stays beside it as the simple way and the yardstick.
///
/// A struct, the layout's own (`LayoutEngine.breaker`): as a class, every read and write of
/// its arrays in the inner loop was checked for exclusive access as it ran, about a fifth of
/// a dump's instructions (issue 37: 3 MB of the corpus, callgrind, 2,294 M before, 1,718 M
/// after, the same text out).
struct ParagraphBreaker {
  /// Costs, in squared columns of trailing blanks.
  struct Costs {
    var hyphen: Int
    var secondHyphenInARow: Int
    var unjustifiable: Int
    /// A last line narrower than this many columns costs the square of the difference, times
    /// `shortLastLineWeight`.
    var shortestLastLine: Int
    var shortLastLineWeight: Int

    /// Measured over the corpus (TypesettingCorpusTests, at 40, 66 and 100 columns): a flat 8
    /// a hyphen gives about one hyphenated line in eleven to fourteen and most of the gain in
    /// evenness (0 would give one in nine, for 1-2% more); a last line under an eighth of the
    /// width costs twice its shortfall squared, which moves a word down where the line above
    /// stays fairly even, and halves the last lines under ten columns at 100. A cost for a
    /// hyphen on the line before the last (TeX's final hyphen demerits) was tried: it took
    /// 5-10% of the gain, so there is none.
    init(width: Int) {
      hyphen = 8
      secondHyphenInARow = 4 * hyphen
      unjustifiable = 4 * width * width
      shortestLastLine = width / 8
      shortLastLineWeight = 2
    }
  }

  private static let unreached = Int.max
  private var reach: [Int] = []
  private var gaps: [Int32] = []
  private var cost: [Int] = []
  private var back: [Int32] = []

  /// The index after each line's last atom, in order (the last is `atoms.count`); nil when an
  /// atom is wider than `width` (the caller breaks such a paragraph greedily).
  mutating func breaks(_ atoms: [ParagraphAtom], width: Int, justify: Bool) -> [Int]? {
    let count = atoms.count
    guard count > 0 else { return [] }
    guard atoms.allSatisfy({ Int($0.width) <= width }) else { return nil }
    prepare(atoms)
    let costs = Costs(width: width)
    cost = Array(repeating: Self.unreached, count: 3 * (count + 1))
    back = Array(repeating: -1, count: 3 * (count + 1))
    cost[0] = 0
    for end in 1...count {
      let hyphenated = end < count && atoms[end].afterHyphen
      var start = end - 1
      while start >= 0 {
        let used = lineWidth(atoms, from: start, to: end, hyphenated: hyphenated)
        if used > width { break }
        let line = lineCost(
          atoms, from: start, to: end, used: used, width: width, justify: justify, costs: costs)
        relax(from: start, to: end, line: line, hyphenated: hyphenated, costs: costs)
        start -= 1
      }
    }
    return path(count)
  }

  /// Prefix sums: `reach[k]` is the columns of atoms `0..<k` with their glue, `gaps[k]` the
  /// gaps among them.
  private mutating func prepare(_ atoms: [ParagraphAtom]) {
    reach.removeAll(keepingCapacity: true)
    gaps.removeAll(keepingCapacity: true)
    reach.append(0)
    gaps.append(0)
    for atom in atoms {
      reach.append(reach[reach.count - 1] + Int(atom.glue) + Int(atom.width))
      gaps.append(gaps[gaps.count - 1] + (atom.isGap ? 1 : 0))
    }
  }

  /// Columns of atoms `start..<end` on one line (no glue before the first), with the hyphen.
  func lineWidth(_ atoms: [ParagraphAtom], from start: Int, to end: Int, hyphenated: Bool)
    -> Int
  {
    reach[end] - reach[start] - Int(atoms[start].glue) + (hyphenated ? 1 : 0)
  }

  /// Gaps between atoms `start..<end` on one line.
  func gapCount(_ atoms: [ParagraphAtom], from start: Int, to end: Int) -> Int {
    Int(gaps[end] - gaps[start]) - (atoms[start].isGap ? 1 : 0)
  }

  private func lineCost(
    _ atoms: [ParagraphAtom], from start: Int, to end: Int, used: Int, width: Int,
    justify: Bool, costs: Costs
  ) -> Int {
    let blank = width - used
    guard end < atoms.count else {
      let short = max(0, costs.shortestLastLine - used)
      return start > 0 ? costs.shortLastLineWeight * short * short : 0
    }
    var line = blank * blank
    if justify && blank > gapCount(atoms, from: start, to: end) { line += costs.unjustifiable }
    return line
  }

  /// Tries the line `start..<end` after each way of reaching `start`.
  private mutating func relax(
    from start: Int, to end: Int, line: Int, hyphenated: Bool, costs: Costs
  ) {
    for run in 0..<3 {
      let before = cost[3 * start + run]
      if before == Self.unreached { continue }
      var next = 0
      var total = before + line
      if hyphenated {
        next = run + 1
        if next > 2 { continue }
        total += next == 2 ? costs.hyphen + costs.secondHyphenInARow : costs.hyphen
      }
      let slot = 3 * end + next
      if total < cost[slot] {
        cost[slot] = total
        back[slot] = Int32(3 * start + run)
      }
    }
  }

  /// The line ends of the cheapest way to the end.
  private func path(_ count: Int) -> [Int]? {
    var slot = 3 * count
    for run in 1..<3 where cost[3 * count + run] < cost[slot] { slot = 3 * count + run }
    guard cost[slot] != Self.unreached else { return nil }
    var ends: [Int] = []
    while slot > 0 {
      ends.append(slot / 3)
      slot = Int(back[slot])
      if slot < 0 { return nil }
    }
    return ends.reversed()
  }
}
