import DogearTestSupport
import Foundation
import Testing

/// An install made on one machine and used on another (issue 45): the binary holds no path of
/// the tree it was built in, finds its demo beside itself wherever the install is moved, and
/// its manual names the folders it was installed to.
@Suite(
  "An install stands alone",
  .enabled(
    if: FileManager.default.isExecutableFile(
      atPath: TestSupport.repositoryRoot.appendingPathComponent(".build/release/dogear").path),
    "needs the release build (make release), which make test builds first"))
struct StandAloneInstallTests {
  static func installed() throws -> URL {
    let prefix = FileManager.default.temporaryDirectory
      .appendingPathComponent("dogear-alone-\(UUID().uuidString)/usr")
    let result = try InstallTests.make("install-built", prefix: prefix)
    try #require(result.status == 0, "\(result.errors)")
    return prefix
  }

  @Test("the installed binary holds no path of the build tree")
  func noBuildPath() throws {
    let prefix = try Self.installed()
    defer { try? FileManager.default.removeItem(at: prefix.deletingLastPathComponent()) }
    let binary = try Data(contentsOf: prefix.appendingPathComponent("bin/dogear"))
    let tree = Data(TestSupport.repositoryRoot.path.utf8)
    #expect(binary.range(of: tree) == nil, "\(TestSupport.repositoryRoot.path) is in the binary")
    // The unstripped release build too (what `make install STRIP=` installs).
    let release = try Data(
      contentsOf: TestSupport.repositoryRoot.appendingPathComponent(".build/release/dogear"))
    #expect(release.range(of: tree) == nil, "the unstripped build holds the tree's path")
  }

  @Test("moved elsewhere with its share folder, the binary finds its demo there, and only there")
  func movedInstall() throws {
    let prefix = try Self.installed()
    let top = prefix.deletingLastPathComponent()
    defer { try? FileManager.default.removeItem(at: top) }
    let moved = top.appendingPathComponent("elsewhere")
    try FileManager.default.moveItem(at: prefix, to: moved)
    let home = top.appendingPathComponent("home")
    let environment = ["DOGEAR_HOME": home.path, "HOME": home.path, "PATH": "/usr/bin:/bin"]
    let binary = moved.appendingPathComponent("bin/dogear")
    let listed = try DogearProcess.run(
      ["list", "--json"], environment: environment, executable: binary)
    #expect(listed.status == 0, "\(listed.errors)")
    #expect(listed.output.contains("welcome-to-dogear"), "\(listed.output)")
    // Without its share folder it has no demo: it never reaches back into the build tree.
    try FileManager.default.removeItem(at: moved.appendingPathComponent("share/dogear"))
    let bare = top.appendingPathComponent("bare-home")
    let alone = try DogearProcess.run(
      ["list", "--json"],
      environment: ["DOGEAR_HOME": bare.path, "HOME": bare.path, "PATH": "/usr/bin:/bin"],
      executable: binary)
    #expect(alone.status == 0, "\(alone.errors)")
    #expect(!alone.output.contains("welcome-to-dogear"), "\(alone.output)")
  }

  @Test("the installed manual's FILES names the folder the demo was installed to")
  func manualNamesRealPaths() throws {
    let prefix = try Self.installed()
    defer { try? FileManager.default.removeItem(at: prefix.deletingLastPathComponent()) }
    let page = try String(
      contentsOf: prefix.appendingPathComponent("share/man/man1/dogear.1"), encoding: .utf8)
    #expect(!page.contains("$PREFIX"), "a literal $PREFIX is left")
    #expect(page.contains(prefix.path + "/share/dogear/demo/"))
  }
}
