import DogearCore

extension ListState {
  /// `O`: the selected bookmark's own web address to the browser.
  mutating func openAddress() -> [ListEffect] {
    guard let row = selectedRow else { return [] }
    switch WebAddress.of(bookmarkURL: row.url) {
    case .success(let address): return [.openAddress(address)]
    case .failure(let refusal):
      message = refusal.description
      return []
    }
  }
}
