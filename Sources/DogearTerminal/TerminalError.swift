/// Why dogear could not take over the terminal. The caller prints `description` on stderr
/// and exits 1 (never spins on a terminal it cannot read).
public enum TerminalError: Error, Equatable, CustomStringConvertible {
  /// Standard input or output is not a terminal (a pipe, a file, /dev/null).
  case notATerminal
  /// TERM is unset, unknown to terminfo, or cannot move the cursor (TERM=dumb).
  case unusableTerminalType(String)
  /// The wake-up pipe could not be made (out of file descriptors).
  case systemResource(String)
  /// ncursesw (opened on first use, not linked) is not installed: the file not found. Named
  /// as libcurl's absence is, not blamed on TERM (issue 45).
  case libraryMissing(String)

  public var description: String {
    switch self {
    case .notATerminal:
      return "no usable terminal: standard input and output must be a terminal"
    case .unusableTerminalType(let name):
      let shown = name.isEmpty ? "TERM is not set" : "TERM=\(name) cannot be used"
      return "no usable terminal: \(shown) (try TERM=xterm-256color)"
    case .systemResource(let what):
      return "no usable terminal: \(what)"
    case .libraryMissing(let file):
      return "ncursesw is missing (\(file)): install ncursesw (Debian: libncursesw6) "
        + "to use the list and the reader"
    }
  }
}
