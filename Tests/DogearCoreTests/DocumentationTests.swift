import DogearTestSupport
import Foundation
import Testing

@testable import DogearApp
@testable import DogearCommandLine
@testable import DogearCore
@testable import DogearList
@testable import DogearReader
@testable import DogearScreen

/// README.md, `--help` and `dogear(1)` against the tables the program runs on, so none of
/// them can fall behind a key, a command, a variable or a file someone adds.
@Suite("The documentation matches the program")
struct DocumentationTests {
  static let readme: String =
    (try? String(
      contentsOf: TestSupport.repositoryRoot.appendingPathComponent("README.md"), encoding: .utf8))
    ?? ""

  /// The README from `start` up to the next line starting with `end` (or its end).
  static func section(_ start: String, until end: String) -> String {
    guard let from = readme.range(of: start) else { return "" }
    let rest = readme[from.upperBound...]
    return String(rest[..<(rest.range(of: end)?.lowerBound ?? rest.endIndex)])
  }

  /// Whether the README section names `key` (as help names it in ASCII): `x` in backticks,
  /// a named key (Enter, PgDn, Ctrl-O) as a word, an arrow for Up and Down.
  static func names(_ key: String, in text: String) -> Bool {
    if text.contains("`\(key)`") { return true }
    switch key {
    case "Up": return text.contains("↑")
    case "Down": return text.contains("↓")
    default: return key.count > 1 && text.contains(key)
    }
  }

  static func labels(_ keys: [Key]) -> [String] { keys.map { $0.label(unicode: false) } }

  @Test("the README's key tables name every key of the list and of the reader")
  func readmeKeys() {
    let list = Self.section("The bookmark list:", until: "The reader:")
    let reader = Self.section("The reader:", until: "## ")
    let everyScreen = Self.section("Every screen:", until: "## ")
    #expect(!list.isEmpty && !reader.isEmpty && !everyScreen.isEmpty)
    for binding in ListKeyMap.bindings {
      for key in Self.labels(binding.keys) {
        #expect(Self.names(key, in: list), "list key \(key) (\(binding.help))")
      }
    }
    for binding in ReaderKeyMap.table.bindings {
      for key in Self.labels(binding.keys) {
        #expect(Self.names(key, in: reader), "reader key \(key) (\(binding.help))")
      }
    }
    for binding in AppKeyMap.table.bindings {
      for key in Self.labels(binding.keys) {
        #expect(Self.names(key, in: everyScreen), "key \(key) on every screen (\(binding.help))")
      }
    }
  }

  @Test("the README lists every command, environment variable and file")
  func readmeCommandsVariablesFiles() {
    let commands = Self.section("## Command line", until: "## ")
    for command in Invocation.commandTable {
      #expect(commands.contains(command.synopsis), "\(command.synopsis)")
    }
    for variable in Invocation.environmentTable {
      #expect(Self.readme.contains("`\(variable.name)`"), "\(variable.name)")
    }
    let files = Self.section("## Files", until: "## ")
    for file in Invocation.filesTable {
      #expect(files.contains("`\(file.path)`"), "\(file.path)")
    }
    #expect(Self.readme.contains("../shared"), "the full test run's corpus is named")
    #expect(Self.readme.contains("make uninstall"))
  }

  @Test("--help fits 80 columns")
  func helpWidth() {
    for line in Invocation.helpText.split(separator: "\n", omittingEmptySubsequences: false) {
      #expect(line.count <= 80, "\(line.count): \(line)")
    }
  }

  @Test("the manual has FILES, ENVIRONMENT and SEE ALSO, with every file")
  func manualSections() {
    let page = ManualPage.text.replacingOccurrences(of: "\\-", with: "-")
    for title in ["FILES", "ENVIRONMENT", "SEE ALSO", "COMMANDS", "EXIT STATUS"] {
      #expect(page.contains("\n.SH \(title)\n"), "\(title)")
    }
    for file in Invocation.filesTable { #expect(page.contains(".B \(file.path)\n")) }
  }

  @Test("the README's , row and the manual's SETTINGS name every row of the settings panel")
  func settingsRows() {
    let row = Self.section("| `,` |", until: "\n").lowercased()
    let page = ManualPage.text
    #expect(page.contains("\n.SH SETTINGS (THE , PANEL)\n"))
    for panelRow in SettingsPanelRow.allCases {
      #expect(row.contains(panelRow.label.lowercased()), "README: \(panelRow.label)")
      #expect(page.contains(".B \(panelRow.label)\n"), "manual: \(panelRow.label)")
    }
    for choice in PictureChoice.all { #expect(row.contains("`\(choice.word)`"), "\(choice.word)") }
    let variable = Self.section("- `DOGEAR_PICTURES`", until: "\n- ")
    #expect(variable.contains("wins over the Pictures setting in `,`"))
    #expect(page.contains("DOGEAR_PICTURES wins over it"))
  }

  /// Variables only tests and benchmarks set: hooks, not for people.
  static let testHooks: Set = [
    "DOGEAR_EXIT_AFTER_FIRST_FRAME", "DOGEAR_TEST_SAVE_PROGRESS", "DOGEAR_LIST_FIRST_PAGE",
    "DOGEAR_SEARCH_FIRST_PAGE", "DOGEAR_OAUTH_MIN_INTERVAL", "DOGEAR_OAUTH_SLOWDOWN_STEP",
    "DEMO_PID_FILE", "DEMO_NEXT_EVENT", "DOGEAR_SHIPPED", "DOGEAR_TEST_CLOCK_FILE",
    "DOGEAR_TEST_SERVER_CHECK",
  ]
  /// Variables every Unix program reads the usual way.
  static let standard: Set = ["HOME", "PATH", "LANG", "LC_ALL", "LC_CTYPE"]
  /// Variables a terminal or a window system sets, read to know what it can draw.
  static let setByTerminals: Set = [
    "TERM_PROGRAM", "TMUX", "KITTY_WINDOW_ID", "WEZTERM_EXECUTABLE", "DISPLAY",
    "WAYLAND_DISPLAY",
  ]

  @Test("every variable the program reads is in the environment table, or is a test hook")
  func everyVariableRead() throws {
    let sources = TestSupport.repositoryRoot.appendingPathComponent("Sources")
    let names = try Self.variablesRead(under: sources)
    #expect(names.contains("DOGEAR_HOME"), "the scan finds variables")
    let documented = Set(Invocation.environmentTable.map(\.name))
    for name in names.subtracting(documented).subtracting(Self.testHooks)
      .subtracting(Self.standard).subtracting(Self.setByTerminals).sorted()
    {
      Issue.record("\(name) is read but not in Invocation.environmentTable (nor a test hook)")
    }
  }

  /// Names in `environment["NAME"]`, `getenv("NAME")` and string constants `"DOGEAR_…"`.
  static func variablesRead(under folder: URL) throws -> Set<String> {
    let pattern = #/(?:environment\[|getenv\()"([A-Z][A-Z0-9_]+)"|"(DOGEAR_[A-Z0-9_]+)"/#
    var names: Set<String> = []
    let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
    while let file = files?.nextObject() as? URL {
      guard file.pathExtension == "swift" else { continue }
      let text = try String(contentsOf: file, encoding: .utf8)
      for match in text.matches(of: pattern) {
        if let name = match.output.1 ?? match.output.2 { names.insert(String(name)) }
      }
    }
    return names
  }
}
