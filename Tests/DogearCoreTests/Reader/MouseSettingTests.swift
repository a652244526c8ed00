import DogearTestSupport
import Foundation
import Testing

@testable import DogearCore
@testable import DogearReader

/// The Mouse row of the `,` panel (issue 25): on, the terminal reports the wheel; off, the
/// terminal's own selection works. The help says Shift-drag selects text either way.
@Suite("The mouse setting")
struct MouseSettingTests {
  @Test("the panel's last row is Mouse, a checkbox; Space and Enter flip it, each saved")
  func panelRow() {
    var state = ReaderFixtures.state(columns: 40, rows: 12)
    state.type(",jjjjjjj")
    #expect(
      PictureSettingTests.panelRows(state) == PictureSettingTests.defaultPanel)
    var effects = state.press(.character(" "))
    #expect(state.settings.mouseReporting == false)
    #expect(effects == [.saveSettings(state.settings)])
    #expect(PictureSettingTests.panelRows(state)[8] == "│ [ ] Mouse                        │")
    #expect(state.message == "Mouse off: a drag selects in the terminal")
    effects = state.press(.enter)
    #expect(state.settings.mouseReporting)
    #expect(effects == [.saveSettings(state.settings)])
    #expect(
      state.message
        == "Mouse on: the wheel scrolls, a drag selects here; Shift-drag selects in the terminal")
  }

  @Test("settings without the key keep the mouse on; off is written and read back")
  func coding() throws {
    let old = try JSONDecoder().decode(Settings.self, from: Data(#"{"version":1}"#.utf8))
    #expect(old.mouseReporting)
    let off = Settings(mouseReporting: false)
    let again = try JSONDecoder().decode(Settings.self, from: JSONEncoder().encode(off))
    #expect(again == off)
  }

  @Test("the help says Shift-drag selects text, with the mouse on or off")
  func helpSaysShiftDrag() {
    for mouse in [true, false] {
      var state = ReaderFixtures.state(
        columns: 100, rows: 60, settings: Settings(mouseReporting: mouse))
      state.type("?")
      let text = Reader.render(state).text
      #expect(text.contains("Shift-drag"), "\(text)")
      #expect(
        text.contains("Select in the terminal") && text.contains("Select words here (Mouse on)"),
        "\(text)")
    }
  }
}
