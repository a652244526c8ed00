import DogearCore
import FoundationEssentials

extension Library {
  /// The prefix of a "saving…" placeholder's id: the row that stands for a web address until
  /// the server has saved it.
  public static let savingPrefix = "saving-"
  /// What a "saving…" row shows where the site goes (its `site`; the host is its `siteName`).
  public static let savingSite = "saving…"

  /// Queues a web address to save and puts its "saving…" placeholder in the list, in one
  /// transaction, so the row and the request are never apart. Returns the placeholder's id.
  @discardableResult
  public func queueSave(_ request: SaveRequest, at now: Date) throws(LibraryError) -> String {
    try transaction { () throws(LibraryError) -> String in
      let id = try newPlaceholderID()
      let placeholder = Bookmark(
        id: id, title: request.url, siteName: URL(string: request.url)?.host ?? "",
        site: Library.savingSite, url: request.url, created: now,
        updated: now, labels: request.labels, hasArticle: false, source: .local)
      try upsert([placeholder])
      try enqueue(PendingChange(bookmarkID: id, kind: .create(request), created: now))
      return id
    }
  }

  /// True for the id of a "saving…" placeholder.
  public static func isPlaceholder(_ id: String) -> Bool { id.hasPrefix(savingPrefix) }

  /// Replaces a queued change's kind in place, keeping its place in the queue.
  public func replaceChange(_ id: Int64, with kind: PendingChange.Kind) throws(LibraryError) {
    let stored = StoredChange(kind)
    try transaction { () throws(LibraryError) in
      try connection.run(
        "UPDATE sync_queue SET kind = ?, payload = ? WHERE id = ?",
        [.text(stored.name), .text(stored.payload), .integer(id)])
    }
  }

  /// The server has the address as `savedID`: the placeholder and its request go, and the
  /// server's bookmark takes the row's place, in one transaction.
  public func completeSave(placeholder: String, as saved: Bookmark) throws(LibraryError) {
    try transaction { () throws(LibraryError) in
      try deleteBookmarks(ids: [placeholder])
      try upsert([saved])
    }
  }

  private func newPlaceholderID() throws(LibraryError) -> String {
    let alphabet = Array("abcdefghijkmnpqrstuvwxyz23456789")
    while true {
      let id = Library.savingPrefix + String((0..<8).map { _ in alphabet.randomElement() ?? "a" })
      if try bookmark(id: id) == nil { return id }
    }
  }
}
