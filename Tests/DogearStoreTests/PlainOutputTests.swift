import DogearCore
import DogearTestSupport
import Foundation
import Testing

@testable import DogearStore

/// No title, site name, file name or argument puts a control on the terminal through the
/// commands' plain output (DESIGN.md "Command line"), and `--json` escapes instead.
@Suite(
  "Plain output is never a terminal attack",
  .enabled(if: DogearProcess.isBuilt, Comment(rawValue: DogearProcess.notBuilt)))
struct PlainOutputTests {
  static let hostileTitle = "Evil\u{1B}]0;pwned\u{07} title\u{1B}[2J\tnow\r"
  static let hostileSite = "\u{9B}31mred.example"
  static let overriddenTitle = "invoice \u{202E}fdp.exe\u{202C} \u{2066}isolated\u{2069} \u{202A}x"
  static let arabicTitle = "\u{200F}مرحبا بالعالم\u{200F} (2)"

  /// The bytes a terminal would act on: ESC, any other C0 but line feed, DEL, C1, and the bidi
  /// embeddings, overrides and isolates. Empty when the output is safe.
  static func hostileScalars(in text: String) -> [UInt32] {
    text.unicodeScalars.map(\.value).filter { value in
      (value < 0x20 && value != 0x0A) || (0x7F...0x9F).contains(value)
        || (0x202A...0x202E).contains(value) || (0x2066...0x2069).contains(value)
    }
  }

  /// A library in a new folder holding the hostile bookmarks.
  static func hostileLibrary() throws -> URL {
    let home = StoreTest.temporaryFolder()
    let library = try Library.open(at: home)
    try library.upsert([
      StoreTest.bookmark("evil", title: hostileTitle, site: hostileSite, created: 3),
      StoreTest.bookmark("bidi", title: overriddenTitle, site: "\u{202E}moc.elpmaxe", created: 2),
      StoreTest.bookmark("arab", title: arabicTitle, site: "arabic.example", created: 1),
    ])
    return home
  }

  @Test("dogear list prints hostile titles and sites without any control")
  func listIsClean() throws {
    let home = try Self.hostileLibrary()
    defer { StoreTest.remove(home) }
    let result = try DogearProcess.run(["list"], environment: DogearProcess.environment(home: home))
    #expect(result.status == 0, "\(result.errors)")
    #expect(
      Self.hostileScalars(in: result.output).isEmpty, "\(Self.hostileScalars(in: result.output))")
    #expect(
      result.output.components(separatedBy: "\n") == [
        "  0%  evil  Evil title now  (red.example)",
        "  0%  bidi  invoice fdp.exe isolated x  (moc.elpmaxe)",
        "  0%  arab  مرحبا بالعالم (2)  (arabic.example)",
        "",
      ])
  }

  @Test("dogear list keeps one line per bookmark when an id, title or site holds a line break")
  func listOneLinePerBookmark() throws {
    let home = StoreTest.temporaryFolder()
    defer { StoreTest.remove(home) }
    let library = try Library.open(at: home)
    try library.upsert([
      StoreTest.bookmark("id\nsplit", title: "two\nlines\u{2028}three", site: "a\r\nb", created: 1)
    ])
    let result = try DogearProcess.run(["list"], environment: DogearProcess.environment(home: home))
    #expect(result.status == 0, "\(result.errors)")
    #expect(
      result.output.components(separatedBy: "\n") == ["  0%  id split  two lines three  (a b)", ""])
  }

  @Test("list --json escapes every control as \\u, keeps the marks and the Arabic, round-trips")
  func jsonEscapes() throws {
    let home = try Self.hostileLibrary()
    defer { StoreTest.remove(home) }
    let environment = DogearProcess.environment(home: home)
    let result = try DogearProcess.run(["list", "--json"], environment: environment)
    #expect(result.status == 0, "\(result.errors)")
    #expect(Self.hostileScalars(in: result.output).isEmpty)
    for escape in ["\\u001b", "\\u0007", "\\u009b", "\\u202e", "\\u202c", "\\u2066", "\\u2069"] {
      #expect(result.output.contains(escape), "\(escape) missing")
    }
    #expect(result.output.contains("\"\u{200F}مرحبا بالعالم\u{200F} (2)\""))
    let titles = try DogearProcess.listJSON(environment: environment).compactMap {
      $0["title"] as? String
    }
    #expect(titles == [Self.hostileTitle, Self.overriddenTitle, Self.arabicTitle])
  }

  @Test("an error naming a hostile file or argument carries no control, in every command")
  func errorsAreClean() throws {
    let home = StoreTest.temporaryFolder()
    defer { StoreTest.remove(home) }
    let environment = DogearProcess.environment(home: home)
    let name = home.appendingPathComponent("report\u{1B}]0;pwned\u{07}\u{9B}2J\u{202E}.html").path
    let runs: [([String], Int32)] = [
      (["add", name], 1), (["dump", name], 1), (["open", name], 1),
      (["list", "\u{1B}[2J\u{202E}"], 2), (["login", "ftp://\u{1B}[2J.example"], 1),
    ]
    for (arguments, status) in runs {
      let result = try DogearProcess.run(arguments, environment: environment)
      #expect(result.status == status, "\(arguments[0]): \(result.errors)")
      #expect(result.errors.hasPrefix("dogear: "), "\(arguments[0]): \(result.errors)")
      #expect(
        Self.hostileScalars(in: result.errors).isEmpty,
        "\(arguments[0]): \(Self.hostileScalars(in: result.errors))")
    }
    let added = try DogearProcess.run(["add", name], environment: environment)
    #expect(
      added.errors == "dogear: cannot read \(home.path)/report.html: No such file or directory\n")
  }

  /// Every write of the command-line sources goes through PlainOutput, so a new command
  /// cannot print raw text: these calls may appear nowhere else.
  @Test("no command writes to stdout or stderr except through PlainOutput")
  func onlyPlainOutputWrites() throws {
    let forbidden = [
      "print(", "FileHandle.standardOutput", "FileHandle.standardError", "fputs(", "fwrite(",
      "Glibc.write(", "putchar(", "dprintf(", "debugPrint(",
    ]
    let root = TestSupport.repositoryRoot.appendingPathComponent("Sources")
    var offenders: [String] = []
    for folder in ["DogearCommandLine", "dogear"] {
      let base = root.appendingPathComponent(folder)
      let files =
        FileManager.default.enumerator(atPath: base.path)?
        .compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") } ?? []
      #expect(!files.isEmpty, "\(folder) has no sources")
      for file in files where file != "PlainOutput.swift" {
        let text = try String(contentsOf: base.appendingPathComponent(file), encoding: .utf8)
        for call in forbidden where text.contains(call) { offenders.append("\(file): \(call)") }
      }
    }
    #expect(offenders.isEmpty, "\(offenders)")
  }
}
