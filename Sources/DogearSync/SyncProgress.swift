import DogearCore
import DogearReadeck
import DogearSyncRules
import FoundationEssentials

#if canImport(Glibc)
  import Glibc
#endif

/// Where a running sync is, for the command line's bar and the list's indicator.
public struct SyncProgress: Equatable, Sendable {
  public enum Phase: String, Equatable, Sendable {
    case bookmarks
    case articles
    case changes
  }

  public var phase: Phase
  public var done: Int
  public var total: Int

  public init(phase: Phase, done: Int, total: Int) {
    self.phase = phase
    self.done = done
    self.total = total
  }
}

/// What one sync did.
public struct SyncReport: Equatable, Sendable {
  /// Bookmarks added or changed from the server.
  public var bookmarksReceived = 0
  public var bookmarksDeleted = 0
  public var articlesFetched = 0
  public var imagesFetched = 0
  /// Local changes the server now has.
  public var changesSent = 0
  /// Local changes the server refused for good (the bookmark is gone, an invalid value).
  public var changesDropped = 0
  /// Local changes still waiting (the server did not answer; retried with backoff).
  public var changesWaiting = 0
  /// Changes made under another account (logged out of since): kept, and sent when that
  /// account logs in again, never with this one's token.
  public var changesForOtherAccounts = 0
  /// Bookmarks the server listed that could not be stored this time (a failed batch, one
  /// that could not be read): asked for again at the next sync, and the sync failed.
  public var bookmarksMissing = 0
  /// Articles stored with bare picture names and fetched again (once, after the upgrade).
  public var articlesRepaired = 0
  /// The full listing could not be proven whole: nothing was deleted on its word.
  public var listingIncomplete = false
  /// Bookmarks Readeck confirmed deleted while a change made here waited for them: the
  /// listing keeps them for the queue, whose pass lets them and their changes go
  /// (`Settlement.letGo`); named in this one report.
  public var keptDeletedOnServer: Set<String> = []
  /// Articles stored from the bulk export in this sync (its highlight wrappers are bare).
  var bulkArticles: Set<String> = []
  /// Bookmarks whose stored article a listing before 0.20 says changed: fetched again.
  var articlesChanged: Set<String> = []
  /// Whether the listing was incremental (`/api/bookmarks/sync`) or full.
  public var wasIncremental = false
  /// Articles or pictures that could not be fetched this time, with why.
  public var problems: [String] = []
  /// Highlights made here that the server refused, with why (kept here, marked refused).
  public var highlightsRefused: [HighlightRefusalNote] = []
  /// Highlight changes made here that the server now has.
  public var highlightsSent = 0
  /// Reading pushes that did not go because the server is further (`ReadingPushCheck`).
  public var pushesHeld = 0
  /// Set when the token may read but not write: the changes wait in the queue.
  public var cannotChange: ReadeckError?

  public init() {}

  /// True when the sync left bookmarks out: the command says so and fails.
  public var isIncomplete: Bool { bookmarksMissing > 0 }

  /// The counts the person is told, worded by the core (`SyncSummary.sentence`).
  public var summary: SyncSummary {
    var summary = SyncSummary()
    summary.bookmarksReceived = bookmarksReceived
    summary.bookmarksDeleted = bookmarksDeleted
    summary.articlesFetched = articlesFetched
    summary.changesSent = changesSent
    summary.changesWaiting = changesWaiting
    summary.changesForOtherAccounts = changesForOtherAccounts
    summary.pushesHeld = pushesHeld
    summary.deletedWithChangesHere = keptDeletedOnServer.count
    summary.highlightsRefused = highlightsRefused.count
    summary.problems = problems.count
    summary.bookmarksMissing = bookmarksMissing
    summary.readOnly = cannotChange.map { "\($0)" }
    return summary
  }
}

/// The sync engine's knobs: retry backoff, parallelism and the clock. Tests shorten them.
public struct SyncOptions: Sendable {
  /// Seconds before the first retry of a failed change; doubled on each further failure.
  public var backoffBase: Double
  /// The longest wait between retries, in seconds.
  public var backoffLimit: Double
  /// Articles fetched at once.
  public var parallelDownloads: Int
  /// Seconds subtracted from the server's clock when remembering the last sync, so nothing
  /// changed while a listing was being built is missed (`since` is inclusive; repeats are harmless).
  public var sinceMargin: Double
  public var fetchImages: Bool
  /// Seconds a queued change stays claimed by this process before another may send it
  /// (`Library.claimChanges`): renewed before each send, so only a process that died or
  /// hung holding it loses it. Longer than one change's requests take.
  public var queueLease: Double = 600
  public var now: @Sendable () -> Date
  /// An article's plain text for the search index (the program's HTML parser; the engine
  /// has none). Given, the sync indexes each article as it arrives, beside the network
  /// waits; nil, articles are stored with their text waiting for `SearchIndexer.catchUp`.
  public var articleText: (@Sendable (Data) -> String)?

  public init(
    backoffBase: Double = 2, backoffLimit: Double = 300, parallelDownloads: Int = 4,
    sinceMargin: Double = 30, fetchImages: Bool = true,
    now: @escaping @Sendable () -> Date = { Date() },
    articleText: (@Sendable (Data) -> String)? = nil
  ) {
    self.backoffBase = backoffBase
    self.backoffLimit = backoffLimit
    self.parallelDownloads = parallelDownloads
    self.sinceMargin = sinceMargin
    self.fetchImages = fetchImages
    self.now = now
    self.articleText = articleText
  }

  /// The queue's backoff rule with these knobs (`Backoff`, in DogearSyncRules).
  public var backoffRule: Backoff { Backoff(base: backoffBase, limit: backoffLimit) }
}
