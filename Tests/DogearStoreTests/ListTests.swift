import DogearCore
import Foundation
import Testing

@testable import DogearStore

/// The list's filters and order, checked against ListFilter's definitions.
@Suite("The bookmark list")
struct ListTests {
  /// One bookmark for every combination of progress, archived and favourite.
  private struct Case {
    var id: String
    var percent: Int?
    var archived: Bool
    var favourite: Bool
    var created: Double
    var lastRead: Double

    var shownPercent: Int { percent ?? 0 }
    var inProgress: Bool { (1...99).contains(shownPercent) && !archived }

    /// ListFilter's doc comment, in Swift.
    func matches(_ filter: ListFilter) -> Bool {
      switch filter {
      case .all: return true
      case .unread: return shownPercent == 0 && !archived
      case .reading: return (1...99).contains(shownPercent) && !archived
      case .read: return shownPercent == 100
      case .archived: return archived
      case .favourites: return favourite
      }
    }
  }

  private static let cases: [Case] = {
    var cases: [Case] = []
    for percent in [nil, 0, 1, 50, 99, 100] as [Int?] {
      for archived in [false, true] {
        for favourite in [false, true] {
          let index = cases.count
          cases.append(
            Case(
              id: "b\(index)", percent: percent, archived: archived, favourite: favourite,
              created: Double(index), lastRead: Double(30 + (index * 7) % 24)))
        }
      }
    }
    return cases
  }()

  private func library() throws -> Library {
    let library = try StoreTest.memoryLibrary()
    try library.upsert(
      Self.cases.map {
        StoreTest.bookmark(
          $0.id, created: $0.created, archived: $0.archived, favourite: $0.favourite)
      })
    for item in Self.cases {
      guard let percent = item.percent else { continue }
      try library.saveProgress(id: item.id, StoreTest.progress(percent, day: item.lastRead))
    }
    return library
  }

  /// "Continue reading" first, most recently read first; then the rest newest first.
  private func expectedIDs(_ filter: ListFilter) -> [String] {
    let matching = Self.cases.filter { $0.matches(filter) }
    let reading = matching.filter(\.inProgress).sorted { $0.lastRead > $1.lastRead }
    let rest = matching.filter { !$0.inProgress }.sorted { $0.created > $1.created }
    return (reading + rest).map(\.id)
  }

  @Test("each filter lists what its definition says, in list order", arguments: ListFilter.allCases)
  func filter(_ filter: ListFilter) throws {
    let library = try library()
    let listed = try library.summaries(filter: filter, search: "", offset: 0, limit: 100)
    #expect(listed.map(\.id) == expectedIDs(filter))
    #expect(try library.count(filter: filter, search: "") == expectedIDs(filter).count)
  }

  @Test("pages put together give the whole list")
  func paging() throws {
    let library = try library()
    var pages: [String] = []
    for offset in stride(from: 0, to: 30, by: 5) {
      pages += try library.summaries(filter: .all, search: "", offset: offset, limit: 5).map(\.id)
    }
    #expect(pages == expectedIDs(.all))
  }

  @Test("a summary carries the row's fields")
  func summaryFields() throws {
    let library = try StoreTest.memoryLibrary()
    try library.upsert([
      StoreTest.bookmark("a", site: "rivers.example", created: 2, favourite: true)
    ])
    try library.saveProgress(id: "a", StoreTest.progress(63, day: 9))
    let summary = try library.summaries(filter: .all, search: "", offset: 0, limit: 1)
    var expected = BookmarkSummary(
      id: "a", title: "Title of a", site: "rivers.example", readingTime: 6, percent: 63,
      lastReadAt: StoreTest.day(9), created: StoreTest.day(2), isFavourite: true,
      labels: ["test"], url: "https://rivers.example/a")
    expected.wordCount = 1200
    expected.language = "en"
    #expect(summary == [expected])
  }

  @Test("the counts agree with every filter's definition")
  func counts() throws {
    let counts = try library().counts()
    for filter in ListFilter.allCases {
      #expect(counts.count(for: filter) == Self.cases.filter { $0.matches(filter) }.count)
    }
    #expect(try StoreTest.memoryLibrary().counts() == .zero)
  }

  @Test("search finds title and site substrings, ignoring case beyond ASCII")
  func search() throws {
    let library = try StoreTest.memoryLibrary()
    try library.upsert([
      StoreTest.bookmark("rivers", title: "A Field Guide to Slow Rivers", site: "rivers.example"),
      StoreTest.bookmark("ecole", title: "ÉCOLE DU SOIR", site: "paris.example"),
      StoreTest.bookmark("percent", title: "100% cotton", site: "cloth.example"),
      StoreTest.bookmark("jp", title: "長文の読み方について", site: "example.jp"),
    ])
    func ids(_ search: String) throws -> Set<String> {
      Set(try library.summaries(filter: .all, search: search, offset: 0, limit: 10).map(\.id))
    }
    #expect(try ids("slow rivers") == ["rivers"])
    #expect(try ids("RIVERS.EXAMPLE") == ["rivers"])
    #expect(try ids("école") == ["ecole"])
    #expect(try ids("%") == ["percent"])
    #expect(try ids("_") == [])
    #expect(try ids("読み方") == ["jp"])
    #expect(try ids("  ") == ["rivers", "ecole", "percent", "jp"])
    #expect(try library.count(filter: .all, search: "example") == 4)
    #expect(try library.count(filter: .all, search: "guide") == 1)
  }

  @Test(
    "every filter's page walks its own index in list order, with no sort",
    arguments: ListFilter.allCases)
  func queryPlan(_ filter: ListFilter) throws {
    let library = try library()
    for search in ["", "river"] {
      let page = ListQuery(filter: filter, search: search)
        .page(columns: "id, title", offset: 0, limit: 20)
      let plan = try library.connection.query("EXPLAIN QUERY PLAN " + page.sql, page.values) {
        row in row.text(3)
      }.joined(separator: "; ")
      #expect(plan.contains("USING INDEX list_\(filter.rawValue)"), "plan: \(plan)")
      #expect(!plan.contains("TEMP B-TREE"), "plan: \(plan)")
    }
  }

  @Test("the counts read each filter's own index, not the rows")
  func countsPlan() throws {
    let library = try library()
    let steps = try library.connection.query("EXPLAIN QUERY PLAN " + ListQuery.counts) { row in
      row.text(3)
    }
    let plan = steps.joined(separator: "; ")
    for filter in ListFilter.allCases where filter != .all {
      #expect(plan.contains("USING INDEX list_\(filter.rawValue)"), "plan: \(plan)")
    }
    for step in steps where step.contains("bookmarks") {
      #expect(
        step.contains("USING COVERING INDEX") || step.contains("USING INDEX list_"), "\(plan)")
    }
  }

  @Test(
    "entries follow the list order and carry each bookmark's progress",
    arguments: ListFilter.allCases)
  func entries(_ filter: ListFilter) throws {
    let library = try library()
    let entries = try library.entries(filter: filter, search: "")
    #expect(entries.map(\.bookmark.id) == expectedIDs(filter))
    for entry in entries {
      let item = try #require(Self.cases.first { $0.id == entry.bookmark.id })
      #expect(entry.progress?.percent == item.percent)
      #expect(
        entry.bookmark
          == StoreTest.bookmark(
            item.id, created: item.created, archived: item.archived, favourite: item.favourite))
    }
    let page = try library.entries(filter: filter, search: "", offset: 1, limit: 2)
    #expect(page.map(\.bookmark.id) == Array(expectedIDs(filter).dropFirst().prefix(2)))
  }
}
