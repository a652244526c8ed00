/// One command as `--help` and the manual page show it.
public struct CommandSummary: Sendable {
  /// How it is typed: `dogear open <id|file.html>`.
  public var synopsis: String
  /// One line for `--help`; empty when the synopsis says enough there.
  public var summary: String
  /// The manual page's paragraph (defaults to the summary).
  public var detail: String

  public init(_ synopsis: String, _ summary: String = "", detail: String? = nil) {
    self.synopsis = synopsis
    self.summary = summary
    self.detail = detail ?? summary
  }
}

/// The tables `--help` (`Invocation.usage`, `Invocation.helpText`) and `dogear(1)`
/// (`ManualPage`) are both made from, so the two cannot drift apart.
extension Invocation {
  public static let commandTable: [CommandSummary] = [
    CommandSummary("dogear", "the bookmark list"),
    CommandSummary(
      "dogear open <id|file.html>", "read one article",
      detail: "read one article: a bookmark id, or a local HTML file (added the first time)"),
    CommandSummary(
      "dogear list [--json] [--label L]", "bookmarks with progress",
      detail: "print the bookmarks with their progress, as text or as JSON; only label L's"),
    CommandSummary("dogear dump <id|file.html> [--width N]", "the laid-out article as plain text"),
    CommandSummary(
      "dogear add <file.html>", "add a local article",
      detail: "add a local article and print its id"),
    CommandSummary(
      "dogear add <url> [--label L]...", "save a web page to Readeck",
      detail: "save a web page to Readeck (queued when offline) and say what happened"),
    CommandSummary(
      "dogear search <words> [--json]", "search the text of every stored article",
      detail: "search the text of every stored article: id, title and a marked snippet"),
    CommandSummary(
      "dogear login <server-url> [--token-stdin] [--allow-http]",
      detail:
        "connect to a Readeck server: READECK_TOKEN, a token on stdin, a prompt, or the device flow"
    ),
    CommandSummary(
      "dogear logout", detail: "forget the server's credentials (OAuth tokens are revoked)"),
    CommandSummary("dogear sync", "sync with the Readeck server now"),
    CommandSummary("dogear --help | --version", detail: "print the usage, or the version"),
  ]

  public static let environmentTable: [(name: String, meaning: String)] = [
    ("DOGEAR_HOME", "keep the library, settings and credentials in this folder"),
    ("NO_COLOR", "style with bold, underline and reverse only"),
    ("BROWSER", "the program `o` opens links with"),
    ("READECK_TOKEN", "an API token for `dogear login`"),
  ]

  /// The usage lines: the synopsis, and the summary from column 46 when there is one.
  static var usageLines: [String] {
    commandTable.enumerated().map { index, command in
      let prefix = index == 0 ? "usage: " : "       "
      guard !command.summary.isEmpty else { return prefix + command.synopsis }
      let padded = command.synopsis.padding(toLength: 38, withPad: " ", startingAt: 0)
      return prefix + padded + " " + command.summary
    }
  }

  static var environmentLines: [String] {
    environmentTable.map {
      "  " + $0.name.padding(toLength: 16, withPad: " ", startingAt: 0) + $0.meaning
    }
  }
}
