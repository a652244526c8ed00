import DogearCore
import DogearReader
import Foundation
import Testing

@Suite("The title shown once")
struct ReaderTitleTests {
  static func state(title: String) -> ReaderState {
    var bookmark = ReaderFixtures.bookmark(hero: false, summary: false)
    bookmark.title = title
    return ReaderState(
      bookmark: bookmark, document: ReaderFixtures.document(), savedProgress: nil,
      settings: Settings(), columns: 80, rows: 24, environment: ReaderFixtures.environment())
  }

  static func toolbar(_ state: ReaderState) -> String {
    let screen = Reader.render(state)
    guard let row = state.frame.toolbarRow else { return "" }
    return (0..<screen.columns).map { screen[row, $0].text }.joined()
      .trimmingCharacters(in: .whitespaces)
  }

  @Test("a first heading repeating the title leaves it out of the toolbar while it is on screen")
  func headingRepeatsTitle() {
    var state = Self.state(title: "Slow rivers ¶")
    #expect(!Self.toolbar(state).contains("Slow"))
    #expect(Self.toolbar(state).hasPrefix("rivers.example · "))
    // Down past the heading, then back up a little: the toolbar shows, with the title.
    for _ in 0..<20 { state.press(.character("j")) }
    for _ in 0..<6 { state.press(.character("k")) }
    #expect(state.top > 0)
    #expect(
      Self.toolbar(state).hasPrefix("Slow rivers ¶ · rivers.example"), "\(Self.toolbar(state))")
  }

  @Test("a different title stays in the toolbar")
  func differentTitle() {
    #expect(Self.toolbar(Self.state(title: "A Field Guide")).hasPrefix("A Field Guide · "))
  }
}
