import DogearApp
import DogearList
import DogearReader

/// `dogear(1)` in roff, made from the tables `--help` and the `?` screens are made from
/// (`Invocation.commandTable`, `Invocation.environmentTable`, `ListKeyMap`, `ReaderKeyMap`,
/// `AppKeyMap`), so the manual cannot drift from the program. `make release` writes it next
/// to the binaries; `make install` puts it under `$PREFIX/share/man/man1`. Keys are named in
/// ASCII (`Down`, not an arrow), as roff reads a page without a UTF-8 preprocessor.
public enum ManualPage {
  public static var text: String {
    var lines = [
      ".TH DOGEAR 1 \"\" \"dogear \(Invocation.versionNumber)\" \"User Commands\"",
      ".SH NAME",
      "dogear \\- a terminal reader for bookmarked articles that always knows where you stopped",
      ".SH SYNOPSIS",
    ]
    for command in Invocation.commandTable {
      lines += [".nf", ".B " + escape(command.synopsis), ".fi"]
    }
    lines += [
      ".SH DESCRIPTION",
      escape(
        "dogear keeps a local library of articles (your own HTML files, or the bookmarks of a "
          + "Readeck server) and remembers, for each, exactly where you stopped reading."),
      ".SH COMMANDS",
    ]
    for command in Invocation.commandTable where !command.detail.isEmpty {
      lines += [".TP", ".B " + escape(command.synopsis), escape(command.detail)]
    }
    lines += section("KEYS IN THE LIST", ListKeyMap.bindings.map { ($0.asciiLabel, $0.help) })
    lines += section(
      "KEYS IN THE READER", ReaderKeyMap.table.helpRows(unicode: false).map { ($0.keys, $0.help) })
    lines += [".PP", escape(Self.marks), ".PP", escape(Self.selecting)]
    lines += section(
      "KEYS ON EVERY SCREEN", AppKeyMap.table.helpRows(unicode: false).map { ($0.keys, $0.help) })
    lines += section(
      "SETTINGS (THE , PANEL)", SettingsPanelRow.allCases.map { ($0.label, $0.meaning) })
    lines += section("ENVIRONMENT", Invocation.environmentTable.map { ($0.name, $0.meaning) })
    lines += section("FILES", Invocation.filesTable.map { ($0.path, $0.meaning) })
    lines += [
      ".SH EXIT STATUS",
      escape(
        "0 on success; 1 on an error (said on stderr), also when a reading position could not "
          + "be saved; 2 for a usage error; 128 + N after signal N (SIGINT, SIGTERM, SIGHUP, "
          + "SIGQUIT), once the position is saved and the terminal restored."),
    ]
    lines += [
      ".SH SEE ALSO",
      escape("w3m(1), lynx(1), tmux(1); Readeck: https://readeck.org"),
    ]
    return lines.joined(separator: "\n") + "\n"
  }

  /// What the reader's marks are, after its keys.
  static let marks =
    "Marks (m a sets, ' a goes back) take the letters a to z, each article its own; they are "
    + "kept in the library across restarts, shown in the outline (T), and never synced: Readeck "
    + "has no marks."

  static let selecting =
    "Selecting (v) works as vim's visual mode: it starts on the first word of the top text "
    + "line on screen, reversed, the caret word underlined; w b ) ( j k 0 $ move the caret by "
    + "word, sentence and line, both ways and past the start; o swaps the ends; the screen "
    + "follows the caret. y copies, c and n set the colour and note, Enter makes the highlight. "
    + "With mouse reporting on (the , panel, the default) a drag selects words in dogear, "
    + "and the selection goes on from there: Enter highlights, y copies. With it off a drag "
    + "selects as the terminal does; Shift-drag does so either way."

  private static func section(_ title: String, _ rows: [(String, String)]) -> [String] {
    [".SH " + title] + rows.flatMap { [".TP", ".B " + escape($0.0), escape($0.1)] }
  }

  /// Text as roff reads it literally: backslashes and hyphens escaped, and a line that would
  /// start with a control character (`.` or `'`) protected by a zero-width `\&`.
  static func escape(_ text: String) -> String {
    let escaped = text.replacing("\\", with: "\\e")
      .replacing("-", with: "\\-")
    return escaped.hasPrefix(".") || escaped.hasPrefix("'") ? "\\&" + escaped : escaped
  }
}
