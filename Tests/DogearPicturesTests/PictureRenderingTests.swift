import DogearCore
import DogearScreen
import DogearTestSupport
import Foundation
import Testing

@testable import DogearPictures

@Suite("Decoding and rendering the fixture images")
struct PictureRenderingTests {
  @Test(
    "each supported format renders to the snapshot of its cell grid",
    arguments: ["gradient.png", "gradient.jpg", "gradient.webp", "two-frames.gif", "badge.png"])
  func snapshot(name: String) throws {
    for colors in [PictureRenderer.colors256, PictureRenderer.trueColor] {
      let picture = try PictureRenderer.render(
        PictureFixtures.data(name), columns: 24, rows: 8, colors: colors, altText: name)
      let label = "\(name)-\(colors == PictureRenderer.trueColor ? "truecolor" : "256")"
      let outcome = Snapshot.check(picture.serialized, named: label)
      #expect(outcome == .matches || outcome == .recorded, "\(label)")
    }
  }

  @Test("the PNG, JPEG and WebP of one gradient are the same shape and close in colour")
  func formatsAgree() throws {
    let pictures = try ["gradient.png", "gradient.jpg", "gradient.webp"].map {
      try PictureRenderer.render(
        PictureFixtures.data($0), columns: 24, rows: 8, colors: PictureRenderer.trueColor)
    }
    for picture in pictures {
      #expect(picture.columns == 24 && picture.rows == 6)
    }
    // Top left is dark red-ish blue-less, bottom right bright red and blue.
    let corner = try #require(Self.rgb(pictures[0][0, 0].style.background))
    let far = try #require(Self.rgb(pictures[0][5, 23].style.background))
    #expect(corner.red < 60 && corner.blue < 60)
    #expect(far.red > 200 && far.blue > 200)
  }

  @Test("a GIF shows its first frame, not a later one")
  func gifFirstFrame() throws {
    let picture = try PictureRenderer.render(
      PictureFixtures.data("two-frames.gif"), columns: 8, rows: 4,
      colors: PictureRenderer.trueColor)
    let colour = try #require(Self.rgb(picture[1, 2].style.background))
    #expect(colour.red > 150 && colour.blue < 80)
  }

  @Test("transparent pixels keep the terminal's default background")
  func transparency() throws {
    let picture = try PictureRenderer.render(
      PictureFixtures.data("badge.png"), columns: 16, rows: 8, colors: PictureRenderer.trueColor)
    #expect(picture[0, 0].style.background == .default)
    #expect(
      picture[4, 8].style.background != .default || picture[4, 8].style.foreground != .default)
  }

  @Test("256 colours use the 240 fixed palette colours, true colour uses RGB")
  func colourModes() throws {
    let data = try PictureFixtures.data("gradient.png")
    let indexed = try PictureRenderer.render(data, columns: 24, rows: 8, colors: 256)
    let rgb = try PictureRenderer.render(data, columns: 24, rows: 8, colors: 16_777_216)
    for cell in indexed.cells {
      for colour in [cell.style.foreground, cell.style.background] {
        if case .indexed(let index) = colour { #expect(index >= 16) }
        if case .rgb = colour { Issue.record("RGB in a 256-colour picture") }
      }
    }
    #expect(rgb.cells.contains { if case .rgb = $0.style.background { true } else { false } })
  }

  @Test("every cell is one column wide, so the picture never shifts the text around it")
  func cellsAreNarrow() throws {
    let picture = try PictureRenderer.render(
      PictureFixtures.demo("rivers.png"), columns: 78, rows: 12, colors: 256)
    for cell in picture.cells {
      #expect(TestSupport.cellWidth.of(Character(cell.text)) == 1, "\(cell.text)")
    }
  }

  @Test("the demo hero images fill the width of a hero slot at 80 columns")
  func demoHeroes() throws {
    for name in ["rivers.png", "lighthouse.png"] {
      let picture = try PictureRenderer.render(
        PictureFixtures.demo(name), columns: 78, rows: 6, colors: 256)
      #expect(picture.rows == 6 && picture.columns <= 78 && picture.columns > 10, "\(name)")
    }
  }

  static func rgb(_ colour: TerminalColor) -> (red: Int, green: Int, blue: Int)? {
    if case .rgb(let red, let green, let blue) = colour { return (Int(red), Int(green), Int(blue)) }
    return nil
  }
}
