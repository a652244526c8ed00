import DogearCore
import Testing

/// Issue 23 point 8: a read-only token (403 on a change) says so, not "Offline".
@Suite("A read-only token reads read-only")
struct ReadOnlyTokenTests {
  @Test("a flush refused for a read-only token says read-only and does not retry")
  func flushRefused() {
    let rig = AppProgressTests.readerRig()
    let effects = rig.send(.flushFailed(id: "rivers", because: .readOnly))
    #expect(effects.contains(.retryQueue) == false, "retrying cannot help this token")
    let message = rig.state.reader?.message ?? ""
    #expect(message.hasPrefix("Read-only token"))
    #expect(!message.contains("Offline"))
  }

  @Test("a flush that found no server still says offline, and retries")
  func flushOffline() {
    let rig = AppProgressTests.readerRig()
    rig.send(.flushFailed(id: "rivers"))
    #expect(rig.take() == [.retryQueue])
    #expect(rig.state.reader?.message?.hasPrefix("Offline") == true)
  }
}
