import DogearTestSupport
import Foundation
import Testing

/// Runs the fake Readeck server's own Python self-tests (Tests/FakeReadeck/test_*.py), which
/// hold each behaviour of the fake to what Readeck 0.22.3's source says.
@Suite("FakeReadeck self-tests")
struct FakeServerSelfTests {
  @Test("the fake server behaves as the Readeck source says")
  func pythonSelfTests() throws {
    let folder = TestSupport.repositoryRoot.appendingPathComponent("Tests/FakeReadeck")
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [
      "python3", "-m", "unittest", "discover", "-s", folder.path, "-p", "test_*.py",
    ]
    process.currentDirectoryURL = folder
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    try process.run()
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 0, "\(text)")
  }
}
