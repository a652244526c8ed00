import DogearApp
import DogearCore
import DogearScreen
import Testing

/// Issue 37: an article is read and parsed on a thread of its own, so `q` and Ctrl-C are
/// answered while a long page is parsed. The app's part: what is drawn and what keys do
/// before the answer, and which answers it drops.
@Suite("Keys and signals while an article is being opened")
struct AppOpeningTests {
  /// `dogear open rivers` whose article has been asked for and not answered yet.
  static func openingDirectly() -> AppRig {
    let rig = AppRig()
    rig.addArticle("rivers")
    rig.holdsArticleLoads = true
    rig.send(.started(openingID: "rivers", now: rig.now))
    rig.expect(.loadArticle(id: "rivers"))
    return rig
  }

  static func loaded(_ rig: AppRig, _ id: String) -> AppAction {
    .articleLoaded(id: id, rig.articles[id], problem: nil)
  }

  @Test("dogear open: before the article is parsed the screen is empty and keys but q wait")
  func emptyUntilParsed() {
    let rig = Self.openingDirectly()
    #expect(rig.screen.allSatisfy { $0 == " " || $0 == "\n" }, "\(rig.screen)")
    #expect(rig.press(.character("j"), .character("j"), .pageDown).isEmpty)
    #expect(rig.state.isRunning)
    rig.send(Self.loaded(rig, "rivers"))
    #expect(rig.state.reader?.bookmark.id == "rivers")
    let typedAfter = AppRig()
    typedAfter.addArticle("rivers")
    typedAfter.send(.started(openingID: "rivers", now: typedAfter.now))
    typedAfter.press(.character("j"), .character("j"), .pageDown)
    #expect(rig.state.reader?.top == typedAfter.state.reader?.top, "typed ahead as typed after")
    #expect(rig.state.reader?.top != 0)
  }

  @Test("dogear open: a notice said while the article is parsed reaches its reader's status line")
  func noticeWhileParsing() {
    let rig = Self.openingDirectly()
    let notice = "This file changed since it was added: opened as a new article"
    rig.send(.message(notice))
    rig.send(Self.loaded(rig, "rivers"))
    #expect(rig.state.reader?.bookmark.id == "rivers")
    #expect(rig.screen.contains(notice), "\(rig.screen)")
  }

  @Test("dogear open: q before the article is parsed quits, and the late answer opens nothing")
  func quitWhileParsing() {
    let rig = Self.openingDirectly()
    rig.press(.character("q"))
    #expect(rig.take() == [.quit])
    #expect(!rig.state.isRunning)
    #expect(rig.state.exitStatus(savedAll: true) == 0)
    #expect(rig.send(Self.loaded(rig, "rivers")).isEmpty)
    #expect(rig.state.reader == nil)
  }

  @Test("Ctrl-C (SIGINT) while the article is parsed leaves with 130; the late answer is dropped")
  func signalWhileParsing() {
    let rig = Self.openingDirectly()
    rig.send(.signal(2, now: rig.now))
    #expect(rig.take() == [.quit])
    #expect(rig.state.exitStatus(savedAll: true) == 130)
    #expect(rig.send(Self.loaded(rig, "rivers")).isEmpty)
    #expect(rig.state.reader == nil)
  }

  @Test("from the list, an article given up and overtaken by another never opens")
  func overtakenAnswerDropped() throws {
    let rig = AppRig()
    rig.startOnList()
    rig.holdsArticleLoads = true
    rig.press(.enter)
    let first = try #require(Self.asked(rig.take()))
    #expect(Self.asked(rig.press(.down, .enter)) == nil, "typed ahead, for the first's reader")
    rig.press(.character("q"))
    rig.press(.down, .enter)
    let second = try #require(Self.asked(rig.take()))
    #expect(first != second)
    rig.addArticle(first)
    rig.addArticle(second)
    rig.send(Self.loaded(rig, first))
    #expect(rig.state.reader == nil, "the list stays while the newer one is parsed")
    rig.send(Self.loaded(rig, second))
    #expect(rig.state.reader?.bookmark.id == second)
  }

  @Test("q on the list while an article is parsed gives it up; its answer opens nothing")
  func listQuitWhileParsing() throws {
    let rig = AppRig()
    rig.startOnList()
    rig.holdsArticleLoads = true
    rig.press(.enter)
    let id = try #require(Self.asked(rig.take()))
    rig.addArticle(id)
    #expect(rig.press(.character("q")).isEmpty)
    #expect(rig.state.isRunning)
    #expect(rig.send(Self.loaded(rig, id)).isEmpty)
    #expect(rig.state.reader == nil)
    rig.press(.character("q"))
    #expect(rig.take() == [.quit], "the list's own q again")
  }

  static func asked(_ effects: [AppEffect]) -> String? {
    for case .loadArticle(let id) in effects { return id }
    return nil
  }
}

/// The reader made where the article was read (`ArticleLoad.prepareReader`): measuring and
/// laying out a long article are most of opening it, and the loop does not wait for them.
@Suite("A reader made beforehand")
struct AppPreparedReaderTests {
  /// A load of `rivers` whose prepared reader was made from another document, so a test can
  /// see which one opened.
  static func load(preparedFor columns: Int, _ rows: Int, rig: AppRig) throws -> ArticleLoad {
    var load = try #require(rig.articles["rivers"])
    var other = load
    other.document = ReaderFixtures.document(paragraphs: 3)
    var setup = rig.state.readerSetup
    (setup.columns, setup.rows) = (columns, rows)
    other.prepareReader(setup)
    load.prepared = other.prepared
    return load
  }

  @Test("a reader made for the terminal's size is the one that opens")
  func preparedReaderUsed() throws {
    let rig = AppOpeningTests.openingDirectly()
    let load = try Self.load(preparedFor: 80, 24, rig: rig)
    rig.send(.articleLoaded(id: "rivers", load, problem: nil))
    #expect(rig.state.reader?.document == load.prepared?.document)
    #expect(rig.state.reader?.document != load.document)
  }

  @Test("a reader made for another size is made again at this one")
  func preparedReaderForAnotherSize() throws {
    let rig = AppOpeningTests.openingDirectly()
    let load = try Self.load(preparedFor: 100, 30, rig: rig)
    rig.send(.articleLoaded(id: "rivers", load, problem: nil))
    #expect(rig.state.reader?.document == load.document)
    #expect(rig.state.reader?.columns == 80)
  }
}
