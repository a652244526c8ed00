import CNCursesW
import DogearCore
import DogearScreen
import FoundationEssentials

#if canImport(Glibc)
  import Glibc
#endif

/// Asks the terminal a question and reads its answer (issue 29: which picture protocol it
/// speaks), before curses takes the terminal over. The wait is bounded: a terminal that does
/// not answer costs at most `timeout`, and an answer that ends (`isComplete`) ends it sooner.
public enum TerminalQuery {
  /// Everything the terminal sent back within `timeout` seconds; nil when stdin or stdout is
  /// not a terminal (nothing is asked then).
  public static func ask(
    _ query: String, timeout: Double, isComplete: (String) -> Bool
  ) -> String? {
    guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else { return nil }
    var saved = termios()
    guard tcgetattr(STDIN_FILENO, &saved) == 0 else { return nil }
    var raw = saved
    // No line editing and no echo, so the answer arrives at once and never shows.
    raw.c_lflag &= ~tcflag_t(ICANON | ECHO)
    guard tcsetattr(STDIN_FILENO, TCSANOW, &raw) == 0 else { return nil }
    defer { tcsetattr(STDIN_FILENO, TCSANOW, &saved) }
    let bytes = Array(query.utf8)
    guard bytes.withUnsafeBytes({ write(STDOUT_FILENO, $0.baseAddress, $0.count) }) == bytes.count
    else { return nil }
    return collect(until: Date().addingTimeInterval(timeout), isComplete: isComplete)
  }

  private static func collect(until deadline: Date, isComplete: (String) -> Bool) -> String {
    var answer: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 512)
    while true {
      let left = deadline.timeIntervalSinceNow
      guard left > 0 else { break }
      var watch = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
      let ready = poll(&watch, 1, Int32(max(1, (left * 1000).rounded(.up))))
      if ready < 0, errno == EINTR { continue }
      guard ready > 0 else { break }
      let count = buffer.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
      guard count > 0 else { break }
      answer += buffer[0..<count]
      if isComplete(String(decoding: answer, as: UTF8.self)) { break }
    }
    return String(decoding: answer, as: UTF8.self)
  }
}

extension TerminalQuery {
  /// The cell size in pixels `TIOCGWINSZ` gives (issue 29); nil when the terminal leaves its
  /// pixel fields at zero, as many do.
  public static var windowCellPixels: CellPixels? {
    var width: Int32 = 0
    var height: Int32 = 0
    dogear_cell_pixels(&width, &height)
    return width > 0 && height > 0 ? CellPixels(width: Int(width), height: Int(height)) : nil
  }
}
