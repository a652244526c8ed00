@testable import DogearReadeck

extension ReadeckClient {
  /// Every bookmark, page by page as `SyncEngine+Listing` walks them; `progress(done, total)`
  /// after each page. For the client's tests: the product walks pages in the engine.
  func allBookmarks(progress: (Int, Int) -> Void = { _, _ in }) async throws
    -> [RemoteBookmark]
  {
    var page = try await firstBookmarkPage()
    var all = page.bookmarks
    var walk = ListingWalk(pageSize: ReadeckClient.pageSize)
    progress(all.count, max(page.totalCount, all.count))
    while let next = walk.record(
      ids: page.bookmarks.map(\.id), total: page.reportedTotal, next: page.next)
    {
      page = try await bookmarkPage(at: next)
      all += page.bookmarks
      progress(all.count, max(page.totalCount, all.count))
    }
    return all
  }
}
