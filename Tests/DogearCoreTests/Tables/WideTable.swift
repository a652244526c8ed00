import DogearHTML
import DogearTestSupport

@testable import DogearCore
@testable import DogearLayout
@testable import DogearReader

/// A nine-column table as a game wiki writes one (the Factorio article): 126 columns
/// wide as a grid, between paragraphs long enough to scroll it to the reading line.
enum WideTable {
  static let headers = [
    "Machine", "Crafting time", "Ingredients", "Produced by", "Stack size", "Health",
    "Power use", "Speed", "Notes",
  ]

  static func row(_ number: Int) -> [String] {
    [
      "Assembler \(number)", "\(number).5 s", "\(number * 3) iron plates", "Assembling machine",
      "50", "\(number * 100) HP", "\(number * 75) kW", "\(number).25",
      "Unlocked by automation \(number)",
    ]
  }

  /// The grid's width: every column at its widest cell, two columns between them.
  static let gridWidth = 126

  static var tableHTML: String {
    let head = headers.map { "<th>\($0)</th>" }.joined()
    let body = (1...6).map { number in
      "<tr>" + row(number).map { "<td>\($0)</td>" }.joined() + "</tr>"
    }.joined()
    return "<table><thead><tr>\(head)</tr></thead><tbody>\(body)</tbody></table>"
  }

  static var document: Document {
    let before = (1...3).map { "<p>\(ReaderFixtures.paragraphText($0, words: 80))</p>" }
    let after = (4...12).map { "<p>\(ReaderFixtures.paragraphText($0, words: 40))</p>" }
    return HTMLDocumentParser.parse(
      html: before.joined() + tableHTML + after.joined())
  }

  static var prepared: PreparedArticle {
    PreparedArticle(document: document, cellWidth: TestSupport.cellWidth)
  }

  static func state(columns: Int, rows: Int, settings: Settings = Settings()) -> ReaderState {
    ReaderState(
      bookmark: ReaderFixtures.bookmark(hero: false, summary: false), document: document,
      savedProgress: nil, settings: settings, columns: columns, rows: rows,
      environment: ReaderFixtures.environment())
  }

  /// `state` moved down a line at a time until the table's grid is on the reading line.
  static func atTable(_ state: ReaderState) -> ReaderState {
    var state = state
    for _ in 0..<200 where !state.readingText.contains("Assembler 2") { state.type("j") }
    return state
  }
}
