import CNCursesW
import DogearCore
import DogearScreen

/// What one `get_wch` result means, before the terminal asks anything more.
public enum DecodedInput: Equatable, Sendable {
  case event(InputEvent)
  /// A lone ESC so far: Escape, unless another key follows at once (an Alt-sequence).
  case escape
  /// KEY_RESIZE: the terminal reads the new size.
  case resize
  /// KEY_MOUSE: the terminal reads the mouse event.
  case mouse
  /// Nothing the program uses (unknown key codes, Ctrl-@, stray controls).
  case ignored
}

/// Maps ncurses' `get_wch` results to `Key`s: the one table of terminal key codes.
public enum KeyDecoder {
  /// Lines one wheel notch scrolls.
  public static let wheelLines = 3

  /// `get_wch` returned OK with the character `value`.
  public static func decode(character value: UInt32) -> DecodedInput {
    switch value {
    case 27: return .escape
    case 13, 10: return .event(.key(.enter))
    case 9: return .event(.key(.tab))
    case 8, 127: return .event(.key(.backspace))
    case 1...26:
      let letter = Character(Unicode.Scalar(UInt8(value) + 0x60))
      return .event(.key(.control(letter)))
    case 0..<32: return .ignored
    default:
      guard let scalar = Unicode.Scalar(value) else { return .ignored }
      return .event(.key(.character(Character(scalar))))
    }
  }

  /// `get_wch` returned KEY_CODE_YES with the key code `code`.
  public static func decode(keyCode code: Int32) -> DecodedInput {
    if code == KEY_RESIZE { return .resize }
    if code == KEY_MOUSE { return .mouse }
    if let key = namedKeys[code] { return .event(.key(key)) }
    let functionNumber = code - dogear_key_f(0)
    if (1...63).contains(functionNumber) { return .event(.key(.function(Int(functionNumber)))) }
    return .ignored
  }

  /// The focus report ESC [ `final` stands for: I gained, O lost; nil for any other
  /// sequence (a key this table does not know, dropped whole).
  public static func focusReport(final: Character) -> InputEvent? {
    switch final {
    case "I": return .focus(gained: true)
    case "O": return .focus(gained: false)
    default: return nil
    }
  }

  /// The event a mouse report stands for: the wheel, or the first button pressed, moved
  /// while held, or let go at (`column`, `row`). Nil for anything else (other buttons,
  /// moves with no button held, which any-motion tracking also reports).
  public static func mouse(
    buttons: UInt, column: Int, row: Int, masks: MouseMasks, buttonHeld: Bool
  ) -> InputEvent? {
    if buttons & masks.wheelUp != 0 { return .wheel(lines: -wheelLines) }
    if buttons & masks.wheelDown != 0 { return .wheel(lines: wheelLines) }
    if buttons & masks.press != 0 {
      return .pointer(PointerEvent(.press, column: column, row: row))
    }
    if buttons & masks.release != 0 {
      return .pointer(PointerEvent(.release, column: column, row: row))
    }
    if buttons & masks.motion != 0, buttonHeld {
      return .pointer(PointerEvent(.drag, column: column, row: row))
    }
    return nil
  }

  static let namedKeys: [Int32: Key] = [
    KEY_UP: .up, KEY_DOWN: .down, KEY_LEFT: .left, KEY_RIGHT: .right,
    KEY_PPAGE: .pageUp, KEY_NPAGE: .pageDown, KEY_HOME: .home, KEY_END: .end,
    KEY_A1: .home, KEY_C1: .end, KEY_A3: .pageUp, KEY_C3: .pageDown,
    KEY_FIND: .home, KEY_SELECT: .end, KEY_LL: .end,
    KEY_ENTER: .enter, KEY_BACKSPACE: .backspace, KEY_DC: .delete,
  ]
}
