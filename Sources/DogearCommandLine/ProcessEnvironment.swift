#if canImport(Glibc)
  import Glibc
#endif

/// The process's environment as a dictionary, read once. Foundation's
/// `ProcessInfo.environment` builds it again at every call, splitting each entry at its `=` a
/// Character at a time: half a million instructions at every start, read twice (issue 41).
/// This splits the bytes. Where a name comes twice the first is kept, as `getenv` finds it.
public enum ProcessEnvironment {
  public static let current: [String: String] = read(environ)

  /// The entries of a C environment array (`name=value`, NULL-terminated); an entry without
  /// `=` is left out.
  static func read(_ entries: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?)
    -> [String: String]
  {
    var variables: [String: String] = [:]
    guard let entries else { return variables }
    var index = 0
    while let entry = entries[index] {
      index += 1
      let bytes = UnsafeRawBufferPointer(start: entry, count: strlen(entry))
      guard let equals = bytes.firstIndex(of: UInt8(ascii: "=")) else { continue }
      let name = String(decoding: bytes[..<equals], as: UTF8.self)
      if variables[name] == nil {
        variables[name] = String(decoding: bytes[(equals + 1)...], as: UTF8.self)
      }
    }
    return variables
  }
}
