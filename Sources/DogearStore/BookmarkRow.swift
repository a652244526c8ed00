import DogearCore
import FoundationEssentials

/// How a `Bookmark` maps to a row of the bookmarks table.
enum BookmarkRow {
  static let columns = """
    id, title, site_name, site, url, authors, description, lang, text_direction, word_count,
    reading_time, published, created, updated, labels, archived, favourite, has_article,
    hero_image, source
    """

  /// Inserts a bookmark or updates every field of an existing one. Never REPLACE: that would
  /// delete the row and, through the foreign keys, its progress and article.
  static let upsert = """
    INSERT INTO bookmarks (\(columns))
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
    ON CONFLICT(id) DO UPDATE SET
      title = excluded.title, site_name = excluded.site_name, site = excluded.site,
      url = excluded.url, authors = excluded.authors, description = excluded.description,
      lang = excluded.lang, text_direction = excluded.text_direction,
      word_count = excluded.word_count, reading_time = excluded.reading_time,
      published = excluded.published, created = excluded.created, updated = excluded.updated,
      labels = excluded.labels, archived = excluded.archived, favourite = excluded.favourite,
      has_article = excluded.has_article, hero_image = excluded.hero_image,
      source = excluded.source
    """

  static func values(_ bookmark: Bookmark) -> [SQLValue] {
    [
      .text(bookmark.id), .text(bookmark.title), .text(bookmark.siteName), .text(bookmark.site),
      .text(bookmark.url), .text(json(bookmark.authors)), .text(bookmark.description),
      .text(bookmark.lang), .text(bookmark.textDirection.rawValue), .int(bookmark.wordCount),
      .int(bookmark.readingTime), .optionalDate(bookmark.published), .date(bookmark.created),
      .date(bookmark.updated), .text(json(bookmark.labels)), .bool(bookmark.isArchived),
      .bool(bookmark.isFavourite), .bool(bookmark.hasArticle),
      .optionalText(bookmark.heroImage), .text(bookmark.source.rawValue),
    ]
  }

  /// Reads a bookmark from a row selected with `columns`, starting at column `first`.
  static func read(_ row: Statement, from first: Int32 = 0) throws(LibraryError) -> Bookmark {
    let source = try source(row.text(first + 19))
    return Bookmark(
      id: row.text(first), title: row.text(first + 1), siteName: row.text(first + 2),
      site: row.text(first + 3), url: row.text(first + 4),
      authors: try strings(row.text(first + 5)), description: row.text(first + 6),
      lang: row.text(first + 7),
      textDirection: TextDirection(rawValue: row.text(first + 8)) ?? .leftToRight,
      wordCount: row.int(first + 9), readingTime: row.int(first + 10),
      published: row.optionalDate(first + 11), created: row.date(first + 12),
      updated: row.date(first + 13), labels: try strings(row.text(first + 14)),
      isArchived: row.bool(first + 15), isFavourite: row.bool(first + 16),
      hasArticle: row.bool(first + 17), heroImage: row.optionalText(first + 18), source: source)
  }

  /// The `source` column read back; a name no version wrote is a damaged row.
  static func source(_ name: String) throws(LibraryError) -> Bookmark.Source {
    guard let source = Bookmark.Source(rawValue: name) else {
      throw .invalidRow(table: "bookmarks", reason: "unknown source '\(name)'")
    }
    return source
  }

  static func json(_ strings: [String]) -> String {
    guard let data = try? JSONEncoder().encode(strings) else { return "[]" }
    return String(decoding: data, as: UTF8.self)
  }

  static func strings(_ json: String) throws(LibraryError) -> [String] {
    // Most lists are empty: no decoder for them.
    if json == "[]" { return [] }
    let decoded = try? JSONDecoder().decode([String].self, from: Data(json.utf8))
    guard let strings = decoded else {
      throw .invalidRow(table: "bookmarks", reason: "a list that is not a JSON array: \(json)")
    }
    return strings
  }
}
