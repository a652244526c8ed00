import DogearCore
import DogearScreen
import DogearTerminal
import Foundation
import Testing

@testable import dogear

/// Input that arrives at once (a paste) into the list's search: the shell runs the newest
/// page read once the input is handled, not one read a character, and paints once.
@Suite("The shell and a paste")
struct ShellPasteTests {
  @Test("300 characters pasted into / read the list once, after the last of them")
  func onePageReadForAPaste() throws {
    var rig = try ShellTests.Rig()
    let typed = String(repeating: "rivers ", count: 43)
    rig.loop.inOneTurn = true
    let status = rig.run(
      ShellTests.keys(.character("/")) + typed.map { .input(.key(.character($0))) }, list: true)
    #expect(status == 0)
    #expect(rig.store.pageReads == 2, "the first page, then one for the whole paste")
    #expect(rig.terminal.painted.count == 2, "the first frame, then one for the turn")
    let last = try #require(rig.terminal.painted.last?.text)
    #expect(last.contains("rivers rivers"), "\(last)")
  }

  @Test("keys typed one a turn each read their page in their own turn")
  func typedKeysAreNotDelayed() throws {
    var rig = try ShellTests.Rig()
    _ = rig.run(ShellTests.keys(.character("/"), .character("s"), .character("l")), list: true)
    #expect(rig.store.pageReads == 3, "the first page, then one for s and one for sl")
  }
}
