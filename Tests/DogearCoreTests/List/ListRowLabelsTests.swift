import DogearCore
import Foundation
import Testing

@Suite("Labels in the list's rows")
struct ListRowLabelsTests {
  static func row(labels: [String], columns: Int = 80) -> String {
    var bookmark = ListFixtures.bookmark(
      "maps", "Maps That Lie Politely", "carto.example", minutes: 12, percent: 0,
      createdDaysAgo: 1)
    bookmark.labels = labels
    let list = ListHarness([bookmark], columns: columns, rows: 12)
    let lines = list.screen.text.split(separator: "\n").map(String.init)
    return lines.first { $0.contains("Maps") } ?? ""
  }

  @Test("labels follow the title, dim, as many as fit, then how many more")
  func asManyAsFit() {
    #expect(
      Self.row(labels: ["maps", "to read"])
        == " ○      Maps That Lie Politely  maps  to read           carto.example    12 min")
    #expect(
      Self.row(labels: ["cartography", "history", "to read", "long reads"])
        == " ○      Maps That Lie Politely  cartography +3          carto.example    12 min")
  }

  @Test("a narrow row keeps the title first and shows only the count")
  func narrow() {
    #expect(
      Self.row(labels: ["cartography", "history"], columns: 40)
        == " ○      Maps That Lie Poli…  +2  12 min")
  }

  @Test("no labels leave the row as it was")
  func none() {
    #expect(
      Self.row(labels: [])
        == " ○      Maps That Lie Politely                          carto.example    12 min")
  }
}
