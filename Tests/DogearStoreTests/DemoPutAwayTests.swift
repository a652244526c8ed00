import DogearCore
import DogearTestSupport
import Foundation
import Testing

@testable import DogearStore

/// The demo is for the first run: it leaves once the library has bookmarks of its own and
/// `dogear demo` brings it back, to stay.
@Suite("The demo library put away and brought back")
struct DemoPutAwayTests {
  static let demoIDs: Set = ["test-rivers", "test-welcome"]

  static func ids(_ environment: [String: String]) throws -> Set<String> {
    Set(try DogearProcess.listJSON(environment: environment).compactMap { $0["id"] as? String })
  }

  @Test("adding an article puts the demo away; `dogear demo` brings it back beside it, to stay")
  func addedArticle() throws {
    let home = StoreTest.temporaryFolder()
    defer { StoreTest.remove(home) }
    let environment = DogearProcess.environment(home: home, fixtures: DogearProcess.testFixtures)
    #expect(try Self.ids(environment) == Self.demoIDs)
    let file = home.appendingPathComponent("mine.html")
    try Data("<title>Mine</title><p>My own words.</p>".utf8).write(to: file)
    let added = try DogearProcess.run(["add", file.path], environment: environment)
    #expect(added.status == 0, "\(added.errors)")
    let mine = try Self.ids(environment)
    #expect(mine.count == 1 && mine.isDisjoint(with: Self.demoIDs), "\(mine)")

    let back = try DogearProcess.run(["demo"], environment: environment)
    #expect(back.status == 0 && back.output.contains("demo"), "\(back.errors)")
    #expect(try Self.ids(environment) == mine.union(Self.demoIDs))
    let progress =
      try DogearProcess.listJSON(environment: environment)
      .first { $0["id"] as? String == "test-rivers" }?["progress"] as? Int
    #expect(progress == 42)
  }

  @Test("a server's bookmarks, as a sync stores them, put the demo away")
  func syncedBookmarks() throws {
    let home = StoreTest.temporaryFolder()
    defer { StoreTest.remove(home) }
    let environment = DogearProcess.environment(home: home, fixtures: DogearProcess.testFixtures)
    #expect(try Self.ids(environment) == Self.demoIDs)
    try Library.open(at: home).upsert([StoreTest.bookmark("server-1", source: .readeck)])
    #expect(try Self.ids(environment) == ["server-1"])
  }

  @Test("the demo alone stays, and `dogear demo` without an installed demo says so")
  func demoAlone() throws {
    let home = StoreTest.temporaryFolder()
    defer { StoreTest.remove(home) }
    let environment = DogearProcess.environment(home: home, fixtures: DogearProcess.testFixtures)
    #expect(try Self.ids(environment) == Self.demoIDs)
    #expect(try Self.ids(environment) == Self.demoIDs)
    let missing = try DogearProcess.run(
      ["demo"], environment: DogearProcess.environment(home: home))
    #expect(missing.status == 1 && missing.errors.contains("no demo library is installed"))
  }
}
