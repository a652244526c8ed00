import DogearTestSupport
import Foundation
import Testing

@testable import DogearCore
@testable import DogearReader

/// Counts the scalars a renderer measures: work, not time.
private final class MeasureCounter: @unchecked Sendable {
  private let lock = NSLock()
  private var count = 0
  var total: Int { lock.withLock { count } }

  var cellWidth: CellWidth {
    let system = TestSupport.cellWidth
    return CellWidth { [self] scalar in
      lock.withLock { count += 1 }
      return system.ofScalar(scalar)
    }
  }
}

/// Issue 30: a search prompt's work per keystroke does not grow with what was typed before
/// (2,000 to 10,000 pasted characters took 10-23 s): the reader's `/` draws only the end of
/// the field that fits, and the list's `/` and `s` search at most the first
/// `SearchTerms.maximumQueryLength` characters, so typing past them asks the store nothing.
@Suite("Search prompt work per keystroke")
struct PromptWorkTests {
  private func readerRenderWork(typed: Int) -> Int {
    let counter = MeasureCounter()
    var environment = ReaderFixtures.environment()
    environment.cellWidth = counter.cellWidth
    var state = ReaderFixtures.state(paragraphs: 10, environment: environment)
    state.mode = .searching(String(repeating: "word ", count: typed / 5))
    let before = counter.total
    _ = Reader.render(state)
    return counter.total - before
  }

  @Test("the reader's / field costs a frame the same at 1,000 and 10,000 typed characters")
  func readerField() {
    let short = readerRenderWork(typed: 1_000)
    let long = readerRenderWork(typed: 10_000)
    #expect(long == short, "measured \(short) scalars, then \(long)")
  }

  @Test("the list's / asks the store nothing for keys past the searched length")
  func listFilter() {
    var list = ListHarness()
    list.press(.character("/"))
    list.type(String(repeating: "a", count: SearchTerms.maximumQueryLength - 1))
    list.type("b")
    #expect(!list.loads.isEmpty, "the last searched character still asks")
    for _ in 0..<2_000 {
      list.type("c")
      #expect(list.effects.isEmpty)
      if !list.effects.isEmpty { break }
    }
    // Kept up to the field's 1,024 bytes, the rest said (issue 38), never cut without a word.
    #expect(list.state.search.utf8.count == 1_024)
    #expect(list.state.message?.hasPrefix("Search full") == true)
  }

  @Test("the list's s asks the store nothing for keys past the searched length")
  func listTextSearch() {
    var list = ListHarness()
    list.press(.character("s"))
    list.type(String(repeating: "word ", count: SearchTerms.maximumQueryLength / 5))
    list.type("x")
    var asked = 0
    for _ in 0..<2_000 {
      list.type("y")
      asked += list.effects.count
    }
    #expect(asked == 0)
    list.press(.backspace)
    #expect(list.effects.isEmpty, "removing past the searched length asks nothing either")
  }
}
