import CNCursesW
import DogearCore
import DogearScreen
import FoundationEssentials

#if canImport(Glibc)
  import Glibc
#endif

/// Asks the terminal a question and reads its answer (issue 29: which picture protocol it
/// speaks), before curses takes the terminal over. The wait is bounded: a terminal that does
/// not answer costs at most `timeout` after the question, and an answer that ends
/// (`isComplete`) ends it sooner.
public enum TerminalQuery {
  /// Sends `query` and leaves the answer to be read later (`Asked.answer`), so that what the
  /// program does meanwhile overlaps the terminal's round trip (issue 41: over ssh a whole
  /// network round trip at every start). Nil when stdin or stdout is not a terminal.
  public static func send(
    _ query: String, timeout: Double, isComplete: @escaping (String) -> Bool
  ) -> Asked? {
    guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else { return nil }
    var saved = termios()
    guard tcgetattr(STDIN_FILENO, &saved) == 0 else { return nil }
    var raw = saved
    // No line editing and no echo, so the answer arrives at once and never shows.
    raw.c_lflag &= ~tcflag_t(ICANON | ECHO)
    guard tcsetattr(STDIN_FILENO, TCSANOW, &raw) == 0 else { return nil }
    let asked = Asked(
      saved: saved, deadline: Date().addingTimeInterval(timeout), isComplete: isComplete)
    let bytes = Array(query.utf8)
    guard bytes.withUnsafeBytes({ write(STDOUT_FILENO, $0.baseAddress, $0.count) }) == bytes.count
    else {
      asked.giveUp()
      return nil
    }
    return asked
  }

  /// A question sent whose answer is not read yet: echo and line editing stay off until it
  /// is. Never left unread: dropped unread, it reads the answer then, so that no answer
  /// reaches the shell after the program (a start that fails meanwhile).
  public final class Asked {
    private let saved: termios
    private let deadline: Date
    private let isComplete: (String) -> Bool
    private var answered: String?

    init(saved: termios, deadline: Date, isComplete: @escaping (String) -> Bool) {
      self.saved = saved
      self.deadline = deadline
      self.isComplete = isComplete
    }

    /// What the terminal sent back by the deadline (`timeout` after the question), the
    /// terminal's modes put back. Read once; later calls give the same.
    public func answer() -> String {
      if let answered { return answered }
      let text = TerminalQuery.collect(until: deadline, isComplete: isComplete)
      giveUp()
      answered = text
      return text
    }

    /// The terminal's modes put back, nothing read.
    func giveUp() {
      var saved = saved
      tcsetattr(STDIN_FILENO, TCSANOW, &saved)
      answered = answered ?? ""
    }

    deinit { _ = answer() }
  }

  static func collect(until deadline: Date, isComplete: (String) -> Bool) -> String {
    var answer: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 512)
    while true {
      // Past the deadline what has already come is still read (the program may have been
      // busy since the question), without waiting for more.
      let left = deadline.timeIntervalSinceNow
      let wait = left > 0 ? Int32(max(1, (left * 1000).rounded(.up))) : 0
      var watch = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
      let ready = poll(&watch, 1, wait)
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
