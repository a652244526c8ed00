import DogearCore
import DogearList
import DogearScreen
import DogearTestSupport
import Testing

@Suite("List styles and chrome")
struct ListStyleTests {
  static func cells(_ screen: Screen, row: Int) -> [Cell] {
    (0..<screen.columns).map { screen[row, $0] }
  }

  @Test("the selected row is in reverse video across the whole width, with or without colour")
  func selection() {
    for colors in [true, false] {
      var list = ListHarness(environment: ListFixtures.environment(colors: colors))
      list.press(.down)
      let screen = list.screen
      #expect(Self.cells(screen, row: 3).allSatisfy { $0.style.attributes.contains(.reverse) })
      for row in [2, 4] {
        #expect(!Self.cells(screen, row: row).contains { $0.style.attributes.contains(.reverse) })
      }
    }
  }

  @Test("NO_COLOR leaves every cell in the terminal's own colours, and keeps the emphasis")
  func noColor() {
    let screen = ListHarness(environment: ListFixtures.environment(colors: false)).screen
    #expect(screen.cells.allSatisfy { $0.style.foreground == .default })
    #expect(screen.cells.allSatisfy { $0.style.background == .default })
    #expect(screen[1, 1].style.attributes.contains(.bold))
    let colored = ListHarness().screen
    #expect(colored.cells.contains { $0.style.foreground != .default })
  }

  @Test("rings in progress stand out from unread and read ones")
  func ringStyles() {
    let screen = ListHarness().screen
    let reading = screen[2, 1].style
    let unread = screen[9, 1].style
    let read = screen[12, 1].style
    #expect(screen[2, 1].text == "◕" && screen[9, 1].text == "○" && screen[12, 1].text == "✓")
    #expect(reading != unread && reading != read && unread != read)
  }

  @Test("the header fits every width and keeps the filter name while it can")
  func header() {
    for columns in 1...120 {
      var list = ListHarness(columns: columns, rows: 6)
      list.press(.character("6"))
      let header = list.screen.text.components(separatedBy: "\n")[0]
      #expect(TestSupport.cellWidth.of(header) <= columns)
      if columns >= 14 { #expect(header.contains("favourites"), "\(columns): \(header)") }
      if columns >= 70 { #expect(header.contains("6 reading · 4 unread · 2 read")) }
      if columns >= 40 { #expect(header.hasPrefix(" dogear")) }
    }
  }

  @Test("the search field shows what was typed last and puts the cursor after it")
  func searchField() {
    var list = ListHarness(columns: 40, rows: 12)
    list.press(.character("/"))
    list.type("abcdefghijklmnopqrstuvwxyz0123456789")
    let screen = list.screen
    let footer = screen.text.components(separatedBy: "\n")[11]
    #expect(footer.hasSuffix("0123456789"))
    #expect(footer.hasPrefix(" /"))
    #expect(screen.cursor?.row == 11)
    #expect((screen.cursor?.column ?? 0) < 40)
    list.press(.enter)
    #expect(list.screen.cursor == nil)
  }

  @Test("a message replaces the key hints until the next key")
  func message() {
    var list = ListHarness()
    list.send(.message("Could not reach the server"))
    #expect(list.screen.text.hasSuffix(" Could not reach the server"))
    list.press(.down)
    #expect(list.screen.text.hasSuffix("q quit"))
  }

  @Test("each filter's empty list says what is missing and how to see everything")
  func emptyFilters() {
    let unreadOnly = [
      ListFixtures.bookmark("u", "Only", "one.example", minutes: 1, percent: 0, createdDaysAgo: 1)
    ]
    for filter in [ListFilter.reading, .read, .archived, .favourites] {
      var list = ListHarness(unreadOnly)
      list.press(.character(filterKey(filter)))
      #expect(list.screen.text.contains("1 shows all bookmarks"), "\(filter)")
    }
  }

  @Test("a screen too small for anything still draws without trouble")
  func tinyScreens() {
    for (columns, rows) in [(0, 0), (1, 1), (5, 2), (12, 3), (3, 12)] {
      var list = ListHarness(columns: columns, rows: rows)
      list.press(.down, .character("G"), .pageUp, .character("?"))
      #expect(list.screen.rows == rows)
      list.press(.escape)
      #expect(list.screen.columns == columns)
    }
  }
}

@Suite("List environment")
struct ListEnvironmentTests {
  @Test("NO_COLOR set to anything but empty turns colours off")
  func noColor() {
    #expect(ListEnvironment.colors(environmentVariables: [:]))
    #expect(ListEnvironment.colors(environmentVariables: ["NO_COLOR": ""]))
    #expect(!ListEnvironment.colors(environmentVariables: ["NO_COLOR": "1"]))
  }
}
