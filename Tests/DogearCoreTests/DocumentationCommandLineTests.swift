import DogearTestSupport
import Foundation
import Testing

@testable import DogearCommandLine
@testable import DogearCore

/// The README's command line and environment against the tables `--help` and `dogear(1)` are
/// made from (issue 45): no command, option or variable the program does not have, none it
/// has left out, and each variable described with the table's own terms.
extension DocumentationTests {
  /// The command lines of the README's "Command line" block: the synopsis of each line that
  /// starts a command (`    dogear …`), up to the two spaces before its description.
  static var readmeSynopses: [String] {
    section("## Command line", until: "## ").split(separator: "\n").compactMap { line in
      guard line.hasPrefix("    dogear") else { return nil }
      let text = line.dropFirst(4)
      let end = text.range(of: "  ")?.lowerBound ?? text.endIndex
      return String(text[..<end])
    }
  }

  /// Every `--option` in `text`.
  static func options(in text: String) -> Set<String> {
    Set(text.matches(of: #/--[a-z][a-z-]*/#).map { String($0.output) })
  }

  @Test("the README's command lines are exactly the program's commands")
  func readmeCommandLines() {
    let synopses = Invocation.commandTable.map(\.synopsis)
    #expect(Self.readmeSynopses == synopses, "README: \(Self.readmeSynopses)")
  }

  @Test("every option and command the README names is one the program has")
  func readmeOptionsAndCommands() {
    let synopses = Invocation.commandTable.map(\.synopsis).joined(separator: "\n")
    let known = Self.options(in: synopses)
    let commandLine = Self.section("## Command line", until: "## ")
    #expect(!known.isEmpty)
    #expect(Self.options(in: commandLine).subtracting(known).isEmpty, "\(commandLine)")
    // `dogear word` in backticks anywhere in the README: a command of the table.
    let commands = Set(
      Invocation.commandTable.compactMap { $0.synopsis.split(separator: " ").dropFirst().first }
        .map(String.init))
    for match in Self.readme.matches(of: #/`dogear ([a-z-]+)/#) {
      let word = String(match.output.1)
      #expect(commands.contains(word) || known.contains(word), "`dogear \(word)` is no command")
    }
  }

  /// The README's "Environment" bullets: each variable it names at the start of a bullet,
  /// with the bullet's text.
  static var readmeVariables: [String: String] {
    var found: [String: String] = [:]
    let bullets = section("## Environment", until: "## ").components(separatedBy: "\n- ")
    for bullet in bullets {
      let head = bullet.prefix { $0 != ":" }
      for match in head.matches(of: #/`([A-Z][A-Z0-9_]*)`/#) {
        found[String(match.output.1)] = bullet
      }
    }
    return found
  }

  /// The words of `meaning` the README must repeat: those in backticks or parentheses.
  static func terms(_ meaning: String) -> [String] {
    let parts = meaning.matches(of: #/`([^`]+)`|\(([^)]+)\)/#).map {
      String($0.output.1 ?? $0.output.2 ?? "")
    }
    return parts.flatMap { part in
      part.split { !$0.isLetter && !$0.isNumber && $0 != "-" }.map(String.init)
    }
    .filter { $0.count >= 3 || $0 == "o" }
  }

  @Test("the README's environment list is the program's, each with the table's terms")
  func readmeEnvironment() {
    let listed = Self.readmeVariables
    let table = Invocation.environmentTable
    #expect(Set(listed.keys) == Set(table.map(\.name)), "README: \(listed.keys.sorted())")
    for variable in table {
      let bullet = listed[variable.name] ?? ""
      for term in Self.terms(variable.meaning) {
        #expect(bullet.contains(term), "\(variable.name): «\(term)» is not in «\(bullet)»")
      }
    }
    #expect(Self.terms("no colours: attributes only (bold, dim)") == ["bold", "dim"])
  }
}

/// The libraries dogear opens at run time, in the one list packagers read (issue 45): the
/// Makefile's RUNTIME_NEEDS (`make deps-list`) names every file the sources `dlopen`, and the
/// README's Packaging table names each of its packages and files.
@Suite("The run-time libraries are listed where packagers look")
struct RuntimeLibrariesDocumentationTests {
  static func text(_ path: String) throws -> String {
    try String(
      contentsOf: TestSupport.repositoryRoot.appendingPathComponent(path), encoding: .utf8)
  }

  /// The `file=package` pairs of the Makefile's RUNTIME_NEEDS.
  static func runtimeNeeds() throws -> [(file: String, package: String)] {
    let makefile = try text("Makefile")
    guard let start = makefile.range(of: "RUNTIME_NEEDS := ") else { return [] }
    var value = ""
    for line in makefile[start.upperBound...].split(separator: "\n") {
      value += line.hasSuffix("\\") ? line.dropLast() + " " : line
      if !line.hasSuffix("\\") { break }
    }
    return value.split(whereSeparator: \.isWhitespace).compactMap { need in
      let parts = need.split(separator: "=")
      return parts.count == 2 ? (String(parts[0]), String(parts[1])) : nil
    }
  }

  /// Every library file the C sources open by name.
  static func openedFiles() throws -> Set<String> {
    var names: Set<String> = []
    let sources = TestSupport.repositoryRoot.appendingPathComponent("Sources")
    let files = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)
    while let file = files?.nextObject() as? URL {
      guard file.pathExtension == "c" else { continue }
      let code = try String(contentsOf: file, encoding: .utf8)
      for match in code.matches(of: #/(?:dlopen|open_library)\("([^"]+\.so[^"]*)"/#) {
        names.insert(String(match.output.1))
      }
    }
    return names
  }

  @Test("every library dlopen'd is in RUNTIME_NEEDS, and each need is in the README's table")
  func listed() throws {
    let needs = try Self.runtimeNeeds()
    let opened = try Self.openedFiles()
    #expect(opened.contains("libncursesw.so.6") && opened.contains("libcurl.so.4"), "\(opened)")
    #expect(opened.isSubset(of: Set(needs.map(\.file))), "not in RUNTIME_NEEDS: \(opened)")
    let readme = try Self.text("README.md")
    let table = DocumentationTests.section("## Packaging", until: "## ")
    #expect(!table.isEmpty && readme.contains("make deps-list"))
    for need in needs {
      #expect(
        table.contains("| \(need.package) |") && table.contains(need.file),
        "README Packaging lacks \(need.package) (\(need.file))")
    }
  }
}
