import DogearCore
import DogearList
import Foundation
import Testing

@Suite("The list's order (o)")
struct ListOrderCycleTests {
  @Test("o goes through the orders and back, each asking for a first page in it")
  func cycles() throws {
    var list = ListHarness()
    var seen: [ListOrder] = []
    for _ in ListOrder.allCases {
      list.press(.character("o"))
      let query = try #require(list.loads.first)
      #expect(query.offset == 0)
      #expect(list.effects.first == .saveOrder(query.order))
      seen.append(query.order)
    }
    #expect(seen == [.oldest, .shortest, .longest, .mostRead, .newest])
    #expect(list.state.message == "Order: newest first")
  }

  @Test("the rest's heading names the order; the status line says it, 80x24")
  func screen() {
    var list = ListHarness()
    list.press(.character("o"), .character("o"))
    let lines = list.screen.text.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines[1].hasPrefix(" Continue reading"))
    #expect(lines.contains { $0.hasPrefix(" Shortest first") })
    #expect(!lines.contains { $0.hasPrefix(" Newest first") })
    #expect(lines.last?.hasPrefix(" Order: shortest first") == true)
  }

  @Test("a list started with a kept order asks for it from the first page")
  func startsInKeptOrder() {
    var state = ListState(
      columns: 80, rows: 24, environment: ListFixtures.environment(), order: .longest)
    let effects = BookmarkList.update(&state, .started)
    guard case .load(let query) = effects.first else {
      Issue.record("no first page asked for")
      return
    }
    #expect(query.order == .longest)
  }
}
