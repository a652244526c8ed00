import DogearCore
import DogearReader
import DogearScreen
import DogearTestSupport
import Foundation
import Testing

@testable import DogearPictures

/// Pictures sent as pixels in the reader (issue 29): the same rows as half blocks in every
/// protocol, so the text, the position, the percent and the anchors never depend on it;
/// placements cropped at the edges; none under an overlay.
@Suite("Pictures as pixels in the reader")
struct PixelReaderTests {
  static let protocols: [PictureProtocol] = [.blocks, .kitty, .sixel, .iterm2]

  static func state(_ kind: PictureProtocol, rows: Int = 24) -> ReaderState {
    var environment = ReaderEnvironment(cellWidth: TestSupport.cellWidth)
    environment.pictureTerminal = PictureTerminal(PictureOutput(kind))
    let base = InlinePictureTests.state(inline: true, rows: rows)
    var state = ReaderState(
      bookmark: base.bookmark, document: base.document, savedProgress: nil,
      settings: base.settings, columns: base.columns, rows: rows, environment: environment)
    InlinePictureTests.deliver(&state, cache: PictureCache(pixels: PixelPictures()))
    return state
  }

  /// The screen rows where half blocks drew picture cells.
  static func blockRows(_ screen: Screen) -> Set<Int> {
    Set(
      (0..<screen.rows).filter { row in
        (0..<screen.columns).contains { screen[row, $0].style.background != .default }
      })
  }

  static func placedRows(_ screen: Screen) -> Set<Int> {
    Set(screen.pictures.flatMap { $0.row..<($0.row + $0.rows.count) })
  }

  @Test("every protocol keeps the same lines, top, percent and anchor through a whole scroll")
  func sameRowsEverywhere() throws {
    var states = Self.protocols.map { Self.state($0) }
    #expect(Set(states.map(\.total)).count == 1)
    var sawPicture = false
    for _ in 0..<(states[0].total + 4) {
      let screens = states.map { Reader.render($0) }
      let blocks = Self.blockRows(screens[0])
      sawPicture = sawPicture || !blocks.isEmpty
      for (index, state) in states.enumerated().dropFirst() {
        #expect(state.top == states[0].top)
        #expect(state.shownPercent == states[0].shownPercent)
        #expect(state.contentLine(state.top) == states[0].contentLine(states[0].top))
        #expect(Self.placedRows(screens[index]) == blocks, "\(state.pictureOutput)")
        // Outside the picture every row reads the same.
        for row in 0..<screens[0].rows where !blocks.contains(row) {
          let text = screens[index].text.split(separator: "\n", omittingEmptySubsequences: false)
          let plain = screens[0].text.split(separator: "\n", omittingEmptySubsequences: false)
          #expect(text[row] == plain[row])
        }
      }
      for index in states.indices { InlinePictureTests.press(&states[index], .character("j")) }
    }
    #expect(sawPicture)
  }

  @Test("a picture partly above the viewport is placed from its first visible row, cropped")
  func partlyOffTheTop() throws {
    var state = Self.state(.sixel)
    let imageLine = try #require(InlinePictureTests.imageLine(state))
    let picture = try #require(state.inline.pictures["rivers.png"])
    #expect(picture.rows > 2)
    // Scroll until the picture's first row is one above the viewport.
    let firstLine = imageLine - picture.rows + 1
    while state.top < firstLine + 1 { InlinePictureTests.press(&state, .character("j")) }
    let placement = try #require(Reader.render(state).pictures.first)
    #expect(placement.row == state.frame.viewportStart)
    #expect(placement.rows == (state.top - firstLine)..<picture.rows)
    #expect(placement.totalRows == picture.rows && placement.key == picture.pixelKey)
  }

  @Test("a picture cut by the bottom of the viewport is placed with its visible rows only")
  func partlyOffTheBottom() throws {
    var state = Self.state(.kitty)
    let imageLine = try #require(InlinePictureTests.imageLine(state))
    let picture = try #require(state.inline.pictures["rivers.png"])
    let firstLine = imageLine - picture.rows + 1
    // The picture's first row on the viewport's last row.
    while state.top + state.frame.height <= firstLine {
      InlinePictureTests.press(&state, .character("j"))
    }
    let placement = try #require(Reader.render(state).pictures.first)
    let visible = state.top + state.frame.height - firstLine
    #expect(placement.rows == 0..<min(visible, picture.rows))
    #expect(placement.row + placement.rows.count <= state.frame.viewportStart + state.frame.height)
  }

  @Test("help and settings cover the article: no picture is placed under them")
  func overlaysHidePictures() throws {
    // (The outline, T, needs headings this article has not; `ReaderMode.isOverlay` lists it.)
    for key in ["?", ","] {
      var state = Self.state(.kitty)
      let imageLine = try #require(InlinePictureTests.imageLine(state))
      while state.top + state.frame.height < imageLine + 2 {
        InlinePictureTests.press(&state, .character("j"))
      }
      #expect(!Reader.render(state).pictures.isEmpty)
      InlinePictureTests.press(&state, .character(Character(key)))
      #expect(Reader.render(state).pictures.isEmpty, "after \(key)")
    }
  }

  @Test("I hides the pictures: no placements, and the text on the top line stays")
  func toggleRemovesPlacements() throws {
    var state = Self.state(.iterm2)
    let imageLine = try #require(InlinePictureTests.imageLine(state))
    while state.top + state.frame.height < imageLine + 2 {
      InlinePictureTests.press(&state, .character("j"))
    }
    #expect(!Reader.render(state).pictures.isEmpty)
    InlinePictureTests.press(&state, .character("I"))
    #expect(Reader.render(state).pictures.isEmpty)
  }
}
