import DogearCore
import DogearPictures
import DogearReader
import DogearScreen
import Foundation

/// Scrolling through pictures sent as pixels (issue 29): a key `j` over an article with a
/// picture every few paragraphs, as the shell does it: update, render, then the sequence of
/// every placement on the frame (cropped at the edges, from `PixelPictures`). The first pass
/// encodes each visible part; the second finds them cached. Target: one 60 Hz frame.
struct PictureBench {
  static let frameTarget = 16.0
  static let pictures = 6
  static let cell = CellPixels(width: 10, height: 20)

  let name: String
  let png: Data
  let cellWidth: CellWidth
  let sink: Sink

  func run(into table: inout ResultTable) {
    for kind in [PictureProtocol.sixel, .kitty, .iterm2] {
      let pixels = PixelPictures()
      var state = readerState(kind: kind, pixels: pixels)
      let subject = "\(name), \(Self.pictures) pictures, \(kind.rawValue)"
      table.add(
        subject, "key j, first pass (encodes)", scroll(&state, pixels: pixels),
        target: Self.frameTarget)
      state = readerState(kind: kind, pixels: pixels)
      table.add(
        subject, "key j, second pass (cached)", scroll(&state, pixels: pixels),
        target: Self.frameTarget)
    }
  }

  /// Every `j` from the top to the end, each timed with its sequences.
  private func scroll(_ state: inout ReaderState, pixels: PixelPictures) -> Samples {
    var samples = Samples()
    let output = state.pictureOutput
    for _ in 0..<state.total {
      samples.time {
        _ = Reader.update(&state, .input(.key(.down), now: Date(timeIntervalSince1970: 0)))
        let screen = Reader.render(state)
        for placement in screen.pictures {
          sink.keep(pixels.sequence(for: placement, output: output, cell: Self.cell)?.count ?? 0)
        }
        sink.keep(screen)
      }
    }
    return samples
  }

  private func readerState(kind: PictureProtocol, pixels: PixelPictures) -> ReaderState {
    var blocks: [Block] = []
    for index in 1...(Self.pictures * 6) {
      let path = ElementPath([.init(tag: "p", index: index)])
      if index % 6 == 3 {
        let image = ImageReference(source: "picture-\(index).png", alt: "A picture", path: path)
        blocks.append(Block(.image(image), path: path))
        continue
      }
      let text = "Paragraph \(index) " + String(repeating: "of slow water and sand ", count: 8)
      blocks.append(Block(.paragraph([.text(text, path: path)]), path: path))
    }
    var environment = ReaderEnvironment(cellWidth: cellWidth)
    environment.pictureTerminal = PictureTerminal(PictureOutput(kind))
    let bookmark = Bookmark(
      id: "pictures", title: name, created: Date(timeIntervalSince1970: 0),
      updated: Date(timeIntervalSince1970: 0))
    var state = ReaderState(
      bookmark: bookmark, document: Document(blocks: blocks), savedProgress: nil,
      settings: Settings(showInlineImages: true), columns: 80, rows: 24, environment: environment)
    let cache = PictureCache(capacity: 64, pixels: pixels)
    guard let size = state.inlinePictureSize else { return state }
    for image in state.inlineImages {
      let key = PictureCache.Key(
        image: image.source, columns: size.columns, rows: size.rows, colors: 256)
      let picture = try? cache.picture(for: key, altText: image.alt) { png }.get()
      _ = Reader.update(&state, .showInlinePicture(source: image.source, picture))
    }
    return state
  }
}
