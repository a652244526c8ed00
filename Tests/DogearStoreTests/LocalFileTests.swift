import DogearCore
import DogearTestSupport
import Foundation
import Testing

@testable import DogearStore

/// Local files as `add`, `open` and `dump` take them: their declared charset, their title,
/// the same file added twice, and what is not HTML at all.
@Suite(
  "Local article files",
  .enabled(if: DogearProcess.isBuilt, Comment(rawValue: DogearProcess.notBuilt)))
struct LocalFileTests {
  private func write(_ bytes: [UInt8], named name: String, in folder: URL) throws -> URL {
    let url = folder.appendingPathComponent(name)
    try Data(bytes).write(to: url)
    return url
  }

  private func write(_ text: String, named name: String, in folder: URL) throws -> URL {
    try write(Array(text.utf8), named: name, in: folder)
  }

  @Test("a page in iso-8859-1 reads and is titled in its own charset, site suffix removed")
  func latin1() throws {
    let home = StoreTest.temporaryFolder()
    defer { StoreTest.remove(home) }
    let environment = DogearProcess.environment(home: home)
    let page =
      Array("<html><head><meta charset=\"iso-8859-1\"><title>Caf".utf8) + [0xE9]
      + Array(" culture and cr".utf8) + [0xE8]
      + Array("me | Chez Nous</title></head><body><p>Cr".utf8)
      + [0xE8] + Array("me br".utf8) + [0xFB, 0x6C, 0xE9] + Array("e</p></body></html>".utf8)
    let file = try write(page, named: "latin.html", in: home)
    let dumped = try DogearProcess.run(["dump", file.path], environment: environment)
    #expect(dumped.output == "Crème brûlée\n")
    #expect(try DogearProcess.run(["add", file.path], environment: environment).status == 0)
    let titles = try DogearProcess.listJSON(environment: environment).compactMap {
      $0["title"] as? String
    }
    #expect(titles == ["Café culture and crème"])
  }

  @Test("http-equiv Content-Type and a UTF-16 byte order mark are honoured")
  func otherDeclarations() throws {
    let home = StoreTest.temporaryFolder()
    defer { StoreTest.remove(home) }
    let environment = DogearProcess.environment(home: home)
    let cyrillic = try write(
      Array(
        "<meta http-equiv=\"Content-Type\" content=\"text/html; charset=windows-1251\"><p>".utf8)
        + [0xCF, 0xF0, 0xE8, 0xE2, 0xE5, 0xF2] + Array("</p>".utf8), named: "c.html", in: home)
    let utf16 = try write(
      [0xFF, 0xFE] + "<p>Ünïcode</p>".utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] },
      named: "u.html", in: home)
    let invalid = try write(
      Array("<p>bad ".utf8) + [0xFF] + Array(" byte</p>".utf8), named: "i.html", in: home)
    let expected = [(cyrillic, "Привет\n"), (utf16, "Ünïcode\n"), (invalid, "bad \u{FFFD} byte\n")]
    for (file, text) in expected {
      let dumped = try DogearProcess.run(["dump", file.path], environment: environment)
      #expect(dumped.status == 0 && dumped.output == text, "\(file.lastPathComponent): \(dumped)")
    }
  }

  @Test(
    "titles: og:title, the first h1, a heading before the text, any heading, the first line, else the file's name"
  )
  func titles() throws {
    let home = StoreTest.temporaryFolder()
    defer { StoreTest.remove(home) }
    let environment = DogearProcess.environment(home: home)
    let folder = home.appendingPathComponent("slow-rivers")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let files = [
      try write(
        "<html><head><meta property=\"og:title\" content=\"Tom &amp; Jerry\"></head>"
          + "<body><h1>Other</h1></body></html>", named: "og.html", in: home),
      try write("<h2>Contents</h2><h1>Sharing with a developer¶</h1>", named: "h.html", in: home),
      try write("<p>no heading</p>", named: "article.html", in: folder),
      try write("<h3>Notes on herons</h3><p>text</p><h2>Later</h2>", named: "n.html", in: folder),
      try write("<p>text first</p><h2>A section</h2>", named: "section-first.html", in: folder),
      try write("<p>  </p><img src=x.png>", named: "blank.html", in: folder),
      try write(
        "<p>" + String(repeating: "word ", count: 30) + "</p>", named: "long.html", in: folder),
    ]
    for file in files {
      #expect(try DogearProcess.run(["add", file.path], environment: environment).status == 0)
    }
    let titles = Set(
      try DogearProcess.listJSON(environment: environment).compactMap { $0["title"] as? String })
    #expect(
      titles == [
        "Tom & Jerry", "Sharing with a developer", "no heading", "Notes on herons", "A section",
        "blank", String(String(repeating: "word ", count: 16).dropLast()) + "…",
      ])
  }

  @Test("adding the same file again, or a copy of it, finds the bookmark it already has")
  func addedTwice() throws {
    let home = StoreTest.temporaryFolder()
    defer { StoreTest.remove(home) }
    let environment = DogearProcess.environment(home: home)
    let file = try write("<h1>Once</h1><p>text</p>", named: "once.html", in: home)
    let copy = try write("<h1>Once</h1><p>text</p>", named: "copy.html", in: home)
    let first = try DogearProcess.run(["add", file.path], environment: environment)
    let again = try DogearProcess.run(["add", file.path], environment: environment)
    let copied = try DogearProcess.run(["add", copy.path], environment: environment)
    #expect(first.output == again.output && first.output == copied.output)
    #expect(again.status == 0 && again.errors.contains("already in the library (same path)"))
    #expect(copied.errors.contains("already in the library (same content)"))
    #expect(try DogearProcess.listJSON(environment: environment).count == 1)
  }

  @Test("a file changed at a known path is a new article; the earlier one keeps its text")
  func changedFile() throws {
    let home = StoreTest.temporaryFolder()
    defer { StoreTest.remove(home) }
    let environment = DogearProcess.environment(home: home)
    let file = try write("<h1>Herons</h1><p>herons wade</p>", named: "page.html", in: home)
    let first = try DogearProcess.run(["add", file.path], environment: environment)
    _ = try write("<h1>Otters</h1><p>otters swim</p>", named: "page.html", in: home)
    let second = try DogearProcess.run(["add", file.path], environment: environment)
    let firstID = first.output.trimmingCharacters(in: .newlines)
    #expect(second.status == 0 && second.output != first.output && !second.output.isEmpty)
    #expect(
      second.errors.contains(
        "page.html changed since it was added: a new article (\(firstID) is kept)"))
    #expect(try DogearProcess.listJSON(environment: environment).count == 2)
    let herons = try DogearProcess.run(["search", "herons"], environment: environment)
    #expect(herons.output.contains("Herons"), "the first article is still found")
    // Back to the first text: the first bookmark again, by its path and text.
    _ = try write("<h1>Herons</h1><p>herons wade</p>", named: "page.html", in: home)
    let third = try DogearProcess.run(["add", file.path], environment: environment)
    #expect(third.output == first.output)
    #expect(third.errors.contains("already in the library (same path)"))
  }

  @Test("dump refuses what add refuses, with the same message and status 1")
  func dumpRefusals() throws {
    let home = StoreTest.temporaryFolder()
    defer { StoreTest.remove(home) }
    let environment = DogearProcess.environment(home: home)
    var random = SeededBytes(seed: 7)
    let files = [
      try write(
        [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 0x0D], named: "p.png", in: home),
      try write("%PDF-1.4\n<FEFF0041> obj\n<</Type /Catalog>>\n", named: "d.pdf", in: home),
      try write((0..<4096).map { _ in random.next() }, named: "random.html", in: home),
      try write([], named: "empty.html", in: home),
    ]
    for file in files {
      let dumped = try DogearProcess.run(["dump", file.path], environment: environment)
      let added = try DogearProcess.run(["add", file.path], environment: environment)
      #expect(dumped.status == 1 && added.status == 1, "\(file.lastPathComponent)")
      #expect(dumped.output.isEmpty)
      #expect(dumped.errors == added.errors && dumped.errors.contains("is not an HTML file"))
    }
  }
}

/// Seeded bytes that are not text (SplitMix64).
struct SeededBytes {
  private var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt8 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var mixed = state
    mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
    mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
    return UInt8(truncatingIfNeeded: mixed ^ (mixed >> 31))
  }
}
