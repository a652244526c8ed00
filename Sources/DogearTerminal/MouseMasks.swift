import CNCursesW

/// The bits of ncurses' mouse state dogear asks for and reads: the wheel both ways and the
/// first button's press, release and motion. Read from ncurses' header once, so the
/// decoder can be tested with them.
public struct MouseMasks: Sendable {
  public let wheelUp: UInt
  public let wheelDown: UInt
  public let press: UInt
  public let release: UInt
  public let motion: UInt

  public static let curses = MouseMasks(
    wheelUp: UInt(dogear_wheel_up_mask()), wheelDown: UInt(dogear_wheel_down_mask()),
    press: UInt(dogear_button1_pressed_mask()), release: UInt(dogear_button1_released_mask()),
    motion: UInt(dogear_motion_mask()))

  /// What mouse reporting on asks ncurses for: the wheel, and the first button for
  /// selecting. The motion bit makes ncurses ask the terminal for every move (mode 1003);
  /// moves with no button held are dropped by the decoder.
  public var reported: UInt { wheelUp | wheelDown | press | release | motion }
}
