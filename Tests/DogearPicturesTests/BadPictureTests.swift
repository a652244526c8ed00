import DogearCore
import DogearScreen
import DogearTestSupport
import Foundation
import Testing

@testable import DogearPictures

@Suite("Bad images give typed errors, quickly and in bounded memory")
struct BadPictureTests {
  func render(_ name: String) throws -> Picture {
    try PictureRenderer.render(PictureFixtures.data(name), columns: 40, rows: 10, colors: 256)
  }

  @Test("a truncated PNG is cut short")
  func truncated() {
    #expect {
      try render("gradient-truncated.png")
    } throws: { error in
      if case .truncated = error as? PictureError { return true }
      return false
    }
  }

  @Test("a scrambled JPEG is damaged, and so are PNG signature bytes with garbage after them")
  func corrupt() {
    for name in ["gradient-corrupt.jpg", "not-an-image.png"] {
      #expect(throws: PictureError.self) { try render(name) }
      do {
        _ = try render(name)
      } catch let error as PictureError {
        switch error {
        case .corrupt, .truncated: break
        default: Issue.record("\(name): \(error)")
        }
      } catch {
        Issue.record("\(name): untyped \(error)")
      }
    }
  }

  @Test("a zero-size image and an empty file are refused before decoding")
  func zeroSize() {
    #expect(throws: PictureError.zeroSize) { try render("zero-size.png") }
    #expect(throws: PictureError.empty) { try render("empty.png") }
  }

  @Test("an SVG is an unsupported format")
  func svg() {
    #expect(throws: PictureError.unsupportedFormat("SVG")) { try render("drawing.svg") }
  }

  @Test("a 20,000 x 20,000 PNG is refused from its header in milliseconds")
  func hugePNG() throws {
    let data = try PictureFixtures.data("huge.png")
    let clock = ContinuousClock()
    let elapsed = clock.measure {
      #expect(throws: PictureError.tooLarge(width: 20_000, height: 20_000)) {
        try PictureRenderer.render(data, columns: 80, rows: 24, colors: 256)
      }
    }
    #expect(elapsed < .seconds(1))
  }

  @Test("a 6000 x 3000 JPEG is decoded at a reduced size, never at full size")
  func largeJPEG() throws {
    let data = try PictureFixtures.data("large.jpg")
    let image = try ImageDecoder().decode(data)
    #expect(image.width <= 2048 && image.height <= 1024)
    #expect(image.width * 3000 / 6000 - image.height <= 1)
    let picture = try PictureRenderer.render(data, columns: 80, rows: 10, colors: 256)
    #expect(picture.columns == 40 && picture.rows == 10)
  }

  @Test("fewer than 256 colours, or no room, gives a typed error")
  func noPictureWanted() throws {
    let data = try PictureFixtures.data("gradient.png")
    #expect(throws: PictureError.tooFewColors(16)) {
      try PictureRenderer.render(data, columns: 20, rows: 5, colors: 16)
    }
    #expect(throws: PictureError.noRoom(columns: 0, rows: 5)) {
      try PictureRenderer.render(data, columns: 0, rows: 5, colors: 256)
    }
  }

  @Test("every error has a human message")
  func messages() {
    let errors: [PictureError] = [
      .empty, .unsupportedFormat("SVG"), .zeroSize, .tooLarge(width: 1, height: 2),
      .corrupt("x"), .truncated("y"), .noRoom(columns: 0, rows: 0), .tooFewColors(8),
    ]
    for error in errors { #expect(!error.description.isEmpty) }
  }
}

@Suite("Images whose headers lie about their size")
struct LyingHeaderTests {
  /// gradient.jpg with its start-of-frame patched to claim `width` x `height`.
  static func jpeg(claiming width: Int, _ height: Int) throws -> Data {
    var bytes = [UInt8](try PictureFixtures.data("gradient.jpg"))
    let frame = try #require(
      (2..<(bytes.count - 9)).first { bytes[$0] == 0xFF && bytes[$0 + 1] == 0xC0 })
    bytes[frame + 5] = UInt8(height >> 8)
    bytes[frame + 6] = UInt8(height & 0xFF)
    bytes[frame + 7] = UInt8(width >> 8)
    bytes[frame + 8] = UInt8(width & 0xFF)
    return Data(bytes)
  }

  @Test("a small JPEG claiming 20,000 x 20,000 is decoded at a reduced size in bounded time")
  func hugeJPEGClaim() throws {
    let data = try Self.jpeg(claiming: 20_000, 20_000)
    let clock = ContinuousClock()
    var image: DecodedImage?
    let elapsed = clock.measure {
      image = try? ImageDecoder().decode(data)
    }
    #expect(elapsed < .seconds(5))
    if let image { #expect(image.width <= 2048 && image.height <= 2048) }
  }
}

@Suite("Complete images with extra bytes after their end")
struct TrailingDataTests {
  @Test("a JPEG with a large trailer (a motion photo's video) still renders")
  func jpegTrailer() throws {
    var data = try PictureFixtures.data("gradient.jpg")
    data.append(Data(repeating: 0x42, count: 64 * 1024))
    let picture = try PictureRenderer.render(data, columns: 24, rows: 8, colors: 256)
    #expect(picture.columns == 24 && picture.rows == 6)
  }

  @Test("a truncated JPEG, cut in its data, is cut short")
  func jpegCut() throws {
    let data = try PictureFixtures.data("gradient.jpg")
    #expect(throws: PictureError.self) {
      try PictureRenderer.render(data.prefix(data.count - 40), columns: 24, rows: 8, colors: 256)
    }
  }
}
