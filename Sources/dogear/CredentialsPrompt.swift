import Dispatch
import DogearCommandLine
import FoundationEssentials

#if canImport(Glibc)
  import Glibc
#endif

/// Reads a token typed at the terminal without showing it: echo is off while the person types
/// (termios), and restored before returning, whatever happens.
enum CredentialsPrompt {
  static var isInteractive: Bool { isatty(STDIN_FILENO) == 1 && isatty(STDERR_FILENO) == 1 }

  /// Shows `prompt` on stderr and reads one line with echo off; nil at end of input.
  static func readHidden(prompt: String) -> String? {
    PlainOutput.write(prompt, to: .standardError)
    var saved = termios()
    let canHide = tcgetattr(STDIN_FILENO, &saved) == 0
    if canHide {
      var hidden = saved
      hidden.c_lflag &= ~tcflag_t(ECHO)
      hidden.c_lflag |= tcflag_t(ECHONL)
      tcsetattr(STDIN_FILENO, TCSAFLUSH, &hidden)
    }
    let interrupt = canHide ? restoreOnInterrupt(saved) : nil
    defer {
      if canHide { tcsetattr(STDIN_FILENO, TCSAFLUSH, &saved) }
      interrupt?.cancel()
      signal(SIGINT, SIG_DFL)
    }
    return readLine(strippingNewline: true)
  }

  /// Ctrl-C at the prompt must not leave the terminal without echo: SIGINT is taken over
  /// while the prompt is up, and its handler puts the settings back before leaving (130).
  private static func restoreOnInterrupt(_ saved: termios) -> DispatchSourceSignal {
    signal(SIGINT, SIG_IGN)
    let source = DispatchSource.makeSignalSource(signal: SIGINT, queue: .global())
    source.setEventHandler { @Sendable in
      var settings = saved
      tcsetattr(STDIN_FILENO, TCSAFLUSH, &settings)
      PlainOutput.write("\n", to: .standardError)
      exit(130)
    }
    source.resume()
    return source
  }

  /// One line from a pipe (`--token-stdin`), trimmed.
  static func readLineFromStdin() -> String? {
    readLine(strippingNewline: true)?.trimmingWhitespaceAndNewlines()
  }
}
