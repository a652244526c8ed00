/// What one sync did, as the person is told it: the counts a sync report keeps, and the one
/// sentence the command line prints and the list's status line shows. Worded here, in the
/// core, so that the shell only passes the facts on.
public struct SyncSummary: Equatable, Sendable {
  public var bookmarksReceived = 0
  public var bookmarksDeleted = 0
  public var articlesFetched = 0
  public var changesSent = 0
  public var changesWaiting = 0
  public var changesForOtherAccounts = 0
  public var pushesHeld = 0
  /// Bookmarks deleted on the server while a change made here waited for them (let go).
  public var deletedWithChangesHere = 0
  public var highlightsRefused = 0
  public var problems = 0
  public var bookmarksMissing = 0
  /// Why the changes wait when the token may read but not write, as the server was told.
  public var readOnly: String?

  public init() {}

  /// "synced: 3 bookmarks updated, 1 article fetched, …", with what waits or was refused.
  public var sentence: String {
    var parts = [counted(bookmarksReceived, "bookmark") + " updated"]
    if bookmarksDeleted > 0 { parts.append("\(bookmarksDeleted) removed") }
    parts.append(counted(articlesFetched, "article") + " fetched")
    if changesSent > 0 { parts.append(counted(changesSent, "change") + " sent") }
    if changesWaiting > 0 { parts.append(counted(changesWaiting, "change") + " waiting") }
    if changesForOtherAccounts > 0 {
      parts.append(
        counted(changesForOtherAccounts, "change") + " waiting for another account to log in")
    }
    if pushesHeld > 0 {
      parts.append(counted(pushesHeld, "position") + " behind the server's, not sent")
    }
    if deletedWithChangesHere > 0 {
      parts.append(
        "\(deletedWithChangesHere) deleted on the server with changes made here (let go)")
    }
    if highlightsRefused > 0 {
      parts.append(counted(highlightsRefused, "highlight") + " refused (kept here)")
    }
    if problems > 0 { parts.append(counted(problems, "problem")) }
    if bookmarksMissing > 0 {
      parts.append(
        counted(bookmarksMissing, "bookmark") + " missing (asked for again at the next sync)")
    }
    let line = "synced: " + parts.joined(separator: ", ")
    return readOnly.map { line + "; \($0)" } ?? line
  }
}

/// "1 bookmark", "2 bookmarks", "0 bookmarks": the summary's counts.
private func counted(_ number: Int, _ noun: String) -> String {
  "\(number) \(noun)" + (number == 1 ? "" : "s")
}
