import DogearTestSupport
import Foundation
import Testing

/// The end-to-end suites run what ships. These fail, rather than let every other end-to-end
/// test skip or run a debug build, when `make test` did not install the release build.
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

  @Test("the end-to-end tests run the installed release dogear, byte for byte (stripped)")
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
