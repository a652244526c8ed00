import DogearCore
import DogearStore
import Foundation
import Testing

/// Issue 41: a sync with nothing to do scans no bookmark to learn that no article or hero
/// picture is missing. The scan is skipped only while nothing it depends on was written since
/// it came back empty; after any such write the answer is the plain scan's.
@Suite("The missing articles and pictures, skipped while known empty")
struct SyncSetsMemoTests {
  static let epoch = Date(timeIntervalSince1970: 1_790_000_000)

  static func bookmark(
    _ id: String, archived: Bool = false, hero: String? = nil, source: Bookmark.Source = .readeck
  ) -> Bookmark {
    Bookmark(
      id: id, title: id, created: epoch, updated: epoch, isArchived: archived, hasArticle: true,
      heroImage: hero, source: source)
  }

  /// Three stored bookmarks with their articles and pictures: both sets empty.
  static func seeded(_ library: Library) throws {
    try library.upsert((0..<3).map { bookmark("b\($0)", hero: "https://example.com/\($0).png") })
    for index in 0..<3 {
      try library.saveArticle(id: "b\(index)", html: Data("<p>\(index)</p>".utf8))
      try library.saveImage(
        id: "b\(index)", data: Data([1]), source: "https://example.com/\(index).png")
    }
  }

  /// The memo's answers and the plain scans', which must agree.
  static func answers(_ library: Library) throws -> (memo: [String], scan: [String]) {
    let memo =
      try library.bookmarkIDsMissingArticlesUnlessKnownEmpty(source: .readeck)
      + library.heroImagesMissingUnlessKnownEmpty(source: .readeck).keys.sorted()
    let scan =
      try library.bookmarkIDsMissingArticles(source: .readeck)
      + library.heroImagesMissing(source: .readeck).keys.sorted()
    return (memo, scan)
  }

  @Test("found empty, the sets are answered again with one statement and no scan")
  func skippedWhileUnchanged() throws {
    let library = try Library.openInMemory()
    try Self.seeded(library)
    #expect(try Self.answers(library).memo.isEmpty)
    let before = library.statementTally
    #expect(try library.bookmarkIDsMissingArticlesUnlessKnownEmpty(source: .readeck).isEmpty)
    #expect(try library.heroImagesMissingUnlessKnownEmpty(source: .readeck).isEmpty)
    #expect(library.statementTally.since(before).runs == 2, "one read of the counts each")
    // Reading and saving a place touches neither set.
    try library.saveProgress(id: "b0", ReadingProgress(percent: 30, updatedAt: Self.epoch))
    let afterPlace = library.statementTally
    #expect(try library.bookmarkIDsMissingArticlesUnlessKnownEmpty(source: .readeck).isEmpty)
    #expect(library.statementTally.since(afterPlace).runs == 1)
  }

  @Test("every write a set depends on makes the next answer the plain scan's")
  func eachChangeIsSeen() throws {
    let library = try Library.openInMemory()
    try Self.seeded(library)
    let changes: [(String, [String], () throws -> Void)] = [
      (
        "a bookmark added without its article", ["new"],
        { try library.upsert([Self.bookmark("new")]) }
      ),
      ("its article stored", [], { try library.saveArticle(id: "new", html: Data("<p/>".utf8)) }),
      (
        "an archived one without an article brought back", ["kept"],
        {
          try library.upsert([Self.bookmark("kept", archived: true)])
          #expect(try Self.answers(library).memo.isEmpty)
          try library.setArchived(id: "kept", false, at: Self.epoch)
        }
      ),
      ("that one removed", [], { try library.deleteBookmarks(ids: ["kept"]) }),
      (
        "a picture's address changed on the server", ["b1"],
        { try library.upsert([Self.bookmark("b1", hero: "https://example.com/new.png")]) }
      ),
      (
        "the new picture stored", [],
        { try library.saveImage(id: "b1", data: Data([2]), source: "https://example.com/new.png") }
      ),
      (
        "a picture stored from another address", ["b2"],
        { try library.saveImage(id: "b2", data: Data([3]), source: "https://elsewhere.example/") }
      ),
    ]
    for (change, missing, write) in changes {
      #expect(try Self.answers(library).memo == Self.answers(library).scan)
      try write()
      let (memo, scan) = try Self.answers(library)
      #expect(memo == scan, "\(change)")
      #expect(memo == missing, "\(change)")
    }
  }

  @Test("another process's write is seen too")
  func anotherProcess() throws {
    let folder = StoreTest.temporaryFolder()
    defer { StoreTest.remove(folder) }
    let library = try Library.open(at: folder)
    let other = try Library.open(at: folder)
    try Self.seeded(library)
    #expect(try Self.answers(library).memo.isEmpty)
    try other.upsert([Self.bookmark("elsewhere")])
    #expect(try Self.answers(library).memo == ["elsewhere"])
  }
}
