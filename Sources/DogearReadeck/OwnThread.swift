#if canImport(Glibc)
  import Glibc
#endif

/// A detached POSIX thread for work that blocks (a libcurl transfer), kept off Swift's
/// cooperative pool.
enum OwnThread {
  private final class Work {
    let body: @Sendable () -> Void
    init(_ body: @escaping @Sendable () -> Void) { self.body = body }
  }

  /// Runs `body` on a new thread; when no thread can be made, runs it here (late, not lost).
  static func start(_ body: @escaping @Sendable () -> Void) {
    let work = Unmanaged.passRetained(Work(body)).toOpaque()
    var thread = pthread_t()
    let made = pthread_create(
      &thread, nil,
      { context in
        guard let context else { return nil }
        Unmanaged<Work>.fromOpaque(context).takeRetainedValue().body()
        return nil
      }, work)
    if made == 0 {
      pthread_detach(thread)
    } else {
      Unmanaged<Work>.fromOpaque(work).takeRetainedValue().body()
    }
  }
}
