import DogearCore
import FoundationEssentials

#if canImport(Glibc)
  import Glibc
#endif

/// The saves a leaving program could not write (another process held the library past the
/// moment it may wait), one JSON line each, in `pending-saves.jsonl` beside the library, until
/// the next process that takes the library's write lock writes them in (DESIGN.md
/// "Reporting": a failed save is never forgotten).
///
/// Appending and claiming take `flock` on the file, so a line appended while another process
/// replays is never truncated away unread. The file is emptied, not removed: a writer that
/// opened it by name must find the same file.
struct PendingSaveJournal {
  static let fileName = "pending-saves.jsonl"
  let path: String

  /// The journal beside the library file `databasePath`; nil for an in-memory library.
  init?(databasePath: String) {
    guard databasePath.hasPrefix("/") else { return nil }
    path = PathText.parent(of: databasePath) + "/" + Self.fileName
  }

  init(path: String) { self.path = path }

  /// True when something waits (a cheap `stat`, made before every write transaction).
  var hasLines: Bool {
    var info = stat()
    return stat(path, &info) == 0 && info.st_size > 0
  }

  /// Appends one line per save and fsyncs the file (and the folder, when the file is new).
  func append(_ saves: [ProgressSave]) throws(LibraryError) {
    let encoder = JSONEncoder()
    encoder.dateEncodingStrategy = .millisecondsSince1970
    var bytes = Data()
    for save in saves {
      guard let line = try? encoder.encode(save) else { continue }
      bytes += line + Data([0x0A])
    }
    let existed = access(path, F_OK) == 0
    let descriptor = open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else { throw failure(errno) }
    defer { close(descriptor) }
    flock(descriptor, LOCK_EX)
    let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
    if written != bytes.count {
      let reason = written < 0 ? errno : ENOSPC
      // A torn line is skipped when read; cut it off so later lines start clean.
      var info = stat()
      if fstat(descriptor, &info) == 0, written > 0 {
        ftruncate(descriptor, info.st_size - written)
      }
      throw failure(reason)
    }
    guard fsync(descriptor) == 0 else { throw failure(errno) }
    if !existed { syncFolder() }
  }

  /// Opens and locks the journal and reads its saves; nil when there is none (or it cannot
  /// be opened: a read-only library keeps it for a process that can write).
  func claim() -> Claim? {
    let descriptor = open(path, O_RDWR | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
    flock(descriptor, LOCK_EX)
    return Claim(descriptor: descriptor, saves: Self.saves(in: Self.readAll(descriptor)))
  }

  /// Everything left to read from `descriptor` (what was read before a failure).
  private static func readAll(_ descriptor: Int32) -> Data {
    var data = Data()
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else { return data }
      data.append(contentsOf: buffer[..<count])
    }
  }

  /// The saves of each whole line that parses; a torn or damaged line is skipped.
  static func saves(in data: Data) -> [ProgressSave] {
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .millisecondsSince1970
    return data.split(separator: 0x0A).compactMap {
      try? decoder.decode(ProgressSave.self, from: $0)
    }
  }

  /// A locked journal whose saves are being written in.
  final class Claim {
    let descriptor: Int32
    let saves: [ProgressSave]

    init(descriptor: Int32, saves: [ProgressSave]) {
      self.descriptor = descriptor
      self.saves = saves
    }

    /// After the saves were committed: empties the journal.
    func clear() {
      ftruncate(descriptor, 0)
      fsync(descriptor)
    }

    deinit { close(descriptor) }
  }

  private func syncFolder() {
    let folder = open(PathText.parent(of: path), O_RDONLY | O_CLOEXEC)
    guard folder >= 0 else { return }
    fsync(folder)
    close(folder)
  }

  private func failure(_ code: Int32) -> LibraryError {
    if code == ENOSPC || code == EFBIG || code == EDQUOT { return .diskFull(path: path) }
    return .cannotOpen(path: path, reason: String(cString: strerror(code)))
  }
}
