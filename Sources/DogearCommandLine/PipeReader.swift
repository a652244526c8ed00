import FoundationEssentials

#if canImport(Glibc)
  import Glibc
#endif

/// A pipe or FIFO opened for reading (`dogear open <(curl …)` is one: `/dev/fd/63`), read as
/// a stream to its end and never past `FileReader.maximumBytes`. One that no program holds
/// for writing would read as empty at once: it is refused then, with a reason, instead of
/// being waited for. The descriptor is closed when the reader goes.
public final class PipeReader: @unchecked Sendable {
  private let descriptor: Int32
  /// What the first, non-blocking read found.
  private let start: Data

  private init(descriptor: Int32, start: Data) {
    self.descriptor = descriptor
    self.start = start
  }

  deinit { close(descriptor) }

  /// Takes `descriptor` (opened with `O_NONBLOCK`), closing it on a failure.
  static func start(_ descriptor: Int32) -> Result<PipeReader, ArticleTarget.Failure> {
    var buffer = [UInt8](repeating: 0, count: FileReader.startBytes)
    var got = -1
    repeat { got = read(descriptor, &buffer, buffer.count) } while got < 0 && errno == EINTR
    let waiting = got < 0 && (errno == EAGAIN || errno == EWOULDBLOCK)
    guard got > 0 || waiting else {
      let failure =
        got == 0
        ? ArticleTarget.Failure(description: "a pipe no program is writing to")
        : FileReader.reason()
      close(descriptor)
      return .failure(failure)
    }
    // From here on a read waits for the writer, as `cat` would.
    _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
    return .success(PipeReader(descriptor: descriptor, start: Data(buffer.prefix(max(got, 0)))))
  }

  /// Everything the writer writes until it closes the pipe; a reason when it is more than
  /// `limit`, when a read fails, or when `refusesStart` refuses its first bytes. Call once.
  public func readToEnd(
    limit: Int = FileReader.maximumBytes, refusesStart: (Data) -> String? = { _ in nil }
  ) -> Result<Data, ArticleTarget.Failure> {
    var data = start
    guard FileReader.readUp(to: limit + 1, from: descriptor, into: &data) else {
      return .failure(FileReader.reason())
    }
    if let refusal = refusesStart(data.prefix(FileReader.startBytes)) {
      return .failure(ArticleTarget.Failure(description: refusal))
    }
    return data.count > limit ? .failure(FileReader.tooLarge(limit)) : .success(data)
  }
}
