import DogearTestSupport
import Foundation
import Testing

/// The end-to-end suites run what ships (under `make test`) or what was just built. These
/// fail, rather than let every other end-to-end test skip, when the binary under test is
/// missing or older than the sources, or `make test` did not install the release build.
@Suite("The shipped build under test")
struct ShippedBuildTests {
  /// The release build of `name` stripped as `make install` strips it (`install -s`).
  static func strippedRelease(_ name: String) throws -> Data {
    let release = TestSupport.repositoryRoot.appendingPathComponent(".build/release/\(name)")
    let copy = FileManager.default.temporaryDirectory
      .appendingPathComponent("dogear-stripped-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: copy) }
    let strip = try DogearProcess.run(
      ["-o", copy.path, release.path], environment: ["PATH": "/usr/bin:/bin"],
      executable: URL(fileURLWithPath: "/usr/bin/strip"))
    try #require(strip.status == 0, "\(strip.errors)")
    return try Data(contentsOf: copy)
  }

  @Test("the dogear under test is built from the sources as they are now")
  func binaryIsCurrent() {
    #expect(TestSupport.binaryUnderTest.problem == nil, "\(DogearProcess.notBuilt)")
    let newest = BinaryUnderTest.newestSource(root: TestSupport.repositoryRoot)
    let built = BinaryUnderTest.modified(TestSupport.dogearBinary) ?? .distantPast
    #expect(built >= newest.date, "\(TestSupport.dogearBinary.path) is older than \(newest.path)")
  }

  @Test(
    "the end-to-end tests run the installed release dogear, byte for byte (stripped)",
    .enabled(
      if: TestSupport.binaryUnderTest.isShipped,
      "runs on the release install (make test, make shipped); this run tests the debug build"))
  func dogearIsTheReleaseBuild() throws {
    let installed = try Data(contentsOf: TestSupport.dogearBinary)
    #expect(installed == (try Self.strippedRelease("dogear")))
  }

  @Test("the installed dogear runs the network commands itself: no second executable")
  func oneExecutable() throws {
    let libexec = TestSupport.shippedPrefix.appendingPathComponent("libexec")
    #expect(!FileManager.default.fileExists(atPath: libexec.path))
    let home = FileManager.default.temporaryDirectory.appendingPathComponent(
      "dogear-shipped-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: home) }
    // `logout` ran in a second executable, dogear-app, before issue 26.
    let result = try DogearProcess.run(
      ["logout"], environment: DogearProcess.environment(home: home))
    #expect(result.status == 0, "\(result.errors)")
  }
}
