import DogearCore
import DogearScreen
import DogearTerminal
import Foundation

/// What the demo shows: its size, the last event and how many there were.
struct DemoState {
  var size: (columns: Int, rows: Int)
  var lastEvent = "none"
  var eventCount = 0
  var lastMessage = "none"

  mutating func record(_ event: LoopEvent<DemoMessage>) {
    eventCount += 1
    switch event {
    case .input(.resized(let columns, let rows)), .resumed(let columns, let rows):
      size = (columns, rows)
      lastEvent = "resized \(columns)x\(rows)"
    case .input(let input):
      lastEvent = "\(input)".replacingOccurrences(of: "DogearScreen.Key.", with: "")
    case .message(let message):
      lastMessage = "\(message)"
    case .signal(let number):
      lastEvent = "signal \(number)"
    }
  }

  /// The known picture: wide characters, every attribute, colours, a line that ends exactly
  /// at the right edge with a wide character, and a last row that fills the bottom-right cell.
  func render(width: CellWidth, colorCount: Int) -> Screen {
    var screen = Screen(columns: size.columns, rows: size.rows)
    screen.put(
      "demo \(size.columns)x\(size.rows) colors \(colorCount)", row: 0, column: 0,
      style: CellStyle(.bold), width: width)
    screen.put("wide: 日本語のテキスト|end", row: 1, column: 0, width: width)
    var column = 0
    let styles: [(String, CellStyle)] = [
      ("bold", CellStyle(.bold)), ("italic", CellStyle(.italic)),
      ("under", CellStyle(.underline)), ("reverse", CellStyle(.reverse)),
      ("dim", CellStyle(.dim)), ("red", CellStyle(foreground: .rgb(255, 0, 0))),
      ("bluebg", CellStyle(background: .indexed(4))),
    ]
    for (label, style) in styles {
      column = screen.put(label, row: 2, column: column, style: style, width: width) + 1
    }
    screen.put("last: \(lastEvent)", row: 3, column: 0, width: width)
    screen.put("events: \(eventCount) message: \(lastMessage)", row: 4, column: 0, width: width)
    screen.put("mix: e\u{301} a\u{7}b 👍🏽 👩‍💻 ok", row: 5, column: 0, width: width)
    let edge = String(repeating: "-", count: max(0, size.columns - 2)) + "界"
    screen.put(edge, row: 6, column: 0, width: width)
    let bottom = String(repeating: ".", count: max(0, size.columns - 1)) + "#"
    screen.put(bottom, row: size.rows - 1, column: 0, width: width)
    return screen
  }

  /// Paints the demo screen 200 times; returns the mean time per paint.
  func timePaints(on terminal: Terminal) -> String {
    let screen = render(width: terminal.cellWidth, colorCount: terminal.colorCount)
    let start = DispatchTime.now().uptimeNanoseconds
    for _ in 0..<200 { terminal.paint(screen) }
    let milliseconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 200 / 1_000_000
    return "paint " + String(format: "%.3f", milliseconds) + " ms"
  }
}
