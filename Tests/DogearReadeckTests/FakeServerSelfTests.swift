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
    let run = try ChildProcess.run(
      "python3", ["-m", "unittest", "discover", "-s", folder.path, "-p", "test_*.py"],
      directory: folder, errorsIntoOutput: true)
    #expect(run.status == 0, "\(run.outputText)")
  }
}
