import DogearCore
import DogearTerminal

/// The terminal as the shell uses it once the program runs: a seam, so that a test can
/// paint into a Screen it reads instead of a real terminal.
protocol AppTerminal: AnyObject {
  var size: (columns: Int, rows: Int) { get }
  func paint(_ screen: Screen)
  /// The next paint draws everything from nothing (curses' `clearok`).
  func redrawAll()
  /// Printed once the terminal is given back.
  func printAfterEnd(_ text: String, toStandardError: Bool)
}

extension AppTerminal {
  func printAfterEnd(_ text: String) { printAfterEnd(text, toStandardError: true) }
}

extension Terminal: AppTerminal {}
