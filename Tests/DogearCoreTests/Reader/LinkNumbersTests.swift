import DogearHTML
import DogearTestSupport
import Foundation
import Testing

@testable import DogearCommandLine
@testable import DogearCore
@testable import DogearReader

/// Link numbers on demand (issue 28): the `,` panel's "Link numbers" row (always, on demand,
/// never), hints while `o` waits, and a reading spot no setting moves.
@Suite("Link numbers on demand")
struct LinkNumbersTests {
  static func state(
    _ numbers: LinkNumbers, columns: Int = 80, rows: Int = 24, paragraphs: Int = 40
  ) -> ReaderState {
    ReaderFixtures.state(
      columns: columns, rows: rows, paragraphs: paragraphs,
      settings: Settings(linkNumbers: numbers))
  }

  /// Paragraph 3 (the one with the links) on screen.
  static func atLinks(_ numbers: LinkNumbers, columns: Int = 80, rows: Int = 24) -> ReaderState {
    var state = Self.state(numbers, columns: columns, rows: rows)
    let line = (0..<state.total).first { state.contentLine($0)?.text.hasPrefix("See") == true }
    _ = state.scroll(to: max(0, (line ?? 0) - 2), now: ReaderFixtures.start)
    return state
  }

  static func linkLine(_ state: ReaderState) -> String {
    let text = Reader.render(state).text
    return text.split(separator: "\n").first { $0.contains("See") }.map(String.init) ?? ""
  }

  @Test("on demand by default, and for settings written before the key; words read back")
  func coding() throws {
    #expect(Settings().linkNumbers == .onDemand)
    let old = try JSONDecoder().decode(Settings.self, from: Data(#"{"version":1}"#.utf8))
    #expect(old.linkNumbers == .onDemand)
    for numbers in LinkNumbers.allCases {
      let settings = Settings(linkNumbers: numbers)
      let json = try JSONEncoder().encode(settings)
      #expect(String(decoding: json, as: UTF8.self).contains("\"\(numbers.word)\""))
      #expect(try JSONDecoder().decode(Settings.self, from: json) == settings)
    }
    let newer = #"{"version":1,"linkNumbers":"sometimes"}"#
    #expect(
      try JSONDecoder().decode(Settings.self, from: Data(newer.utf8)).linkNumbers == .onDemand)
  }

  @Test("the panel's last row cycles always, on demand, never with Space, + and -, each saved")
  func panelRow() {
    var state = ReaderFixtures.state(columns: 40, rows: 12)
    state.type(",jjjjjjjj")
    #expect(PictureSettingTests.panelRows(state).contains("│     Link numbers   ‹ on demand › │"))
    var effects = state.press(.character(" "))
    #expect(state.settings.linkNumbers == .never)
    #expect(effects == [.saveSettings(state.settings)])
    #expect(state.message == "Link numbers: never (o takes one from Links at the end)")
    effects = state.press(.character("+"))
    #expect(state.settings.linkNumbers == .always)
    #expect(effects == [.saveSettings(state.settings)])
    #expect(PictureSettingTests.panelRows(state).contains("│     Link numbers      ‹ always › │"))
    state.press(.character("-"))
    #expect(state.settings.linkNumbers == .never)
  }

  @Test("at 20 columns the row keeps its value whole: the label shortens first")
  func narrowPanel() {
    var state = ReaderFixtures.state(columns: 20, rows: 8)
    state.type(",jjjjjjjj")
    let text = Reader.render(state).text
    #expect(text.contains("│ Links ‹on demand›│"), "\(text)")
  }

  @Test("the text carries [n] after links only with always")
  func numbersInText() {
    #expect(Self.linkLine(Self.atLinks(.always)).contains("See maps[1] and tides[2]"))
    for numbers in [LinkNumbers.onDemand, .never] {
      let line = Self.linkLine(Self.atLinks(numbers))
      #expect(line.contains("See maps and tides"), "\(numbers): \(line)")
    }
  }

  @Test(
    "on demand, o shows each visible link's number in the free cell before it, hiding no letter; digits narrow them; Enter opens and hides them"
  )
  func hintsOnDemand() {
    var state = Self.atLinks(.onDemand)
    #expect(state.linkHints.isEmpty)
    state.press(.character("o"))
    #expect(state.linkHints.map(\.number) == [1, 2])
    #expect(Self.linkLine(state).contains(" See1maps and2tides"))
    state.type("2")
    #expect(state.linkHints.map(\.number) == [2])
    #expect(Self.linkLine(state).contains(" See maps and2tides"))
    #expect(state.press(.enter) == [.openLink("https://tides.example/")])
    #expect(state.linkHints.isEmpty)
    #expect(Self.linkLine(state).contains("See maps and tides"))
  }

  @Test("Esc and Backspace past the first digit hide the hints too")
  func hintsGoOnEscape() {
    var state = Self.atLinks(.onDemand)
    state.press(.character("o"))
    state.press(.escape)
    #expect(state.mode == .reading)
    #expect(Self.linkLine(state).contains("See maps and tides"))
    state.press(.character("o"))
    state.press(.backspace)
    #expect(Self.linkLine(state).contains("See maps and tides"))
  }

  @Test("never: o shows no hints and still opens the number typed")
  func never() {
    var state = Self.atLinks(.never)
    state.press(.character("o"))
    #expect(state.linkHints.isEmpty)
    #expect(Self.linkLine(state).contains("See maps and tides"))
    state.type("1")
    let status = Reader.render(state).text.split(separator: "\n").last ?? ""
    #expect(status.hasPrefix("Open link [1-2] (numbers under Links): 1"), "\(status)")
    #expect(state.press(.enter) == [.openLink("https://maps.example/river")])
  }

  @Test("always: a link whose [n] shows gets no hint over it")
  func alwaysNoDoubleHints() {
    var state = Self.atLinks(.always)
    state.press(.character("o"))
    #expect(state.linkHints.isEmpty)
    #expect(Self.linkLine(state).contains("See maps[1] and tides[2]"))
  }

  @Test("hints at 80x24 and 40x12, as screens")
  func snapshots() {
    for (columns, rows) in ReaderSnapshotTests.sizes {
      var state = Self.atLinks(.onDemand, columns: columns, rows: rows)
      state.press(.character("o"))
      ReaderSnapshotTests.expectSnapshot(
        Reader.render(state), "link-hints-\(columns)x\(rows)", styles: true)
      state.press(.escape)
      ReaderSnapshotTests.expectSnapshot(Reader.render(state), "link-hints-gone-\(columns)x\(rows)")
    }
  }

  /// The wikipedia corpus article, or the fixture with a note when ../shared is absent.
  static func linkHeavyDocument() throws -> Document {
    guard let folder = TestSupport.corpusFolder else {
      print("LinkNumbersTests: ../shared/corpus absent, the fixture article stands in")
      return ReaderFixtures.document(paragraphs: 150)
    }
    let data = try Data(contentsOf: folder.appendingPathComponent("wikipedia/article.html"))
    return HTMLDocumentParser.parse(data)
  }

  @Test("changing the setting never moves the held character, at any spot and size")
  func settingKeepsThePlace() throws {
    let document = try Self.linkHeavyDocument()
    var random = SeededGenerator(seed: 28)
    for (columns, rows) in [(80, 24), (40, 12), (200, 60)] {
      for _ in 0..<8 {
        var state = ReaderState(
          bookmark: ReaderFixtures.bookmark(), document: document, savedProgress: nil,
          settings: Settings(linkNumbers: .always), columns: columns, rows: rows,
          environment: ReaderFixtures.environment())
        _ = state.scroll(to: Int.random(in: 0...state.maximumTop, using: &random), now: .now)
        let held = state.heldPoint
        let spot = state.spot
        let screen = Reader.render(state)
        for step in [1, 1, 1] {
          _ = state.cycleLinkNumbers(by: step)
          #expect(state.heldPoint == held, "\(columns)x\(rows) \(state.settings.linkNumbers)")
          #expect(state.spot == spot)
        }
        state.press(.control("l"))
        #expect(Reader.render(state) == screen)
      }
    }
  }
}

extension LinkNumbersTests {
  @Test("the README's , row and the manual name the three choices and the default")
  func documented() throws {
    let readme = try String(
      contentsOf: TestSupport.repositoryRoot.appendingPathComponent("README.md"), encoding: .utf8)
    let row = readme.split(separator: "\n").first { $0.hasPrefix("| `,` |") } ?? ""
    let page = ManualPage.text
    for numbers in LinkNumbers.allCases {
      #expect(row.contains("`\(numbers.word)`"), "README: \(numbers.word)")
      #expect(page.contains(numbers.word), "manual: \(numbers.word)")
    }
    #expect(row.contains("`on demand`, the default"))
    #expect(page.contains("on demand (the default"))
  }
}
