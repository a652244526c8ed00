import DogearCore
import DogearReader
import DogearScreen
import DogearTestSupport
import Foundation
import Testing

@testable import DogearPictures

/// Inline pictures in the reader: off by default (`[image: alt]` lines), on with the setting
/// or `I`, drawn in rows inserted above the image line, and the reading position kept.
@Suite("Inline pictures in the reader")
struct InlinePictureTests {
  static let start = Date(timeIntervalSince1970: 1_800_000_000)
  static let demo = TestSupport.repositoryRoot.appendingPathComponent("Fixtures/demo")

  static func state(inline: Bool, colors: Bool = true, columns: Int = 80, rows: Int = 24)
    -> ReaderState
  {
    var blocks: [Block] = []
    for index in 1...30 {
      let path = ElementPath([.init(tag: "p", index: index)])
      if index == 12 {
        let image = ImageReference(source: "rivers.png", alt: "A river", path: path)
        blocks.append(Block(.image(image), path: path))
        continue
      }
      let text = "Paragraph \(index) " + String(repeating: "of slow water and sand ", count: 8)
      blocks.append(Block(.paragraph([.text(text, path: path)]), path: path))
    }
    let bookmark = Bookmark(id: "inline", title: "Rivers", created: start, updated: start)
    return ReaderState(
      bookmark: bookmark, document: Document(blocks: blocks), savedProgress: nil,
      settings: Settings(showInlineImages: inline), columns: columns, rows: rows,
      environment: ReaderEnvironment(cellWidth: TestSupport.cellWidth, colors: colors))
  }

  /// What the shell does: render every requested image and send it.
  static func deliver(_ state: inout ReaderState, cache: PictureCache = PictureCache()) {
    guard let size = state.inlinePictureSize else { return }
    for image in state.inlineImages {
      let key = PictureCache.Key(
        image: image.source, columns: size.columns, rows: size.rows, colors: 256)
      let picture = try? cache.picture(for: key, altText: image.alt) {
        HeroImageLoader.localImage(source: image.source, articleFolder: demo)
      }.get()
      _ = Reader.update(&state, .showInlinePicture(source: image.source, picture))
    }
  }

  static func press(_ state: inout ReaderState, _ key: Key) {
    _ = Reader.update(&state, .input(.key(key), now: start))
  }

  static func imageLine(_ state: ReaderState) -> Int? {
    (0..<state.total).first { state.contentLine($0)?.image != nil }
  }

  @Test("off by default: no images are requested and the image stays an [image: alt] line")
  func offByDefault() {
    var state = Self.state(inline: false)
    #expect(state.inlineImages.isEmpty && state.inlinePictureSize == nil)
    let total = state.total
    let picture = Picture(columns: 2, rows: 2, cells: [])
    _ = Reader.update(&state, .showInlinePicture(source: "rivers.png", picture))
    #expect(state.total == total)
    #expect(Self.state(inline: true, colors: false).inlineImages.isEmpty)
  }

  @Test("on: the picture's rows go above the image line and over it, the alt text not printed")
  func shown() throws {
    var state = Self.state(inline: true)
    #expect(state.inlineImages.map(\.source) == ["rivers.png"])
    let before = state.total
    Self.deliver(&state)
    let picture = try #require(state.inline.pictures["rivers.png"])
    #expect(state.total == before + picture.rows - 1)
    let imageLine = try #require(Self.imageLine(state))
    // Scroll the picture into view and find its cells on screen.
    while state.top + state.frame.height < imageLine + 2 { Self.press(&state, .character("j")) }
    let screen = Reader.render(state)
    let lastRow = state.frame.viewportStart + imageLine - state.top
    let firstRow = lastRow - picture.rows + 1
    for row in [firstRow, lastRow] where row >= state.frame.viewportStart {
      let cells = (0..<screen.columns).map { screen[row, $0] }
      #expect(cells.contains { $0.style.background != .default }, "row \(row)")
    }
    #expect(!screen.text.contains("[image: A river]"))
  }

  @Test("I toggles inline pictures and the text on the top line stays the same")
  func togglingKeepsPosition() throws {
    var state = Self.state(inline: true)
    Self.deliver(&state)
    let imageLine = try #require(Self.imageLine(state))
    while state.top < imageLine + 3 || state.contentLine(state.top)?.runs.isEmpty == true {
      Self.press(&state, .character("j"))
    }
    let reading = try #require(state.contentLine(state.top))
    let withPictures = state.total
    Self.press(&state, .character("I"))
    #expect(!state.settings.showInlineImages)
    #expect(state.total < withPictures)
    #expect(state.contentLine(state.top) == reading)
    Self.press(&state, .character("I"))
    #expect(state.total == withPictures)
    #expect(state.contentLine(state.top) == reading)
  }

  @Test("reading on a picture row, hiding the pictures puts the image line on the top row")
  func togglingOnPicture() throws {
    var state = Self.state(inline: true)
    Self.deliver(&state)
    let imageLine = try #require(Self.imageLine(state))
    while state.top < imageLine - 3 { Self.press(&state, .character("j")) }
    #expect(state.contentLine(state.top)?.runs.isEmpty == true)
    Self.press(&state, .character("I"))
    #expect(state.top == Self.imageLine(state))
  }

  @Test("a resize keeps the reading text, and a new width asks for pictures of that width")
  func resize() {
    var state = Self.state(inline: true)
    Self.deliver(&state)
    for _ in 0..<30 { Self.press(&state, .character("j")) }
    let anchor = state.spot?.anchor
    _ = Reader.update(&state, .input(.resized(columns: 50, rows: 20), now: Self.start))
    #expect(state.inlinePictureSize?.columns == 48)
    Self.deliver(&state)
    #expect(state.spot?.anchor == anchor)
    #expect((state.inline.pictures["rivers.png"]?.columns ?? 99) <= 48)
  }

  @Test("a bad image leaves the [image: alt] line alone")
  func badImage() {
    var state = Self.state(inline: true)
    let total = state.total
    _ = Reader.update(&state, .showInlinePicture(source: "rivers.png", nil))
    #expect(state.total == total)
  }
}
