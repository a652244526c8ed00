import FoundationEssentials

/// What the bookmark list shows of one bookmark: one row, cheap to load in pages.
public struct BookmarkSummary: Equatable, Sendable {
  public var id: String
  public var title: String
  public var site: String
  /// Minutes.
  public var readingTime: Int
  /// 0...100.
  public var percent: Int
  /// When progress last changed; orders "Continue reading".
  public var lastReadAt: Date?
  public var created: Date
  public var isArchived: Bool
  public var isFavourite: Bool
  /// The bookmark's labels, in the server's order.
  public var labels: [String]
  /// The bookmark's own address (`O`): a web address, or a file's for a local one.
  public var url: String
  /// The article's words (0 when unknown) and language tag: its minutes at your speed.
  public var wordCount = 0
  public var language = ""
  /// Readeck's or this machine's: only Readeck's bookmarks have changes sent to a server.
  public var source = Bookmark.Source.local

  public init(
    id: String, title: String, site: String, readingTime: Int, percent: Int,
    lastReadAt: Date? = nil, created: Date, isArchived: Bool = false, isFavourite: Bool = false,
    labels: [String] = [], url: String = ""
  ) {
    self.url = url
    self.id = id
    self.title = title
    self.site = site
    self.readingTime = readingTime
    self.percent = percent
    self.lastReadAt = lastReadAt
    self.created = created
    self.isArchived = isArchived
    self.isFavourite = isFavourite
    self.labels = labels
  }

  /// The minutes the row shows, from the one estimate (`ReadingSpeed.minutes`): what is left
  /// after the saved percent while reading, the whole article otherwise. Without a word
  /// count, the reading time the bookmark came with.
  public func minutes(at speed: ReadingSpeed) -> Int {
    guard wordCount > 0 else { return readingTime }
    return speed.minutes(
      ofArticle: wordCount, afterPercent: isInProgress ? percent : 0, language: language)
  }

  /// Reading: started, not finished, not archived. Heads the list as "Continue reading".
  public var isInProgress: Bool { (1...99).contains(percent) && !isArchived }
}

/// The list's filters (DESIGN.md "Bookmark list").
///
/// - unread: percent 0, not archived
/// - reading: percent 1...99, not archived
/// - read: percent 100
/// - archived, favourites, all: as named
///
/// Every filter orders "Continue reading" first (in progress, most recently read first), then
/// the rest newest first.
public enum ListFilter: String, CaseIterable, Equatable, Sendable {
  case all, unread, reading, read, archived, favourites
}

/// The numbers in the list's header line ("3 reading · 12 unread · 40 read").
public struct LibraryCounts: Equatable, Sendable {
  public var all: Int
  public var unread: Int
  public var reading: Int
  public var read: Int
  public var archived: Int
  public var favourites: Int

  public init(all: Int, unread: Int, reading: Int, read: Int, archived: Int, favourites: Int) {
    self.all = all
    self.unread = unread
    self.reading = reading
    self.read = read
    self.archived = archived
    self.favourites = favourites
  }

  public static let zero = LibraryCounts(
    all: 0, unread: 0, reading: 0, read: 0, archived: 0, favourites: 0)

  public func count(for filter: ListFilter) -> Int {
    switch filter {
    case .all: return all
    case .unread: return unread
    case .reading: return reading
    case .read: return read
    case .archived: return archived
    case .favourites: return favourites
    }
  }
}
