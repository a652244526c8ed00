import DogearCommandLine
import FoundationEssentials

#if canImport(Glibc)
  import Glibc
#endif

/// Finds `dogear-app` and replaces this process with it.
enum AppLauncher {
  static let appName = "dogear-app"

  /// Execs `dogear-app` with the same arguments (argv[0] stays "dogear"); returns only on
  /// failure, with the exit status to use.
  static func exec(arguments: [String]) -> Int32 {
    guard let app = location() else {
      return Commands.fail("cannot find \(appName) beside dogear; reinstall dogear")
    }
    var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) }
    argv.append(nil)
    execv(app.path, &argv)
    return Commands.fail("cannot start \(app.path): \(String(cString: strerror(errno)))")
  }

  /// Beside this executable (a build folder), else in `../libexec/dogear/` (an install).
  static func location() -> URL? {
    let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    let folder = executable.deletingLastPathComponent()
    let candidates = [
      folder.appendingPathComponent(appName),
      folder.appendingPathComponent("../libexec/dogear/\(appName)").standardizedFileURL,
    ]
    return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
  }
}
