import DogearCore
import DogearStore
import DogearTerminal
import Foundation
import Testing

@testable import dogear

/// Marks through the shell: `m a` reaches the library, the next `dogear open` loads it, and
/// `' a` goes there; a library that cannot be written says the mark was not kept.
@Suite("Marks through the shell")
struct ShellMarkTests {
  static func typed(_ text: String) -> [LoopEvent<ShellMessage>] {
    text.map { .input(.key(.character($0))) }
  }

  @Test("m a is kept in the library and ' a finds it after a restart")
  func keptAcrossRuns() throws {
    var rig = try ShellTests.Rig()
    #expect(rig.run(ShellTests.keys(.pageDown, .pageDown) + Self.typed("maq")) == 0)
    let marks = try rig.store.library.marks(id: rig.id)
    #expect(marks.map(\.letter) == ["a"])
    let painted = rig.terminal.painted.count
    #expect(rig.run(Self.typed("'aq")) == 0)
    let frames = rig.terminal.painted[painted...].map(\.text)
    #expect(frames.contains { $0.contains("Mark a: ") && $0.contains("Ctrl-O back") }, "\(frames)")
  }

  @Test("a library that cannot be written: the mark is said not kept")
  func readOnly() throws {
    var rig = try ShellTests.Rig()
    rig.store.isReadOnly = true
    #expect(rig.run(Self.typed("ma") + ShellTests.keys(.character("q"))) == 0)
    #expect(try rig.store.library.marks(id: rig.id).isEmpty)
    #expect(rig.terminal.painted.contains { $0.text.contains("Mark not kept") })
  }
}
