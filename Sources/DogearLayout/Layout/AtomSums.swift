/// Sums over a paragraph's atoms that do not depend on the width, so a re-wrap reads them
/// where it used to add them up again (issue 44: each search summed its run's atoms, and
/// each line its own atoms once more, before it was set). Position `k` (0...count) is the
/// break before atom `k`: `reach[k]`, the columns of atoms `0..<k` with their glue;
/// `base[k]`, `reach[k]` and the glue of atom `k` (a line of atoms `start..<end` takes
/// `reach[end] - base[start]` columns); `stretchBase[k]`, `base[k]` plus the gaps
/// justification may widen among atoms `0...k` (so the line's gaps after its first atom are
/// `stretchBase[end - 1] - base[end - 1]` less `stretchBase[start] - base[start]`).
///
/// Every reader takes differences only, so the sums of a whole paragraph serve each of its
/// runs between forced breaks (`from`): a run's first atom has no glue and widens no gap.
/// Numbers of 32 bits, a third of a kept paragraph's atoms: a paragraph is cut at 64 KB of
/// text (`ParagraphChunks`), and even one not cut stays far below 2^31 columns. A
/// position's `base` and `stretchBase` lie side by side (`starts`), which the search's
/// loop over starts reads through one register (it ran short of them and spilled).
struct AtomSums {
  let reach: UnsafePointer<Int32>
  /// `base[k]` at `2 * k`, `stretchBase[k]` after it.
  let starts: UnsafePointer<Int32>
  /// The widest atom's columns (0 for none): a paragraph with an atom wider than the line is
  /// set greedily.
  let widest: Int

  /// How many numbers the sums of `count` atoms take.
  static func size(of count: Int) -> Int { 3 * (count + 1) }

  /// The sums laid out in `numbers` by `write` for `count` atoms.
  init(_ numbers: UnsafePointer<Int32>, count: Int, widest: Int) {
    reach = numbers
    starts = numbers + (count + 1)
    self.widest = widest
  }

  /// The same, from a buffer of at least `size(of: count)` numbers (never empty).
  init(_ numbers: UnsafeBufferPointer<Int32>, count: Int, widest: Int) {
    precondition(numbers.count >= Self.size(of: count))
    self.init(numbers.baseAddress.unsafelyUnwrapped, count: count, widest: widest)
  }

  private init(reach: UnsafePointer<Int32>, starts: UnsafePointer<Int32>, widest: Int) {
    self.reach = reach
    self.starts = starts
    self.widest = widest
  }

  /// The same sums seen from atom `first` on, for a run that starts there.
  func from(_ first: Int) -> AtomSums {
    AtomSums(reach: reach + first, starts: starts + 2 * first, widest: widest)
  }

  @inline(__always)
  func base(_ position: Int) -> Int { Int(starts[2 &* position]) }

  @inline(__always)
  func stretchBase(_ position: Int) -> Int { Int(starts[2 &* position &+ 1]) }

  /// Writes the sums of `atoms` into `numbers`, which has room for `size(of: atoms.count)`;
  /// returns the widest atom's columns.
  static func write(
    _ atoms: UnsafeBufferPointer<ParagraphAtom>, into numbers: UnsafeMutablePointer<Int32>
  ) -> Int {
    let count = atoms.count
    let reach = numbers
    let starts = numbers + (count + 1)
    var widest: Int32 = 0
    var gaps: Int32 = 0
    reach[0] = 0
    for index in 0..<count {
      let atom = atoms[index]
      widest = max(widest, atom.width)
      let base = reach[index] &+ atom.glue
      reach[index &+ 1] = base &+ atom.width
      if atom.stretches { gaps &+= 1 }
      starts[2 &* index] = base
      starts[2 &* index &+ 1] = base &+ gaps
    }
    starts[2 &* count] = reach[count]
    starts[2 &* count &+ 1] = reach[count] &+ gaps
    return Int(widest)
  }

  /// The sums of `atoms` in a new array, and the widest atom's columns.
  static func make(_ atoms: UnsafeBufferPointer<ParagraphAtom>) -> (numbers: [Int32], widest: Int) {
    var widest = 0
    let numbers = [Int32](unsafeUninitializedCapacity: size(of: atoms.count)) { room, count in
      widest = write(atoms, into: room.baseAddress.unsafelyUnwrapped)
      count = size(of: atoms.count)
    }
    return (numbers, widest)
  }
}
