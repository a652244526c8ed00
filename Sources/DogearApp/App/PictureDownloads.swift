/// The article pictures the reader downloads from the Readeck server during one session
/// (App+Pictures.swift): each (bookmark, address) at most once, even when it
/// fails, and at most `parallel` at a time, so an article with fifty pictures does not open
/// fifty connections. Only the open article's pictures start; ones still waiting when the
/// reader moves on are forgotten, and asked for again if that article is opened again.
public struct PictureDownloads: Equatable, Sendable {
  public struct Item: Hashable, Sendable {
    public var bookmarkID: String
    public var source: String

    public init(bookmarkID: String, source: String) {
      self.bookmarkID = bookmarkID
      self.source = source
    }
  }

  /// How a download ended, as the loop needs to know it.
  public enum Outcome: Equatable, Sendable {
    /// Stored in the library: the reader renders it from there.
    case stored
    /// Nothing stored; the reason, for the status line.
    case failed(String)
  }

  public static let parallel = 2

  /// Asked for in this session (waiting, running or done).
  private var asked: Set<Item> = []
  private var waiting: [Item] = []
  public private(set) var running = 0

  public init() {}

  /// Queues a download; false when this picture was already asked for in this session.
  public mutating func enqueue(_ item: Item) -> Bool {
    guard asked.insert(item).inserted else { return false }
    waiting.append(item)
    return true
  }

  /// The downloads to start now, in the order asked: the open bookmark's, while fewer than
  /// `parallel` run. Waiting ones of any other bookmark are dropped and may be asked again.
  public mutating func start(openBookmark: String?) -> [Item] {
    let others = waiting.filter { $0.bookmarkID != openBookmark }
    asked.subtract(others)
    waiting.removeAll { $0.bookmarkID != openBookmark }
    let count = max(0, min(Self.parallel - running, waiting.count))
    let starting = Array(waiting.prefix(count))
    waiting.removeFirst(count)
    running += count
    return starting
  }

  /// One running download ended.
  public mutating func finished() {
    running = max(0, running - 1)
  }
}
