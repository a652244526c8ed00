import FoundationEssentials

/// `GET /api/info` (public, Readeck 0.20+).
public struct ServerInfo: Decodable, Equatable, Sendable {
  public struct Version: Decodable, Equatable, Sendable {
    public var canonical: String
    public var release: String
  }

  public var version: Version
  public var features: [String]

  /// `GET /api/bookmarks/sync` came with 0.20.0.
  public var hasSyncAPI: Bool { ServerInfo.version(release: version.release, isAtLeast: [0, 20]) }
  /// `GET /api/bookmarks/sync?since=` lists changes correctly from 0.21.0 on: 0.20 compared
  /// the dates wrongly on SQLite (readeck-api-2.md §5), so 0.20 gets full syncs.
  public var hasReliableSince: Bool {
    ServerInfo.version(release: version.release, isAtLeast: [0, 21])
  }
  public var hasOAuth: Bool { features.contains("oauth") }

  /// Compares a dotted release ("0.22.3") with a minimum, numerically.
  static func version(release: String, isAtLeast minimum: [Int]) -> Bool {
    let parts = release.split(separator: ".").map { Int($0.prefix { $0.isNumber }) ?? 0 }
    for (index, wanted) in minimum.enumerated() {
      let have = index < parts.count ? parts[index] : 0
      if have != wanted { return have > wanted }
    }
    return true
  }
}

/// `GET /api/profile`: who the token belongs to.
public struct Profile: Decodable, Equatable, Sendable {
  public struct User: Decodable, Equatable, Sendable {
    public var username: String
  }

  public struct Provider: Decodable, Equatable, Sendable {
    public var name: String?
    public var application: String?
  }

  public var user: User
  public var provider: Provider?
}

/// One bookmark as the server sends it (docs/readeck-api.md §1.3). `readAnchor` only ever comes
/// from `GET /api/bookmarks/{id}`; the list never carries it.
public struct RemoteBookmark: Decodable, Equatable, Sendable {
  public struct Resource: Decodable, Equatable, Sendable {
    public var src: String
  }

  public var id: String
  public var created: Date
  public var updated: Date
  public var url: String
  public var title: String
  public var siteName: String?
  public var site: String?
  public var authors: [String]?
  public var lang: String?
  public var textDirection: String?
  public var hasArticle: Bool
  public var description: String?
  public var isDeleted: Bool?
  public var isMarked: Bool
  public var isArchived: Bool
  public var labels: [String]?
  public var readProgress: Int
  public var readAnchor: String?
  public var wordCount: Int?
  public var readingTime: Int?
  public var published: Date?
  public var resources: [String: Resource]?

  enum CodingKeys: String, CodingKey {
    case id, created, updated, url, title, site, authors, lang, description, labels, published
    case resources
    case siteName = "site_name"
    case textDirection = "text_direction"
    case hasArticle = "has_article"
    case isDeleted = "is_deleted"
    case isMarked = "is_marked"
    case isArchived = "is_archived"
    case readProgress = "read_progress"
    case readAnchor = "read_anchor"
    case wordCount = "word_count"
    case readingTime = "reading_time"
  }

  /// The hero picture's address, when the server kept one.
  public var heroImageURL: String? { resources?["image"]?.src }

  /// Lenient where servers differ: fields added in later versions (`read_progress` came with
  /// 0.17) default, and an unreadable `published` date is dropped rather than failing the
  /// whole page. `id`, `created`, `updated` and `url` are required.
  public init(from decoder: Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    id = try container.decode(String.self, forKey: .id)
    created = try container.decode(Date.self, forKey: .created)
    updated = try container.decode(Date.self, forKey: .updated)
    url = try container.decode(String.self, forKey: .url)
    title = (try? container.decodeIfPresent(String.self, forKey: .title)) ?? ""
    siteName = try? container.decodeIfPresent(String.self, forKey: .siteName)
    site = try? container.decodeIfPresent(String.self, forKey: .site)
    authors = try? container.decodeIfPresent([String].self, forKey: .authors)
    lang = try? container.decodeIfPresent(String.self, forKey: .lang)
    textDirection = try? container.decodeIfPresent(String.self, forKey: .textDirection)
    hasArticle = (try? container.decodeIfPresent(Bool.self, forKey: .hasArticle)) ?? false
    description = try? container.decodeIfPresent(String.self, forKey: .description)
    isDeleted = try? container.decodeIfPresent(Bool.self, forKey: .isDeleted)
    isMarked = (try? container.decodeIfPresent(Bool.self, forKey: .isMarked)) ?? false
    isArchived = (try? container.decodeIfPresent(Bool.self, forKey: .isArchived)) ?? false
    labels = try? container.decodeIfPresent([String].self, forKey: .labels)
    readProgress = (try? container.decodeIfPresent(Int.self, forKey: .readProgress)) ?? 0
    readAnchor = try? container.decodeIfPresent(String.self, forKey: .readAnchor)
    wordCount = try? container.decodeIfPresent(Int.self, forKey: .wordCount)
    readingTime = try? container.decodeIfPresent(Int.self, forKey: .readingTime)
    published = try? container.decodeIfPresent(Date.self, forKey: .published)
    resources = try? container.decodeIfPresent([String: Resource].self, forKey: .resources)
  }
}

/// One line of `GET /api/bookmarks/sync`.
public struct SyncEntry: Decodable, Equatable, Sendable {
  public enum Kind: String, Decodable, Sendable {
    case update
    case delete
  }

  public var id: String
  public var time: Date
  public var type: Kind
}

/// The body of `PATCH /api/bookmarks/{id}`: only the fields set are sent.
public struct BookmarkUpdate: Encodable, Equatable, Sendable {
  public var readProgress: Int?
  /// Sent only with a progress strictly between 0 and 100 (the server clears it at the ends).
  public var readAnchor: String?
  public var isArchived: Bool?
  public var isMarked: Bool?
  /// Labels given and taken away (readeck-api-2.md §3.4: applied after `labels`, in this
  /// order), so a label another device gave meanwhile stays.
  public var addLabels: [String]?
  public var removeLabels: [String]?
  public var title: String?

  public init(
    readProgress: Int? = nil, readAnchor: String? = nil, isArchived: Bool? = nil,
    isMarked: Bool? = nil, addLabels: [String]? = nil, removeLabels: [String]? = nil,
    title: String? = nil
  ) {
    self.title = title
    self.readProgress = readProgress
    self.readAnchor = readAnchor
    self.isArchived = isArchived
    self.isMarked = isMarked
    self.addLabels = addLabels
    self.removeLabels = removeLabels
  }

  enum CodingKeys: String, CodingKey {
    case readProgress = "read_progress"
    case readAnchor = "read_anchor"
    case isArchived = "is_archived"
    case isMarked = "is_marked"
    case addLabels = "add_labels"
    case removeLabels = "remove_labels"
    case title
  }
}

/// The PATCH reply: the fields that changed, plus `id`, `href` and (if anything changed) `updated`.
public struct BookmarkUpdated: Decodable, Equatable, Sendable {
  public var id: String
  public var updated: Date?
  public var readProgress: Int?
  public var readAnchor: String?
  /// The bookmark's labels after the change, when the PATCH touched them.
  public var labels: [String]?

  enum CodingKeys: String, CodingKey {
    case id, updated, labels
    case readProgress = "read_progress"
    case readAnchor = "read_anchor"
  }
}
