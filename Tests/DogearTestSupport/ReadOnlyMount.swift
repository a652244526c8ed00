import Foundation

/// A read-only bind mount of a folder: a library dogear cannot write even as root (issue 30).
/// Mounting needs root; suites check `canMount` and say so when it is refused.
public final class ReadOnlyMount {
  public let folder: URL

  public static let canMount: Bool = {
    let source = temporaryFolder()
    defer { try? FileManager.default.removeItem(at: source) }
    guard let mount = try? ReadOnlyMount(of: source) else { return false }
    mount.unmount()
    return true
  }()

  /// A fresh empty folder under the temporary directory.
  public static func temporaryFolder() -> URL {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("dogear-ro-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  public init(of source: URL) throws {
    folder = Self.temporaryFolder()
    guard Self.run(["--bind", source.path, folder.path]) else {
      try? FileManager.default.removeItem(at: folder)
      throw CocoaError(.fileWriteNoPermission)
    }
    guard Self.run(["-o", "remount,ro,bind", folder.path]) else {
      unmount()
      throw CocoaError(.fileWriteNoPermission)
    }
  }

  public func unmount() {
    _ = Self.run(["-l", folder.path], program: "/bin/umount")
    try? FileManager.default.removeItem(at: folder)
  }

  private static func run(_ arguments: [String], program: String = "/bin/mount") -> Bool {
    (try? ChildProcess.run(program, arguments, timeout: 120))?.status == 0
  }
}
