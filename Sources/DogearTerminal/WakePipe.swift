import FoundationEssentials

#if canImport(Glibc)
  import Glibc
#endif

/// A self-pipe: any thread (or a signal handler) writes a byte to wake the loop out of poll(2).
///
/// Both ends are non-blocking: a full pipe already means "wake up", so a failed write is fine,
/// and draining stops when the pipe is empty.
final class WakePipe: Sendable {
  let readDescriptor: Int32
  let writeDescriptor: Int32

  init?() {
    var descriptors: [Int32] = [-1, -1]
    guard pipe(&descriptors) == 0 else { return nil }
    readDescriptor = descriptors[0]
    writeDescriptor = descriptors[1]
    for descriptor in descriptors {
      _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
      _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
    }
  }

  deinit {
    close(readDescriptor)
    close(writeDescriptor)
  }

  /// Wakes the loop. Async-signal-safe (one write(2)).
  func wake() {
    WakePipe.wake(writeDescriptor)
  }

  static func wake(_ descriptor: Int32) {
    var byte: UInt8 = 1
    _ = write(descriptor, &byte, 1)
  }

  /// Empties the pipe after a wake-up.
  func drain() {
    var buffer = [UInt8](repeating: 0, count: 64)
    while read(readDescriptor, &buffer, buffer.count) > 0 {}
  }
}
