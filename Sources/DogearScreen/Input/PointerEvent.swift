/// The mouse's first button pressed, moved while held, or let go, at a cell of the screen
/// (the terminal's mouse reports, while mouse reporting is on). The reader selects text
/// with it as a terminal would: from the word pressed to the word let go.
public struct PointerEvent: Hashable, Sendable {
  public enum Phase: Hashable, Sendable {
    case press, drag, release
  }

  public let phase: Phase
  /// The cell, counted from 0 at the screen's top left.
  public let column: Int
  public let row: Int

  public init(_ phase: Phase, column: Int, row: Int) {
    self.phase = phase
    self.column = column
    self.row = row
  }
}
