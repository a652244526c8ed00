/// The one deterministic random number generator (SplitMix64) of every property, fuzz and
/// tag-soup test, so that a failing sequence can be replayed from its seed.
public struct SeededGenerator: RandomNumberGenerator, Sendable {
  private var state: UInt64

  public init(seed: UInt64) {
    state = seed
  }

  /// A number in `0..<bound` (`bound` > 0).
  public mutating func next(below bound: Int) -> Int {
    Int(next() % UInt64(max(1, bound)))
  }

  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var mixed = state
    mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
    mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
    return mixed ^ (mixed >> 31)
  }
}
