import DogearTestSupport
import Foundation
import Testing

@testable import DogearCore
@testable import DogearReader
@testable import DogearScreen

/// Work per keypress must not grow with the article: no re-layout and no scan of all lines on
/// a scroll, only on a width change. Medians, so a busy machine does not make this flaky.
@Suite("Reader speed")
struct ReaderSpeedTests {
  static func median(_ samples: [Duration]) -> Duration {
    samples.sorted()[samples.count / 2]
  }

  /// The median time of `update` + `render` over a mix of scrolling keys.
  static func keypressMedian(paragraphs: Int) -> Duration {
    var state = ReaderFixtures.state(columns: 120, rows: 40, paragraphs: paragraphs)
    _ = state.scroll(to: state.maximumTop / 2, now: ReaderFixtures.start)
    let keys: [Key] = [
      .character("j"), .character("j"), .pageDown, .character("k"), .pageUp, .character("d"),
    ]
    let clock = ContinuousClock()
    var samples: [Duration] = []
    for index in 0..<300 {
      let key = keys[index % keys.count]
      let elapsed = clock.measure {
        _ = Reader.update(&state, .input(.key(key), now: ReaderFixtures.time(Double(index))))
        _ = Reader.render(state)
      }
      samples.append(elapsed)
    }
    return median(samples)
  }

  @Test("a keypress costs about the same in a 40-paragraph and a 2,000-paragraph article")
  func keypressIndependentOfLength() {
    let small = Self.keypressMedian(paragraphs: 40)
    let large = Self.keypressMedian(paragraphs: 2000)
    print("reader keypress median (update + render, 120x40): small \(small), large \(large)")
    #expect(large < small * 4 + .milliseconds(1))
  }

  @Test("a resize re-wraps once and keeps the reading line")
  func resizeTime() {
    var state = ReaderFixtures.state(columns: 120, rows: 40, paragraphs: 2000)
    _ = state.scroll(to: state.maximumTop / 2, now: ReaderFixtures.start)
    let text = state.readingText
    let clock = ContinuousClock()
    var samples: [Duration] = []
    for columns in [100, 120, 90, 120, 80, 120] {
      samples.append(clock.measure { state.resize(columns, 40) })
    }
    print(
      "reader resize median (2,000 paragraphs, \(state.layout.lines.count) lines): \(Self.median(samples))"
    )
    #expect(state.readingText == text)
  }
}
