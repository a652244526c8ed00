import CNCursesW
import DogearCore
import DogearScreen
import DogearTerminal
import Testing

@Suite("KeyDecoder: ncurses codes to Keys")
struct KeyDecoderTests {
  @Test("special keys map from their KEY_ codes")
  func namedKeys() {
    let expected: [(Int32, Key)] = [
      (KEY_UP, .up), (KEY_DOWN, .down), (KEY_LEFT, .left), (KEY_RIGHT, .right),
      (KEY_PPAGE, .pageUp), (KEY_NPAGE, .pageDown), (KEY_HOME, .home), (KEY_END, .end),
      (KEY_ENTER, .enter), (KEY_BACKSPACE, .backspace), (KEY_DC, .delete),
    ]
    for (code, key) in expected {
      #expect(KeyDecoder.decode(keyCode: code) == .event(.key(key)), "code \(code)")
    }
  }

  @Test("function keys F1 to F12 keep their number")
  func functionKeys() {
    for number in 1...12 {
      #expect(
        KeyDecoder.decode(keyCode: dogear_key_f(Int32(number)))
          == .event(.key(.function(number))))
    }
  }

  @Test("resize and mouse are passed on for the terminal to read")
  func resizeAndMouse() {
    #expect(KeyDecoder.decode(keyCode: KEY_RESIZE) == .resize)
    #expect(KeyDecoder.decode(keyCode: KEY_MOUSE) == .mouse)
    #expect(KeyDecoder.decode(keyCode: KEY_BTAB) == .ignored)
  }

  @Test("Enter arrives as \\r (nonl), \\n or KEY_ENTER; Backspace as 127, 8 or KEY_BACKSPACE")
  func enterAndBackspace() {
    #expect(KeyDecoder.decode(character: 13) == .event(.key(.enter)))
    #expect(KeyDecoder.decode(character: 10) == .event(.key(.enter)))
    #expect(KeyDecoder.decode(character: 127) == .event(.key(.backspace)))
    #expect(KeyDecoder.decode(character: 8) == .event(.key(.backspace)))
    #expect(KeyDecoder.decode(character: 9) == .event(.key(.tab)))
  }

  @Test("Ctrl-letters become .control with the lower-case letter")
  func controlLetters() {
    #expect(KeyDecoder.decode(character: 3) == .event(.key(.control("c"))))
    #expect(KeyDecoder.decode(character: 1) == .event(.key(.control("a"))))
    #expect(KeyDecoder.decode(character: 26) == .event(.key(.control("z"))))
    #expect(KeyDecoder.decode(character: 0) == .ignored)
    #expect(KeyDecoder.decode(character: 28) == .ignored)
  }

  @Test("ESC is held back to tell Escape from an Alt-sequence")
  func escape() {
    #expect(KeyDecoder.decode(character: 27) == .escape)
  }

  @Test("printable characters, ASCII or not, are .character")
  func characters() {
    #expect(KeyDecoder.decode(character: 0x6A) == .event(.key(.character("j"))))
    #expect(KeyDecoder.decode(character: 0x65E5) == .event(.key(.character("日"))))
    #expect(KeyDecoder.decode(character: 0xD800) == .ignored)
  }

  @Test("the wheel scrolls three lines per notch; other buttons are not wheel events")
  func wheel() {
    let masks = MouseMasks.curses
    func decoded(_ buttons: UInt) -> InputEvent? {
      KeyDecoder.mouse(buttons: buttons, column: 4, row: 2, masks: masks, buttonHeld: false)
    }
    #expect(decoded(masks.wheelUp) == .wheel(lines: -3))
    #expect(decoded(masks.wheelDown) == .wheel(lines: 3))
    #expect(decoded(0) == nil)
    #expect(masks.wheelUp != masks.wheelDown)
  }

  @Test(
    "the first button's press, drag and release carry their cell; a move with no button held is dropped"
  )
  func pointer() {
    let masks = MouseMasks.curses
    func decoded(_ buttons: UInt, held: Bool) -> InputEvent? {
      KeyDecoder.mouse(buttons: buttons, column: 9, row: 4, masks: masks, buttonHeld: held)
    }
    #expect(decoded(masks.press, held: false) == .pointer(PointerEvent(.press, column: 9, row: 4)))
    #expect(decoded(masks.motion, held: true) == .pointer(PointerEvent(.drag, column: 9, row: 4)))
    #expect(decoded(masks.motion, held: false) == nil)
    #expect(
      decoded(masks.release, held: true) == .pointer(PointerEvent(.release, column: 9, row: 4)))
    #expect(Set([masks.press, masks.release, masks.motion, masks.wheelUp]).count == 4)
    #expect(masks.reported & masks.motion != 0)
  }

  @Test("ESC [ I and ESC [ O are focus gained and lost; other finals are dropped")
  func focusReports() {
    #expect(KeyDecoder.focusReport(final: "I") == .focus(gained: true))
    #expect(KeyDecoder.focusReport(final: "O") == .focus(gained: false))
    #expect(KeyDecoder.focusReport(final: "A") == nil)
    #expect(KeyDecoder.focusReport(final: "i") == nil)
  }
}
