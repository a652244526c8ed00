import DogearHTML
import DogearTestSupport
import Foundation
import Testing

@testable import DogearCommandLine
@testable import DogearCore
@testable import DogearLayout
@testable import DogearReader

/// The "Hyphenate" and "Justify" rows of `,` (issue 44): kept, and never moving the place.
@Suite("Typesetting settings")
struct TypesettingSettingsTests {
  static func state(
    settings: Settings = Settings(), hyphenation: (any Hyphenation)? = TableHyphenation(),
    columns: Int = 40, rows: Int = 12
  ) -> ReaderState {
    var environment = ReaderFixtures.environment()
    environment.hyphenation = hyphenation
    var bookmark = ReaderFixtures.bookmark()
    bookmark.lang = "en"
    return ReaderState(
      bookmark: bookmark, document: ReaderFixtures.document(paragraphs: 30), savedProgress: nil,
      settings: settings, columns: columns, rows: rows, environment: environment)
  }

  @Test("Hyphenate is on and Justify off by default, and both are kept when saved")
  func settingsDefaultsAndPersistence() throws {
    let defaults = try JSONDecoder().decode(Settings.self, from: Data("{}".utf8))
    #expect(defaults.hyphenate && !defaults.justify)
    var changed = Settings()
    changed.hyphenate = false
    changed.justify = true
    let again = try JSONDecoder().decode(Settings.self, from: JSONEncoder().encode(changed))
    #expect(!again.hyphenate && again.justify)
  }

  @Test(
    "Toggling either keeps the top line's first character on the top line",
    arguments: [
      SettingsPanelRow.hyphenate, SettingsPanelRow.justify,
    ])
  func togglingKeepsTheTopLine(row: SettingsPanelRow) {
    for columns in [40, 80] {
      var state = Self.state(columns: columns, rows: columns == 40 ? 12 : 24)
      _ = state.scroll(to: 37, now: ReaderFixtures.start)
      let held = state.spot
      var effects: [ReaderEffect] = []
      for _ in 0..<3 {
        state.mode = .settings(selected: row.rawValue)
        effects = state.press(.character(" "))
        #expect(effects.contains(.saveSettings(state.settings)))
        let top = state.contentLine(
          of: state.spot ?? ReadingSpot(anchor: .init(path: .root, offset: 0)))
        #expect(state.spot?.anchor == held?.anchor)
        #expect(top == state.top, "\(row) at \(columns)")
      }
    }
  }

  @Test("With hyphenation on, a narrow reader hyphenates; off, it does not")
  func hyphenationShowsInTheReader() {
    var state = Self.state(columns: 30, rows: 12)
    let hyphenated = state.layout.lines.filter { $0.text.hasSuffix("-") }.count
    #expect(hyphenated > 0)
    state.mode = .settings(selected: SettingsPanelRow.hyphenate.rawValue)
    state.press(.character(" "))
    #expect(!state.settings.hyphenate)
    #expect(state.message == "Hyphenation off")
    #expect(state.layout.lines.allSatisfy { !$0.text.hasSuffix("-") })
  }

  /// A hyphenation that counts the dictionaries asked of it, and keeps the article text it
  /// was given for the last.
  final class CountingHyphenation: Hyphenation, @unchecked Sendable {
    private(set) var asked = 0
    private(set) var articleText: [UInt8]?
    func hyphenator(forLanguage tag: String) -> Result<any WordHyphenator, HyphenationMissing> {
      asked += 1
      return .success(EveryLetterHyphenator())
    }
    func hyphenator(forLanguage tag: String, articleText: () -> [UInt8]?) -> Result<
      any WordHyphenator, HyphenationMissing
    > {
      self.articleText = articleText()
      return hyphenator(forLanguage: tag)
    }
  }

  @Test("The reader gives the hyphenation its article's text, for a dictionary of its own")
  func articleTextIsGiven() throws {
    let counting = CountingHyphenation()
    _ = Self.state(hyphenation: counting, columns: 30, rows: 12)
    #expect(counting.asked == 1)
    let text = String(decoding: try #require(counting.articleText), as: UTF8.self)
    // Every word of the article is in it, in order.
    let plain = DocumentText.plainText(of: ReaderFixtures.document(paragraphs: 30))
    let words = plain.split(whereSeparator: \.isWhitespace)
    #expect(words.count > 300)
    #expect(text.split(whereSeparator: \.isWhitespace) == words)
  }

  @Test("Opened with hyphenation off, no dictionary is asked; turned on, the article hyphenates")
  func offAsksNoDictionary() {
    let counting = CountingHyphenation()
    var state = Self.state(
      settings: Settings(hyphenate: false), hyphenation: counting, columns: 30, rows: 12)
    #expect(counting.asked == 0)
    #expect(state.layout.lines.allSatisfy { !$0.text.hasSuffix("-") })
    _ = state.scroll(to: 37, now: ReaderFixtures.start)
    let held = state.spot
    state.mode = .settings(selected: SettingsPanelRow.hyphenate.rawValue)
    state.press(.character(" "))
    #expect(counting.asked == 1)
    #expect(state.message == "Hyphenation on")
    #expect(state.layout.lines.contains { $0.text.hasSuffix("-") })
    #expect(state.spot?.anchor == held?.anchor)
    // Off and on again: the points are kept, nothing is asked again.
    for _ in 0..<2 {
      state.mode = .settings(selected: SettingsPanelRow.hyphenate.rawValue)
      state.press(.character(" "))
    }
    #expect(counting.asked == 1)
    #expect(state.layout.lines.contains { $0.text.hasSuffix("-") })
  }

  @Test("Without the library the reader says why and shows every word whole")
  func missingLibraryIsSaid() {
    var state = Self.state(
      settings: Settings(hyphenate: false), hyphenation: TableHyphenation(hyphenator: nil),
      columns: 30)
    state.mode = .settings(selected: SettingsPanelRow.hyphenate.rawValue)
    state.press(.character(" "))
    #expect(state.settings.hyphenate)
    #expect(state.message?.contains("libhyphen.so.0 is missing") == true)
    #expect(state.layout.lines.allSatisfy { !$0.text.hasSuffix("-") })
  }

  @Test("dump takes --hyphenate, --no-hyphenate and --justify, following the defaults")
  func dumpFlags() throws {
    #expect(
      try Invocation.parse(["dump", "a.html"])
        == .dump(target: "a.html", width: nil, hyphenate: true, justify: false))
    #expect(
      try Invocation.parse(["dump", "a.html"])
        == .dump(
          target: "a.html", width: nil, hyphenate: Settings().hyphenate,
          justify: Settings().justify))
    #expect(
      try Invocation.parse(["dump", "--no-hyphenate", "--justify", "a.html", "--width", "40"])
        == .dump(target: "a.html", width: 40, hyphenate: false, justify: true))
    #expect(
      try Invocation.parse(["dump", "--no-hyphenate", "--hyphenate", "a.html"])
        == .dump(target: "a.html", width: nil, hyphenate: true, justify: false))
  }

  @Test("A page's language is read from its html or body tag")
  func pageLanguageIsSniffed() {
    #expect(PageLanguage.sniff(Data("<!doctype html><HTML Lang='de-AT'><p>x".utf8)) == "de-AT")
    #expect(PageLanguage.sniff(Data("<html><body class=a lang=fr><p>x".utf8)) == "fr")
    #expect(PageLanguage.sniff(Data("<html xml:lang=\"\" data-x><p>lang=en".utf8)) == nil)
    #expect(PageLanguage.sniff(Data("<p>no tags".utf8)) == nil)
  }
}
