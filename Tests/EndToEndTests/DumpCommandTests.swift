import DogearCore
import DogearHTML
import DogearLayout
import DogearScreen
import DogearTestSupport
import Foundation
import Testing

/// `dogear dump` run as a process: the text it prints is the article laid out whole, whether
/// it was small enough for one thread or large enough to be laid out in batches on others.
@Suite(
  "dogear dump", .enabled(if: DogearProcess.isBuilt, Comment(rawValue: DogearProcess.notBuilt)))
struct DumpCommandTests {
  static func temporaryFolder() throws -> URL {
    return try TestSupport.freshFolder("dogear-dump")
  }

  /// The text `dogear dump` must print: every line of the whole article, then a newline.
  static func expectedText(of html: Data, width: Int) -> String {
    let layout = ArticleLayout(
      document: HTMLDocumentParser.parse(html), width: width,
      cellWidth: TestSupport.cellWidth.countingEveryCodePoint)
    return layout.lines.map { $0.text + "\n" }.joined()
  }

  /// Over a megabyte of varied blocks, with links repeated far apart (their numbers cross
  /// batches), so that dump lays it out on worker threads.
  static func largeArticle() -> String {
    var html = "<article>"
    for section in 0..<2_000 {
      let link = "https://example.com/page/\(section % 97)"
      html += """
        <h2>Section \(section)</h2>
        <p>Text of section \(section) with <a href="\(link)">a link</a>, <em>emphasis</em>,
        <code>code()</code> and a long enough sentence to wrap over several lines at any
        width the test uses, so that wrapping differences would show.</p>
        <ul><li>one <a href="https://example.com/item/\(section)">item</a></li>
        <li>two<ol start="\(section)"><li>nested</li></ol></li></ul>
        <blockquote><p>Quoted \(section)</p></blockquote>
        <table><tr><th>Key</th><th>Value</th></tr><tr><td>n</td><td>\(section)</td></tr></table>
        <pre>let x = \(section)\n  indented</pre>
        """
    }
    return html + "</article>"
  }

  @Test(
    "a document of over a megabyte, laid out in batches on worker threads, prints the article laid out whole"
  )
  func largeDocument() throws {
    let folder = try Self.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("large.html")
    let html = Data(Self.largeArticle().utf8)
    #expect(html.count > 1_000_000)
    try html.write(to: file)
    let result = try DogearProcess.run(
      ["dump", file.path, "--width", "61"], environment: DogearProcess.environment(home: folder))
    #expect(result.status == 0)
    #expect(result.errors.isEmpty)
    let expected = Self.expectedText(of: html, width: 61)
    #expect(result.output.count == expected.count)
    #expect(result.output == expected)
    #expect(result.output.contains("\n[2097] https://example.com/"))
  }

  @Test(
    "small articles print the article laid out whole, at widths 1 and 40",
    arguments: ["every-block.html", "narrow-things.html", "scripts.html"])
  func smallDocument(name: String) throws {
    let file = TestSupport.repositoryRoot.appendingPathComponent("Fixtures/articles/\(name)")
    let html = try Data(contentsOf: file)
    let folder = try Self.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    for width in [1, 40] {
      let result = try DogearProcess.run(
        ["dump", file.path, "--width", "\(width)"],
        environment: DogearProcess.environment(home: folder))
      #expect(result.status == 0)
      #expect(result.output == Self.expectedText(of: html, width: width), "\(name) at \(width)")
    }
  }

  @Test("without --width, COLUMNS sets the width (stdout is not a terminal)")
  func columnsVariable() throws {
    let folder = try Self.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = TestSupport.repositoryRoot.appendingPathComponent(
      "Fixtures/articles/every-block.html")
    var environment = DogearProcess.environment(home: folder)
    environment["COLUMNS"] = "33"
    let result = try DogearProcess.run(["dump", file.path], environment: environment)
    #expect(result.status == 0)
    #expect(result.output == Self.expectedText(of: try Data(contentsOf: file), width: 33))
  }

  @Test(
    "when stdout refuses the text (a full disk), small and large articles end with status 1 and the system's reason",
    .enabled(
      if: FileManager.default.isWritableFile(atPath: "/dev/full"), "no /dev/full on this machine"))
  func fullDisk() throws {
    let folder = try Self.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let large = folder.appendingPathComponent("large.html")
    try Data(Self.largeArticle().utf8).write(to: large)
    let small = TestSupport.repositoryRoot.appendingPathComponent(
      "Fixtures/articles/every-block.html")
    for file in [small, large] {
      let run = try ChildProcess.run(
        DogearProcess.binary.path, ["dump", file.path, "--width", "80"],
        environment: DogearProcess.environment(home: folder), outputPath: "/dev/full")
      let message = run.errorText
      #expect(run.status == 1, "\(file.lastPathComponent)")
      #expect(
        message == "dogear: cannot write the article: No space left on device\n",
        "\(file.lastPathComponent)")
    }
  }

  @Test("a missing file and a folder end with status 1, one line naming the file, no text")
  func refusals() throws {
    let folder = try Self.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let missing = folder.appendingPathComponent("missing.html").path
    let cases = [
      (missing, "No such file or directory"), (folder.path, "Is a directory"),
    ]
    for (path, reason) in cases {
      let result = try DogearProcess.run(
        ["dump", path], environment: DogearProcess.environment(home: folder))
      #expect(result.status == 1)
      #expect(result.output.isEmpty)
      #expect(result.errors == "dogear: cannot read \(path): \(reason)\n")
    }
  }
}
