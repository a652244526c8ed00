import DogearCore
import DogearList
import DogearScreen
import DogearTestSupport
import Foundation
import Testing

/// Sample bookmarks, an in-memory store that answers the list's queries the way
/// `ListFilter`'s doc comment says the real one must, and a harness that runs the effects.
enum ListFixtures {
  static let now = Date(timeIntervalSince1970: 1_790_000_000)

  static func daysAgo(_ days: Double) -> Date { now.addingTimeInterval(-days * 86_400) }

  static func bookmark(
    _ id: String, _ title: String, _ site: String, minutes: Int, percent: Int,
    readDaysAgo: Double? = nil, createdDaysAgo: Double, archived: Bool = false,
    favourite: Bool = false
  ) -> BookmarkSummary {
    BookmarkSummary(
      id: id, title: title, site: site, readingTime: minutes, percent: percent,
      lastReadAt: readDaysAgo.map(daysAgo), created: daysAgo(createdDaysAgo),
      isArchived: archived, isFavourite: favourite)
  }

  /// Rings at 0, 1, 24, 50, 63, 99 and 100; ASCII, CJK and emoji titles; a long title.
  static let sample: [BookmarkSummary] = [
    bookmark(
      "rivers", "A Field Guide to Slow Rivers", "rivers.example", minutes: 24, percent: 63,
      readDaysAgo: 0.1, createdDaysAgo: 30),
    bookmark(
      "lighthouses", "Why Lighthouses Blink in Patterns", "sea.example", minutes: 15,
      percent: 12, readDaysAgo: 1, createdDaysAgo: 20),
    bookmark(
      "tides", "Tides, Moons and the Long Arithmetic of Coastlines", "coast.example",
      minutes: 31, percent: 1, readDaysAgo: 2, createdDaysAgo: 3),
    bookmark(
      "maps", "Maps That Lie Politely", "cartography.example.org", minutes: 12, percent: 24,
      readDaysAgo: 3, createdDaysAgo: 40, favourite: true),
    bookmark(
      "bread", "Sourdough at Altitude", "bread.example", minutes: 8, percent: 50,
      readDaysAgo: 4, createdDaysAgo: 9),
    bookmark(
      "almost", "The Last Page Problem", "books.example", minutes: 6, percent: 99,
      readDaysAgo: 5, createdDaysAgo: 11),
    bookmark(
      "paperclip",
      "The Surprising History of the Paper Clip, and Why Office Supplies Outlive Empires",
      "desk.example", minutes: 4, percent: 0, createdDaysAgo: 1),
    bookmark(
      "cjk", "長文の読み方について、ゆっくり考える", "example.jp", minutes: 9, percent: 0,
      createdDaysAgo: 2),
    bookmark(
      "party", "🎉 Party Planning for Introverts 🎈", "fun.example", minutes: 5, percent: 0,
      createdDaysAgo: 4, favourite: true),
    bookmark(
      "welcome", "Welcome to dogear", "dogear", minutes: 3, percent: 100, readDaysAgo: 6,
      createdDaysAgo: 50),
    bookmark(
      "epic", "The Whole History of Everything", "long.example", minutes: 142, percent: 0,
      createdDaysAgo: 60),
    bookmark(
      "newspapers", "Old News About Newspapers", "press.example", minutes: 7, percent: 100,
      readDaysAgo: 8, createdDaysAgo: 70, archived: true),
  ]

  /// `count` plain unread bookmarks, newest first by index.
  static func many(_ count: Int) -> [BookmarkSummary] {
    (0..<count).map {
      bookmark(
        "b\($0)", "Bookmark number \($0)", "site\($0 % 7).example", minutes: 1 + $0 % 40,
        percent: 0, createdDaysAgo: Double($0) / 100)
    }
  }

  static func environment(colors: Bool = true, unicode: Bool = true) -> ListEnvironment {
    ListEnvironment(cellWidth: TestSupport.cellWidth, colors: colors, unicode: unicode)
  }
}

/// Answers `ListQuery`s from an array, as the SQLite store does from its tables.
struct FakeListStore {
  /// The reading speed every page carries.
  var speed = ReadingSpeed.readeck
  var bookmarks: [BookmarkSummary] {
    didSet { cache = OrderCache() }
  }
  /// Orders already computed, so that paging through 10,000 rows stays quick in a debug build.
  private var cache = OrderCache()

  /// What a mark read or unread replaced, as the store's undo copy keeps it.
  var undoPercent: [String: Int] = [:]
  /// Rows hidden by `D`, waiting for their delete (undo puts them back).
  var deleting: [BookmarkSummary] = []

  init(bookmarks: [BookmarkSummary]) {
    self.bookmarks = bookmarks
  }

  /// Shared by every copy of the store, and so by tests running at once (`ListPagingTests.big`
  /// is one store for the whole suite): behind a lock.
  final class OrderCache: @unchecked Sendable {
    private let lock = NSLock()
    private var orders: [String: [BookmarkSummary]] = [:]
    private var counts: LibraryCounts?

    func order(_ key: String, computing compute: () -> [BookmarkSummary]) -> [BookmarkSummary] {
      if let cached = lock.withLock({ orders[key] }) { return cached }
      let order = compute()
      lock.withLock { orders[key] = order }
      return order
    }

    func counts(computing compute: () -> LibraryCounts) -> LibraryCounts {
      if let cached = lock.withLock({ counts }) { return cached }
      let computed = compute()
      lock.withLock { counts = computed }
      return computed
    }
  }

  func matches(_ row: BookmarkSummary, _ filter: ListFilter) -> Bool {
    switch filter {
    case .all: return true
    case .unread: return row.percent == 0 && !row.isArchived
    case .reading: return (1...99).contains(row.percent) && !row.isArchived
    case .read: return row.percent == 100
    case .archived: return row.isArchived
    case .favourites: return row.isFavourite
    }
  }

  func ordered(_ filter: ListFilter, _ search: String) -> [BookmarkSummary] {
    cache.order(filter.rawValue + "\u{0}" + search) { computeOrder(filter, search) }
  }

  private func computeOrder(_ filter: ListFilter, _ search: String) -> [BookmarkSummary] {
    let needle = search.lowercased()
    let rows = bookmarks.filter {
      matches($0, filter)
        && (needle.isEmpty || $0.title.lowercased().contains(needle)
          || $0.site.lowercased().contains(needle))
    }
    let reading = rows.filter(\.isInProgress).sorted {
      ($0.lastReadAt ?? .distantPast) > ($1.lastReadAt ?? .distantPast)
    }
    let rest = rows.filter { !$0.isInProgress }.sorted { $0.created > $1.created }
    return reading + rest
  }

  var counts: LibraryCounts {
    cache.counts { computeCounts() }
  }

  private func computeCounts() -> LibraryCounts {
    func count(_ filter: ListFilter) -> Int { bookmarks.filter { matches($0, filter) }.count }
    return LibraryCounts(
      all: count(.all), unread: count(.unread), reading: count(.reading), read: count(.read),
      archived: count(.archived), favourites: count(.favourites))
  }

  func answer(_ query: ListQuery) -> ListPage {
    let rows = ordered(query.filter, query.search)
    let start = min(query.offset, rows.count)
    let end = min(rows.count, query.offset + query.limit)
    var page = ListPage(
      query: query, rows: Array(rows[start..<end]), total: rows.count, counts: counts)
    page.speed = speed
    return page
  }

  /// What the reader saves before the list hears `.returnedFromReader`.
  mutating func read(_ id: String, percent: Int) {
    if let index = bookmarks.firstIndex(where: { $0.id == id }) {
      bookmarks[index].percent = percent
      bookmarks[index].lastReadAt = ListFixtures.now
    }
  }

  mutating func apply(_ effect: ListEffect) {
    func edit(_ id: String, _ change: (inout BookmarkSummary) -> Void) {
      if let index = bookmarks.firstIndex(where: { $0.id == id }) { change(&bookmarks[index]) }
    }
    switch effect {
    case .setArchived(let id, let archived): edit(id) { $0.isArchived = archived }
    case .setFavourite(let id, let favourite): edit(id) { $0.isFavourite = favourite }
    case .setLabels(let id, let labels, _, _): edit(id) { $0.labels = labels }
    case .setTitle(let id, let title): edit(id) { $0.title = title }
    case .setProgress(let id, let percent):
      undoPercent[id] = bookmarks.first { $0.id == id }?.percent
      edit(id) { $0.percent = percent }
    case .restoreProgress(let id):
      if let percent = undoPercent.removeValue(forKey: id) { edit(id) { $0.percent = percent } }
    case .deleteBookmark(let id, _):
      deleting += bookmarks.filter { $0.id == id }
      bookmarks.removeAll { $0.id == id }
    case .cancelDelete(let id):
      bookmarks += deleting.filter { $0.id == id }
      deleting.removeAll { $0.id == id }
    case .carryOutDeletes:
      deleting = []
    default: break
    }
  }
}

/// The list with a store behind it: every `.load` is answered at once, store writes are
/// applied, and the other effects are recorded for the test to check.
struct ListHarness {
  var state: ListState
  var store: FakeListStore
  /// Every effect of the last `send`, loads included, in order.
  var effects: [ListEffect] = []

  init(
    _ bookmarks: [BookmarkSummary] = ListFixtures.sample, columns: Int = 80, rows: Int = 24,
    environment: ListEnvironment = ListFixtures.environment(), connected: Bool = false
  ) {
    state = ListState(
      columns: columns, rows: rows, environment: environment, isConnected: connected)
    store = FakeListStore(bookmarks: bookmarks)
    send(.started)
  }

  mutating func send(_ action: ListAction) {
    effects = []
    var queue = BookmarkList.update(&state, action)
    while !queue.isEmpty {
      let effect = queue.removeFirst()
      effects.append(effect)
      store.apply(effect)
      if case .load(let query) = effect {
        queue += BookmarkList.update(&state, .loaded(store.answer(query)))
      }
    }
  }

  mutating func press(_ keys: Key...) {
    for key in keys { send(.input(.key(key), now: ListFixtures.now)) }
  }

  mutating func type(_ text: String) {
    for character in text { press(.character(character)) }
  }

  var selectedID: String? { state.selectedRow?.id }
  var loads: [ListQuery] {
    effects.compactMap { if case .load(let query) = $0 { return query } else { return nil } }
  }
  var screen: Screen { BookmarkList.render(state) }
}
