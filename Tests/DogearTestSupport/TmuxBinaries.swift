import Foundation

extension TestSupport {
  /// The installed release build the end-to-end tests run: `make test` builds the release
  /// configuration as `make run` does, installs it with `make install PREFIX=.build/shipped`
  /// and names that folder in `DOGEAR_SHIPPED`. What ships is what is tested: an optimiser
  /// bug, a link flag or the static runtime only shows there.
  public static var shippedPrefix: URL {
    if let folder = ProcessInfo.processInfo.environment["DOGEAR_SHIPPED"], !folder.isEmpty {
      return URL(fileURLWithPath: folder)
    }
    return repositoryRoot.appendingPathComponent(".build/shipped")
  }

  /// The `dogear` people run, from the shipped install.
  public static var dogearBinary: URL {
    shippedPrefix.appendingPathComponent("bin/dogear")
  }

  /// The test-only program that exercises DogearTerminal on its own, from the release build.
  public static var terminalDemoBinary: URL {
    repositoryRoot.appendingPathComponent(".build/release/dogear-terminal-demo")
  }

  /// `url`'s path quoted for a shell command line (tmux runs the pane's command with sh).
  public static func shellQuoted(_ url: URL) -> String {
    shellQuoted(url.path)
  }

  public static func shellQuoted(_ text: String) -> String {
    "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }
}
