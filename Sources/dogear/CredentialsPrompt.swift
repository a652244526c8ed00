import Foundation

/// Reads a token typed at the terminal without showing it: echo is off while the person types
/// (termios), and restored before returning, whatever happens.
enum CredentialsPrompt {
  static var isInteractive: Bool { isatty(STDIN_FILENO) == 1 && isatty(STDERR_FILENO) == 1 }

  /// Shows `prompt` on stderr and reads one line with echo off; nil at end of input.
  static func readHidden(prompt: String) -> String? {
    FileHandle.standardError.write(Data(prompt.utf8))
    var saved = termios()
    let canHide = tcgetattr(STDIN_FILENO, &saved) == 0
    if canHide {
      var hidden = saved
      hidden.c_lflag &= ~tcflag_t(ECHO)
      hidden.c_lflag |= tcflag_t(ECHONL)
      tcsetattr(STDIN_FILENO, TCSAFLUSH, &hidden)
    }
    defer {
      if canHide { tcsetattr(STDIN_FILENO, TCSAFLUSH, &saved) }
    }
    return readLine(strippingNewline: true)
  }

  /// One line from a pipe (`--token-stdin`), trimmed.
  static func readLineFromStdin() -> String? {
    readLine(strippingNewline: true)?.trimmingCharacters(in: .whitespacesAndNewlines)
  }
}
