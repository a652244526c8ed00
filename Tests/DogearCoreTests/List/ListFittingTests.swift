import DogearCore
import DogearScreen
import DogearTestSupport
import Testing

@Suite("List fitting")
struct ListFittingTests {
  static let titles = [
    "Welcome to dogear",
    "長文の読み方について、ゆっくり考える",
    "🎉 Party Planning for Introverts 🎈 👨‍👩‍👧 family edition",
    "Ça, c'est déjà l'été: naïve café notes",
    "A " + String(repeating: "very ", count: 400) + "long title",
    "Tabs\tand\nnewlines in a title",
    "混在 mixed 幅 width タイトル with ASCII",
    "",
  ]

  static func screen(title: String, columns: Int, rows: Int = 8, unicode: Bool = true) -> Screen {
    let row = ListFixtures.bookmark(
      "t", title, "a-rather-long-site-name.example.org", minutes: 24, percent: 63,
      readDaysAgo: 1, createdDaysAgo: 1, favourite: true)
    let list = ListHarness(
      [row], columns: columns, rows: rows, environment: ListFixtures.environment(unicode: unicode))
    return list.screen
  }

  /// What is wrong with a screen's rows: a wide character cut in half or past the edge.
  static func problems(_ screen: Screen) -> [String] {
    let width = TestSupport.cellWidth
    var problems: [String] = []
    for row in 0..<screen.rows {
      var column = 0
      while column < screen.columns {
        let cell = screen[row, column]
        let cells = max(1, cell.text.first.map { width.of($0) } ?? 1)
        if cell.isContinuation { problems.append("orphan half at \(row),\(column)") }
        if column + cells > screen.columns { problems.append("overflow at \(row)") }
        if cells == 2, column + 1 < screen.columns, !screen[row, column + 1].isContinuation {
          problems.append("wide character without its second half at \(row),\(column)")
        }
        column += cells
      }
    }
    return problems
  }

  @Test("at every width from 1 to 120, no row breaks a wide character or passes the edge")
  func everyWidth() {
    for title in Self.titles {
      for columns in 1...120 {
        for unicode in [true, false] {
          let screen = Self.screen(title: title, columns: columns, unicode: unicode)
          let problems = Self.problems(screen)
          #expect(problems.isEmpty, "\(columns) columns, \(title.prefix(20)): \(problems)")
        }
      }
    }
  }

  @Test("the reading time ends at the right margin and the title never reaches the site")
  func columnsStayApart() {
    for title in Self.titles {
      for columns in 30...120 {
        let screen = Self.screen(title: title, columns: columns)
        let line = screen.text.components(separatedBy: "\n")[2]
        #expect(line.hasSuffix("24 min"), "\(columns): \(line)")
        if columns >= 60 {
          #expect(line.contains("  a-rather-"), "\(columns): \(line)")
        } else {
          #expect(!line.contains("a-rather"), "\(columns): site shown at \(columns)")
        }
      }
    }
  }

  @Test("titles are cut by display width with an ellipsis")
  func truncationTable() {
    let cases: [(title: String, columns: Int, expected: String)] = [
      ("Welcome to dogear", 80, "★ Welcome to dogear"),
      ("Welcome to dogear", 30, "★ Welcome to…"),
      ("長文の読み方について、ゆっくり考える", 80, "★ 長文の読み方について、ゆっくり考える"),
      ("長文の読み方について、ゆっくり考える", 40, "★ 長文の読み方について…"),
      ("長文の読み方について、ゆっくり考える", 41, "★ 長文の読み方について…"),
      ("長文の読み方について、ゆっくり考える", 42, "★ 長文の読み方について、…"),
      ("Tabs\tand\nnewlines in a title", 80, "★ Tabs and newlines in a title"),
    ]
    for entry in cases {
      let line = Self.screen(title: entry.title, columns: entry.columns).text
        .components(separatedBy: "\n")[2]
      #expect(line.contains("◕ 63%  " + entry.expected + " "), "\(entry.columns): \(line)")
    }
  }
}
