import DogearCore
import DogearTestSupport
import Foundation
import Testing

@testable import DogearStore

@Suite(
  "dogear list with labels",
  .enabled(if: DogearProcess.isBuilt, Comment(rawValue: DogearProcess.notBuilt)))
struct LabelCommandTests {
  static func library() throws -> URL {
    let home = StoreTest.temporaryFolder()
    let library = try Library.open(at: home)
    var rust = StoreTest.bookmark("rust", created: 2)
    rust.labels = ["Rust", "to read"]
    var go = StoreTest.bookmark("go", created: 1)
    go.labels = ["go"]
    var none = StoreTest.bookmark("none", created: 0)
    none.labels = []
    try library.upsert([rust, go, none])
    return home
  }

  @Test("--label keeps the bookmarks with exactly that label, case and spaces included")
  func label() throws {
    let home = try Self.library()
    defer { StoreTest.remove(home) }
    let environment = DogearProcess.environment(home: home)
    let spaced = try DogearProcess.run(["list", "--label", "to read"], environment: environment)
    #expect(spaced.status == 0, "\(spaced.errors)")
    #expect(spaced.output.split(separator: "\n").map { $0.contains("  rust  ") } == [true])
    let lower = try DogearProcess.run(["list", "--label=rust"], environment: environment)
    #expect(lower.status == 0 && lower.output.isEmpty)
    let empty = try DogearProcess.run(["list", "--label", ""], environment: environment)
    #expect(empty.status == 2)
    #expect(empty.errors.contains("--label needs a label that is not empty"))
  }

  @Test("list --json has each bookmark's labels, an empty array for none")
  func json() throws {
    let home = try Self.library()
    defer { StoreTest.remove(home) }
    let objects = try DogearProcess.listJSON(environment: DogearProcess.environment(home: home))
    let labels = Dictionary(
      uniqueKeysWithValues: objects.map { ($0["id"] as? String ?? "", $0["labels"] as? [String]) })
    #expect(labels == ["rust": ["Rust", "to read"], "go": ["go"], "none": []])
  }
}

@Suite("Labels in the store")
struct LabelStoreTests {
  @Test("every label is counted once per bookmark, in alphabetical order ignoring case")
  func counts() throws {
    let home = try LabelCommandTests.library()
    defer { StoreTest.remove(home) }
    let library = try Library.open(at: home)
    #expect(
      try library.labelCounts() == [
        LabelCount(name: "go", count: 1), LabelCount(name: "Rust", count: 1),
        LabelCount(name: "to read", count: 1),
      ])
  }

  @Test("a page for a label holds only its bookmarks, matched exactly")
  func page() throws {
    let home = try LabelCommandTests.library()
    defer { StoreTest.remove(home) }
    let library = try Library.open(at: home)
    let query = ListQuery(filter: .all, search: "", label: "Rust", offset: 0, limit: 10, tag: 1)
    let page = try library.page(for: query)
    #expect(page.rows.map(\.id) == ["rust"])
    #expect(page.total == 1)
    let lower = ListQuery(filter: .all, search: "", label: "rust", offset: 0, limit: 10, tag: 2)
    #expect(try library.page(for: lower).total == 0)
  }
}
