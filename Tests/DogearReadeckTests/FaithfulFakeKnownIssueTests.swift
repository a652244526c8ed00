import DogearStore
import DogearTestSupport
import Foundation
import Testing

@testable import DogearReadeck
@testable import DogearSync

/// The client against the fake modelled on Readeck 0.22.3's source, on points of issue 23
/// (1: bulk pictures, 3: 0.21.6's failing `since`, 4: an omitted empty `read_anchor`).
@Suite("Client against the faithful fake (issue 23)")
struct FaithfulFakeKnownIssueTests {
  /// An article naming one picture the way the server stores it (`./_resources/NAME`).
  static let article =
    "<section><h2>Pictures</h2><p>Some words before the figure.</p>"
    + "<figure><img src=\"./_resources/pic.png\"/></figure></section>"

  @Test("bulk-synced articles keep full picture addresses (resource_prefix \"\")")
  func bulkPictures() async throws {
    let fixture = try await SyncFixture.start(bookmarks: 2)
    defer { fixture.stop() }
    let id = try await fixture.server.bookmarkIDs()[0]
    try await fixture.server.admin([
      "article": ["id": id, "html": Self.article], "resource": ["id": id, "name": "pic.png"],
    ])
    try await fixture.engine.sync()
    let html = String(decoding: try fixture.library.article(id: id) ?? Data(), as: UTF8.self)
    #expect(html.contains("/bm/\(id.prefix(2))/\(id)/_resources/pic.png"), "\(html)")
  }

  @Test("on 0.21.6 a later sync falls back to the full listing when since answers 500")
  func since500On0216() async throws {
    let fixture = try await SyncFixture.start(bookmarks: 3, serverVersion: "0.21.6")
    defer { fixture.stop() }
    try await fixture.engine.sync()
    let id = try await fixture.server.bookmarkIDs()[0]
    _ = try await fixture.server.admin(["set": ["id": id, "fields": ["title": "Renamed"]]])
    try await fixture.engine.sync()
    #expect(try fixture.library.bookmark(id: id)?.title == "Renamed")
  }

  @Test("an omitted empty read_anchor asks for no bookmark again")
  func omittedAnchor() async throws {
    let fixture = try await SyncFixture.start(bookmarks: 3)
    defer { fixture.stop() }
    for id in try await fixture.server.bookmarkIDs() {
      _ = try await fixture.server.admin(["set": ["id": id, "fields": ["read_progress": 40]]])
    }
    try await fixture.server.admin(["clear_log": true])
    try await fixture.engine.sync()
    let details = try await fixture.server.requestLog().filter {
      let path = $0["path"] as? String ?? ""
      return $0["method"] as? String == "GET" && path.hasPrefix("/api/bookmarks/")
        && path.split(separator: "/").count == 3 && !path.hasSuffix("/sync")
        && !path.hasSuffix("/annotations")
    }
    #expect(details.isEmpty, "\(details.map { $0["path"] ?? "" })")
  }
}
