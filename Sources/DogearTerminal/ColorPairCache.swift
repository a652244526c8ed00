/// Colour pairs allocated on demand, one per (foreground, background) combination.
///
/// ncurses colours text through numbered pairs; a Screen may use any combination, so pairs
/// are defined the first time a combination is painted and reused after. Pair 0 is the
/// terminal's default pair and is never redefined. When the terminal runs out of pairs, the
/// extra combinations fall back to pair 0 (text stays readable; only colour is lost).
public struct ColorPairCache: Sendable {
  /// What painting a combination needs.
  public enum Lookup: Equatable, Sendable {
    /// Already defined: use it.
    case existing(Int32)
    /// Newly numbered: define it (init_extended_pair) before use.
    case new(Int32)
    /// No pair left: paint with pair 0.
    case exhausted
  }

  private struct Combination: Hashable, Sendable {
    let foreground: Int32
    let background: Int32
  }

  /// Number of pairs the terminal has (`COLOR_PAIRS`), pair 0 included.
  public let capacity: Int
  private var numbers: [Combination: Int32] = [:]

  public init(capacity: Int) {
    self.capacity = capacity
  }

  public var allocatedCount: Int { numbers.count }

  public mutating func pair(foreground: Int32, background: Int32) -> Lookup {
    if foreground == -1 && background == -1 { return .existing(0) }
    let combination = Combination(foreground: foreground, background: background)
    if let number = numbers[combination] { return .existing(number) }
    let number = Int32(numbers.count + 1)
    guard Int(number) < capacity else { return .exhausted }
    numbers[combination] = number
    return .new(number)
  }
}
