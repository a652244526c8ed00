/// One run of the fast search over a paragraph's atoms (`ParagraphBreaker.breaks`). Position
/// `k` (0...count) is the break before atom `k`. The atoms' sums (`AtomSums`: `reach`,
/// `base`, `stretchBase`) are the paragraph's, kept or made once for all its runs: a line
/// from `k` with `blank` columns left is too loose to justify when `stretchBase[k]` is over
/// the gaps before `end` less `blankFromBase` (the gaps before `end` are
/// `stretchBase[end] - base[end]` less atom `end`'s own). The numbers are columns of the
/// room `SearchScratch` lends: `cost` and `back`, three states a position as in
/// `simpleBreaks`; `best` and `bestSlot`, a settled position's cheapest state (the first of
/// equals); `minima`, the settled positions each cheaper than every later one, in order (the
/// cheapest position at or after a start is the first of them there).
///
/// Starts are tried from the longest line to the shortest, and a line's cost only grows as
/// it shortens (fewer columns, fewer gaps to justify): once that cost alone, with the least
/// cost of reaching any start left, is over the cheapest found, no start left can win.
///
/// Only what a later step reads is written, when a position is settled: a state never read
/// is never cleared (state 1 is read at every start of a hyphenated line, so a whole-word
/// position writes it `unreached`). Costs are plain sums that stay far below `unreached` (a quarter of
/// `Int.max`: a paragraph's cost is at most its lines times five squared widths), and an
/// unreached state costs exactly `unreached`, so a sum with it stays above every reached
/// cost without overflowing, and the loops need no test for it (`&+`, unchecked).
struct BreakSearch {
  let atoms: UnsafeBufferPointer<ParagraphAtom>
  let count: Int
  let width: Int
  let justify: Bool
  let costs: ParagraphBreaker.Costs
  let sums: AtomSums
  let reach: UnsafePointer<Int32>
  let best: UnsafeMutablePointer<Int>
  let bestSlot: UnsafeMutablePointer<Int>
  let cost: UnsafeMutablePointer<Int>
  let back: UnsafeMutablePointer<Int>
  let minima: UnsafeMutablePointer<Int>
  /// The live part of `minima`.
  var head = 0
  var tail = 0
  /// The first start a line to the end being tried may have (moves only forward).
  var earliest = 0

  /// How many numbers each break position takes.
  static let columns = 9
  /// The cost of a state no way reaches.
  static let unreached = Int.max / 4

  /// `sums` are those of `atoms` (from their first).
  init(
    atoms: UnsafeBufferPointer<ParagraphAtom>, sums: AtomSums,
    numbers: UnsafeMutablePointer<Int>, width: Int, justify: Bool,
    costs: ParagraphBreaker.Costs
  ) {
    self.atoms = atoms
    self.count = atoms.count
    self.width = width
    self.justify = justify
    self.costs = costs
    self.sums = sums
    reach = sums.reach
    let size = atoms.count + 1
    best = numbers
    bestSlot = numbers + size
    cost = numbers + 2 * size
    back = numbers + 5 * size
    minima = numbers + 8 * size
  }

  /// Appends the line ends, plus `offset`, to `ends`; false when an atom is wider than the
  /// line or no breaking is allowed.
  mutating func run(into ends: inout [Int], offset: Int) -> Bool {
    // An atom wider than the line: the caller sets the paragraph greedily.
    guard sums.widest <= width else { return false }
    // A paragraph that fits on one line is set on it: nothing costs less.
    if Int(reach[count]) &- sums.base(0) <= width {
      ends.append(offset + count)
      return true
    }
    // Two atoms at least from here: one alone fits (`prepare` checked each atom's width).
    cost[0] = 0
    cost[1] = Self.unreached
    back[0] = -1
    settle(0, best: 0, slot: 0)
    for end in 1..<count {
      let lowest = Int(reach[end]) &- width
      while sums.base(earliest) < lowest { earliest &+= 1 }
      while minima[head] < earliest { head &+= 1 }
      if atoms[end].afterHyphen {
        hyphenatedLine(to: end)
      } else {
        wholeLine(to: end)
      }
    }
    lastLine()
    return path(into: &ends, offset: offset)
  }

  /// Past what `stretchBase` a line ending before `end` (not the last) with `blankFromBase`
  /// is too loose to justify (never, when not justifying).
  @inline(__always)
  private func looseness(end: Int, blankFromBase: Int) -> Int {
    guard justify else { return Int.max }
    let gaps = sums.stretchBase(end) &- sums.base(end) &- (atoms[end].stretches ? 1 : 0)
    return gaps &- blankFromBase
  }

  /// What a line from `start` costs, before its hyphen: its blank squared, and the cost of
  /// a line too loose to justify.
  @inline(__always)
  private func lineCost(from start: Int, blankFromBase: Int, loose: Int) -> Int {
    let blank = blankFromBase &+ sums.base(start)
    return blank &* blank &+ (sums.stretchBase(start) > loose ? costs.unjustifiable : 0)
  }

  /// The cheapest way of reaching any start from `start` on (`minimum` moves forward to it).
  @inline(__always)
  private func leastCost(from start: Int, _ minimum: inout Int) -> Int {
    while minima[minimum] < start { minimum &+= 1 }
    return best[minima[minimum]]
  }

  /// Lines ending before atom `end`, which starts a word: after each start's cheapest state,
  /// the latest start winning ties (`simpleBreaks` tries starts from the latest, keeping the
  /// first of equals). `cheapest` never goes over `unreached`; it is `unreached` (and `from`
  /// means nothing) when no start is reached.
  private mutating func wholeLine(to end: Int) {
    let blankFromBase = width &- Int(reach[end])
    let loose = looseness(end: end, blankFromBase: blankFromBase)
    var cheapest = Self.unreached
    var from = -1
    var minimum = head
    var start = earliest
    while start < end {
      let line = lineCost(from: start, blankFromBase: blankFromBase, loose: loose)
      if line &+ leastCost(from: start, &minimum) > cheapest { break }
      let total = best[start] &+ line
      if total <= cheapest {
        cheapest = total
        from = start
      }
      start &+= 1
    }
    let slot = 3 &* end
    cost[slot] = cheapest
    cost[slot &+ 1] = Self.unreached
    back[slot] = from >= 0 ? bestSlot[from] : -1
    settle(end, best: cheapest, slot: slot)
  }

  /// Lines ending inside a word before atom `end`, with a hyphen: after no hyphenated line
  /// (state 1) or after one (state 2); never after two. Both are tried from each start in
  /// one pass (a start no hyphenated line reached costs `unreached` in state 1, so its
  /// second total never wins). State 2 is read only as the position's cheapest state, so it
  /// is kept only when cheaper than state 1 (which wins ties); a start past the stop costs
  /// at least the cheapest state 1 in either state.
  @inline(never)
  private mutating func hyphenatedLine(to end: Int) {
    let blankFromBase = width &- Int(reach[end]) &- 1
    let loose = looseness(end: end, blankFromBase: blankFromBase)
    var start = earliest
    while start < end && blankFromBase &+ sums.base(start) < 0 { start &+= 1 }
    let second = costs.secondHyphenInARow
    var cheapest = Self.unreached
    var from = -1
    var cheapestSecond = Self.unreached
    var fromSecond = -1
    var minimum = head
    while start < end {
      let line = lineCost(from: start, blankFromBase: blankFromBase, loose: loose) &+ costs.hyphen
      if line &+ leastCost(from: start, &minimum) > cheapest { break }
      let slot = 3 &* start
      let total = cost[slot] &+ line
      if total <= cheapest {
        cheapest = total
        from = slot
      }
      let totalSecond = cost[slot &+ 1] &+ line &+ second
      if totalSecond <= cheapestSecond {
        cheapestSecond = totalSecond
        fromSecond = slot &+ 1
      }
      start &+= 1
    }
    let slot = 3 &* end
    cost[slot] = Self.unreached
    cost[slot &+ 1] = cheapest
    back[slot &+ 1] = from
    if cheapestSecond < cheapest {
      back[slot &+ 2] = fromSecond
      settle(end, best: cheapestSecond, slot: slot &+ 2)
    } else {
      settle(end, best: cheapest, slot: slot &+ 1)
    }
  }

  /// The last line: free, but for a runt after other lines.
  private func lastLine() {
    let lowest = Int(reach[count]) &- width
    var cheapest = Self.unreached
    var from = -1
    var start = count &- 1
    while start >= 0 && sums.base(start) >= lowest {
      let before = best[start]
      let used = Int(reach[count]) &- sums.base(start)
      if before < Self.unreached {
        let total = before &+ (start > 0 && used < costs.shortLastLine ? costs.runt : 0)
        if total < cheapest {
          cheapest = total
          from = start
        }
      }
      start &-= 1
    }
    let last = 3 &* count
    cost[last] = cheapest
    back[last] = from >= 0 ? bestSlot[from] : -1
    cost[last &+ 1] = Self.unreached
    cost[last &+ 2] = Self.unreached
  }

  /// Position `position` is settled: its cheapest state costs `cheapest`, in `slot`; it
  /// joins `minima`, after the ones no cheaper are dropped.
  @inline(__always)
  private mutating func settle(_ position: Int, best cheapest: Int, slot: Int) {
    best[position] = cheapest
    bestSlot[position] = slot
    while tail > head && best[minima[tail &- 1]] >= cheapest { tail &-= 1 }
    minima[tail] = position
    tail &+= 1
  }

  /// Appends the line ends of the cheapest way to the end (plus `offset`) to `ends`.
  private func path(into ends: inout [Int], offset: Int) -> Bool {
    var last = 3 * count
    for run in 1..<3 where cost[3 * count + run] < cost[last] { last = 3 * count + run }
    guard cost[last] < Self.unreached else { return false }
    var lines = 0
    var slot = last
    while slot > 0 {
      lines += 1
      slot = back[slot]
      if slot < 0 { return false }
    }
    ends.append(contentsOf: repeatElement(0, count: lines))
    var line = ends.count - 1
    slot = last
    while slot > 0 {
      ends[line] = offset + slot / 3
      line -= 1
      slot = back[slot]
    }
    return true
  }
}
