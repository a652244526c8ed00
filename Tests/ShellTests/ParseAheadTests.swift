import Dispatch
import DogearCore
import DogearHTML
import DogearLayout
import DogearScreen
import DogearStore
import DogearTerminal
import Foundation
import Testing

@testable import DogearClients
@testable import DogearCommandLine
@testable import dogear

/// Issue 41: the article `dogear open` opens with is parsed on the article queue while the
/// main thread starts the terminal; the first load, queued after it, takes that document.
@Suite("The opening article is parsed ahead")
struct ParseAheadTests {
  static let url = URL(fileURLWithPath: "/tmp/ahead.html")
  static let html = HeronsPage.html

  /// A library in memory holding `html` as a local file's article, and its id.
  static func libraryHoldingTheArticle() throws -> (Library, String) {
    let library = try Library.openInMemory()
    let id = try AddCommand.add(
      html: html, facts: ArticleFacts(html: html), from: url, to: library)
    return (library, id)
  }

  @Test("a stored article and a new file's bytes are parsed ahead on the queue, as loading would")
  func parsedOnTheQueue() throws {
    let (library, id) = try Self.libraryHoldingTheArticle()
    let queue = DispatchQueue(label: "test.article-loads")
    let loading = ArticleLoading.background(queue)

    let stored = try #require(loading.parseAhead(ArticleSource.Opened(id: id), from: library))
    let other = Data("<p>A file the library has not seen.</p>".utf8)
    let adding = NewArticle(id: "new12345", source: .bytes(Self.url, other), library: library)
    let new = try #require(
      loading.parseAhead(ArticleSource.Opened(id: "new12345", adding: adding), from: library))
    queue.sync {}
    #expect(stored.id == id)
    #expect(stored.document == HTMLDocumentParser.parse(Self.html))
    #expect(new.document == HTMLDocumentParser.parse(other))
    // The new file is only parsed: storing it is the load's.
    #expect(try library.bookmark(id: "new12345") == nil)
  }

  @Test("a file parsed before the library opened is taken as new, or as known without a language")
  func fileParsedBeforeTheLibrary() throws {
    let library = try Library.openInMemory()
    let queue = DispatchQueue(label: "test.article-loads")
    let loading = ArticleLoading.background(queue)
    // New: the same bytes' parse is the one taken.
    let file = try #require(loading.parseAhead(html: Self.html))
    let adding = NewArticle(id: "new12345", source: .bytes(Self.url, Self.html), library: library)
    let new = loading.parseAhead(
      ArticleSource.Opened(id: "new12345", adding: adding), from: library, file: file)
    #expect(new === file && new?.id == "new12345")
    // Known (the library holds those bytes): taken, unless its bookmark has a language.
    let id = try AddCommand.add(
      html: Self.html, facts: ArticleFacts(html: Self.html), from: Self.url, to: library)
    let known = try #require(loading.parseAhead(html: Self.html))
    #expect(loading.parseAhead(ArticleSource.Opened(id: id), from: library, file: known) === known)
    var bookmark = try #require(try library.bookmark(id: id))
    bookmark.lang = "de"
    try library.upsert([bookmark])
    let german = try #require(loading.parseAhead(html: Self.html))
    let stored = try #require(
      loading.parseAhead(ArticleSource.Opened(id: id), from: library, file: german))
    #expect(stored !== german)
    queue.sync {}
    #expect(file.document == HTMLDocumentParser.parse(Self.html))
    #expect(stored.document == HTMLDocumentParser.parse(Self.html, language: "de"))
  }

  @Test("nothing is parsed ahead inline, for a document already parsed, or with no article")
  func notParsedAhead() throws {
    let (library, id) = try Self.libraryHoldingTheArticle()
    #expect(ArticleLoading.inline.parseAhead(ArticleSource.Opened(id: id), from: library) == nil)
    let queue = DispatchQueue(label: "test.article-loads")
    let loading = ArticleLoading.background(queue)
    let parsed = ArticleSource.Opened(id: id, parsed: HTMLDocumentParser.parse(Self.html))
    #expect(loading.parseAhead(parsed, from: library) == nil)
    // A bookmark whose article is not fetched yet: the load says so, nothing is parsed.
    let bare = Bookmark(
      id: "bare1234", title: "Not fetched", siteName: "", site: "", url: "https://example.org",
      created: Date(), updated: Date())
    try library.upsert([bare])
    let none = try #require(loading.parseAhead(ArticleSource.Opened(id: "bare1234"), from: library))
    queue.sync {}
    #expect(none.document == nil)
  }

  @Test("the opening article's hyphenator is made ahead on the queue, only while hyphenation is on")
  func hyphenatorMadeAhead() throws {
    let library = try Library.openInMemory()
    let queue = DispatchQueue(label: "test.article-loads")
    let loading = ArticleLoading.background(queue)
    let page = Data("<html lang=\"en-GB\"><p>Herons wait in the shallows.</p></html>".utf8)
    let adding = NewArticle(id: "new12345", source: .bytes(Self.url, page), library: library)
    let opened = ArticleSource.Opened(id: "new12345", adding: adding)
    let recorder = PreparedHyphenators()
    let ahead = try #require(loading.parseAhead(opened, from: library))
    loading.hyphenateAhead(ahead, bookmarkLanguage: { nil }, from: library, with: recorder)
    queue.sync {}
    let document = try #require(ahead.document)
    #expect(
      recorder.prepared == [
        .init(tag: "en-GB", text: ArticleHyphenation.text(of: document))
      ])
    #expect(
      recorder.prepared.first?.text.map { String(decoding: $0, as: UTF8.self) }?
        .contains("Herons wait") == true)
    // A known article in its bookmark's language, which wins over the page's.
    let id = try AddCommand.add(
      html: page, facts: ArticleFacts(html: page), from: Self.url, to: library)
    var bookmark = try #require(try library.bookmark(id: id))
    bookmark.lang = "de"
    try library.upsert([bookmark])
    let known = try #require(loading.parseAhead(ArticleSource.Opened(id: id), from: library))
    loading.hyphenateAhead(
      known, bookmarkLanguage: { (try? library.bookmark(id: id))??.lang }, from: library,
      with: recorder)
    queue.sync {}
    #expect(recorder.prepared.map(\.tag) == ["en-GB", "de"])
    // A page that names no language, of a bookmark that names none: nothing is made.
    let plain = NewArticle(
      id: "new67890", source: .bytes(Self.url, Data("<p>No language.</p>".utf8)),
      library: library)
    let untagged = try #require(
      loading.parseAhead(ArticleSource.Opened(id: "new67890", adding: plain), from: library))
    loading.hyphenateAhead(untagged, bookmarkLanguage: { nil }, from: library, with: recorder)
    queue.sync {}
    #expect(recorder.prepared.count == 2)
    // Hyphenation off: nothing is made.
    var settings = try library.settings()
    settings.hyphenate = false
    try library.saveSettings(settings)
    let off = try #require(loading.parseAhead(opened, from: library))
    loading.hyphenateAhead(off, bookmarkLanguage: { nil }, from: library, with: recorder)
    queue.sync {}
    #expect(recorder.prepared.count == 2)
    // Inline, nothing is made ahead.
    ArticleLoading.inline.hyphenateAhead(
      ahead, bookmarkLanguage: { nil }, from: library, with: recorder)
    #expect(recorder.prepared.count == 2)
  }

  @Test(
    "a long new page's dictionary is opened ahead in its language, only while hyphenation is on")
  func dictionaryOpenedAhead() throws {
    let library = try Library.openInMemory()
    let loading = ArticleLoading.background(DispatchQueue(label: "test.article-loads"))
    let recorder = PreparedHyphenators()
    let words = String(repeating: "Herons wait in the shallows. ", count: 10_000)
    let long = Data("<html lang=\"en-GB\"><p>\(words)</p></html>".utf8)
    #expect(long.count >= ArticleLoading.pageAhead)
    loading.openDictionaryAhead(page: long, from: library, with: recorder)
    #expect(recorder.openedAhead == [.init(tag: "en-GB", text: Array(long))])
    // Shorter than `pageAhead`, or naming no language: nothing.
    let short = Data("<html lang=\"en\"><p>Herons.</p></html>".utf8)
    loading.openDictionaryAhead(page: short, from: library, with: recorder)
    loading.openDictionaryAhead(page: Data(words.utf8), from: library, with: recorder)
    // Inline: nothing.
    ArticleLoading.inline.openDictionaryAhead(page: long, from: library, with: recorder)
    #expect(recorder.openedAhead.count == 1)
    // Hyphenation off: nothing.
    var settings = try library.settings()
    settings.hyphenate = false
    try library.saveSettings(settings)
    loading.openDictionaryAhead(page: long, from: library, with: recorder)
    #expect(recorder.openedAhead.count == 1)
  }

  @Test("the shell's first load, on the article queue, shows the document parsed ahead")
  func shellTakesTheDocumentParsedAhead() throws {
    let (library, id) = try Self.libraryHoldingTheArticle()
    let queue = DispatchQueue(label: "test.article-loads")
    let terminal = ScreenRecorder()
    let loop = FirstAnswerLoop()
    loop.script = [.input(.key(.character("q")))]
    let shell = AppShell(
      store: library, terminal: terminal, loop: loop, server: nil, environment: [:],
      clock: { Date(timeIntervalSince1970: 1_800_000_000) }, pause: { _ in },
      articleLoading: .background(queue))
    // A document only the parse ahead has: the screen shows it, so nothing parsed the store's.
    let ahead = ParsedAhead(html: nil).named(id)
    ahead.document = HTMLDocumentParser.parse(Data("<p>Only the parse ahead says this.</p>".utf8))
    shell.parsedAhead = ahead
    #expect(shell.run(openingDirectly: id) == 0)
    let screens = terminal.painted.map(\.text)
    #expect(screens.contains { $0.contains("Only the parse ahead says this.") })
    #expect(!screens.contains { $0.contains("Herons wait in the shallows") })
    #expect(shell.parsedAhead == nil)
  }
}

/// Issue 41: what waits for the first frame (the first run's fsync) waits for the frame that
/// shows the article, not the blank one painted while it is parsed.
@Suite("After the first frame")
struct AfterFirstFrameTests {
  @Test("runs once, after the frame that shows the article loaded on the queue")
  func afterTheArticle() throws {
    let library = try Library.openInMemory()
    let html = Data("<h1>Herons</h1><p>Herons wait in the shallows for hours.</p>".utf8)
    let id = try AddCommand.add(
      html: html, facts: ArticleFacts(html: html),
      from: URL(fileURLWithPath: "/tmp/after.html"), to: library)
    let terminal = ScreenRecorder()
    let loop = FirstAnswerLoop()
    loop.script = [.input(.key(.character("j"))), .input(.key(.character("q")))]
    let shell = AppShell(
      store: library, terminal: terminal, loop: loop, server: nil, environment: [:],
      clock: { Date(timeIntervalSince1970: 1_800_000_000) }, pause: { _ in },
      articleLoading: .background(DispatchQueue(label: "test.article-loads")))
    var seen: [[String]] = []
    shell.afterFirstFrame = { seen.append(terminal.painted.map(\.text)) }
    #expect(shell.run(openingDirectly: id) == 0)
    #expect(seen.count == 1)
    let frames = try #require(seen.first)
    #expect(frames.count >= 2, "the blank frame, then the article's")
    #expect(frames.last?.contains("Herons wait in the shallows") == true)
  }
}

/// A loop that first waits for the article queue's answer, handles it and paints, then runs
/// its script: the order a person sees, made certain.
final class FirstAnswerLoop: AppLoop, @unchecked Sendable {
  var script: [LoopEvent<ShellMessage>] = []
  private let answered = DispatchSemaphore(value: 0)
  private let lock = NSLock()
  private var posted: [ShellMessage] = []

  func post(_ message: ShellMessage) {
    lock.withLock { posted.append(message) }
    answered.signal()
  }

  func schedule(after seconds: Double, _ message: ShellMessage) {}

  func run(handle: (LoopEvent<ShellMessage>) -> LoopControl, settled: () -> Void) {
    answered.wait()
    let first = lock.withLock {
      defer { posted = [] }
      return posted
    }
    for message in first {
      if handle(.message(message)) == .stop { return }
    }
    settled()
    for event in script {
      if handle(event) == .stop { return }
      settled()
    }
  }
}

/// A `Hyphenation` that records what it is asked to make ahead, and has no dictionaries.
final class PreparedHyphenators: Hyphenation, @unchecked Sendable {
  struct Prepared: Equatable {
    let tag: String
    let text: [UInt8]?
  }
  private let lock = NSLock()
  private var recorded: [Prepared] = []
  var prepared: [Prepared] { lock.withLock { recorded } }

  func hyphenator(forLanguage tag: String) -> Result<any WordHyphenator, HyphenationMissing> {
    .failure(.noDictionary(language: tag))
  }

  func prepare(forLanguage tag: String, articleText: [UInt8]?) {
    lock.withLock { recorded.append(Prepared(tag: tag, text: articleText)) }
  }

  /// The pages whose dictionaries were opened ahead (`text`: the page's bytes).
  private var pages: [Prepared] = []
  var openedAhead: [Prepared] { lock.withLock { pages } }

  func openAhead(forLanguage tag: String, page: Data) {
    lock.withLock { pages.append(Prepared(tag: tag, text: Array(page))) }
  }
}
