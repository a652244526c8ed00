import DogearTestSupport
import Foundation
import Testing

@testable import DogearCore
@testable import DogearReader
@testable import DogearScreen

/// `Reader.render(moving:)`, the shell's render that moves the state through the renderer
/// and back instead of copying it (issue 41), held to `Reader.render(_:)`, the simple one:
/// the same screen, and the state left as it was, after every step of random key, wheel,
/// resize and timer sequences (through the resize window of a long article too).
@Suite("Rendering the reader in place")
struct RenderingInPlaceTests {
  @Test("the moved state draws the screen the copied one draws, and comes back unchanged")
  func sameScreenSameState() {
    var random = SeededGenerator(seed: 41)
    var resizeWindows = 0
    for run in 0..<4 {
      // Every other run draws each resize from a resize window first, as a long article does.
      var environment = ReaderFixtures.environment()
      if run % 2 == 1 { environment.windowedResizeLines = 0 }
      var state = ReaderFixtures.state(paragraphs: 30, environment: environment)
      var tags: [Int] = []
      for step in 0..<120 {
        let action = ReaderFuzzTests.randomAction(&random, clock: Double(step) * 0.4, tags: tags)
        for case .scheduleTimer(let tag, _) in Reader.update(&state, action) { tags.append(tag) }
        if state.resizeWindow != nil { resizeWindows += 1 }
        var moved = state
        let screen = Reader.render(moving: &moved)
        #expect(screen == Reader.render(state), "run \(run) step \(step)")
        #expect(moved == state, "run \(run) step \(step)")
      }
    }
    #expect(resizeWindows > 0, "the resize window's path was walked")
  }
}
