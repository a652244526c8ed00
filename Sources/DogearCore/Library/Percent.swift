/// How far through an article, as Readeck keeps it: a whole percent from 0 to 100
/// (docs/DESIGN.md "Progress"). The one place the range and the rounding live: a number from
/// elsewhere (the server, an old record, a command line) is clamped here, a place in the text
/// becomes a percent here, and a percent becomes the first character that has it here.
public struct Percent: Equatable, Hashable, Comparable, Sendable {
  public let value: Int

  /// `value` brought into 0...100.
  public init(clamping value: Int) {
    self.value = min(max(value, 0), 100)
  }

  /// The percent of `point` in a text of `length` characters: `floor(100 point / length)`,
  /// at most 99, since only a finished reading is 100 (the reader knows when it is).
  public init(ofPoint point: Int, length: Int) {
    value = length > 0 ? min(99, max(0, point) * 100 / length) : 0
  }

  /// The first character whose percent is this one, in a text of `length` characters:
  /// `Percent(ofPoint:length:)` of it gives this percent back (below 100).
  public func firstPoint(inLength length: Int) -> Int {
    min(length, (value * max(0, length) + 99) / 100)
  }

  public static func < (left: Percent, right: Percent) -> Bool { left.value < right.value }
}
