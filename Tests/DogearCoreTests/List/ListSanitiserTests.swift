import DogearCore
import DogearTestSupport
import Testing

/// Issue 30: the full-screen list cleans a title with the sanitiser `dogear list` uses, so an
/// escape sequence goes whole (the list once showed ` ]0;PWNTITLE [2J`).
@Suite("List sanitiser")
struct ListSanitiserTests {
  static let hostile = [
    "\u{1B}]0;PWNTITLE\u{07}\u{1B}[2JQuiet title",
    "Quiet \u{1B}[31mtitle\u{1B}[0m",
    "\u{9B}2JQuiet\u{202E} title",
  ]

  @Test("a title's escape sequences and bidi overrides are gone whole from the list's row")
  func titleRow() {
    for title in Self.hostile {
      let row = ListFixtures.bookmark(
        "t", title, "example.org", minutes: 4, percent: 10, readDaysAgo: 1, createdDaysAgo: 1)
      let list = ListHarness(
        [row], columns: 80, rows: 8, environment: ListFixtures.environment(unicode: true))
      let text = list.screen.text
      #expect(text.contains("Quiet title"), "\(text)")
      for remains in ["PWN", "[2J", "[31m", "]0;", "2JQuiet"] {
        #expect(!text.contains(remains), "\(remains) in \(text)")
      }
    }
  }

  @Test("the list shows what the plain output keeps of a title, character for character")
  func sameAsPlainOutput() {
    for title in Self.hostile {
      let row = ListFixtures.bookmark(
        "t", title, "example.org", minutes: 4, percent: 10, readDaysAgo: 1, createdDaysAgo: 1)
      let list = ListHarness(
        [row], columns: 80, rows: 8, environment: ListFixtures.environment(unicode: true))
      #expect(list.screen.text.contains(TextSanitizer.sanitize(title)))
    }
  }
}
