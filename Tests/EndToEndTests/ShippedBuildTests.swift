import DogearTestSupport
import Foundation
import Testing

/// The end-to-end suites run what ships. These fail, rather than let every other end-to-end
/// test skip or run a debug build, when `make test` did not install the release build.
@Suite("The shipped build under test")
struct ShippedBuildTests {
  @Test("the end-to-end tests run the installed release dogear, byte for byte")
  func dogearIsTheReleaseBuild() throws {
    let installed = try Data(contentsOf: TestSupport.dogearBinary)
    let release = try Data(
      contentsOf: TestSupport.repositoryRoot.appendingPathComponent(".build/release/dogear"))
    #expect(installed == release)
  }

  @Test("the installed dogear finds its dogear-app where make install put it")
  func appIsInstalledBesideIt() throws {
    let app = TestSupport.shippedPrefix.appendingPathComponent("libexec/dogear/dogear-app")
    let release = TestSupport.repositoryRoot.appendingPathComponent(".build/release/dogear-app")
    #expect(try Data(contentsOf: app) == Data(contentsOf: release))
    let home = FileManager.default.temporaryDirectory.appendingPathComponent(
      "dogear-shipped-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: home) }
    // `logout` runs in dogear-app: it answers only if dogear found and started it.
    let result = try DogearProcess.run(
      ["logout"], environment: DogearProcess.environment(home: home))
    #expect(result.status == 0, "\(result.errors)")
  }
}
