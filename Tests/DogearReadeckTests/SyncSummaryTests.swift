import DogearReadeck
import DogearSync
import Testing

/// The line `dogear sync` prints and the status line shows: each count in the number it has.
@Suite("The sync summary")
struct SyncSummaryTests {
  @Test("one of a thing is singular, none and many plural; empty parts are left out")
  func counts() {
    var progress = SyncReport()
    #expect(progress.summary.sentence == "synced: 0 bookmarks updated, 0 articles fetched")
    progress.bookmarksReceived = 1
    progress.articlesFetched = 1
    progress.changesSent = 1
    #expect(
      progress.summary.sentence == "synced: 1 bookmark updated, 1 article fetched, 1 change sent")
    progress.bookmarksReceived = 12
    progress.articlesFetched = 2
    progress.changesSent = 3
    progress.changesWaiting = 1
    #expect(
      progress.summary.sentence
        == "synced: 12 bookmarks updated, 2 articles fetched, 3 changes sent, 1 change waiting")
    progress.bookmarksMissing = 1
    #expect(
      progress.summary.sentence.hasSuffix("1 bookmark missing (asked for again at the next sync)"))
  }
}
