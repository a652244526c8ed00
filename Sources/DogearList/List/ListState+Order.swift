import DogearCore

extension ListState {
  /// `o`: the next order, from the top, and the store told to keep it.
  mutating func cycleOrder() -> [ListEffect] {
    order = order.next
    message = "Order: " + order.title.lowercased()
    return [.saveOrder(order)] + restartList()
  }
}
