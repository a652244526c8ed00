import DogearTestSupport
import Foundation
import Testing

/// `make install` and `make uninstall` into a temporary prefix, laid out as the README's
/// `PREFIX=~/.local` example lays them out: the prefix's `share/dogear` is also the user's
/// library folder (`XDG_DATA_HOME` is the prefix's `share`).
@Suite(
  "make install and make uninstall",
  .enabled(
    if: FileManager.default.isExecutableFile(
      atPath: TestSupport.repositoryRoot.appendingPathComponent(".build/release/dogear").path),
    "needs the release build (make release), which make test builds first"))
struct InstallTests {
  static let root = TestSupport.repositoryRoot

  static func make(_ target: String, prefix: URL) throws -> DogearProcess.Result {
    try DogearProcess.run(
      ["-s", "--no-print-directory", "-C", root.path, target, "PREFIX=\(prefix.path)"],
      environment: ["PATH": "/usr/bin:/bin"], executable: URL(fileURLWithPath: "/usr/bin/make"))
  }

  /// Every file under `folder`, relative, sorted.
  static func files(_ folder: URL) -> [String] {
    let walker = FileManager.default.enumerator(atPath: folder.path)
    var found: [String] = []
    while let path = walker?.nextObject() as? String {
      var isFolder: ObjCBool = false
      _ = FileManager.default.fileExists(
        atPath: folder.appendingPathComponent(path).path, isDirectory: &isFolder)
      if !isFolder.boolValue { found.append(path) }
    }
    return found.sorted()
  }

  static func mode(_ url: URL) -> mode_t {
    var facts = stat()
    return stat(url.path, &facts) == 0 ? facts.st_mode & 0o7777 : 0
  }

  static var demoFiles: [String] {
    files(root.appendingPathComponent("Fixtures/demo")).map { "share/dogear/demo/\($0)" }
  }

  @Test("install puts the program, the manual and the demo alone; uninstall removes exactly them")
  func installUninstall() throws {
    let prefix = FileManager.default.temporaryDirectory
      .appendingPathComponent("dogear-prefix-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: prefix) }
    let installed = try Self.make("install-built", prefix: prefix)
    #expect(installed.status == 0, "\(installed.errors)")
    let expected = (["bin/dogear", "share/man/man1/dogear.1"] + Self.demoFiles).sorted()
    #expect(Self.files(prefix) == expected)
    #expect(Self.mode(prefix.appendingPathComponent("bin/dogear")) == 0o755)
    let built =
      try FileManager.default.attributesOfItem(
        atPath: Self.root.appendingPathComponent(".build/release/dogear").path)[.size] as? Int ?? 0
    let shipped =
      try FileManager.default.attributesOfItem(
        atPath: prefix.appendingPathComponent("bin/dogear").path)[.size] as? Int ?? 0
    #expect(shipped < built * 9 / 10, "stripped: \(shipped) of \(built) bytes")

    // The user's library, in the same share/dogear, made by the installed program.
    let home = prefix.appendingPathComponent("home")
    let environment = [
      "HOME": home.path, "XDG_DATA_HOME": prefix.appendingPathComponent("share").path,
      "PATH": "/usr/bin:/bin",
    ]
    let listed = try DogearProcess.run(
      ["list", "--json"], environment: environment,
      executable: prefix.appendingPathComponent("bin/dogear"))
    #expect(listed.status == 0 && listed.output.contains("welcome-to-dogear"), "\(listed.errors)")
    let data = prefix.appendingPathComponent("share/dogear")
    #expect(Self.mode(data) == 0o700)
    #expect(Self.mode(data.appendingPathComponent("library.sqlite")) == 0o600)

    let removed = try Self.make("uninstall", prefix: prefix)
    #expect(removed.status == 0, "\(removed.errors)")
    let left = Self.files(prefix)
    #expect(left.allSatisfy { $0.hasPrefix("share/dogear/library.sqlite") }, "\(left)")
    #expect(left.contains("share/dogear/library.sqlite"), "the user's library is kept")
    #expect(
      !FileManager.default.fileExists(atPath: prefix.appendingPathComponent("libexec/dogear").path))
  }

  /// Installs before issue 26 put the list, the reader and the network commands in a second
  /// executable; an upgrade must not leave its 17 MB behind, nor an uninstall.
  @Test("install and uninstall remove the libexec/dogear/dogear-app of an older install")
  func olderSecondExecutable() throws {
    let prefix = FileManager.default.temporaryDirectory
      .appendingPathComponent("dogear-prefix-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: prefix) }
    let libexec = prefix.appendingPathComponent("libexec/dogear")
    func plantOlderApp() throws {
      try FileManager.default.createDirectory(at: libexec, withIntermediateDirectories: true)
      try Data("older".utf8).write(to: libexec.appendingPathComponent("dogear-app"))
    }
    try plantOlderApp()
    let installed = try Self.make("install-built", prefix: prefix)
    #expect(installed.status == 0, "\(installed.errors)")
    #expect(!FileManager.default.fileExists(atPath: libexec.path), "\(Self.files(prefix))")
    try plantOlderApp()
    let removed = try Self.make("uninstall", prefix: prefix)
    #expect(removed.status == 0, "\(removed.errors)")
    #expect(Self.files(prefix).isEmpty, "\(Self.files(prefix))")
  }
}
