import Testing

@testable import dogear

/// Issue 41: `dogear open` gives back what its main thread freed while it opened
/// (`FreedMemory`, glibc's `malloc_trim`, looked up by name).
@Suite("Freed memory given back")
struct FreedMemoryTests {
  @Test("glibc's malloc_trim is found, so giving back is not silently nothing")
  func found() {
    #expect(FreedMemory.canGiveBack)
    FreedMemory.giveBack()
  }
}
