import DogearCore
import DogearScreen
import DogearTestSupport
import Testing

/// Compares a screen with its stored snapshot (RECORD_SNAPSHOTS=1 records).
func expectSnapshot(
  _ screen: Screen, _ name: String, sourceLocation: SourceLocation = #_sourceLocation
) {
  let outcome = Snapshot.check(screen.text, named: name)
  switch outcome {
  case .matches, .recorded: break
  case .missing(let path): Issue.record("no snapshot at \(path)", sourceLocation: sourceLocation)
  case .differs(let expected, let actual):
    Issue.record(
      "snapshot \(name) differs.\nexpected:\n\(expected)\nactual:\n\(actual)",
      sourceLocation: sourceLocation)
  }
}

@Suite("List snapshots")
struct ListSnapshotTests {
  static let sizes = [(80, 24), (40, 12)]

  @Test("the sample library, every ring from 0 to 100", arguments: sizes)
  func sample(columns: Int, rows: Int) {
    let list = ListHarness(columns: columns, rows: rows)
    expectSnapshot(list.screen, "list-all-\(columns)x\(rows)")
  }

  @Test("each filter", arguments: [ListFilter.unread, .reading, .read, .archived, .favourites])
  func filters(filter: ListFilter) {
    for (columns, rows) in Self.sizes {
      var list = ListHarness(columns: columns, rows: rows)
      list.send(.input(.key(.character(filterKey(filter))), now: ListFixtures.now))
      #expect(list.state.filter == filter)
      expectSnapshot(list.screen, "list-\(filter.rawValue)-\(columns)x\(rows)")
    }
  }

  @Test("an empty library says how to add articles", arguments: sizes)
  func emptyLibrary(columns: Int, rows: Int) {
    let list = ListHarness([], columns: columns, rows: rows)
    expectSnapshot(list.screen, "list-empty-\(columns)x\(rows)")
  }

  @Test("a search with no match says so", arguments: sizes)
  func noMatch(columns: Int, rows: Int) {
    var list = ListHarness(columns: columns, rows: rows)
    list.press(.character("/"))
    list.type("xyz")
    expectSnapshot(list.screen, "list-no-match-\(columns)x\(rows)")
  }

  @Test("a search kept with Enter", arguments: sizes)
  func keptSearch(columns: Int, rows: Int) {
    var list = ListHarness(columns: columns, rows: rows)
    list.press(.character("/"))
    list.type("the")
    list.press(.enter)
    expectSnapshot(list.screen, "list-search-\(columns)x\(rows)")
  }

  @Test("NO_COLOR", arguments: sizes)
  func noColor(columns: Int, rows: Int) {
    let list = ListHarness(
      columns: columns, rows: rows, environment: ListFixtures.environment(colors: false))
    expectSnapshot(list.screen, "list-no-color-\(columns)x\(rows)")
  }

  @Test("a locale that is not UTF-8 gets ASCII rings", arguments: sizes)
  func ascii(columns: Int, rows: Int) {
    let list = ListHarness(
      columns: columns, rows: rows, environment: ListFixtures.environment(unicode: false))
    expectSnapshot(list.screen, "list-ascii-\(columns)x\(rows)")
  }

  @Test("the help screen", arguments: sizes)
  func help(columns: Int, rows: Int) {
    var list = ListHarness(columns: columns, rows: rows)
    list.press(.character("?"))
    expectSnapshot(list.screen, "list-help-\(columns)x\(rows)")
  }

  @Test("the sync indicator", arguments: sizes)
  func syncing(columns: Int, rows: Int) {
    var list = ListHarness(columns: columns, rows: rows, connected: true)
    list.send(.syncStarted)
    list.send(.syncProgress(done: 40, total: 250))
    expectSnapshot(list.screen, "list-syncing-\(columns)x\(rows)")
  }

  @Test("far down a 10,000-bookmark library", arguments: sizes)
  func farDown(columns: Int, rows: Int) {
    var list = ListHarness(ListFixtures.many(10_000), columns: columns, rows: rows)
    list.press(.character("G"), .up, .up)
    expectSnapshot(list.screen, "list-bottom-\(columns)x\(rows)")
  }
}

func filterKey(_ filter: ListFilter) -> Character {
  let index = ListFilter.allCases.firstIndex(of: filter) ?? 0
  return Character(String(index + 1))
}
