import Foundation

/// Runs the `dogear` under test (`BinaryUnderTest`: the installed release build under
/// `make test`) in a test.
public struct DogearProcess {
  public static var binary: URL { TestSupport.dogearBinary }
  public static var isBuilt: Bool { TestSupport.binaryUnderTest.problem == nil }
  /// Why the suites that run dogear are skipped, with what to run (for `.enabled(if:)`).
  public static var notBuilt: String { TestSupport.binaryUnderTest.problem ?? "dogear is built" }
  public static let testFixtures = TestSupport.repositoryRoot
    .appendingPathComponent("Tests/DogearStoreTests/Fixtures")

  public struct Result {
    public var status: Int32
    public var output: String
    public var errors: String
  }

  /// The environment for a library in `home`; without `fixtures`, no demo library is found.
  public static func environment(home: URL, fixtures: URL? = nil) -> [String: String] {
    [
      "DOGEAR_HOME": home.path, "HOME": home.path, "PATH": "/usr/bin:/bin",
      "DOGEAR_FIXTURES": (fixtures ?? home.appendingPathComponent("no-fixtures")).path,
    ]
  }

  /// Runs `executable` (dogear unless given) to its end, or fails once it has run for
  /// `timeout` seconds (`ChildProcess`).
  public static func run(
    _ arguments: [String], environment: [String: String], executable: URL = binary,
    input: Data? = nil, timeout: TimeInterval = 600
  ) throws -> Result {
    let run = try ChildProcess.run(
      executable.path, arguments, environment: environment, input: input, timeout: timeout)
    return Result(status: run.status, output: run.outputText, errors: run.errorText)
  }

  /// `dogear list --json`, decoded.
  public static func listJSON(environment: [String: String]) throws -> [[String: Any]] {
    let result = try run(["list", "--json"], environment: environment)
    let object = try JSONSerialization.jsonObject(with: Data(result.output.utf8))
    return object as? [[String: Any]] ?? []
  }
}
