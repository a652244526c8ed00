import DogearCore
import Foundation
import Testing

@testable import DogearPictures

/// Writes the demo heroes as ANSI text when `PICTURE_PREVIEW_DIR` is set, for a person to
/// `cat` in a terminal or turn into a PNG (scripts/capture-to-png.py). Otherwise it only
/// checks that the ANSI form covers every cell.
@Suite("Previewing pictures as ANSI text")
struct PicturePreviewTests {
  @Test("the demo heroes preview as one ANSI line per picture row")
  func preview() throws {
    let folder = ProcessInfo.processInfo.environment["PICTURE_PREVIEW_DIR"]
    for name in ["rivers.png", "lighthouse.png"] {
      for colors in [256, PictureRenderer.trueColor] {
        let picture = try PictureRenderer.render(
          PictureFixtures.demo(name), columns: 78, rows: 12, colors: colors)
        let text = Self.ansi(picture)
        #expect(text.split(separator: "\n").count == picture.rows)
        if let folder {
          let file = URL(fileURLWithPath: folder).appendingPathComponent("\(name)-\(colors).ans")
          try Data(text.utf8).write(to: file)
        }
      }
    }
  }

  static func ansi(_ picture: Picture) -> String {
    var text = ""
    for row in 0..<picture.rows {
      for column in 0..<picture.columns {
        let cell = picture[row, column]
        text +=
          "\u{1B}[0;" + sgr(cell.style.foreground, 38) + ";" + sgr(cell.style.background, 48)
          + "m" + cell.text
      }
      text += "\u{1B}[0m\n"
    }
    return text
  }

  private static func sgr(_ colour: TerminalColor, _ base: Int) -> String {
    switch colour {
    case .default: return "\(base + 1)"
    case .indexed(let index): return "\(base);5;\(index)"
    case .rgb(let red, let green, let blue): return "\(base);2;\(red);\(green);\(blue)"
    }
  }
}
