import DogearCore
import DogearStore
import Foundation

/// One object of `dogear list --json`. Absent values are written as null, never left out, so
/// scripts can rely on every key.
struct ListedBookmark: Encodable {
  var entry: LibraryEntry

  private enum Key: String, CodingKey {
    case id, title, site
    case siteName = "site_name"
    case url, progress, anchor
    case anchorOffset = "anchor_offset"
    case lastRead = "last_read"
    case archived, favourite
    case wordCount = "word_count"
    case readingTime = "reading_time"
    case source, created
  }

  func encode(to encoder: Encoder) throws {
    let bookmark = entry.bookmark
    var object = encoder.container(keyedBy: Key.self)
    try object.encode(bookmark.id, forKey: .id)
    try object.encode(bookmark.title, forKey: .title)
    try object.encode(bookmark.site, forKey: .site)
    try object.encode(bookmark.siteName, forKey: .siteName)
    try object.encode(bookmark.url, forKey: .url)
    try object.encode(entry.progress?.percent ?? 0, forKey: .progress)
    try object.encode(entry.progress?.anchorPath, forKey: .anchor)
    try object.encode(entry.progress?.anchorOffset, forKey: .anchorOffset)
    try object.encode(entry.progress?.updatedAt, forKey: .lastRead)
    try object.encode(bookmark.isArchived, forKey: .archived)
    try object.encode(bookmark.isFavourite, forKey: .favourite)
    try object.encode(bookmark.wordCount, forKey: .wordCount)
    try object.encode(bookmark.readingTime, forKey: .readingTime)
    try object.encode(bookmark.source.rawValue, forKey: .source)
    try object.encode(bookmark.created, forKey: .created)
  }

  /// The whole list as a JSON array, keys sorted, dates in ISO 8601.
  static func json(_ entries: [LibraryEntry]) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    encoder.dateEncodingStrategy = .iso8601
    let data = try encoder.encode(entries.map(ListedBookmark.init))
    return String(decoding: data, as: UTF8.self) + "\n"
  }
}
