import FoundationEssentials

/// A saved article, with the fields Readeck keeps (docs/readeck-api.md §1.3).
public struct Bookmark: Equatable, Sendable, Codable {
  public enum Source: String, Equatable, Sendable, Codable {
    case local
    case readeck
  }

  public var id: String
  public var title: String
  public var siteName: String
  public var site: String
  public var url: String
  public var authors: [String]
  public var description: String
  public var lang: String
  public var textDirection: TextDirection
  public var wordCount: Int
  /// Minutes.
  public var readingTime: Int
  public var published: Date?
  public var created: Date
  public var updated: Date
  public var labels: [String]
  public var isArchived: Bool
  public var isFavourite: Bool
  public var hasArticle: Bool
  /// The hero image: a URL for Readeck bookmarks, a file path for local ones.
  public var heroImage: String?
  public var source: Source

  public init(
    id: String, title: String, siteName: String = "", site: String = "", url: String = "",
    authors: [String] = [], description: String = "", lang: String = "",
    textDirection: TextDirection = .leftToRight, wordCount: Int = 0, readingTime: Int = 0,
    published: Date? = nil, created: Date, updated: Date, labels: [String] = [],
    isArchived: Bool = false, isFavourite: Bool = false, hasArticle: Bool = true,
    heroImage: String? = nil, source: Source = .local
  ) {
    self.id = id
    self.title = title
    self.siteName = siteName
    self.site = site
    self.url = url
    self.authors = authors
    self.description = description
    self.lang = lang
    self.textDirection = textDirection
    self.wordCount = wordCount
    self.readingTime = readingTime
    self.published = published
    self.created = created
    self.updated = updated
    self.labels = labels
    self.isArchived = isArchived
    self.isFavourite = isFavourite
    self.hasArticle = hasArticle
    self.heroImage = heroImage
    self.source = source
  }
}

/// How far the reader got in one bookmark (DESIGN.md "Definitions").
public struct ReadingProgress: Equatable, Sendable, Codable {
  /// 0...100: `floor(p * 100)` of the position's share of the text, at most 99 until the
  /// article is finished; 100 means finished.
  public var percent: Int
  /// The `read_anchor` for Readeck (`ElementPath.css`): the element on the reading line.
  /// nil at 0 and 100.
  public var anchorPath: String?
  /// Records from before positions only (schema 5 and older, never written now): the
  /// `Character` offset of the first character of the reading line inside `anchorPath`.
  public var anchorOffset: Int?
  /// The position: the first character of the top line, as a highlight boundary
  /// (DESIGN.md "Position"). nil at 0 and 100, and in records from before positions or from
  /// the server, which the reader converts when it opens the article.
  public var position: TextPosition?
  /// Characters of the article text before `position`, and in the whole text: the store
  /// compares two positions of one text in document order by these, without the document.
  public var textOffset: Int?
  public var textLength: Int?
  /// The article's text from `textOffset` on, a few words: where the position goes back to
  /// when the article was replaced and its element now holds other text (a re-extraction).
  public var fingerprint: String?
  public var updatedAt: Date
  /// False until the server has this value.
  public var isSynced: Bool

  public init(
    percent: Int, anchorPath: String? = nil, anchorOffset: Int? = nil,
    position: TextPosition? = nil, textOffset: Int? = nil, textLength: Int? = nil,
    fingerprint: String? = nil, updatedAt: Date, isSynced: Bool = false
  ) {
    self.fingerprint = fingerprint
    self.percent = percent
    self.anchorPath = anchorPath
    self.anchorOffset = anchorOffset
    self.position = position
    self.textOffset = textOffset
    self.textLength = textLength
    self.updatedAt = updatedAt
    self.isSynced = isSynced
  }

  /// True when the article was read to the end (DESIGN.md "Finished").
  public var isFinished: Bool { percent >= 100 }

  /// The local anchor, when both parts are known and the path parses.
  public var anchor: Anchor? {
    guard let anchorPath, let path = ElementPath(css: anchorPath) else { return nil }
    return Anchor(path: path, offset: anchorOffset ?? 0)
  }

  public static func unread(at date: Date) -> ReadingProgress {
    ReadingProgress(percent: 0, updatedAt: date)
  }
}
