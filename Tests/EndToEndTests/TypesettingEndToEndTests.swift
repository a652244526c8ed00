import DogearTestSupport
import Foundation
import Testing

/// Issue 44 on the shipped build: dump sets paragraphs whole, hyphenated in the page's
/// language and justified on request; a table wider than the text is a grid, drawn whole on
/// a wide terminal and scrolled sideways with > and < on a narrow one.
@Suite(
  "Set like a book end to end",
  .enabled(if: TmuxSession.isAvailable, "tmux is not installed: end-to-end tests skipped"))
struct TypesettingEndToEndTests {
  static let paragraph =
    "Typesetting considers the paragraph as a whole, choosing breakpoints that minimise the "
    + "badness of every line, so that extraordinarily long words are hyphenated and the "
    + "ragged edge stays calm at narrow widths, where greedy setting swings by ten columns."

  static var table: String {
    let headers = [
      "Machine", "Crafting time", "Ingredients", "Produced by", "Stack size", "Health",
      "Power use", "Speed", "Notes",
    ]
    let rows = (1...6).map { number in
      [
        "Assembler \(number)", "\(number).5 s", "\(number * 3) iron plates",
        "Assembling machine", "50", "\(number * 100) HP", "\(number * 75) kW", "\(number).25",
        "Unlocked by automation \(number)",
      ]
    }
    let head = headers.map { "<th>\($0)</th>" }.joined()
    let body = rows.map { "<tr>" + $0.map { "<td>\($0)</td>" }.joined() + "</tr>" }.joined()
    return "<table><thead><tr>\(head)</tr></thead><tbody>\(body)</tbody></table>"
  }

  static func page() -> String {
    let filler = (1...3).map { "<p>\(paragraph) Part \($0) of the story goes on.</p>" }
    return "<html lang=\"en\"><head><title>Factory</title></head><body>"
      + filler.joined() + table + filler.joined() + filler.joined() + "</body></html>"
  }

  static func file() throws -> (folder: URL, file: URL) {
    let folder = try TestSupport.freshFolder("dogear-e2e-typesetting")
    let file = folder.appendingPathComponent("machines.html")
    try page().write(to: file, atomically: true, encoding: .utf8)
    return (folder, file)
  }

  static func dump(_ file: URL, _ flags: [String], home: URL) throws -> [String] {
    let result = try DogearProcess.run(
      ["dump", file.path] + flags, environment: DogearProcess.environment(home: home))
    #expect(result.status == 0, "\(result.errors)")
    return result.output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }

  @Test("dump hyphenates English by default, not with --no-hyphenate, and the words stay the same")
  func dumpHyphenates() throws {
    let (folder, file) = try Self.file()
    defer { try? FileManager.default.removeItem(at: folder) }
    let hyphenated = try Self.dump(file, ["--width", "24"], home: folder)
    let whole = try Self.dump(file, ["--width", "24", "--no-hyphenate"], home: folder)
    let story = { (lines: [String]) in lines.prefix { !$0.contains("Machine") } }
    #expect(story(hyphenated).contains { $0.hasSuffix("-") })
    #expect(!story(whole).contains { $0.hasSuffix("-") })
    let words = { (lines: [String]) -> String in
      lines.map { $0.hasSuffix("-") ? String($0.dropLast()) : $0 + " " }.joined()
        .split(separator: " ").joined(separator: " ")
    }
    #expect(words(Array(story(hyphenated))) == words(Array(story(whole))))
    #expect(hyphenated.allSatisfy { $0.count <= 24 })
  }

  @Test("dump --justify fills every line of a paragraph but its last to the width, or leaves it")
  func dumpJustifies() throws {
    let (folder, file) = try Self.file()
    defer { try? FileManager.default.removeItem(at: folder) }
    let lines = try Self.dump(file, ["--width", "40", "--justify"], home: folder)
    let paragraphs = lines.prefix { !$0.contains("Machine") }
      .split(separator: "", omittingEmptySubsequences: true)
    #expect(paragraphs.count >= 3)
    var filled = 0
    for paragraph in paragraphs {
      for line in paragraph.dropLast() {
        #expect(!line.contains("   "), "a gap over two spaces: \(line)")
        if line.count == 40 { filled += 1 }
      }
    }
    #expect(filled > 0)
  }

  @Test("dump takes the grid up to its --width and reads a wider table as records")
  func dumpGrid() throws {
    let (folder, file) = try Self.file()
    defer { try? FileManager.default.removeItem(at: folder) }
    let wide = try Self.dump(file, ["--width", "200"], home: folder)
    #expect(wide.contains { $0.hasPrefix("Assembler 1  1.5 s") && $0.hasSuffix("automation 1") })
    let narrow = try Self.dump(file, ["--width", "60"], home: folder)
    #expect(narrow.contains("Machine: Assembler 1"))
  }

  /// A page long enough that its dictionary is read, and its words asked, on the main thread
  /// while it is parsed (issue 41, `ArticleLoading.pageAhead`); each paragraph has long words
  /// of its own, so that words far into the page are hyphenated too.
  static func longPage() -> String {
    let words = [
      "uncharacteristically", "incomprehensibilities", "internationalization",
      "counterrevolutionaries", "electroencephalograph", "disproportionately",
      "institutionalization", "indistinguishable", "overcompensation", "misrepresentation",
    ]
    let paragraphs = (0..<1200).map { index in
      "<p>\(paragraph) Part \(index) goes on \(words[index % words.count]) and "
        + "\(words[(index * 7 + 3) % words.count]).</p>"
    }
    return "<html lang=\"en\"><head><title>Long story</title></head><body>"
      + paragraphs.joined() + "</body></html>"
  }

  /// Whether `block` is a run of consecutive lines of `lines`.
  static func isRun(_ block: [String], of lines: [String]) -> Bool {
    guard !block.isEmpty, block.count <= lines.count else { return false }
    return (0...(lines.count - block.count)).contains { start in
      Array(lines[start..<start + block.count]) == block
    }
  }

  @Test("a long new page naming English is set in the reader as dump sets it, start and end")
  func longNewPage() throws {
    let folder = try TestSupport.freshFolder("dogear-e2e-long")
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("long-story.html")
    let page = Data(Self.longPage().utf8)
    #expect(page.count >= 256 * 1024)
    try page.write(to: file)
    // At 40 columns the reader's text is 38 wide, between two margins.
    let dumped = try Self.dump(file, ["--width", "38"], home: folder)
    #expect(dumped.contains { $0.hasSuffix("-") }, "dump hyphenated nothing")
    let pane = try DogearPane(columns: 40, rows: 12)
    defer { pane.kill() }
    let run = try pane.start("open \(TestSupport.shellQuoted(file))")
    _ = try pane.waitFor(text: "Typesetting considers")
    // The text between the progress bar's three rows and the status row, in blocks.
    let blocks = { (screen: [String]) -> [[String]] in
      screen.dropFirst(3).dropLast().filter { !$0.contains("·") }
        .map { $0.trimmingCharacters(in: .whitespaces) }
        .split(separator: "").map(Array.init).filter { $0.count >= 3 }
    }
    // Each key's screen is waited for whole (a frame caught half drawn would mix two): its
    // text set as dump sets it, and after G the page's last paragraph on it. A reader that
    // set the page otherwise never shows such a screen, and the wait fails with its last.
    var hyphenated = 0
    var previous = try pane.lines()
    for (key, last) in [(" ", false), (" ", false), ("G", true)] {
      try pane.session.sendKeys(key)
      let screen = try pane.waitFor { screen in
        let found = blocks(screen)
        return screen != previous && (!last || screen.contains { $0.contains("1199") })
          && !found.isEmpty && found.allSatisfy { Self.isRun($0, of: dumped) }
      }
      for block in blocks(screen) {
        #expect(Self.isRun(block, of: dumped), "not as dump sets it: \(block)")
        hyphenated += block.filter { $0.hasSuffix("-") }.count
      }
      previous = screen
    }
    #expect(hyphenated > 0, "the reader hyphenated nothing")
    try pane.session.sendKeys("q")
    #expect(try pane.waitForEnd(of: run) == 0)
  }

  @Test("the reader scrolls a wide grid sideways at 80 columns and draws it whole at 200")
  func readerGrid() throws {
    let (folder, file) = try Self.file()
    defer { try? FileManager.default.removeItem(at: folder) }
    let pane = try DogearPane(columns: 80, rows: 24)
    defer { pane.kill() }
    let run = try pane.start("open \(TestSupport.shellQuoted(file))")
    _ = try pane.waitFor(text: "Part 1 of")
    var status = ""
    for _ in 0..<60 {
      status = try pane.lines().last ?? ""
      if status.contains("Table, columns") { break }
      try pane.press("j")
    }
    #expect(status.contains("Table, columns 1-80 of 126"), "\(status)")
    try pane.session.sendKeys(">")
    let shifted = try pane.waitFor { $0.last?.contains("columns 41-120 of 126") == true }
    #expect(!shifted.contains { $0.contains("Assembler 1") })
    #expect(shifted.contains { $0.contains("Assembling machine") })
    try pane.session.sendKeys("<")
    _ = try pane.waitFor { $0.last?.contains("columns 1-80 of 126") == true }
    let whole = try pane.resize(columns: 200, rows: 60) { lines in
      lines.contains { $0.contains("Assembler 1") && $0.contains("automation 1") }
    }
    let row = try #require(whole.first { $0.contains("Assembler 1") })
    #expect(row.prefix { $0 == " " }.count == (200 - 126) / 2, "\(row)")
    try pane.session.sendKeys("q")
    #expect(try pane.waitForEnd(of: run) == 0)
  }
}
