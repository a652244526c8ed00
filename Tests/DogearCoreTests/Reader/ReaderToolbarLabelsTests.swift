import DogearCore
import DogearReader
import Foundation
import Testing

@Suite("The reader's toolbar shows the labels")
struct ReaderToolbarLabelsTests {
  static func state(labels: [String], columns: Int) -> ReaderState {
    var bookmark = ReaderFixtures.bookmark(hero: false, summary: false)
    bookmark.title = "A Field Guide"
    bookmark.labels = labels
    return ReaderState(
      bookmark: bookmark, document: ReaderFixtures.document(), savedProgress: nil,
      settings: Settings(), columns: columns, rows: 24,
      environment: ReaderFixtures.environment())
  }

  @Test("after the site, sanitised; kept over the site, given up before the word count")
  func labelsAfterSite() {
    let wide = ReaderTitleTests.toolbar(Self.state(labels: ["maps", "to\u{1B}read"], columns: 80))
    #expect(wide.hasPrefix("A Field Guide · rivers.example · maps, to"), "\(wide)")
    let long = ["cartography", "to read later", "rivers"]
    let middle = ReaderTitleTests.toolbar(Self.state(labels: long, columns: 80))
    #expect(
      middle == "A Field Guide · cartography, to read later, rivers · 1,878 words · 9 min left",
      "the site goes before the labels")
    #expect(!wide.contains("\u{1B}"))
    #expect(wide.contains("words"))
    let narrow = ReaderTitleTests.toolbar(Self.state(labels: ["maps"], columns: 40))
    #expect(!narrow.contains("maps"), "\(narrow)")
    #expect(narrow.hasPrefix("A Field Guide"))
    let none = ReaderTitleTests.toolbar(Self.state(labels: [], columns: 80))
    #expect(none.hasPrefix("A Field Guide · rivers.example · "))
    #expect(!none.contains(", "))
  }
}
