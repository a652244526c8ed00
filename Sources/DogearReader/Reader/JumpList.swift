/// Where looks came from (DESIGN.md "Jump"): every look pushes the point the view left, and
/// Ctrl-O goes back, Tab (Ctrl-I) forward, as in vim. Points of the text, so the list stays
/// right across resizes.
public struct JumpList: Equatable, Sendable {
  public private(set) var back: [Int] = []
  public private(set) var forward: [Int] = []
  /// Enough for any reading; the oldest go first.
  public static let capacity = 100

  public init() {}

  /// A look left `point`: it becomes the way back, and the way forward is forgotten.
  public mutating func push(_ point: Int) {
    if back.last != point { back.append(point) }
    if back.count > Self.capacity { back.removeFirst() }
    forward = []
  }

  /// Ctrl-O from `current`: the point to go back to, if any.
  public mutating func goBack(from current: Int) -> Int? {
    guard let point = back.popLast() else { return nil }
    forward.append(current)
    return point
  }

  /// Tab from `current`: the point to go forward to, if any.
  public mutating func goForward(from current: Int) -> Int? {
    guard let point = forward.popLast() else { return nil }
    back.append(current)
    return point
  }
}
