import DogearCore
import DogearScreen
import DogearTerminal

/// The terminal as the shell uses it once the program runs: a seam, so that a test can
/// paint into a Screen it reads instead of a real terminal.
protocol AppTerminal: AnyObject {
  var size: (columns: Int, rows: Int) { get }
  /// Colours the terminal shows (0: none, or `NO_COLOR`).
  var colorCount: Int { get }
  var supportsColor: Bool { get }
  var isUTF8: Bool { get }
  /// Whether rings, bars and boxes are drawn in Unicode: not under `LANG=C` (the text is
  /// still measured under C.UTF-8), nor on the Linux console.
  var unicodeDecorations: Bool { get }
  /// Struck-through text is drawn struck (terminfo's `smxx`); else the layout marks it.
  var drawsStrikethrough: Bool { get }
  var cellWidth: CellWidth { get }
  func paint(_ screen: Screen)
  /// Paints `screen` and sends `images` as pixels over it (issue 29); `eraser` removes them.
  func paint(_ screen: Screen, images: [TerminalImage], eraser: String)
  /// The cell size in pixels, when the terminal says.
  var cellPixels: CellPixels? { get }
  /// The next paint draws everything from nothing (curses' `clearok`).
  func redrawAll()
  /// Runs a program (a text browser) in the terminal until it exits, curses suspended;
  /// false when it could not start.
  func runInForeground(_ path: String, arguments: [String]) -> Bool
  /// Puts `text` on the terminal's clipboard (OSC 52), which tmux and most terminals take.
  func copyToClipboard(_ text: String)
  /// Mouse reports on or off (the Mouse setting, issue 25).
  func setMouseReporting(_ on: Bool)
  /// Printed once the terminal is given back.
  func printAfterEnd(_ text: String, toStandardError: Bool)
}

extension AppTerminal {
  func printAfterEnd(_ text: String) { printAfterEnd(text, toStandardError: true) }
  func paint(_ screen: Screen, images: [TerminalImage], eraser: String) { paint(screen) }
  var cellPixels: CellPixels? { nil }
  var drawsStrikethrough: Bool { false }
}

extension Terminal: AppTerminal {}

/// The one loop that waits for input, timers and background results: a seam, so that a test
/// can hand the shell events itself and fire its timers by hand.
protocol AppLoop: AnyObject, Sendable {
  func post(_ message: ShellMessage)
  func schedule(after seconds: Double, _ message: ShellMessage)
  /// `settled` runs once everything ready has been handled (where the shell paints).
  func run(handle: (LoopEvent<ShellMessage>) -> LoopControl, settled: () -> Void)
}

extension EventLoop: AppLoop where Message == ShellMessage {}
