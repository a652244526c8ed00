import DogearCore
import DogearTestSupport
import Foundation
import Testing

@testable import DogearStore

@Suite(
  "dogear add and dogear list",
  .enabled(if: DogearProcess.isBuilt, Comment(rawValue: DogearProcess.notBuilt)))
struct CommandLineTests {
  private func write(_ html: String, named name: String, in folder: URL) throws -> URL {
    let url = folder.appendingPathComponent(name)
    try Data(html.utf8).write(to: url)
    return url
  }

  @Test("add prints a new id and list shows it with the page's title, 0%, site local")
  func addThenList() throws {
    let home = StoreTest.temporaryFolder()
    defer { StoreTest.remove(home) }
    let environment = DogearProcess.environment(home: home)
    let file = try write(
      "<html><head><title>A  Small\n Page</title></head><body><h1>Heading</h1><p>one two "
        + "three</p></body></html>", named: "page.html", in: home)
    let added = try DogearProcess.run(["add", file.path], environment: environment)
    #expect(added.status == 0, "\(added.errors)")
    let id = added.output.trimmingCharacters(in: .whitespacesAndNewlines)
    #expect(id.count == 8)
    let listed = try DogearProcess.run(["list"], environment: environment)
    #expect(listed.output == "  0%  \(id)  A Small Page  (local)\n")
    let stored = try Library.open(at: home)
    #expect(try stored.article(id: id) == Data(contentsOf: file))
    #expect(try stored.bookmark(id: id)?.wordCount == 4)
  }

  @Test("the title falls back to the first h1 (not a later h2), the first line, the file name")
  func titleFallbacks() throws {
    let home = StoreTest.temporaryFolder()
    defer { StoreTest.remove(home) }
    let environment = DogearProcess.environment(home: home)
    let heading = try write(
      "<p>intro</p><h2>Contents</h2><h1>The <em>Heading</em>¶</h1>", named: "h.html", in: home)
    let bare = try write("<p>only a paragraph</p>", named: "notes-on-rivers.html", in: home)
    let empty = try write("<div><img src=x.png></div>", named: "river-map.html", in: home)
    for file in [heading, bare, empty] {
      #expect(try DogearProcess.run(["add", file.path], environment: environment).status == 0)
    }
    let titles = Set(
      try DogearProcess.listJSON(environment: environment).compactMap {
        $0["title"] as? String
      })
    #expect(titles == ["The Heading", "only a paragraph", "river-map"])
  }

  @Test("list --json has every documented key, with null for a missing anchor")
  func jsonKeys() throws {
    let awkwardTitle = "\"Quoted\" \\ back\nslash\t\u{1} 長文 \u{2028}end"
    let home = StoreTest.temporaryFolder()
    defer { StoreTest.remove(home) }
    do {
      let library = try Library.open(at: home)
      try library.upsert([StoreTest.bookmark("a", site: "rivers.example", favourite: true)])
      try library.saveProgress(id: "a", StoreTest.progress(63, day: 1, anchor: "p:nth-child(4)"))
      try library.upsert([
        StoreTest.bookmark("b", title: awkwardTitle, created: 5, source: .readeck)
      ])
    }
    let objects = try DogearProcess.listJSON(environment: DogearProcess.environment(home: home))
    #expect(objects.count == 2)
    let keys = [
      "id", "title", "site", "url", "progress", "anchor", "archived", "favourite", "word_count",
      "reading_time", "source",
    ]
    for object in objects {
      for key in keys { #expect(object[key] != nil, "missing \(key)") }
    }
    #expect(objects.first?["id"] as? String == "a")
    #expect(objects.first?["progress"] as? Int == 63)
    #expect(objects.first?["anchor"] as? String == "p:nth-child(4)")
    #expect(objects.first?["favourite"] as? Bool == true)
    #expect(objects.last?["anchor"] is NSNull)
    #expect(objects.last?["source"] as? String == "readeck")
    #expect(objects.last?["word_count"] as? Int == 1200)
    #expect(objects.last?["title"] as? String == awkwardTitle)
  }

  @Test("a binary file, a missing file and a folder are refused with a message and status 1")
  func refusals() throws {
    let home = StoreTest.temporaryFolder()
    defer { StoreTest.remove(home) }
    let environment = DogearProcess.environment(home: home)
    let binary = home.appendingPathComponent("picture.png")
    try Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 0x0D]).write(to: binary)
    // Text is read as text since issue 28; an empty file is still nothing to read.
    let text = try write("", named: "plain.txt", in: home)
    let cases = [
      (binary.path, "not an HTML file"), (text.path, "not an HTML file"),
      (home.appendingPathComponent("missing.html").path, "cannot read"), (home.path, "cannot read"),
    ]
    for (path, message) in cases {
      let result = try DogearProcess.run(["add", path], environment: environment)
      #expect(result.status == 1, "\(path)")
      #expect(
        result.errors.hasPrefix("dogear: ") && result.errors.contains(message), "\(result.errors)")
      #expect(result.output.isEmpty)
    }
  }

  @Test("a new library is seeded with the demo articles and their progress, once")
  func demoSeeding() throws {
    let home = StoreTest.temporaryFolder()
    defer { StoreTest.remove(home) }
    let environment = DogearProcess.environment(home: home, fixtures: DogearProcess.testFixtures)
    let objects = try DogearProcess.listJSON(environment: environment)
    #expect(objects.compactMap { $0["id"] as? String } == ["test-rivers", "test-welcome"])
    #expect(objects.compactMap { $0["progress"] as? Int } == [42, 100])
    #expect(objects.first?["anchor"] as? String == "p:nth-child(3)")
    #expect(objects.first?["anchor_offset"] as? Int == 17)
    do {
      let library = try Library.open(at: home)
      let rivers = try #require(try library.bookmark(id: "test-rivers"))
      #expect(rivers.heroImage?.hasSuffix("Fixtures/demo/rivers.png") == true)
      #expect(rivers.authors == ["A. Writer", "B. Editor"])
      #expect(rivers.wordCount > 20)
      #expect(try library.article(id: "test-welcome")?.isEmpty == false)
      try library.deleteBookmarks(ids: ["test-rivers", "test-welcome"])
    }
    let again = try DogearProcess.run(["list"], environment: environment)
    #expect(again.status == 0 && again.output.isEmpty, "deleted demo articles came back")
  }

  @Test("a library that already has bookmarks is not seeded")
  func noSeedingIntoUsedLibrary() throws {
    let home = StoreTest.temporaryFolder()
    defer { StoreTest.remove(home) }
    try Library.open(at: home).upsert([StoreTest.bookmark("mine")])
    let environment = DogearProcess.environment(home: home, fixtures: DogearProcess.testFixtures)
    let objects = try DogearProcess.listJSON(environment: environment)
    #expect(objects.compactMap { $0["id"] as? String } == ["mine"])
  }

  @Test("several dogear processes adding to one library at once all succeed")
  func concurrentProcesses() throws {
    let home = StoreTest.temporaryFolder()
    defer { StoreTest.remove(home) }
    let environment = DogearProcess.environment(home: home)
    _ = try DogearProcess.run(["list"], environment: environment)
    let files = try (0..<6).map {
      try write("<title>Article \($0)</title><p>x</p>", named: "\($0).html", in: home)
    }
    let statuses = Statuses()
    DispatchQueue.concurrentPerform(iterations: files.count) { index in
      let result = try? DogearProcess.run(["add", files[index].path], environment: environment)
      statuses.add(result?.status ?? -1, result?.errors ?? "did not run")
    }
    #expect(statuses.all.allSatisfy { $0.0 == 0 }, "\(statuses.all)")
    #expect(try Library.open(at: home).count(filter: .all, search: "") == 6)
  }

  @Test("a file-size limit (a full disk) ends add with the disk-full message and saves nothing")
  func fileSizeLimit() throws {
    let home = StoreTest.temporaryFolder()
    defer { StoreTest.remove(home) }
    let environment = DogearProcess.environment(home: home)
    _ = try DogearProcess.run(["list"], environment: environment)
    let big = try write(
      "<title>Big</title><p>" + String(repeating: "word ", count: 400_000) + "</p>",
      named: "big.html", in: home)
    let script = "ulimit -f 256; exec \"$0\" add \"$1\""
    let result = try DogearProcess.run(
      ["-c", script, DogearProcess.binary.path, big.path], environment: environment,
      executable: URL(fileURLWithPath: "/bin/bash"))
    #expect(result.status == 1)
    // A write cut short reports a full disk; one that starts at the limit, a failed write.
    #expect(result.errors.contains("disk") && result.errors.contains("full"), "\(result.errors)")
    let listed = try DogearProcess.run(["list"], environment: environment)
    #expect(listed.status == 0 && listed.output.isEmpty)
  }
}

/// Exit statuses collected from several threads.
private final class Statuses: @unchecked Sendable {
  private let lock = NSLock()
  private var results: [(Int32, String)] = []

  func add(_ status: Int32, _ errors: String) {
    lock.lock()
    results.append((status, errors))
    lock.unlock()
  }

  var all: [(Int32, String)] {
    lock.lock()
    defer { lock.unlock() }
    return results
  }
}
