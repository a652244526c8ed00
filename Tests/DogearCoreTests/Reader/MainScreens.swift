import DogearCore
import DogearScreen
import DogearTestSupport
import Testing

@testable import DogearReader

/// The main screens issue 40 asks to see written out in the tests, made the way a person
/// reaches them: the list, and the reader at the top, mid-article, with the offer to jump,
/// with the settings panel, the highlights list (`H`) and the outline (`T`).
enum MainScreens {
  static let sizes = [(80, 24), (40, 12)]
  static let names = ["list", "top", "middle", "offer", "settings", "highlights", "outline"]

  /// The screen named `name` at this size, as text: one line a row.
  static func screen(_ name: String, columns: Int, rows: Int) -> [String] {
    lines(render(name, columns: columns, rows: rows))
  }

  /// Checks every row of the screen `name` at this size against the rows written out.
  static func expect(
    _ name: String, columns: Int, rows: Int, written: [String],
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let actual = screen(name, columns: columns, rows: rows)
    #expect(
      actual.count == rows && written.count == rows, "\(name): \(actual.count) rows",
      sourceLocation: sourceLocation)
    for (row, (shown, expected)) in zip(actual, written).enumerated() {
      #expect(shown == expected, "\(name), row \(row)", sourceLocation: sourceLocation)
    }
  }

  static func lines(_ screen: Screen) -> [String] {
    screen.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }

  private static func render(_ name: String, columns: Int, rows: Int) -> Screen {
    switch name {
    case "list": return ListHarness(columns: columns, rows: rows).screen
    case "top": return Reader.render(ReaderFixtures.state(columns: columns, rows: rows))
    case "middle":
      let state = ReaderSnapshotTests.at(
        percent: 37, ReaderFixtures.state(columns: columns, rows: rows))
      return Reader.render(state)
    case "offer":
      let saved = ReadingProgress(
        percent: 63, anchorPath: "p:nth-child(20)", anchorOffset: 0,
        updatedAt: ReaderFixtures.start)
      return Reader.render(ReaderFixtures.state(columns: columns, rows: rows, saved: saved))
    case "settings":
      var state = ReaderSnapshotTests.at(
        percent: 37, ReaderFixtures.state(columns: columns, rows: rows))
      state.type(",j")
      return Reader.render(state)
    case "highlights":
      var (state, _) = HighlightListTests.reader()
      state.resize(columns, rows)
      state.type("H")
      return Reader.render(state)
    default:
      var state = ReaderOutlineTests.state(columns: columns, rows: rows)
      state.type("jjjT")
      return Reader.render(state)
    }
  }
}
