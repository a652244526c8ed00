import DogearCore
import DogearTestSupport
import Foundation
import Testing

@testable import DogearStore

/// Issue 41: the header's counts are counters the triggers keep (`ListCountsSchema`), so a
/// new process reads one row instead of counting every filter's index before its first frame.
@Suite("The list's counters")
struct ListCountersTests {
  /// The counters as stored, and each filter counted over its index (`ListQuery.counts`).
  static func storedAndCounted(_ library: Library) throws -> (LibraryCounts, LibraryCounts) {
    func counts(_ sql: String) throws -> LibraryCounts {
      try library.connection.query(sql) { row in
        LibraryCounts(
          all: row.int(0), unread: row.int(1), reading: row.int(2), read: row.int(3),
          archived: row.int(4), favourites: row.int(5))
      }.first ?? .zero
    }
    return (try counts(ListCountsSchema.read), try counts(ListQuery.counts))
  }

  @Test("after each of 400 seeded writes of every kind the counters are what counting finds")
  func seededWrites() throws {
    let home = StoreTest.temporaryFolder()
    defer { StoreTest.remove(home) }
    let library = try Library.open(at: home)
    var random = SeededGenerator(seed: 22)
    var next = 0
    var ids: [String] = []
    for step in 0..<400 {
      let id = ids.randomElement(using: &random)
      let day = Double(step + 1)
      switch (Int.random(in: 0..<10, using: &random), id) {
      case (0...2, _), (_, nil):
        let added = (0..<Int.random(in: 1...3, using: &random)).map { _ in
          next += 1
          return StoreTest.bookmark(
            "b\(next)", archived: Bool.random(using: &random),
            favourite: Bool.random(using: &random))
        }
        try library.upsert(added)
        ids += added.map(\.id)
      case (3, let id?):
        // Upserted again, with other flags (a sync's answer).
        try library.upsert([
          StoreTest.bookmark(
            id, archived: Bool.random(using: &random), favourite: Bool.random(using: &random))
        ])
      case (4, let id?):
        try library.setArchived(id: id, Bool.random(using: &random), at: StoreTest.day(day))
      case (5, let id?):
        try library.setFavourite(id: id, Bool.random(using: &random), at: StoreTest.day(day))
      case (6, let id?):
        let percent = [0, 1, 50, 99, 100].randomElement(using: &random)!
        _ = try library.saveProgress(
          id: id, StoreTest.progress(percent, day: day), force: Bool.random(using: &random))
      case (7, let id?):
        try library.setHidden(ids: [id], Bool.random(using: &random))
      case (8, let id?):
        try library.markProgress(id: id, percent: 100, at: StoreTest.day(day))
      case (_, let id?):
        try library.deleteBookmarks(ids: [id])
        ids.removeAll { $0 == id }
      }
      let (stored, counted) = try Self.storedAndCounted(library)
      #expect(stored == counted, "after step \(step)")
      #expect(try library.counts() == counted, "after step \(step)")
      if stored != counted { return }
    }
    let (stored, _) = try Self.storedAndCounted(library)
    #expect(stored.all > 50 && stored.read > 0 && stored.reading > 0 && stored.archived > 0)
  }

  @Test("a library of the version before gets counters that match its bookmarks")
  func migrated() throws {
    let connection = try SQLiteConnection(path: ":memory:")
    try Migrations.migrate(connection, upTo: 21)
    let columns =
      "id, title, site_name, site, url, authors, description, lang, "
      + "text_direction, word_count, reading_time, created, updated, labels, archived, "
      + "favourite, has_article, hero_image, source"
    for index in 0..<60 {
      try connection.execute(
        "INSERT INTO bookmarks (\(columns)) VALUES ('m\(index)', 't', 's', 's', 'u', '[]', "
          + "'', 'en', 'ltr', 1, 1, 0, 0, '[]', \(index % 3 == 0 ? 1 : 0), "
          + "\(index % 5 == 0 ? 1 : 0), 0, '', 'local')")
      try connection.execute(
        "UPDATE bookmarks SET percent = \([0, 40, 100][index % 3]), "
          + "hidden = \(index % 7 == 0 ? 1 : 0) WHERE id = 'm\(index)'")
    }
    try Migrations.migrate(connection)
    func counts(_ sql: String) throws -> [Int] {
      try connection.query(sql) { row in (0..<6).map { row.int($0) } }.first ?? []
    }
    let stored = try counts(ListCountsSchema.read)
    #expect(stored == (try counts(ListQuery.counts)))
    #expect(stored.first == 60 - 9)
  }

  @Test("the header's counts are the stored counters, not a count of the rows")
  func countsReadTheCounters() throws {
    let home = StoreTest.temporaryFolder()
    defer { StoreTest.remove(home) }
    do {
      let library = try Library.open(at: home)
      try library.upsert((0..<8).map { StoreTest.bookmark("c\($0)") })
      // Set apart from what the rows say, to tell which one the list reads.
      try library.connection.execute("UPDATE list_counts SET all_bookmarks = 12345")
    }
    let reopened = try Library.open(at: home)
    #expect(try reopened.counts().all == 12345)
    #expect(try reopened.count(filter: .all, search: "") == 12345)
    // A search or a label is still counted over the rows.
    #expect(try reopened.count(filter: .all, search: "c1") == 1)
  }

  @Test("each counter's condition is its filter's", arguments: ListFilter.allCases)
  func conditionsAreTheFilters(_ filter: ListFilter) throws {
    let order: [ListFilter] = [.all, .unread, .reading, .read, .archived, .favourites]
    let counter = ListCountsSchema.counters[try #require(order.firstIndex(of: filter))]
    #expect(ListCountsSchema.condition(counter.condition, row: nil) == ListQuery.condition(filter))
  }
}
