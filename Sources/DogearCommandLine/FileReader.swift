import FoundationEssentials

#if canImport(Glibc)
  import Glibc
#endif

/// Reads a local article with POSIX calls, so that a failure has the system's own reason, and
/// bounded (issue 30): a regular file no larger than a synced article may be
/// (`maximumBytes`, the client's body limit), judged by its size before a byte is read and
/// by its first bytes before the rest; and never more than the limit, even from a file that
/// grows while it is read. `/dev/zero` or a sparse giant are refused at once; a pipe is read
/// as a stream, to the same limit (`PipeReader`).
public enum FileReader {
  /// What a synced article may be: `HTTPLimits.maximumBodySize`.
  public static let maximumBytes = 32 << 20
  /// How much of the start is read first for `refusesStart`.
  static let startBytes = 4096

  /// `refusesStart` sees the first bytes (up to 4 KB) and returns a reason to stop there.
  public static func read(
    _ path: String, limit: Int = maximumBytes, refusesStart: (Data) -> String? = { _ in nil }
  ) -> Result<Data, ArticleTarget.Failure> {
    switch opening(path, limit: limit, refusesStart: refusesStart) {
    case .failure(let failure): return .failure(failure)
    case .success(.whole(let data)): return .success(data)
    case .success(.pipe(let pipe)): return pipe.readToEnd(limit: limit, refusesStart: refusesStart)
    }
  }

  /// What `opening` found at a path.
  public enum Found {
    /// A regular file, read whole.
    case whole(Data)
    /// A pipe a program writes to, open and not yet read (it may take as long as the writer).
    case pipe(PipeReader)
  }

  /// A regular file read whole, or a pipe left open to be read; anything else refused at once.
  public static func opening(
    _ path: String, limit: Int = maximumBytes, refusesStart: (Data) -> String? = { _ in nil }
  ) -> Result<Found, ArticleTarget.Failure> {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
    guard descriptor >= 0 else { return .failure(reason()) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else {
      let failure = reason()
      close(descriptor)
      return .failure(failure)
    }
    let kind = status.st_mode & S_IFMT
    if kind == S_IFIFO { return PipeReader.start(descriptor).map { .pipe($0) } }
    defer { close(descriptor) }
    if kind == S_IFDIR { return .failure(reason(EISDIR)) }
    guard kind == S_IFREG else {
      return .failure(ArticleTarget.Failure(description: "not a regular file"))
    }
    guard Int(status.st_size) <= limit else { return .failure(tooLarge(limit)) }
    var data = Data()
    // The start first, then the rest in room for the size the file has now.
    guard readUp(to: min(startBytes, limit + 1), from: descriptor, into: &data) else {
      return .failure(reason())
    }
    if let refusal = refusesStart(data) {
      return .failure(ArticleTarget.Failure(description: refusal))
    }
    if data.count == startBytes,
      !readUp(to: limit + 1, from: descriptor, into: &data, expecting: Int(status.st_size))
    {
      return .failure(reason())
    }
    return data.count > limit ? .failure(tooLarge(limit)) : .success(.whole(data))
  }

  /// Reads until `data` holds `count` bytes or the file ends; false on a read error. The room
  /// made at a time is what the file is `expecting` to hold, one byte more (to see it end),
  /// then doubled should it grow: a small file never costs a buffer of the whole limit, whose
  /// zeroed pages alone took longer than the rest of opening a small article.
  static func readUp(
    to count: Int, from descriptor: Int32, into data: inout Data, expecting expected: Int = 0
  ) -> Bool {
    var filled = data.count
    defer { data.count = filled }
    while filled < count {
      // The expected size and its one byte more are read before any doubling: doubling
      // when only that byte was left to read took twice the file (issue 37).
      let grown =
        expected > 0 && filled <= expected ? expected + 1 : max(filled * 2, filled + startBytes)
      let room = min(count, grown)
      if data.count < room { data = resized(data, to: room) }
      let got = data.withUnsafeMutableBytes { buffer -> Int in
        guard let base = buffer.baseAddress else { return 0 }
        return Glibc.read(descriptor, base + filled, room - filled)
      }
      if got < 0 && errno == EINTR { continue }
      guard got >= 0 else { return false }
      if got == 0 { break }
      filled += got
    }
    return true
  }

  /// `data` with `count` bytes, the new ones zero, held in exactly that room: a Data made
  /// or grown to a size takes a quarter more room than asked (issue 41: a new 1.5 MB page
  /// was held in 1.9 MB until it was stored).
  static func resized(_ data: Data, to count: Int) -> Data {
    guard count > 0, let room = calloc(count, 1) else { return Data(count: count) }
    data.withUnsafeBytes { source in
      guard let from = source.baseAddress else { return }
      room.copyMemory(from: from, byteCount: min(source.count, count))
    }
    return Data(bytesNoCopy: room, count: count, deallocator: .free)
  }

  static func tooLarge(_ limit: Int) -> ArticleTarget.Failure {
    ArticleTarget.Failure(description: "the file is too large (over \(limit >> 20) MB)")
  }

  static func reason(_ code: Int32 = errno) -> ArticleTarget.Failure {
    ArticleTarget.Failure(description: String(cString: strerror(code)))
  }
}
