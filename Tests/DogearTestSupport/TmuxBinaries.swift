import Foundation

extension TestSupport {
  /// The install the end-to-end tests run (`BinaryUnderTest`): under `make test` the release
  /// build installed as `make install` lays it out, named in `DOGEAR_SHIPPED`. What ships is
  /// what is tested there: an optimiser bug, a link flag or the static runtime only shows in
  /// it. Run alone, the newest build of the tree being tested.
  public static var shippedPrefix: URL { binaryUnderTest.prefix }

  /// The `dogear` people run, from that install.
  public static var dogearBinary: URL { binaryUnderTest.binary }

  /// The test-only program that exercises DogearTerminal on its own: the release build
  /// under `make test`, else the newer of the release and debug builds.
  public static var terminalDemoBinary: URL {
    let release = repositoryRoot.appendingPathComponent(".build/release/dogear-terminal-demo")
    let debug = repositoryRoot.appendingPathComponent(".build/debug/dogear-terminal-demo")
    if binaryUnderTest.isShipped { return release }
    let releaseDate = BinaryUnderTest.modified(release) ?? .distantPast
    return (BinaryUnderTest.modified(debug) ?? .distantPast) > releaseDate ? debug : release
  }

  /// `url`'s path quoted for a shell command line (tmux runs the pane's command with sh).
  public static func shellQuoted(_ url: URL) -> String {
    shellQuoted(url.path)
  }

  public static func shellQuoted(_ text: String) -> String {
    "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }
}
