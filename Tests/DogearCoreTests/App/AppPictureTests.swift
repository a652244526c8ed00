import DogearApp
import DogearCore
import DogearHTML
import DogearReader
import DogearScreen
import DogearTestSupport
import Foundation
import Testing

/// The app core in process: which pictures are asked for, when they are shown, and the
/// downloads of a Readeck article's pictures (issue 8, moved out of the shell by issue 14).
@Suite("App: pictures")
struct AppPictureTests {
  static let picture = "https://readeck.example/bm/rivers/img/bend.png"

  static var document: Document {
    let paragraphs = (0..<30).map { "<p>\(ReaderFixtures.paragraphText($0))</p>" }
    let html =
      paragraphs.prefix(3).joined() + "<p><img src=\"\(picture)\" alt=\"A bend\"></p>"
      + "<p><img src=\"/relative.png\" alt=\"Relative\"></p>" + paragraphs.dropFirst(3).joined()
    return HTMLDocumentParser.parse(html: html)
  }

  /// The reader open on a Readeck article with one web picture, inline pictures on.
  static func rig(connected: Bool = true, hero: Bool = false) -> AppRig {
    var rig = AppRig(connected: connected, pictureColors: 256)
    var settings = Settings()
    settings.showInlineImages = true
    rig.addArticle(
      "rivers", source: .readeck, hero: hero, document: document, settings: settings)
    rig.send(.started(openingID: nil, now: rig.now))
    rig.outside = []
    rig.press(.enter)
    return rig
  }

  static func inlineRequests(_ effects: [AppEffect]) -> [InlineRequest] {
    effects.compactMap {
      if case .renderInlinePicture(let request, _) = $0 { return request }
      return nil
    }
  }

  static func downloads(_ effects: [AppEffect]) -> [PictureDownloads.Item] {
    effects.compactMap {
      if case .downloadPicture(let item) = $0 { return item }
      return nil
    }
  }

  @Test("a Readeck article's pictures are read from the library's copies, which the core names")
  func storedOrigin() {
    let rig = Self.rig()
    let origins = rig.outside.compactMap { effect -> PictureOrigin? in
      if case .renderInlinePicture(_, let origin) = effect { return origin }
      return nil
    }
    #expect(origins == [.stored])
  }

  @Test("a Readeck article asks for its web pictures only, once per size")
  func asksOncePerSize() throws {
    var rig = Self.rig()
    let asked = Self.inlineRequests(rig.outside)
    #expect(asked.map(\.source) == [Self.picture], "the relative address is not fetched")
    #expect(Self.inlineRequests(rig.press(.character("j"))).isEmpty, "nothing changed")
    let resized = rig.send(.input(.resized(columns: 70, rows: 24), now: rig.now))
    #expect(Self.inlineRequests(resized).map(\.columns) != asked.map(\.columns))
  }

  @Test("a picture with no stored copy is downloaded once per session, even after a failure")
  func downloadedOnce() throws {
    var rig = Self.rig()
    let request = try #require(Self.inlineRequests(rig.outside).first)
    let item = PictureDownloads.Item(bookmarkID: "rivers", source: Self.picture)
    #expect(Self.downloads(rig.send(.inlinePictureMissing(request))) == [item])
    rig.send(.pictureDownloaded(item, .failed("404 Not Found")))
    #expect(rig.state.reader?.message == "Pictures not downloaded: 404 Not Found")
    rig.press(.character("j"))
    let resized = rig.send(.input(.resized(columns: 70, rows: 24), now: rig.now))
    let again = try #require(Self.inlineRequests(resized).first)
    #expect(Self.downloads(rig.send(.inlinePictureMissing(again))).isEmpty)
    rig.send(.pictureDownloaded(item, .failed("404 Not Found")))
    #expect(rig.state.reader?.message == nil, "said once per article")
  }

  @Test("pictures that cannot be drawn at all say why on the status line, and stay alt text")
  func librariesMissing() throws {
    var rig = Self.rig()
    let request = try #require(Self.inlineRequests(rig.outside).first)
    let reason = "pictures need libchafa and gdk-pixbuf (libchafa.so.0 is missing)"
    rig.send(.picturesUnavailable(reason: reason))
    rig.send(.inlinePictureRendered(request, nil))
    #expect(rig.state.reader?.message == reason)
    #expect(rig.screen.contains(reason))
    #expect(rig.screen.contains("A bend"), "the picture's alt text")
  }

  @Test("a stored download is asked for again and shown; a stale rendering is dropped")
  func storedThenShown() throws {
    var rig = Self.rig()
    let request = try #require(Self.inlineRequests(rig.outside).first)
    rig.send(.inlinePictureMissing(request))
    let item = PictureDownloads.Item(bookmarkID: "rivers", source: Self.picture)
    let afterStore = rig.send(.pictureDownloaded(item, .stored))
    #expect(Self.inlineRequests(afterStore) == [request], "asked again, now from the store")
    var stale = request
    stale.columns -= 1
    let picture = Picture(columns: 2, rows: 1, cells: [.blank, .blank], altText: "A bend")
    rig.send(.inlinePictureRendered(stale, picture))
    #expect(rig.state.reader?.inline.pictures.isEmpty == true)
    rig.send(.inlinePictureRendered(request, picture))
    #expect(rig.state.reader?.inline.pictures.isEmpty == false)
  }

  @Test("a download that ends after the reader closed is kept, and asked for on the next open")
  func arrivesAfterClosing() throws {
    var rig = Self.rig()
    let request = try #require(Self.inlineRequests(rig.outside).first)
    rig.send(.inlinePictureMissing(request))
    rig.press(.character("q"))
    let item = PictureDownloads.Item(bookmarkID: "rivers", source: Self.picture)
    #expect(rig.send(.pictureDownloaded(item, .stored)).isEmpty)
    #expect(rig.state.list.message == nil, "nothing said on the list")
    rig.outside = []
    rig.press(.enter)
    #expect(Self.inlineRequests(rig.outside).map(\.source) == [Self.picture])
  }

  @Test("not logged in, a missing picture is not downloaded")
  func offlineNoDownload() throws {
    var rig = Self.rig(connected: false)
    let request = try #require(Self.inlineRequests(rig.outside).first)
    #expect(rig.send(.inlinePictureMissing(request)).isEmpty)
  }

  @Test("at most two downloads run at once; the next starts when one ends")
  func twoAtATime() throws {
    var rig = Self.rig()
    let request = try #require(Self.inlineRequests(rig.outside).first)
    let sources = ["a", "b", "c"].map { "https://readeck.example/bm/rivers/img/\($0).png" }
    var started: [PictureDownloads.Item] = []
    for source in sources {
      var other = request
      other.source = source
      started += Self.downloads(rig.send(.inlinePictureMissing(other)))
    }
    #expect(started.map(\.source) == Array(sources.prefix(2)))
    let next = rig.send(.pictureDownloaded(started[0], .stored))
    #expect(Self.downloads(next).map(\.source) == [sources[2]])
  }

  @Test("the hero picture is asked for once per slot size, and not without 256 colours")
  func hero() throws {
    let rig = Self.rig(hero: true)
    let heroes = rig.outside.filter {
      if case .renderHeroPicture = $0 { return true }
      return false
    }
    #expect(heroes.count == 1)
    var few = AppRig(connected: false, pictureColors: 16)
    few.addArticle("rivers", hero: true)
    few.send(.started(openingID: "rivers", now: few.now))
    #expect(few.state.pictures.hero == nil)
  }
}
