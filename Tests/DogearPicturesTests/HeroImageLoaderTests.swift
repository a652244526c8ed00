import DogearCore
import DogearTestSupport
import Foundation
import Testing

@testable import DogearPictures

@Suite("Finding the hero image's bytes")
struct HeroImageLoaderTests {
  static let start = Date(timeIntervalSince1970: 1_800_000_000)
  static let demo = TestSupport.repositoryRoot.appendingPathComponent("Fixtures/demo")

  static func bookmark(hero: String?, source: Bookmark.Source = .local) -> Bookmark {
    Bookmark(
      id: "b", title: "T", created: start, updated: start, heroImage: hero, source: source)
  }

  @Test("a stored copy wins; a local bookmark reads its file, relative or absolute")
  func sources() throws {
    let stored = Data([1, 2, 3])
    #expect(
      HeroImageLoader.load(bookmark: Self.bookmark(hero: "x"), articleFolder: nil) { stored }
        == stored)
    let rivers = try Data(contentsOf: Self.demo.appendingPathComponent("rivers.png"))
    #expect(
      HeroImageLoader.load(bookmark: Self.bookmark(hero: "rivers.png"), articleFolder: Self.demo) {
        nil
      } == rivers)
    let absolute = Self.demo.appendingPathComponent("rivers.png").path
    #expect(
      HeroImageLoader.load(bookmark: Self.bookmark(hero: absolute), articleFolder: nil) { nil }
        == rivers)
  }

  @Test("a missing file, a folder, or a Readeck bookmark with nothing stored give nil")
  func nothing() {
    #expect(
      HeroImageLoader.load(bookmark: Self.bookmark(hero: "gone.png"), articleFolder: Self.demo) {
        nil
      } == nil)
    #expect(
      HeroImageLoader.load(bookmark: Self.bookmark(hero: "."), articleFolder: Self.demo) { nil }
        == nil)
    let remote = Self.bookmark(hero: "https://example.org/a.png", source: .readeck)
    #expect(HeroImageLoader.load(bookmark: remote, articleFolder: nil) { nil } == nil)
  }
}

@Suite("The folder a local article's images live in")
struct ArticleFolderTests {
  static let start = Date(timeIntervalSince1970: 1_800_000_000)

  @Test("a file URL gives its folder, else an absolute hero path; Readeck bookmarks have none")
  func folders() {
    let added = Bookmark(
      id: "a", title: "T", url: "file:///home/me/articles/river.html", created: Self.start,
      updated: Self.start)
    #expect(added.articleFolder?.path == "/home/me/articles")
    let demo = Bookmark(
      id: "d", title: "T", url: "https://rivers.example/x", created: Self.start,
      updated: Self.start,
      heroImage: "/opt/dogear/demo/rivers.png")
    #expect(demo.articleFolder?.path == "/opt/dogear/demo")
    var remote = demo
    remote.source = .readeck
    #expect(remote.articleFolder == nil)
  }

  @Test("where inline pictures come from: the library's copies, the folder, or nowhere")
  func origins() {
    let added = Bookmark(
      id: "a", title: "T", url: "file:///home/me/articles/river.html", created: Self.start,
      updated: Self.start)
    #expect(added.pictureOrigin == .beside(folder: URL(fileURLWithPath: "/home/me/articles/")))
    var piped = added
    piped.url = "about:blank"
    #expect(piped.pictureOrigin == nil, "a local article with no folder shows alt text")
    var remote = added
    remote.source = .readeck
    #expect(remote.pictureOrigin == .stored)
  }
}
