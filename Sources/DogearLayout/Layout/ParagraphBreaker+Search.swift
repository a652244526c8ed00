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
    let count = atoms.count
    guard count > 0 else { return true }
    guard atoms.allSatisfy({ Int($0.width) <= width }) else { return false }
    let needed = SearchScratch.columns * (count + 1)
    if scratch.numbers.count < needed {
      scratch.numbers = [Int](repeating: 0, count: max(needed, 2 * scratch.numbers.count))
    }
    let offset = atoms.startIndex
    return atoms.withUnsafeBufferPointer { atoms in
      scratch.numbers.withUnsafeMutableBufferPointer { numbers in
        guard let start = numbers.baseAddress else { return false }
        var search = BreakSearch(
          atoms: atoms, numbers: start, width: width, justify: justify,
          costs: Costs(width: width))
        return search.run(into: &ends, offset: offset)
      }
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
  /// How many numbers each break position takes (see `BreakSearch`).
  static let columns = 13
  var numbers: [Int] = []
}

/// One run of the fast search over a paragraph's atoms. Position `k` (0...count) is the
/// break before atom `k`; the numbers are columns of `SearchScratch.numbers`:
/// `reach[k]`, the columns of atoms `0..<k` with their glue; `base[k]`, `reach[k]` and the
/// glue of atom `k` (a line from `k` to `end` takes `reach[end] - base[k]`); `gaps[k]`, the
/// gaps justification may widen among atoms `0..<k`, and `gapsFrom[k]` the same with atom
/// `k`'s own; `cost` and `back`, three states a position as in `simpleBreaks`; `best` and
/// `bestSlot`, a settled position's cheapest state (the first of equals); `minima`, the
/// settled positions each cheaper than every later one, in order (the cheapest position at
/// or after a start is the first of them there).
///
/// Starts are tried from the longest line to the shortest, and a line's cost only grows as
/// it shortens (fewer columns, fewer gaps to justify): once that cost alone, with the least
/// cost of reaching any start left, is over the cheapest found, no start left can win.
private struct BreakSearch {
  let atoms: UnsafeBufferPointer<ParagraphAtom>
  let count: Int
  let width: Int
  let justify: Bool
  let costs: ParagraphBreaker.Costs
  let reach: UnsafeMutablePointer<Int>
  let base: UnsafeMutablePointer<Int>
  let gaps: UnsafeMutablePointer<Int>
  let gapsFrom: UnsafeMutablePointer<Int>
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

  init(
    atoms: UnsafeBufferPointer<ParagraphAtom>, numbers: UnsafeMutablePointer<Int>, width: Int,
    justify: Bool, costs: ParagraphBreaker.Costs
  ) {
    self.atoms = atoms
    self.count = atoms.count
    self.width = width
    self.justify = justify
    self.costs = costs
    let size = atoms.count + 1
    reach = numbers
    base = numbers + size
    gaps = numbers + 2 * size
    gapsFrom = numbers + 3 * size
    best = numbers + 4 * size
    bestSlot = numbers + 5 * size
    cost = numbers + 6 * size
    back = numbers + 9 * size
    minima = numbers + 12 * size
  }

  private static let unreached = ParagraphBreaker.unreached

  /// Appends the line ends, plus `offset`, to `ends`; false when no breaking is allowed.
  mutating func run(into ends: inout [Int], offset: Int) -> Bool {
    prepare()
    // A paragraph that fits on one line is set on it: nothing costs less.
    if reach[count] - base[0] <= width {
      ends.append(offset + count)
      return true
    }
    for slot in 0..<(3 * (count + 1)) {
      cost[slot] = Self.unreached
      back[slot] = -1
    }
    cost[0] = 0
    best[0] = 0
    bestSlot[0] = 0
    remember(0)
    for end in 1...count {
      while base[earliest] < reach[end] - width { earliest += 1 }
      while minima[head] < earliest { head += 1 }
      if end == count {
        lastLine()
      } else if atoms[end].afterHyphen {
        hyphenatedLine(to: end)
      } else {
        wholeLine(to: end)
      }
      settle(end)
      remember(end)
    }
    return path(into: &ends, offset: offset)
  }

  private func prepare() {
    reach[0] = 0
    gaps[0] = 0
    for index in 0..<count {
      let atom = atoms[index]
      base[index] = reach[index] + Int(atom.glue)
      reach[index + 1] = base[index] + Int(atom.width)
      gapsFrom[index] = gaps[index] + (atom.stretches ? 1 : 0)
      gaps[index + 1] = gapsFrom[index]
    }
  }

  /// What a line from `start` with `blank` columns left costs before `end` (not the last).
  @inline(__always)
  private func lineCost(from start: Int, blank: Int, gapsAtEnd: Int) -> Int {
    let line = blank * blank
    guard justify, blank > gapsAtEnd - gapsFrom[start] else { return line }
    return line + costs.unjustifiable
  }

  /// Lines ending before atom `end`, which starts a word: after each start's cheapest state,
  /// the latest start winning ties (`simpleBreaks` tries starts from the latest, keeping the
  /// first of equals).
  private func wholeLine(to end: Int) {
    let blankFromBase = width - reach[end]
    let gapsAtEnd = gaps[end]
    var cheapest = Self.unreached
    var from = -1
    var minimum = head
    var start = earliest
    while start < end {
      while minima[minimum] < start { minimum += 1 }
      let least = best[minima[minimum]]
      let line = lineCost(from: start, blank: blankFromBase + base[start], gapsAtEnd: gapsAtEnd)
      if least == Self.unreached || line + least > cheapest { break }
      let before = best[start]
      if before != Self.unreached && before + line <= cheapest {
        cheapest = before + line
        from = start
      }
      start += 1
    }
    guard from >= 0 else { return }
    cost[3 * end] = cheapest
    back[3 * end] = bestSlot[from]
  }

  /// Lines ending inside a word before atom `end`, with a hyphen: after no hyphenated line
  /// (state 1) or after one (state 2); never after two.
  private func hyphenatedLine(to end: Int) {
    let blankFromBase = width - reach[end] - 1
    let gapsAtEnd = gaps[end]
    let first = costs.hyphen
    let second = costs.hyphen + costs.secondHyphenInARow
    var cheapest = (Self.unreached, Self.unreached)
    var from = (-1, -1)
    var minimum = head
    var start = earliest
    while start < end && blankFromBase + base[start] < 0 { start += 1 }
    while start < end {
      while minima[minimum] < start { minimum += 1 }
      let least = best[minima[minimum]]
      let line = lineCost(from: start, blank: blankFromBase + base[start], gapsAtEnd: gapsAtEnd)
      if least == Self.unreached
        || (line + least + first > cheapest.0 && line + least + second > cheapest.1)
      {
        break
      }
      let afterWhole = cost[3 * start]
      if afterWhole != Self.unreached && afterWhole + line + first <= cheapest.0 {
        cheapest.0 = afterWhole + line + first
        from.0 = 3 * start
      }
      let afterHyphen = cost[3 * start + 1]
      if afterHyphen != Self.unreached && afterHyphen + line + second <= cheapest.1 {
        cheapest.1 = afterHyphen + line + second
        from.1 = 3 * start + 1
      }
      start += 1
    }
    if from.0 >= 0 {
      cost[3 * end + 1] = cheapest.0
      back[3 * end + 1] = from.0
    }
    if from.1 >= 0 {
      cost[3 * end + 2] = cheapest.1
      back[3 * end + 2] = from.1
    }
  }

  /// The last line: free, but for a runt after other lines.
  private func lastLine() {
    let lowest = reach[count] - width
    var cheapest = Self.unreached
    var from = -1
    var start = count - 1
    while start >= 0 && base[start] >= lowest {
      let before = best[start]
      let used = reach[count] - base[start]
      if before != Self.unreached {
        let total = before + (start > 0 && used < costs.shortLastLine ? costs.runt : 0)
        if total < cheapest {
          cheapest = total
          from = start
        }
      }
      start -= 1
    }
    guard from >= 0 else { return }
    cost[3 * count] = cheapest
    back[3 * count] = bestSlot[from]
  }

  /// Adds settled position `position` to `minima`, after dropping the ones no cheaper.
  private mutating func remember(_ position: Int) {
    while tail > head && best[minima[tail - 1]] >= best[position] { tail -= 1 }
    minima[tail] = position
    tail += 1
  }

  /// Position `end`'s cheapest state, once all lines to it were tried.
  private func settle(_ end: Int) {
    var cheapest = Self.unreached
    var slot = -1
    for run in 0..<3 where cost[3 * end + run] < cheapest {
      cheapest = cost[3 * end + run]
      slot = 3 * end + run
    }
    best[end] = cheapest
    bestSlot[end] = slot
  }

  /// Appends the line ends of the cheapest way to the end (plus `offset`) to `ends`.
  private func path(into ends: inout [Int], offset: Int) -> Bool {
    var last = 3 * count
    for run in 1..<3 where cost[3 * count + run] < cost[last] { last = 3 * count + run }
    guard cost[last] != Self.unreached else { return false }
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
