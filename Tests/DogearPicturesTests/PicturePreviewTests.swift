import DogearCore
import DogearReader
import DogearScreen
import Foundation
import Testing

@testable import DogearPictures

/// Writes the demo heroes, alone and in the reader at 80x24, as ANSI text when
/// `PICTURE_PREVIEW_DIR` is set, for a person to `cat` in a terminal or turn into a PNG
/// (scripts/capture-to-png.py). Otherwise it only checks the ANSI form's shape.
@Suite("Previewing pictures as ANSI text")
struct PicturePreviewTests {
  static let folder = ProcessInfo.processInfo.environment["PICTURE_PREVIEW_DIR"]

  @Test("the demo heroes preview as one ANSI line per picture row")
  func preview() throws {
    for name in ["rivers.png", "lighthouse.png"] {
      for colors in [256, PictureRenderer.trueColor] {
        let picture = try PictureRenderer.render(
          PictureFixtures.demo(name), columns: 78, rows: 12, colors: colors)
        let text = Self.ansi(rows: picture.rows, columns: picture.columns) { picture[$0, $1] }
        #expect(text.split(separator: "\n").count == picture.rows)
        try Self.write(text, to: "\(name)-\(colors).ans")
      }
    }
  }

  @Test("the reader with the rivers hero previews as a whole 80x24 screen")
  func readerPreview() throws {
    var state = HeroReaderTests.state()
    try HeroReaderTests.deliverHero(&state)
    let screen = Reader.render(state)
    let text = Self.ansi(rows: screen.rows, columns: screen.columns) { screen[$0, $1] }
    #expect(text.split(separator: "\n").count == 24)
    try Self.write(text, to: "reader-80x24.ans")
  }

  static func write(_ text: String, to name: String) throws {
    guard let folder else { return }
    try Data(text.utf8).write(to: URL(fileURLWithPath: folder).appendingPathComponent(name))
  }

  static func ansi(rows: Int, columns: Int, cell: (Int, Int) -> Cell) -> String {
    var text = ""
    for row in 0..<rows {
      for column in 0..<columns {
        let cell = cell(row, column)
        if cell.isContinuation { continue }
        var codes = ["0", sgr(cell.style.foreground, 38), sgr(cell.style.background, 48)]
        if cell.style.attributes.contains(.bold) { codes.append("1") }
        if cell.style.attributes.contains(.dim) { codes.append("2") }
        if cell.style.attributes.contains(.reverse) { codes.append("7") }
        text += "\u{1B}[" + codes.joined(separator: ";") + "m" + cell.text
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
