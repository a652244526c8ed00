import DogearCore
import FoundationEssentials

/// How often an open article asks the server for its place: another device's further place
/// is noticed within a minute (one cheap request for that bookmark, no request per key).
public enum ServerCheck {
  public static let interval = 45.0
}

/// The open reader's own check of the server's place (docs/DESIGN.md "Jump"): asked on open
/// and then every `ServerCheck.interval` while that article stays open and a server is
/// connected; the answer goes the way the open's does (`serverProgress`), so a further place
/// is offered, never jumped to.
extension AppState {
  mutating func startServerChecks(_ bookmark: Bookmark) -> [AppEffect] {
    serverCheckTag += 1
    guard !fetchServerProgress(bookmark).isEmpty else { return [] }
    return [
      .schedule(.serverCheck(tag: serverCheckTag), after: environment.serverCheckInterval)
    ]
  }

  /// A check's timer: asks again while the same reading goes on, and schedules the next.
  func checkServerPlace(tag: Int) -> [AppEffect] {
    guard tag == serverCheckTag, let reader, !reader.isClosed else { return [] }
    let ask = fetchServerProgress(reader.bookmark)
    guard !ask.isEmpty else { return [] }
    return ask + [.schedule(.serverCheck(tag: tag), after: environment.serverCheckInterval)]
  }
}
