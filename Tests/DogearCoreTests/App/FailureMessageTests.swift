import DogearApp
import DogearCore
import DogearSyncRules
import Testing

/// Issue 24: every server failure reads as what happened, from one place in the core; only a
/// failure with no answer says "Offline".
@Suite("Server failures as the user reads them")
struct FailureMessageTests {
  static let cases: [(ServerFailure, ServerFetch, String)] = [
    (.gone, .progress, "This bookmark was deleted on the server"),
    (.offline, .progress, "Offline: reading from the local copy"),
    (.offline, .article, "Offline: this article is not downloaded yet"),
    (.readOnly, .progress, "Read-only token:"),
    (.tokenRefused, .article, "The server refused the token"),
    (.failed("the server failed (HTTP 500)"), .progress, "Server progress not read (the server"),
    (.failed("the server sent a broken reply (JSON)"), .article, "The article was not downloaded"),
  ]

  @Test("a failed fetch says what failed", arguments: 0..<cases.count)
  func fetchFailed(index: Int) {
    let (failure, fetching, expected) = Self.cases[index]
    let rig = AppProgressTests.readerRig()
    #expect(rig.send(.serverFailed(id: "rivers", failure, fetching: fetching)).isEmpty)
    let message = rig.state.reader?.message ?? ""
    #expect(message.hasPrefix(expected), "\(message)")
  }

  @Test("a refused token and a server error are not offline, and the queue is tried again")
  func flushFailed() {
    for failure in [ServerFailure.tokenRefused, .failed("the server failed (HTTP 502)")] {
      let rig = AppProgressTests.readerRig()
      rig.send(.flushFailed(id: "rivers", because: failure))
      #expect(rig.take() == [.retryQueue])
      let message = rig.state.reader?.message ?? ""
      #expect(!message.contains("Offline"), "\(message)")
      #expect(!message.isEmpty)
    }
  }
}
