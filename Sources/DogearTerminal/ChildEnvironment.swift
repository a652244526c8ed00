#if canImport(Glibc)
  import Glibc
#endif

/// The environment a program dogear starts (a browser) gets: dogear's own, less what is
/// dogear's secret (issue 37). `READECK_TOKEN` may hold the Readeck token; a browser, or a
/// shell a user names as `$BROWSER`, has no use for it and could leak it.
public enum ChildEnvironment {
  public static let withheld = ["READECK_TOKEN"]

  /// True when the `NAME=value` entry names a withheld variable.
  static func isWithheld(_ entry: String) -> Bool {
    withheld.contains { entry.hasPrefix($0 + "=") || entry == $0 }
  }

  /// Calls `body` with a NULL-terminated copy of the environment, withheld variables left
  /// out, for `posix_spawn`.
  public static func withChildEnvironment<T>(
    _ body: (UnsafePointer<UnsafeMutablePointer<CChar>?>) -> T
  ) -> T {
    var entries: [UnsafeMutablePointer<CChar>?] = []
    var cursor = environ
    while let entry = cursor.pointee {
      if !isWithheld(String(cString: entry)) { entries.append(strdup(entry)) }
      cursor += 1
    }
    entries.append(nil)
    defer {
      for entry in entries { free(entry) }
    }
    return entries.withUnsafeBufferPointer { body($0.baseAddress!) }
  }
}
