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
    let rig = AppRig(connected: connected, pictureColors: 256)
    var settings = Settings()
    settings.showInlineImages = true
    rig.addArticle(
      "rivers", source: .readeck, hero: hero, document: document, settings: settings)
    rig.startOnList()
    rig.press(.enter)
    if connected { rig.expect(.fetchServerProgress(id: "rivers")) }
    return rig
  }

  /// The web picture asked for at this width (the reading column of an 80- or 70-column
  /// terminal: 78 or 68 cells), nine rows, in 256 colours.
  static func request(columns: Int = 78, source: String = picture) -> InlineRequest {
    InlineRequest(
      bookmarkID: "rivers", source: source, altText: "A bend", columns: columns, rows: 9,
      colors: 256)
  }

  static func render(_ request: InlineRequest) -> AppEffect {
    .renderInlinePicture(request, from: .stored)
  }

  static let item = PictureDownloads.Item(bookmarkID: "rivers", source: picture)

  @Test("a Readeck article's pictures are read from the library's copies, which the core names")
  func storedOrigin() {
    let rig = Self.rig()
    #expect(rig.take() == [Self.render(Self.request())], "the relative address is not fetched")
  }

  @Test("a Readeck article asks for its web pictures only, once per size")
  func asksOncePerSize() throws {
    let rig = Self.rig()
    rig.expect(Self.render(Self.request()))
    rig.press(.character("j"))
    #expect(rig.take().isEmpty, "nothing changed")
    rig.send(.input(.resized(columns: 70, rows: 24), now: rig.now))
    #expect(rig.take() == [Self.render(Self.request(columns: 68))])
  }

  @Test("a picture with no stored copy is downloaded once per session, even after a failure")
  func downloadedOnce() throws {
    let rig = Self.rig()
    rig.expect(Self.render(Self.request()))
    rig.send(.inlinePictureMissing(Self.request()))
    rig.expect(.downloadPicture(Self.item))
    rig.send(.pictureDownloaded(Self.item, .failed("404 Not Found")))
    #expect(rig.state.reader?.message == "Pictures not downloaded: 404 Not Found")
    rig.press(.character("j"))
    rig.send(.input(.resized(columns: 70, rows: 24), now: rig.now))
    rig.expect(Self.render(Self.request(columns: 68)))
    rig.send(.inlinePictureMissing(Self.request(columns: 68)))
    #expect(rig.take().isEmpty, "not downloaded again")
    rig.send(.pictureDownloaded(Self.item, .failed("404 Not Found")))
    #expect(rig.state.reader?.message == nil, "said once per article")
  }

  @Test("pictures that cannot be drawn at all say why on the status line, and stay alt text")
  func librariesMissing() throws {
    let rig = Self.rig()
    rig.expect(Self.render(Self.request()))
    let reason = "pictures need libchafa and gdk-pixbuf (libchafa.so.0 is missing)"
    rig.send(.picturesUnavailable(reason: reason))
    rig.send(.inlinePictureRendered(Self.request(), nil))
    #expect(rig.state.reader?.message == reason)
    #expect(rig.screen.contains(reason))
    #expect(rig.screen.contains("A bend"), "the picture's alt text")
  }

  @Test("a stored download is asked for again and shown; a stale rendering is dropped")
  func storedThenShown() throws {
    let rig = Self.rig()
    let request = Self.request()
    rig.expect(Self.render(request))
    rig.send(.inlinePictureMissing(request))
    rig.expect(.downloadPicture(Self.item))
    rig.send(.pictureDownloaded(Self.item, .stored))
    #expect(rig.take() == [Self.render(request)], "asked again, now from the store")
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
    let rig = Self.rig()
    rig.expect(Self.render(Self.request()))
    rig.send(.inlinePictureMissing(Self.request()))
    rig.expect(.downloadPicture(Self.item))
    rig.press(.character("q"))
    #expect(rig.send(.pictureDownloaded(Self.item, .stored)).isEmpty)
    #expect(rig.state.list.message == nil, "nothing said on the list")
    rig.press(.enter)
    #expect(rig.take() == [.fetchServerProgress(id: "rivers"), Self.render(Self.request())])
  }

  @Test("not logged in, a missing picture is not downloaded")
  func offlineNoDownload() throws {
    let rig = Self.rig(connected: false)
    rig.expect(Self.render(Self.request()))
    #expect(rig.send(.inlinePictureMissing(Self.request())).isEmpty)
  }

  @Test("at most two downloads run at once; the next starts when one ends")
  func twoAtATime() throws {
    let rig = Self.rig()
    rig.expect(Self.render(Self.request()))
    let sources = ["a", "b", "c"].map { "https://readeck.example/bm/rivers/img/\($0).png" }
    let items = sources.map { PictureDownloads.Item(bookmarkID: "rivers", source: $0) }
    for source in sources { rig.send(.inlinePictureMissing(Self.request(source: source))) }
    #expect(rig.take() == [.downloadPicture(items[0]), .downloadPicture(items[1])])
    rig.send(.pictureDownloaded(items[0], .stored))
    #expect(rig.take() == [.downloadPicture(items[2])])
  }

  @Test("the hero picture is asked for once per slot size, and not without 256 colours")
  func hero() throws {
    let rig = Self.rig(hero: true)
    let bookmark = try #require(rig.articles["rivers"]?.bookmark)
    let slot = HeroRequest(
      bookmarkID: "rivers", altText: "A Field Guide to Slow Rivers", columns: 78, rows: 6,
      colors: 256)
    #expect(rig.take() == [.renderHeroPicture(slot, bookmark), Self.render(Self.request())])
    let few = AppRig(connected: false, pictureColors: 16)
    few.addArticle("rivers", hero: true)
    few.send(.started(openingID: "rivers", now: few.now))
    #expect(few.state.pictures.hero == nil)
  }
}
