import DogearCore

/// The record screen's life in the list (`t`): asked for, then shown until any key.
public enum ListRecordView: Equatable, Sendable {
  case loading
  case shown(ReadingRecord)
}

extension ListState {
  mutating func openRecord() -> [ListEffect] {
    record = .loading
    return [.loadRecord]
  }

  mutating func closeRecord() -> [ListEffect] {
    record = nil
    return []
  }

  /// The record read: shown, unless the screen was closed meanwhile; a failure goes to the
  /// status line and the rows come back.
  mutating func acceptRecord(_ loaded: ReadingRecord?, message: String?) -> [ListEffect] {
    guard record != nil else { return [] }
    guard let loaded else {
      record = nil
      self.message = message
      return []
    }
    record = .shown(loaded)
    return []
  }
}
