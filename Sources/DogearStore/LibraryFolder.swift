import DogearCore
import FoundationEssentials

#if canImport(Glibc)
  import Glibc
#endif

/// Creates the library folder and any missing parents with mode 0700, and narrows the library
/// folder to 0700 when something else made it: the library holds what a person reads.
enum LibraryFolder {
  static func create(_ folder: URL) throws(LibraryError) {
    try createMissing(folder)
    PrivateMode.tightenFolder(folder.standardizedFileURL.path)
  }

  private static func createMissing(_ folder: URL) throws(LibraryError) {
    let path = folder.standardizedFileURL.path
    if isFolder(path) { return }
    let parent = PathText.parent(of: path)
    if parent != path { try createMissing(URL(fileURLWithPath: parent, isDirectory: true)) }
    guard mkdir(path, 0o700) != 0 else { return }
    let failure = errno
    if failure == EEXIST && isFolder(path) { return }
    let reason =
      failure == EEXIST || failure == ENOTDIR
      ? "\(path) is in the way and is not a folder"
      : "cannot create the folder \(path): \(String(cString: strerror(failure)))"
    throw .cannotOpen(path: path, reason: reason)
  }

  private static func isFolder(_ path: String) -> Bool {
    var info = stat()
    return stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
  }
}
