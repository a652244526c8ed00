import Foundation

/// Waiting for a real process or terminal to catch up: asks `probe` every `interval` seconds
/// until it gives a value or `timeout` seconds have passed. Decisions are never tested this
/// way (they take a manual clock); only what another process does in its own time is.
public enum Poll {
  public static func until<Value>(
    timeout: Double, interval: Double = 0.05, _ probe: () throws -> Value?
  ) rethrows -> Value? {
    let deadline = Date().addingTimeInterval(timeout)
    while true {
      if let value = try probe() { return value }
      guard Date() < deadline else { return nil }
      usleep(useconds_t(interval * 1_000_000))
    }
  }

  /// The same for a probe that awaits (a question to the fake server).
  public static func until<Value>(
    timeout: Double, interval: Double = 0.05, _ probe: () async throws -> Value?
  ) async rethrows -> Value? {
    let deadline = Date().addingTimeInterval(timeout)
    while true {
      if let value = try await probe() { return value }
      guard Date() < deadline else { return nil }
      try? await Task.sleep(nanoseconds: UInt64(interval * 1_000_000_000))
    }
  }
}
