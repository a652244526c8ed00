import DogearCore

/// The reader's marks (`m`), kept in the library only: Readeck has no marks.
extension AppShell {
  func saveMark(id: String, _ mark: Mark) {
    do {
      try store.saveMark(id: id, mark)
    } catch {
      send(.keepFailed(.mark, reason: "\(error)"))
    }
  }
}
