import DogearClients
import DogearCore
import DogearHTML
import DogearReader
import DogearStore
import Foundation
import Testing

@testable import DogearApp
@testable import DogearCommandLine
@testable import dogear

/// Issue 41: a file the library has not seen is parsed once and shown before it is stored;
/// the library write and its search index come right after the first frame, and what the
/// reader shows is what is stored.
@Suite("A new file is shown first, then stored")
struct NewFileShownFirstTests {
  static let html = Data(
    ("<title>Herons at dusk</title><h1>Herons at dusk</h1>"
      + "<p>The herons wait in the shallows below the mill until the light goes.</p>"
      + "<p>Then they rise, one by one, and follow the river to the reeds.</p>").utf8)
  static let file = URL(fileURLWithPath: "/tmp/herons.html")

  @Test("storing takes the file's bytes from the read article and stores them byte for byte")
  func bytesHandedToTheStore() throws {
    let library = try Library.openInMemory()
    let adding = NewArticle(id: "heron789", source: .bytes(Self.file, Self.html), library: library)
    let article = try adding.read().get()
    #expect(!article.bytes.isTaken)
    #expect(NewArticle.store(article, in: library) == nil)
    // Taken and let go by the store (issue 41): nothing holds them for the reader's sake.
    #expect(article.bytes.isTaken)
    #expect(article.bytes.take() == nil)
    #expect(try library.article(id: "heron789") == Self.html)
    #expect(try library.search(SearchTerms.parse("reeds").get()).hits.count == 1)
  }

  @Test("the answer shows the article before it is stored; storing stores what was shown")
  func shownThenStored() throws {
    let library = try Library.openInMemory()
    let adding = NewArticle(id: "heron123", source: .bytes(Self.file, Self.html), library: library)
    let (action, storing) = ArticleLoading.answer(id: "heron123", adding: adding, from: library)
    guard case .articleLoaded(let id, let shown?, nil) = action else {
      Issue.record("no article shown: \(action)")
      return
    }
    #expect(id == "heron123")
    #expect(shown.bookmark.title == "Herons at dusk")
    #expect(shown.document == HTMLDocumentParser.parse(Self.html))
    #expect(shown.isStored && shown.savedProgress == nil)
    // Nothing is written until the answer has been handed on.
    #expect(try library.bookmark(id: "heron123") == nil)
    #expect(try library.article(id: "heron123") == nil)

    let store = try #require(storing)
    #expect(store() == nil)
    let stored = try #require(try library.bookmark(id: "heron123"))
    #expect(stored.title == shown.bookmark.title)
    #expect(stored.url == Self.file.absoluteString)
    #expect(stored.wordCount == shown.bookmark.wordCount && stored.wordCount > 20)
    #expect(stored.readingTime == shown.bookmark.readingTime)
    #expect(stored.source == .local)
    #expect(try library.article(id: "heron123") == Self.html)
    // Indexed with it: the list's search finds it.
    let hits = try library.search(SearchTerms.parse("shallows").get())
    #expect(hits.hits.map(\.bookmarkID) == ["heron123"])
    // Loaded again from the library, it is the same article.
    let (again, nothingToStore) = ArticleLoading.answer(id: "heron123", from: library)
    #expect(nothingToStore == nil)
    guard case .articleLoaded(_, let reloaded?, nil) = again else {
      Issue.record("not found once stored: \(again)")
      return
    }
    #expect(reloaded.document == shown.document)
    #expect(reloaded.bookmark.title == shown.bookmark.title)
  }

  @Test("the reader of a new file keeps no document: it reads the stored one once it is stored")
  func readerReadsTheStoredDocument() throws {
    let library = try Library.openInMemory()
    let adding = NewArticle(id: "heron456", source: .bytes(Self.file, Self.html), library: library)
    var environment = ReaderEnvironment(cellWidth: .ascii)
    environment.rereading = StoredDocuments(store: library)
    let (action, storing) = ArticleLoading.answer(
      id: "heron456", adding: adding, from: library,
      preparing: ReaderSetup(columns: 80, rows: 24, environment: environment))
    guard case .articleLoaded(_, let shown?, nil) = action else {
      Issue.record("no article shown: \(action)")
      return
    }
    // Issue 41: the document went to the reader, which let it go; the store holds none.
    let reader = try #require(shown.prepared)
    #expect(!reader.keepsDocument)
    #expect(shown.document == Document())
    // Before the store there is nothing to read again: the reader goes on without it.
    #expect(reader.document == Document())
    let store = try #require(storing)
    #expect(store() == nil)
    #expect(reader.document == HTMLDocumentParser.parse(Self.html))
  }

  @Test("the file opened, read down and left: its place is saved under the id it was shown as")
  func placeSavedAfterStore() throws {
    let store = try SwitchableStore()
    let paragraphs = (0..<60).map { "<p>Heron \($0) waits in the shallows below the mill.</p>" }
    let html = Data(("<h1>Many herons</h1>" + paragraphs.joined()).utf8)
    let terminal = ScreenRecorder()
    let loop = ScriptedLoop()
    loop.script = [.input(.key(.pageDown)), .input(.key(.pageDown)), .input(.key(.character("q")))]
    let shell = AppShell(
      store: store, terminal: terminal, loop: loop, server: nil, environment: [:],
      clock: { Date(timeIntervalSince1970: 1_800_000_000) }, pause: { _ in })
    shell.adding = NewArticle(
      id: "heron456", source: .bytes(Self.file, html), library: store.library)
    #expect(shell.run(openingDirectly: "heron456") == 0)
    #expect(terminal.painted.contains { $0.text.contains("Many herons") })
    #expect(try store.library.bookmark(id: "heron456")?.title == "Many herons")
    #expect(try #require(try store.progress(id: "heron456")).percent > 0)
  }

  @Test("which effects wait for a new file's store: those that use the library, and no other")
  func effectsThatWait() {
    let now = Date(timeIntervalSince1970: 1_800_000_000)
    #expect(AppShell.usesLibrary(.write([])))
    #expect(AppShell.usesLibrary(.setArchived(id: "a", true, at: now)))
    #expect(AppShell.usesLibrary(.loadLabels))
    #expect(AppShell.usesLibrary(.checkLibrary))
    // Those that come with the first frame must not wait, or the frame waits for the store.
    #expect(!AppShell.usesLibrary(.loadArticle(id: "a")))
    #expect(!AppShell.usesLibrary(.fetchServerProgress(id: "a")))
    #expect(!AppShell.usesLibrary(.schedule(.serverCheck(tag: 1), after: 45)))
    #expect(!AppShell.usesLibrary(.redrawAll))
  }
}
