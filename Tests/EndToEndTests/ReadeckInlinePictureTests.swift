import DogearTestSupport
import Foundation
import Testing

/// Inline pictures of a Readeck article in the real program: the `<img>` addresses are
/// absolute `/bm/` URLs on the server, downloaded when the reader first shows them with
/// inline pictures on (`I`), stored, and shown from the store when the server is gone.
@Suite(
  "Readeck inline pictures, end to end", .serialized,
  .enabled(if: TmuxSession.isAvailable, "tmux is missing"))
struct ReadeckInlinePictureTests {
  static let alt = "A gradient from the server"
  static let fixture = TestSupport.repositoryRoot.appendingPathComponent(
    "Fixtures/images/gradient.png")

  /// The rig, a synced home, and a bookmark (no hero, not archived) whose article has one
  /// picture near its top at `picturePath(id)`, served as the fixture PNG unless told to fail.
  static func start() async throws -> (SyncReaderRig, URL, String) {
    let rig = try await SyncReaderRig.start()
    let id = try #require(try await rig.server.bookmarkIDs().dropFirst().first)
    let address = rig.server.baseURL.absoluteString + picturePath(id)
    let paragraphs = (1...12).map { "<p>Paragraph \($0) after the picture.</p>" }.joined()
    try await rig.server.admin([
      "set": ["id": id, "fields": ["is_archived": false, "with_image": false]],
      "article": [
        "id": id,
        "html": "<h2>Pictures from the server</h2><p>The text before the picture.</p>"
          + "<p><img src=\"\(address)\" alt=\"\(alt)\"></p>" + paragraphs,
      ],
      "picture": ["path": picturePath(id), "file": fixture.path],
    ])
    let home = try await rig.connectedHome()
    return (rig, home, id)
  }

  static func picturePath(_ id: String) -> String { "/bm/\(id.prefix(2))/\(id)/img/figure.png" }

  /// How many times the fake was asked for the article's picture.
  static func pictureFetches(_ rig: SyncReaderRig, _ id: String) async throws -> Int {
    try await rig.server.requests("GET", prefix: picturePath(id)).count
  }

  /// Opens the bookmark, waits for its text, and turns inline pictures on when asked to.
  static func open(_ rig: SyncReaderRig, _ id: String, home: URL, pressI: Bool) throws
    -> TmuxSession
  {
    let session = try rig.session("open \(id)", home: home)
    try session.waitFor(text: "The text before the picture.", timeout: 10)
    if pressI { try session.sendKeys("I") }
    return session
  }

  @Test("the picture is downloaded and drawn in rows above its line, then shown offline")
  func downloadedThenOffline() async throws {
    let (rig, home, id) = try await Self.start()
    defer { rig.stop() }
    let online = try await offPool {
      let session = try Self.open(rig, id, home: home, pressI: true)
      defer { session.kill() }
      let screen = try session.waitFor(timeout: 10, escapes: true) {
        PictureEndToEndTests.pictureRows($0).count >= 4
      }
      try session.sendKeys("q")
      _ = try session.waitForExit(timeout: 8)
      return screen
    }
    Self.expectPictureAboveItsLine(online)
    #expect(try await Self.pictureFetches(rig, id) == 1)
    await rig.server.stopAndWait()
    // Inline pictures stay on (a saved setting); the picture now comes from the library.
    let offline = try await offPool {
      let session = try Self.open(rig, id, home: home, pressI: false)
      defer { session.kill() }
      return try session.waitFor(timeout: 10, escapes: true) {
        PictureEndToEndTests.pictureRows($0).count >= 4
      }
    }
    Self.expectPictureAboveItsLine(offline)
  }

  /// Picture rows (a fixed-palette background), contiguous, right under the text before the
  /// picture: the last one covers the `[image: alt]` line, whose text is not printed.
  static func expectPictureAboveItsLine(_ screen: String) {
    let rows = PictureEndToEndTests.pictureRows(screen)
    let lines = screen.components(separatedBy: "\n")
    let before = lines.firstIndex { $0.contains("The text before the picture.") }
    #expect(rows.count >= 4, "no picture rows:\n\(screen)")
    #expect(!lines.contains { $0.contains("[image: \(alt)]") }, "\(screen)")
    #expect(before.map { $0 + 2 } == rows.first, "\(rows) \(before ?? -1)")
    #expect(rows == Array((rows.first ?? 0)...(rows.last ?? 0)), "rows not contiguous: \(rows)")
  }
}
