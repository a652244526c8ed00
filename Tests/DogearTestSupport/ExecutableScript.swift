import Foundation

#if canImport(Glibc)
  import Glibc
#endif

extension TestSupport {
  /// Writes `text` as an executable file at `path` through a descriptor closed on exec: a
  /// child started meanwhile (a tmux server keeps what it inherits) never holds it open for
  /// writing, which would leave the file busy (ETXTBSY) when a test's program runs it.
  public static func writeExecutable(_ text: String, to path: String) throws {
    let bytes = Array(text.utf8)
    let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o755)
    guard fd >= 0 else { throw CocoaError(.fileWriteUnknown) }
    let written = bytes.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
    close(fd)
    guard written == bytes.count else { throw CocoaError(.fileWriteUnknown) }
  }
}
