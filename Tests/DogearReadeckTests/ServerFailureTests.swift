import DogearCore
import DogearReadeck
import DogearSyncRules
import Testing

/// Issue 24: which failures are "offline" (no answer at all) and which the server gave.
@Suite("Readeck errors as the core's failures")
struct ServerFailureTests {
  @Test("no answer is offline; a refusal, a server error or a broken reply is not")
  func categories() {
    #expect(ServerFailure(ReadeckError.cannotConnect(host: "h")) == .offline)
    #expect(ServerFailure(ReadeckError.timedOut(host: "h")) == .offline)
    #expect(ServerFailure(ReadeckError.bookmarkGone(id: "b")) == .gone)
    #expect(ServerFailure(ReadeckError.cannotChange(server: "s")) == .readOnly)
    #expect(ServerFailure(ReadeckError.tokenRefused(server: "s")) == .tokenRefused)
    let serverError = ReadeckError.serverError(status: 500)
    #expect(ServerFailure(serverError) == .failed(serverError.description))
    #expect(ServerFailure(ReadeckError.malformedReply(what: "JSON")) != .offline)
  }
}
