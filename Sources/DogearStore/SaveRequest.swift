import FoundationEssentials

/// A web address to save to Readeck, as it waits in the queue.
extension PendingChange {
  /// True when `date` is later than `now` by more than the rounding a date takes on its way
  /// through the queue's JSON payload (seconds since 1970 as a double), so a delete made due
  /// "now" is due at that same `now`.
  public static func isLater(_ date: Date, than now: Date) -> Bool {
    date.timeIntervalSince(now) > 0.001
  }
}

public struct SaveRequest: Equatable, Sendable {
  public var url: String
  public var labels: [String]
  /// When an attempt that may have reached the server began (a timeout or a dropped
  /// connection with no reply). The server has no duplicate check, so before posting again
  /// the engine looks for a bookmark with this address saved since then. Nil while every
  /// attempt so far surely did not arrive.
  public var unclearSince: Date?

  public init(url: String, labels: [String] = [], unclearSince: Date? = nil) {
    self.url = url
    self.labels = labels
    self.unclearSince = unclearSince
  }
}
