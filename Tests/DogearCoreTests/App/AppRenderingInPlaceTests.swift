import DogearApp
import DogearCore
import DogearReader
import DogearScreen
import DogearTestSupport
import Foundation
import Testing

/// `App.render(moving:after:)` (with no frame before) and `App.pictureOutput(of:)`, what the
/// shell paints with (the state
/// read in place, not copied out of the shell, issue 41), held to `App.render(_:)` and the
/// reader's own `pictureOutput`: the same screen and the state left as it was, on the list
/// and in the reader, after every step of random keys, wheel turns and resizes.
@Suite("App: rendering in place")
struct AppRenderingInPlaceTests {
  static let keys: [Key] = [
    .character("j"), .character("k"), .character(" "), .character("b"), .character("d"),
    .character("u"), .character("g"), .character("G"), .character("3"), .character("/"),
    .character("x"), .character("t"), .character("?"), .escape, .down, .up, .enter,
  ]

  static func check(_ rig: AppRig, _ label: String) {
    var moved = rig.state
    var drawing: ReaderDrawing?
    let screen = App.render(moving: &moved, after: &drawing)
    #expect(screen == App.render(rig.state), "\(label)")
    #expect(App.pictureOutput(of: &moved) == (rig.state.reader?.pictureOutput ?? .blocks))
    #expect(moved == rig.state, "\(label)")
  }

  @Test("the screen and the state are those of the simple render, on the list and in the reader")
  func sameScreenSameState() {
    var random = SeededGenerator(seed: 41)
    let rig = AppRig()
    rig.addArticle("rivers")
    rig.startOnList()
    Self.check(rig, "the list")
    rig.press(.enter)
    #expect(rig.state.reader != nil)
    for step in 0..<200 {
      switch random.next(below: 12) {
      case 0:
        rig.send(
          .input(
            .resized(columns: 20 + random.next(below: 120), rows: 5 + random.next(below: 40)),
            now: rig.now))
      case 1:
        rig.send(.input(.wheel(lines: random.next(below: 2) == 0 ? 3 : -3), now: rig.now))
      default:
        rig.press(Self.keys[random.next(below: Self.keys.count)])
      }
      rig.advance(by: 0.3)
      _ = rig.take()
      Self.check(rig, "step \(step)")
    }
    #expect(rig.state.reader != nil, "no key closed the reader")
  }
}
