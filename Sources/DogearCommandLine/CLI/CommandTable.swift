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
      detail: "read one article: a bookmark id, or a local HTML or text file (added the first time)"
    ),
    CommandSummary(
      "dogear list [--json] [--label L]", "bookmarks with progress",
      detail: "print the bookmarks with their progress, as text or as JSON; only label L's"),
    CommandSummary(
      "dogear dump <id|file.html> [--width N]", "the laid-out article as plain text",
      detail: "print the article laid out N columns wide as the reader sets it: paragraphs "
        + "set whole, hyphenated in the article's language where a dictionary is installed"),
    CommandSummary(
      "dogear dump <id|file.html> [--justify] [--no-hyphenate]", "",
      detail: "the same, justified (one extra space a gap at most), or never hyphenated"),
    CommandSummary(
      "dogear listen <id|file> [--from N%] [--wav F] [--seconds S]",
      detail:
        "read an article aloud with espeak-ng, from N percent (else the start), to the speakers "
        + "or into a WAV file, for at most S seconds of speech; print where it stopped. The "
        + "reading position is not changed"),
    CommandSummary(
      "dogear add <file.html>", "add a local article",
      detail: "add a local article and print its id"),
    CommandSummary(
      "dogear add <url> [--label L]...", "save a web page to Readeck",
      detail: "save a web page to Readeck (queued when offline) and say what happened"),
    CommandSummary(
      "dogear search <words> [--json]", "search the stored articles' text",
      detail: "search the text of every stored article: id, title and a marked snippet"),
    CommandSummary(
      "dogear highlights [id] [--json|--markdown]",
      detail:
        "print one article's highlights, or every article's, with title, site, note and a link "
        + "back: as text, as Markdown (a heading per article, a quote per highlight) or as JSON"),
    CommandSummary(
      "dogear stats [--json|--csv|--clear]", "your reading record",
      detail:
        "print your reading record (minutes, finished articles and words today, this week and "
        + "this year, streaks, your speed, the queue in hours), as text, as JSON or as CSV (one "
        + "row per reading session); --clear forgets it"),
    CommandSummary(
      "dogear login <server-url> [--token-stdin] [--allow-http]",
      detail:
        "connect to a Readeck server: READECK_TOKEN, a token on stdin, a prompt, or the device flow"
    ),
    CommandSummary(
      "dogear logout", detail: "forget the server's credentials (OAuth tokens are revoked)"),
    CommandSummary("dogear sync", "sync with the Readeck server now"),
    CommandSummary(
      "dogear demo", "bring the demo articles back",
      detail:
        "bring the demo articles back: they leave once the library has bookmarks of its own"),
    CommandSummary("dogear --help | --version", detail: "print the usage, or the version"),
  ]

  public static let environmentTable: [(name: String, meaning: String)] = [
    ("DOGEAR_HOME", "keep the library, settings and credentials in this folder"),
    ("XDG_DATA_HOME", "the library goes in its dogear folder (~/.local/share)"),
    ("XDG_CONFIG_HOME", "the credentials go in its dogear folder (~/.config)"),
    ("XDG_CACHE_HOME", "hyphenation's indexes go in its dogear folder (~/.cache)"),
    ("DOGEAR_FIXTURES", "a folder whose demo/library.json is the demo library"),
    ("NO_COLOR", "style without colour (bold, dim, italic, underline, reverse)"),
    ("BROWSER", "the program `o` opens links with"),
    ("READECK_TOKEN", "an API token for `dogear login`"),
    ("COLUMNS", "the width `dogear dump` lays out to without --width"),
    ("TERM", "the terminal, for curses and for pictures"),
    ("DOGEAR_PICTURES", "auto, kitty, sixel, iterm2 or blocks (wins over the setting)"),
    ("DOGEAR_SPEECH_WAV", "L in the reader speaks into this WAV file, not the speakers"),
  ]

  /// What dogear reads and writes, for the manual's FILES and the README. Paths are the
  /// defaults; `DOGEAR_HOME` puts the user's files in one folder instead.
  public static let filesTable: [(path: String, meaning: String)] = [
    (
      "~/.local/share/dogear/library.sqlite",
      "the library: bookmarks, articles, pictures, reading positions, settings and changes "
        + "waiting for the server (folder 0700, files 0600)"
    ),
    (
      "~/.config/dogear/credentials.json",
      "the Readeck server's address and token (0600); `dogear logout` removes it"
    ),
    (
      "$PREFIX/share/dogear/demo/",
      "the demo library a new library starts with; `dogear demo` brings it back"
    ),
    (
      "~/.cache/dogear/hyphen-*.index",
      "each hyphenation dictionary's patterns by their letters ($XDG_CACHE_HOME/dogear if "
        + "set), made on first use and again when the dictionary changes; safe to delete"
    ),
    (
      "~/.cache/dogear/breaks-*",
      "for each article opened with hyphenation on, the breaks its words were found to "
        + "have, so that opening it again reads no dictionary; the 256 newest are kept; safe "
        + "to delete"
    ),
  ]

  /// The usage lines: the synopsis, and the summary from column 46 when there is one (each
  /// within 80 columns).
  static var usageLines: [String] {
    commandTable.enumerated().map { index, command in
      let prefix = index == 0 ? "usage: " : "       "
      guard !command.summary.isEmpty else { return prefix + command.synopsis }
      let padded = command.synopsis.padded(toLength: 38)
      return prefix + padded + " " + command.summary
    }
  }

  static var environmentLines: [String] {
    environmentTable.map {
      // A name longer than the column keeps one space before its meaning.
      "  " + ($0.name.count < 16 ? $0.name.padded(toLength: 16) : $0.name + " ") + $0.meaning
    }
  }
}
