import DogearApp
import DogearCore
import DogearReader
import DogearScreen
import DogearTestSupport
import Foundation
import Testing

@testable import DogearPictures

/// The hero picture in the reader: drawn in the hero slot, scrolled and clipped with the
/// text, hidden by `i`, and replaced by the framed alt block when it cannot be shown.
@Suite("The hero picture in the reader")
struct HeroReaderTests {
  static let start = Date(timeIntervalSince1970: 1_800_000_000)

  static func state(columns: Int = 80, rows: Int = 24, colors: Bool = true) -> ReaderState {
    var blocks: [Block] = []
    for index in 1...30 {
      let path = ElementPath([.init(tag: "p", index: index)])
      let text = "Paragraph \(index) " + String(repeating: "of slow water and sand ", count: 8)
      blocks.append(Block(.paragraph([.text(text, path: path)]), path: path))
    }
    let bookmark = Bookmark(
      id: "rivers", title: "A Field Guide to Slow Rivers", created: start, updated: start,
      heroImage: "rivers.png")
    return ReaderState(
      bookmark: bookmark, document: Document(blocks: blocks), savedProgress: nil,
      settings: Settings(), columns: columns, rows: rows,
      environment: ReaderEnvironment(cellWidth: TestSupport.cellWidth, colors: colors))
  }

  /// What the shell does: render the hero for the slot's size and hand it to the reader.
  static func deliverHero(_ state: inout ReaderState) throws {
    let size = try #require(state.heroPictureSize)
    let picture = try PictureRenderer.render(
      PictureFixtures.demo("rivers.png"), columns: size.columns, rows: size.rows, colors: 256,
      altText: "A river")
    _ = Reader.update(&state, .showHeroPicture(picture))
  }

  static func press(_ state: inout ReaderState, _ character: Character) {
    _ = Reader.update(&state, .input(.key(.character(character)), now: start))
  }

  /// Screen rows holding picture cells (indexed colours in the background).
  static func pictureRows(_ screen: Screen) -> [Int] {
    (0..<screen.rows).filter { row in
      (0..<screen.columns).contains { column in
        if case .indexed(let index) = screen[row, column].style.background { return index >= 16 }
        return false
      }
    }
  }

  @Test("the hero picture fills the hero slot rows at 80x24, as in the snapshot")
  func snapshot() throws {
    var state = Self.state()
    try Self.deliverHero(&state)
    let screen = Reader.render(state)
    let slot = try #require(state.heroSlotRows)
    #expect(Self.pictureRows(screen) == Array(slot))
    let outcome = Snapshot.check(screen.text, named: "reader-hero-80x24")
    #expect(outcome == .matches || outcome == .recorded)
  }

  @Test("the picture scrolls with the text and is clipped at the top of the viewport")
  func scrolls() throws {
    var state = Self.state()
    try Self.deliverHero(&state)
    for _ in 0..<3 { Self.press(&state, "j") }
    let rows = Self.pictureRows(Reader.render(state))
    #expect(state.top > 0)
    #expect(rows.count == state.lead.heroRows - state.top)
    #expect(rows == Array(try #require(state.heroSlotRows)))
    #expect(rows.first == state.frame.viewportStart)
  }

  @Test("i hides and shows the picture, and the reading position stays on the same text")
  func toggles() throws {
    var state = Self.state()
    try Self.deliverHero(&state)
    for _ in 0..<12 { Self.press(&state, "j") }
    let spot = state.spot
    let reading = state.contentLine(state.readingLine)
    Self.press(&state, "i")
    #expect(Self.pictureRows(Reader.render(state)).isEmpty)
    #expect(state.spot == spot)
    #expect(state.contentLine(state.readingLine) == reading)
    Self.press(&state, "i")
    #expect(state.spot == spot)
    #expect(state.contentLine(state.readingLine) == reading)
    Self.press(&state, "g")
    #expect(!Self.pictureRows(Reader.render(state)).isEmpty)
  }

  @Test("after a resize the old picture stays inside the text column until a new one comes")
  func resize() throws {
    var state = Self.state()
    try Self.deliverHero(&state)
    _ = Reader.update(&state, .input(.resized(columns: 40, rows: 30), now: Self.start))
    let screen = Reader.render(state)
    let frame = state.frame
    for row in Self.pictureRows(screen) {
      for column in 0..<screen.columns
      where column < frame.margin || column >= frame.margin + frame.textWidth {
        #expect(screen[row, column].style.background == .default)
      }
    }
    let size = try #require(state.heroPictureSize)
    #expect(size.columns == frame.textWidth)
    try Self.deliverHero(&state)
    #expect(Self.pictureRows(Reader.render(state)) == Array(try #require(state.heroSlotRows)))
  }

  @Test("under NO_COLOR, or with no picture (a bad image), the framed alt block shows")
  func fallbacks() throws {
    var plain = Self.state(colors: false)
    try Self.deliverHero(&plain)
    #expect(Reader.render(plain).text.contains("[image: A Field Guide to Slow Rivers]"))
    var broken = Self.state()
    let data = try PictureFixtures.data("gradient-truncated.png")
    let picture = try? PictureRenderer.render(data, columns: 78, rows: 6, colors: 256)
    _ = Reader.update(&broken, .showHeroPicture(picture))
    let screen = Reader.render(broken)
    #expect(screen.text.contains("[image: A Field Guide to Slow Rivers]"))
    #expect(Self.pictureRows(screen).isEmpty)
  }
}

@Suite("What the shell asks for")
struct HeroRequestTests {
  @Test("a request follows the slot: none when hidden, without colours or below 256 colours")
  func requests() throws {
    var state = HeroReaderTests.state()
    let request = try #require(HeroRequest(state: state, colors: 256))
    #expect(request.columns == 78 && request.rows == state.lead.heroRows)
    #expect(HeroRequest(state: state, colors: 16) == nil)
    #expect(HeroRequest(state: HeroReaderTests.state(colors: false), colors: 256) == nil)
    HeroReaderTests.press(&state, "i")
    #expect(HeroRequest(state: state, colors: 256) == nil)
    HeroReaderTests.press(&state, "i")
    #expect(HeroRequest(state: state, colors: 256) == request)
    _ = Reader.update(&state, .input(.resized(columns: 60, rows: 30), now: HeroReaderTests.start))
    #expect(HeroRequest(state: state, colors: 256) != request)
  }

  @Test("rendering a request gives the picture, or nil for a bad image")
  func rendering() throws {
    let state = HeroReaderTests.state()
    let request = try #require(HeroRequest(state: state, colors: 256))
    let cache = PictureCache()
    let picture = request.render(cache: cache) { try? PictureFixtures.demo("rivers.png") }
    #expect(picture?.rows == request.rows)
    #expect(picture?.altText == "A Field Guide to Slow Rivers")
    let other = try #require(
      HeroRequest(state: HeroReaderTests.state(columns: 50), colors: 256))
    #expect(other.render(cache: cache) { try? PictureFixtures.data("drawing.svg") } == nil)
  }
}
