import Foundation
import Testing

@testable import DogearCommandLine

/// The environment read once from the bytes (issue 41), as Foundation reads it.
@Suite("The process environment")
struct ProcessEnvironmentTests {
  @Test("this process's environment is read as Foundation reads it")
  func asFoundation() {
    #expect(ProcessEnvironment.current == ProcessInfo.processInfo.environment)
  }

  @Test("an entry splits at its first '='; one without is left out; the first of a name wins")
  func entries() {
    let texts = ["A=1", "B==2=", "NOEQUALS", "A=second", "EMPTY=", "=nameless", "UTF=caf\u{E9}"]
    var pointers: [UnsafeMutablePointer<CChar>?] = texts.map { strdup($0) }
    pointers.append(nil)
    defer { for pointer in pointers { free(pointer) } }
    let read = pointers.withUnsafeMutableBufferPointer {
      ProcessEnvironment.read($0.baseAddress)
    }
    #expect(read == ["A": "1", "B": "=2=", "EMPTY": "", "": "nameless", "UTF": "caf\u{E9}"])
    #expect(ProcessEnvironment.read(nil) == [:])
  }
}
