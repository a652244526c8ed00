import DogearCore
import DogearReadeck
import DogearSync
import Testing

@Suite("A save's outcome as the app is told it")
struct SaveOutcomeReportTests {
  @Test("a read-only token is told apart from other reasons to wait; no reason stays none")
  func reports() {
    #expect(SaveOutcome.saved(id: "x", extracted: true).report == .saved(id: "x", extracted: true))
    #expect(SaveOutcome.queued(because: nil).report == .queued(.failure(nil)))
    #expect(SaveOutcome.refused(nil).report == .refused(reason: nil))
    #expect(
      SaveOutcome.queued(because: .cannotChange(server: "https://r.example")).report
        == .queued(.readOnlyToken))
    #expect(
      SaveOutcome.queued(because: .offline).report == .queued(.failure("\(ReadeckError.offline)")))
    #expect(
      SaveOutcome.refused(.serverError(status: 500)).report
        == .refused(reason: "\(ReadeckError.serverError(status: 500))"))
  }
}
