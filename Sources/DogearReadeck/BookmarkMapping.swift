import DogearCore
import FoundationEssentials

extension RemoteBookmark {
  /// The bookmark as the local library keeps it; its hero image is the picture's address.
  public var localBookmark: Bookmark {
    Bookmark(
      id: id, title: title, siteName: siteName ?? "", site: site ?? "", url: url,
      authors: authors ?? [], description: description ?? "", lang: lang ?? "",
      textDirection: textDirection == "rtl" ? .rightToLeft : .leftToRight,
      wordCount: wordCount ?? 0, readingTime: readingTime ?? 0, published: published,
      created: created, updated: updated, labels: labels ?? [], isArchived: isArchived,
      isFavourite: isMarked, hasArticle: hasArticle, heroImage: heroImageURL, source: .readeck)
  }
}

extension ReadeckClient {
  /// Bookmarks by id (the list's repeatable `id` filter), up to a page at a time.
  public func bookmarks(ids: [String]) async throws -> [RemoteBookmark] {
    var found: [RemoteBookmark] = []
    var start = 0
    while start < ids.count {
      let slice = ids[start..<min(start + ReadeckClient.pageSize, ids.count)]
      let query =
        [URLQueryItem(name: "limit", value: String(ReadeckClient.pageSize))]
        + slice.map { URLQueryItem(name: "id", value: $0) }
      let (body, _) = try await send(request("GET", "bookmarks", query: query))
      found += try decode([RemoteBookmark].self, from: body, what: "bookmark list")
      start += ReadeckClient.pageSize
    }
    return found
  }
}
