import Foundation

extension TestSupport {
  /// The debug dogear binary the end-to-end tests run (built by `swift build --build-tests`).
  public static var dogearBinary: URL {
    repositoryRoot.appendingPathComponent(".build/debug/dogear")
  }

  /// The test-only program that exercises DogearTerminal on its own.
  public static var terminalDemoBinary: URL {
    repositoryRoot.appendingPathComponent(".build/debug/dogear-terminal-demo")
  }

  /// `url`'s path quoted for a shell command line (tmux runs the pane's command with sh).
  public static func shellQuoted(_ url: URL) -> String {
    shellQuoted(url.path)
  }

  public static func shellQuoted(_ text: String) -> String {
    "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }
}
