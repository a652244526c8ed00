import Synchronization

/// A lock around no value, for a class that guards several fields at once (what `NSLock` was
/// used for; `Mutex` holds its value itself).
public final class PlainLock: Sendable {
  private let mutex = Mutex(())

  public init() {}

  public func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
    try mutex.withLock { _ in try body() }
  }
}
