import DogearCore
import DogearScreen
import Testing

@testable import DogearPictures

/// The cell size a terminal answers sizes the pictures it is sent (issue 29): the same cells,
/// as many pixels as those cells hold there.
@Suite("Pictures sized by the terminal's cell")
struct CellSizedPixelTests {
  @Test(
    "a recorded ESC [ 16 t answer sets the encoded picture's pixel size",
    arguments: [PictureProtocol.kitty, .iterm2])
  func answeredCellSizes(kind: PictureProtocol) throws {
    // xterm -ti vt340 answers an 8 x 17 cell, then its device attributes.
    let cell = try #require(CellPixels(answers: "\u{1B}[6;17;8t\u{1B}[?63;4c"))
    let sequence = PixelEncoder.encode(
      PixelEncoderTests.quadrants, kind: kind, columns: 10, rows: 0..<4, totalRows: 4, cell: cell)
    let image = try #require(try PixelEncoderTests.decode(sequence, kind))
    #expect(image.width == 10 * 8 && image.height == 4 * 17)
    let other = PixelEncoder.encode(
      PixelEncoderTests.quadrants, kind: kind, columns: 10, rows: 0..<4, totalRows: 4,
      cell: .fallback)
    let guessed = try #require(try PixelEncoderTests.decode(other, kind))
    #expect(guessed.width == 100 && guessed.height == 80)
  }

  @Test("the cache keeps one encoding per cell size")
  func cachedPerCell() throws {
    let pixels = PixelPictures()
    pixels.remember(PixelEncoderTests.quadrants, key: "q")
    let placement = PicturePlacement(
      key: "q", row: 3, column: 2, columns: 10, rows: 0..<4, totalRows: 4)
    let small = pixels.sequence(
      for: placement, output: PictureOutput(.kitty), cell: CellPixels(width: 8, height: 17))
    let large = pixels.sequence(for: placement, output: PictureOutput(.kitty), cell: .fallback)
    #expect(small != nil && large != nil && small != large)
    #expect(pixels.sequenceCount == 2)
  }
}
