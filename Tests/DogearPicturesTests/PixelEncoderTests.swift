import DogearCore
import DogearScreen
import Foundation
import Testing

@testable import DogearPictures

/// The sequences of each protocol (issue 29), decoded back and compared with the source
/// picture at the size the cells give: whole, cropped at the top and at the bottom edge.
@Suite("Pictures as pixels: kitty, sixel and iTerm2 sequences")
struct PixelEncoderTests {
  /// 200 x 100 pixels: red, green / blue, white quadrants.
  static let quadrants: DecodedImage = {
    var pixels: [UInt8] = []
    for y in 0..<100 {
      for x in 0..<200 {
        switch (x < 100, y < 50) {
        case (true, true): pixels += [255, 0, 0]
        case (false, true): pixels += [0, 255, 0]
        case (true, false): pixels += [0, 0, 255]
        case (false, false): pixels += [255, 255, 255]
        }
      }
    }
    return DecodedImage(width: 200, height: 100, hasAlpha: false, pixels: pixels)
  }()
  static let red = [255, 0, 0]
  static let green = [0, 255, 0]
  static let blue = [0, 0, 255]
  static let white = [255, 255, 255]
  static let cell = CellPixels(width: 10, height: 20)

  static func decode(_ sequence: String, _ kind: PictureProtocol) throws -> DecodedImage? {
    switch kind {
    case .kitty: return PixelDecoding.kitty(sequence)
    case .iterm2: return PixelDecoding.iterm2(sequence)
    case .sixel: return try PixelDecoding.sixel(sequence)
    case .blocks: return nil
    }
  }

  /// The colours at the middle of the left and right halves of band `band` of `bands`.
  static func colours(_ image: DecodedImage, band: Int, of bands: Int) -> [[Int]] {
    let y = image.height * (2 * band + 1) / (2 * bands)
    return [image.width / 4, image.width * 3 / 4].map { PixelDecoding.pixel(image, x: $0, y: y) }
  }

  /// Mean difference per channel from the source scaled to `image`'s size (nearest pixel).
  static func meanDifference(_ image: DecodedImage, source: DecodedImage) -> Double {
    var total = 0
    for y in 0..<image.height {
      for x in 0..<image.width {
        let sourcePixel = PixelDecoding.pixel(
          source, x: x * source.width / image.width, y: y * source.height / image.height)
        let pixel = PixelDecoding.pixel(image, x: x, y: y)
        total += zip(sourcePixel, pixel).map { abs($0 - $1) }.reduce(0, +)
      }
    }
    return Double(total) / Double(image.width * image.height * 3)
  }

  static func skipReason(_ kind: PictureProtocol) -> String? {
    kind == .sixel ? PixelDecoding.sixelMissing : nil
  }

  @Test(
    "a whole picture decodes back to the source at the cells' pixel size",
    arguments: [PictureProtocol.kitty, .iterm2, .sixel])
  func whole(kind: PictureProtocol) throws {
    if let reason = Self.skipReason(kind) {
      print("skipped: \(reason)")
      return
    }
    let sequence = PixelEncoder.encode(
      Self.quadrants, kind: kind, columns: 10, rows: 0..<4, totalRows: 4, cell: Self.cell)
    let image = try #require(try Self.decode(sequence, kind))
    #expect(image.width == 100)
    // Sixel bands are six pixels tall: chafa rounds the height down to whole bands.
    #expect(image.height <= 80 && image.height > 80 - 6)
    let top = Self.colours(image, band: 0, of: 2)
    let bottom = Self.colours(image, band: 1, of: 2)
    #expect(PixelDecoding.close(top[0], Self.red) && PixelDecoding.close(top[1], Self.green))
    #expect(PixelDecoding.close(bottom[0], Self.blue) && PixelDecoding.close(bottom[1], Self.white))
    var source = Self.quadrants
    if image.height < 80 { source = PixelEncoder.crop(source, rows: 0..<image.height, of: 80) }
    #expect(Self.meanDifference(image, source: source) < 12)
  }

  @Test(
    "a picture half scrolled off the top sends only its visible lower rows",
    arguments: [PictureProtocol.kitty, .iterm2, .sixel])
  func croppedAtTop(kind: PictureProtocol) throws {
    if let reason = Self.skipReason(kind) {
      print("skipped: \(reason)")
      return
    }
    let sequence = PixelEncoder.encode(
      Self.quadrants, kind: kind, columns: 10, rows: 2..<4, totalRows: 4, cell: Self.cell)
    let image = try #require(try Self.decode(sequence, kind))
    #expect(image.width == 100 && image.height <= 40 && image.height > 40 - 6)
    for band in 0..<2 {
      let colours = Self.colours(image, band: band, of: 2)
      #expect(PixelDecoding.close(colours[0], Self.blue))
      #expect(PixelDecoding.close(colours[1], Self.white))
    }
  }

  @Test(
    "a picture cut by the bottom edge sends only its visible upper rows",
    arguments: [PictureProtocol.kitty, .iterm2, .sixel])
  func croppedAtBottom(kind: PictureProtocol) throws {
    if let reason = Self.skipReason(kind) {
      print("skipped: \(reason)")
      return
    }
    let sequence = PixelEncoder.encode(
      Self.quadrants, kind: kind, columns: 10, rows: 0..<1, totalRows: 4, cell: Self.cell)
    let image = try #require(try Self.decode(sequence, kind))
    #expect(image.width == 100 && image.height <= 20 && image.height > 20 - 6)
    let colours = Self.colours(image, band: 0, of: 1)
    #expect(PixelDecoding.close(colours[0], Self.red))
    #expect(PixelDecoding.close(colours[1], Self.green))
  }

  @Test("kitty's placement takes exactly the picture's cells, so the text never moves")
  func kittyCells() {
    let whole = PixelEncoder.encode(
      Self.quadrants, kind: .kitty, columns: 10, rows: 0..<4, totalRows: 4, cell: Self.cell)
    let part = PixelEncoder.encode(
      Self.quadrants, kind: .kitty, columns: 10, rows: 1..<3, totalRows: 4, cell: Self.cell)
    #expect(PixelDecoding.kittyCells(whole)! == (10, 4))
    #expect(PixelDecoding.kittyCells(part)! == (10, 2))
    #expect(
      PixelEncoder.encode(
        Self.quadrants, kind: .blocks, columns: 10, rows: 0..<4, totalRows: 4, cell: Self.cell
      )
      .isEmpty)
    #expect(
      PixelEncoder.encode(
        Self.quadrants, kind: .kitty, columns: 10, rows: 3..<5, totalRows: 4, cell: Self.cell
      )
      .isEmpty)
  }

  @Test("a part is encoded once per size: a second placement elsewhere reuses it, tmux wraps it")
  func cachedPerSize() throws {
    let pixels = PixelPictures()
    pixels.remember(Self.quadrants, key: "q")
    let placement = PicturePlacement(
      key: "q", row: 3, column: 5, columns: 10, rows: 1..<4, totalRows: 4)
    var moved = placement
    moved.row = 9
    let first = try #require(
      pixels.sequence(for: placement, output: .init(.kitty), cell: Self.cell))
    #expect(pixels.sequenceCount == 1)
    #expect(pixels.sequence(for: moved, output: .init(.kitty), cell: Self.cell) == first)
    #expect(pixels.sequenceCount == 1)
    let wrapped = pixels.sequence(
      for: moved, output: .init(.kitty, passthrough: true), cell: Self.cell)
    #expect(wrapped == TmuxPassthrough.wrap(first))
    _ = pixels.sequence(for: placement, output: .init(.sixel), cell: Self.cell)
    _ = pixels.sequence(
      for: placement, output: .init(.kitty), cell: CellPixels(width: 8, height: 16))
    #expect(pixels.sequenceCount == 3)
    var unknown = placement
    unknown.key = "never decoded"
    #expect(pixels.sequence(for: unknown, output: .init(.kitty), cell: Self.cell) == nil)
  }
}
