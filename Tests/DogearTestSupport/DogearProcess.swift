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

  /// Runs `executable` (dogear unless given) to its end; output goes through files, so a
  /// long list cannot fill a pipe and stall the child.
  public static func run(
    _ arguments: [String], environment: [String: String], executable: URL = binary
  ) throws -> Result {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("dogear-run-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let outURL = folder.appendingPathComponent("out")
    let errURL = folder.appendingPathComponent("err")
    try Data().write(to: outURL)
    try Data().write(to: errURL)
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.environment = environment
    process.standardOutput = try FileHandle(forWritingTo: outURL)
    process.standardError = try FileHandle(forWritingTo: errURL)
    try process.run()
    process.waitUntilExit()
    return Result(
      status: process.terminationStatus,
      output: String(decoding: try Data(contentsOf: outURL), as: UTF8.self),
      errors: String(decoding: try Data(contentsOf: errURL), as: UTF8.self))
  }

  /// `dogear list --json`, decoded.
  public static func listJSON(environment: [String: String]) throws -> [[String: Any]] {
    let result = try run(["list", "--json"], environment: environment)
    let object = try JSONSerialization.jsonObject(with: Data(result.output.utf8))
    return object as? [[String: Any]] ?? []
  }
}
