import DogearCommandLine
import DogearCore
import DogearHTML
import DogearScreen
import DogearStore
import Foundation
import Testing

@testable import dogear

/// Issue 41: a file the library has not seen is parsed once; the document its facts came
/// from (title, words, the search text) is the one the reader shows, not a second parse of
/// the stored HTML.
@Suite("A new file is parsed once")
struct OneParseTests {
  static let url = URL(fileURLWithPath: "/tmp/one-parse.html")
  static let html = HeronsPage.html

  @Test("the document parsed to store a new file is the one loading it would parse")
  func parsedDocumentIsTheStoredOne() throws {
    let library = try Library.openInMemory()
    let opened = try ArticleSource.place(.file(Self.url, Self.html), in: library)
    let parsed = try #require(opened.parsed)
    #expect(parsed == HTMLDocumentParser.parse(Self.html))
    #expect(try library.bookmark(id: opened.id)?.title == "Herons")
    let handed = try #require(try library.loadArticle(id: opened.id, parsed: parsed))
    let read = try #require(try library.loadArticle(id: opened.id))
    #expect(handed.document == read.document)
    #expect(handed.isStored && read.isStored)
  }

  @Test("a file already held is not parsed to open it: the reader loads it as stored")
  func knownFileNotParsed() throws {
    let library = try Library.openInMemory()
    let first = try ArticleSource.place(.file(Self.url, Self.html), in: library)
    let again = try ArticleSource.place(.file(Self.url, Self.html), in: library)
    #expect(again.id == first.id)
    #expect(again.parsed == nil)
  }

  @Test("the shell's first load of the new file takes the handed document, once")
  func shellTakesTheHandedDocument() throws {
    let library = try Library.openInMemory()
    let opened = try ArticleSource.place(.file(Self.url, Self.html), in: library)
    let terminal = ScreenRecorder()
    let loop = ScriptedLoop()
    loop.script = [.input(.key(.character("q")))]
    let shell = AppShell(
      store: library, terminal: terminal, loop: loop, server: nil, environment: [:],
      clock: { Date(timeIntervalSince1970: 1_800_000_000) }, pause: { _ in })
    // A document only the handoff has: the screen shows it, so nothing parsed the store's.
    let handed = HTMLDocumentParser.parse(Data("<p>Only the handed document says this.</p>".utf8))
    shell.parsedOnce = (opened.id, handed)
    #expect(shell.run(openingDirectly: opened.id) == 0)
    let screens = terminal.painted.map(\.text)
    #expect(screens.contains { $0.contains("Only the handed document says this.") })
    #expect(!screens.contains { $0.contains("Herons wait in the shallows") })
    #expect(shell.parsedOnce == nil)
  }
}
