import DogearTestSupport
import Foundation
import Testing

@testable import DogearCore
@testable import DogearReader
@testable import DogearScreen

/// Random key, wheel, resize and timer sequences: the reader's invariants hold after each.
@Suite("Reader under random input")
struct ReaderFuzzTests {
  static let keys: [Key] =
    ReaderKeyMap.table.bindings.flatMap(\.keys).filter { $0 != .character("q") } + [
      .character("x"), .character("3"), .character("+"), .character("-"), .backspace, .tab,
      .left, .right,
    ]

  static func randomAction(
    _ random: inout SeededGenerator, clock: Double, tags: [Int]
  ) -> ReaderAction {
    let now = ReaderFixtures.time(clock)
    switch Int.random(in: 0..<20, using: &random) {
    case 0:
      return .input(
        .resized(
          columns: Int.random(in: 0...160, using: &random),
          rows: Int.random(in: 0...50, using: &random)), now: now)
    case 1: return .input(.wheel(lines: Bool.random(using: &random) ? 3 : -3), now: now)
    case 2: return .timerFired(tag: tags.randomElement(using: &random) ?? 0, now: now)
    default: return .input(.key(keys.randomElement(using: &random) ?? .down), now: now)
    }
  }

  @Test("top stays in range, saved progress only moves further, and each push follows a save")
  func invariants() {
    var random = SeededGenerator(seed: 7)
    for run in 0..<8 {
      var state = ReaderFixtures.state(paragraphs: 30)
      var tags: [Int] = []
      var savedPercent = -1
      var savedOffset = -1
      var unpushedSaves = 0
      for step in 0..<250 {
        let action = Self.randomAction(&random, clock: Double(step) * 0.4, tags: tags)
        for effect in Reader.update(&state, action) {
          switch effect {
          case .saveProgress(_, let progress):
            let further =
              progress.percent > savedPercent
              || (progress.percent == savedPercent && progress.textOffset ?? 0 > savedOffset)
            #expect(further, "run \(run) step \(step)")
            savedPercent = progress.percent
            savedOffset = progress.textOffset ?? 0
            unpushedSaves += 1
          case .pushProgress:
            #expect(unpushedSaves > 0, "run \(run) step \(step)")
            unpushedSaves = 0
          case .scheduleTimer(let tag, _): tags.append(tag)
          case .close: Issue.record("closed without q")
          default: break
          }
        }
        #expect(state.top >= 0 && state.top <= state.maximumTop, "run \(run) step \(step)")
        _ = Reader.render(state)
      }
    }
  }
}
