import DogearCore

/// The reader's marks (`m`) and reading sessions, kept in the library only: Readeck has
/// neither.
extension AppShell {
  /// The record of reading now, in this machine's calendar (the list's `t`).
  func loadRecord() {
    do {
      let record = ReadingRecord(
        sessions: try store.sessions(since: nil), speed: try store.readingSpeed(),
        queueWords: try store.queueWords(), now: clock(), calendar: .current)
      send(.recordLoaded(record))
    } catch {
      send(.recordFailed(reason: "\(error)"))
    }
  }

  /// A session that cannot be kept is lost from the record, not from the library: the
  /// status line says so and nothing else changes.
  func recordSession(_ session: ReadingSession) {
    do {
      try store.recordSession(session)
    } catch {
      send(.keepFailed(.session, reason: "\(error)"))
    }
  }

  func saveMark(id: String, _ mark: Mark) {
    do {
      try store.saveMark(id: id, mark)
    } catch {
      send(.keepFailed(.mark, reason: "\(error)"))
    }
  }
}
