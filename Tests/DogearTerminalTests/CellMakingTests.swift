import CNCursesW
import DogearTestSupport
import Testing

/// The painter makes curses' cells by hand (`dogear_make_cell`, issue 41) rather than with
/// setcchar, which checks each character's width first: the cells must be setcchar's, byte
/// for byte, or curses would compare and draw them differently.
@Suite(
  "Cells made by hand",
  .enabled(if: dogear_curses_load(), "libncursesw.so.6 is not installed"))
struct CellMakingTests {
  @Test("a cell made by hand is setcchar's, byte for byte, for 5,000 seeded characters and styles")
  func sameAsSetcchar() {
    var random = SeededGenerator(seed: 41)
    let flags: [attr_t] = [
      dogear_attr_bold(), dogear_attr_italic(), dogear_attr_underline(), dogear_attr_reverse(),
      dogear_attr_dim(),
    ]
    let scalars: [UInt32] = [0x20, 0x41, 0x7E, 0xE9, 0x2014, 0x2588, 0x2591, 0x25C7]
    for _ in 0..<5_000 {
      let scalar = scalars[random.next(below: scalars.count)]
      var attributes = attr_t(0)
      for flag in flags where random.next(below: 2) == 0 { attributes |= flag }
      let pair = [0, 1, 7, 255, 256, 1_000, 40_000][random.next(below: 7)]
      var byHand = cchar_t()
      var bySetcchar = cchar_t()
      dogear_make_cell(&byHand, scalar, attributes, Int32(pair))
      #expect(dogear_setcchar_cell(&bySetcchar, scalar, attributes, Int32(pair)) == OK)
      let same = withUnsafeBytes(of: &byHand) { hand in
        withUnsafeBytes(of: &bySetcchar) { Array(hand) == Array($0) }
      }
      #expect(same, "U+\(String(scalar, radix: 16)), attributes \(attributes), pair \(pair)")
    }
  }
}
