import DogearCore
import DogearStore
import DogearTestSupport
import Foundation
import Testing

@testable import DogearReadeck
@testable import DogearSync

/// `SyncEngine.fetchArticlePicture` against the fake server: the pictures inside a Readeck
/// article, downloaded when the reader first shows them and stored for offline reading.
@Suite("Sync engine: article pictures")
struct ArticlePictureSyncTests {
  static let picturePath = "/bm/Ab/Abc/img/figure.png"
  static let fixture = TestSupport.repositoryRoot.appendingPathComponent(
    "Fixtures/images/gradient.png")

  /// A synced fixture, one of its Readeck bookmarks, and the fake serving the fixture PNG at
  /// `picturePath` (every other `/bm/` path answers a 1x1 PNG).
  static func start() async throws -> (SyncFixture, String) {
    let fixture = try await SyncFixture.start(bookmarks: 3)
    try await fixture.engine.sync()
    let id = try #require(try fixture.library.allBookmarkIDs(source: .readeck).first)
    try await fixture.server.admin([
      "picture": ["path": picturePath, "file": Self.fixture.path], "clear_log": true,
    ])
    return (fixture, id)
  }

  static func address(_ fixture: SyncFixture, _ path: String = picturePath) -> String {
    fixture.server.baseURL.absoluteString + path
  }

  /// The GET requests the fake received for pictures.
  static func pictureRequests(_ fixture: SyncFixture) async throws -> [[String: Any]] {
    try await fixture.server.requests("GET", prefix: "/bm/")
  }

  @Test("a picture is downloaded once and stored with its bookmark under its address")
  func fetchedAndStored() async throws {
    let (fixture, id) = try await Self.start()
    defer { fixture.stop() }
    let expected = try Data(contentsOf: Self.fixture)
    let source = Self.address(fixture)
    let returned = try await fixture.engine.fetchArticlePicture(id: id, source: source)
    #expect(returned == expected)
    #expect(try fixture.library.articlePicture(id: id, source: source) == expected)
    let requests = try await Self.pictureRequests(fixture)
    #expect(requests.map { $0["path"] as? String } == [Self.picturePath])
  }

  /// The fault stands for a proxy's plain-text page (Tests/FakeReadeck/README.md): since
  /// issue 36 only Readeck's own answer counts as "not found".
  @Test("a 404 that is not Readeck's stores nothing and is not taken for not-found")
  func notFound() async throws {
    let (fixture, id) = try await Self.start()
    defer { fixture.stop() }
    try await fixture.server.admin([
      "faults": [["prefix": "/bm/", "kind": "status", "status": 404, "body": "Not Found"]]
    ])
    let source = Self.address(fixture)
    await #expect(throws: ReadeckError.notReadeck(status: 404)) {
      try await fixture.engine.fetchArticlePicture(id: id, source: source)
    }
    #expect(try fixture.library.articlePicture(id: id, source: source) == nil)
  }

  @Test("a server fault (503, or a dropped connection) stores nothing and says what failed")
  func serverFault() async throws {
    let (fixture, id) = try await Self.start()
    defer { fixture.stop() }
    let source = Self.address(fixture)
    try await fixture.server.admin([
      "faults": [["prefix": "/bm/", "kind": "status", "status": 503]]
    ])
    await #expect(throws: ReadeckError.serverError(status: 503)) {
      try await fixture.engine.fetchArticlePicture(id: id, source: source)
    }
    // Every time: the transport may retry an idempotent GET on a dropped connection.
    try await fixture.server.admin([
      "faults": [["prefix": "/bm/", "kind": "drop", "count": -1]]
    ])
    let error = await #expect(throws: ReadeckError.self) {
      try await fixture.engine.fetchArticlePicture(id: id, source: source)
    }
    #expect(error == .connectionLost(host: "127.0.0.1") || error?.isMalformed == true)
    #expect(try fixture.library.articlePicture(id: id, source: source) == nil)
    // Once the server answers again, the same address is stored.
    try await fixture.server.admin(["clear_faults": true])
    try await fixture.engine.fetchArticlePicture(id: id, source: source)
    #expect(try fixture.library.articlePicture(id: id, source: source) != nil)
  }

  @Test("an address that is not http(s) or a bookmark that is not here is refused unasked")
  func refusedWithoutRequest() async throws {
    let (fixture, id) = try await Self.start()
    defer { fixture.stop() }
    for source in [
      "data:image/png;base64,iVBORw0KGgo=", "file:///etc/passwd", Self.picturePath,
      "figure.png", "ftp://127.0.0.1/figure.png",
    ] {
      await #expect(throws: ReadeckError.self, "\(source)") {
        try await fixture.engine.fetchArticlePicture(id: id, source: source)
      }
      #expect(try fixture.library.articlePicture(id: id, source: source) == nil)
    }
    await #expect(throws: LibraryError.unknownBookmark(id: "not-here")) {
      try await fixture.engine.fetchArticlePicture(
        id: "not-here", source: Self.address(fixture))
    }
    #expect(try await Self.pictureRequests(fixture).isEmpty)
  }
}
