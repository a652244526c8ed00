import DogearCommandLine
import DogearCore
import DogearScreen
import DogearStore
import DogearTerminal
import DogearTestSupport
import Foundation
import Testing

@testable import dogear

/// The shell in process, behind its seams (issue 14): a scripted loop, a terminal that
/// records, the real library in memory, a server that records. What only a real terminal
/// shows stays with the tmux tests.
@Suite("The shell behind its seams")
struct ShellTests {
  struct Rig {
    let terminal = ScreenRecorder()
    let loop = ScriptedLoop()
    let store: SwitchableStore
    let server: RequestRecorder?
    var pauses: [Double] = []
    let id: String

    init(connected: Bool = false) throws {
      store = try SwitchableStore()
      server = connected ? RequestRecorder() : nil
      let paragraphs = (0..<80).map { number in
        "<p>Paragraph \(number) follows the river past the mill and the willows, "
          + "counting herons in the shallows and the stones along the bank.</p>"
      }
      let text = "<h1>Slow rivers</h1>" + paragraphs.joined()
      id = try AddCommand.add(
        html: Data(text.utf8), facts: ArticleFacts(html: text),
        from: URL(fileURLWithPath: "/tmp/rivers.html"),
        to: store.library)
    }

    /// Runs `dogear open` on the article (or, with `list`, `dogear`) with the scripted
    /// events; returns the exit status.
    mutating func run(_ events: [LoopEvent<ShellMessage>], list: Bool = false) -> Int32 {
      loop.script = events
      var pauses: [Double] = []
      let shell = AppShell(
        store: store, terminal: terminal, loop: loop, server: server, environment: [:],
        clock: { Date(timeIntervalSince1970: 1_800_000_000) }, pause: { pauses.append($0) })
      let status = shell.run(openingDirectly: list ? nil : id)
      self.pauses = pauses
      return status
    }
  }

  static func keys(_ keys: Key...) -> [LoopEvent<ShellMessage>] { keys.map { .input(.key($0)) } }

  @Test("keys from the loop go through the core to the store, and each turn is painted")
  func keyToStore() throws {
    var rig = try Rig()
    let status = rig.run(Self.keys(.pageDown, .pageDown, .pageDown, .character("q")))
    #expect(status == 0)
    #expect(try #require(try rig.store.progress(id: rig.id)).percent > 0)
    #expect(rig.terminal.painted.count == 4, "the first frame and one per key that stays")
    #expect(rig.terminal.painted.first?.text.contains("Slow rivers") == true)
  }

  @Test("a key's frame is painted before the place it moved to is written, and no frame more")
  func frameBeforeSave() throws {
    var rig = try Rig()
    let terminal = rig.terminal
    var paintedAtSaves: [Int] = []
    rig.store.beforeSave = { _ in paintedAtSaves.append(terminal.painted.count) }
    let status = rig.run(Self.keys(.pageDown, .pageDown, .pageDown, .character("q")))
    #expect(status == 0)
    #expect(paintedAtSaves.prefix(3) == [2, 3, 4], "each PageDown's frame, then its save")
    #expect(rig.terminal.painted.count == 4, "a save that changes nothing shows is not painted")
    #expect(try #require(try rig.store.progress(id: rig.id)).percent > 0)
  }

  @Test("keys typed ahead with q in one turn: no frame comes, and the place is written")
  func quitBeforeFrame() throws {
    var rig = try Rig()
    rig.loop.inOneTurn = true
    let status = rig.run(Self.keys(.pageDown, .character("q")))
    #expect(status == 0)
    #expect(rig.terminal.painted.count == 1, "only the first frame")
    #expect(try #require(try rig.store.progress(id: rig.id)).percent > 0)
  }

  @Test("back in the list, the place just read is written before the list is read")
  func listAfterSave() throws {
    var rig = try Rig()
    let (store, id) = (rig.store, rig.id)
    var readAfter: [Int?] = []
    rig.store.beforePageRead = { readAfter.append(try? store.library.progress(id: id)?.percent) }
    // In one turn, as keys typed ahead: the last PageDown's save and the list's read meet.
    rig.loop.inOneTurn = true
    let status = rig.run(
      Self.keys(.enter, .pageDown, .pageDown, .pageDown, .character("q")), list: true)
    #expect(status == 0)
    let percent = try #require(try rig.store.progress(id: rig.id)).percent
    #expect(percent > 0)
    #expect(readAfter.last == percent, "the list read after the place was written: \(readAfter)")
    let list = try #require(rig.terminal.painted.last?.text)
    #expect(list.contains("\(percent)%"), "\(list)")
  }

  @Test("a position neither the library nor its journal takes is said after the terminal, status 1")
  func unsavedPosition() throws {
    var rig = try Rig()
    rig.store.savesFail = true
    rig.store.journalFails = true
    let status = rig.run(Self.keys(.pageDown, .pageDown, .pageDown, .character("q")))
    #expect(status == 1)
    #expect(rig.pauses == [0.5], "two brief attempts half a second apart, no real sleeping")
    #expect(rig.terminal.afterEnd.contains { $0.hasPrefix("dogear: reading position not saved") })
    let screens = rig.terminal.painted.map(\.text)
    #expect(screens.contains { $0.contains("Waiting to save the position") })
    #expect(!screens.contains { $0.contains("not saved") }, "the status line waits, not fails")
  }

  @Test("a position the library cannot take in a second goes to its journal; status 0")
  func journaledPosition() throws {
    var rig = try Rig()
    rig.store.savesFail = true
    let status = rig.run(Self.keys(.pageDown, .pageDown, .pageDown, .character("q")))
    #expect(status == 0)
    let kept = try #require(rig.store.journal.last)
    #expect(kept.bookmarkID == rig.id)
    #expect(kept.progress.percent > 0)
    #expect(rig.store.briefWrites > 0, "every save waits only briefly for the lock")
    #expect(rig.terminal.afterEnd.contains { $0.contains("reading position kept beside it") })
  }

  @Test("a read-only library: the reader says the place cannot be saved there")
  func readOnlyLibrary() throws {
    var rig = try Rig()
    rig.store.isReadOnly = true
    _ = rig.run(Self.keys(.character("q")))
    let first = try #require(rig.terminal.painted.first?.text)
    #expect(first.contains("read-only: your place cannot be saved here"), "\(first)")
  }

  @Test("a read-only library: reading and quitting try no save, journal nothing and exit 0")
  func readOnlyLibraryQuits() throws {
    var rig = try Rig()
    rig.store.isReadOnly = true
    let status = rig.run(Self.keys(.pageDown, .pageDown, .pageDown, .character("q")))
    #expect(status == 0)
    #expect(rig.store.saveAttempts == 0, "a place that cannot be saved is not tried")
    #expect(rig.store.journal.isEmpty, "nothing waits for a later process")
    #expect(rig.pauses.isEmpty, "leaving waits for nothing")
    #expect(rig.terminal.afterEnd.isEmpty, "\(rig.terminal.afterEnd)")
  }

  @Test("the Mouse setting: the stored one is applied at the start, a toggle at once, and kept")
  func mouseSetting() throws {
    var rig = try Rig()
    try rig.store.saveSettings(Settings(mouseReporting: false))
    // `,`, down to the Mouse row (the eighth), Space turns it on, Space off, Space on again.
    let down = [Key](repeating: .character("j"), count: 7)
    let keys = [.character(",")] + down + [.character(" "), .character(" "), .character(" ")]
    _ = rig.run(keys.map { .input(.key($0)) } + Self.keys(.escape, .character("q")))
    #expect(rig.terminal.mouseReporting == [false, true, false, true])
    #expect(try rig.store.library.settings().mouseReporting)
    let panel = try #require(rig.terminal.painted.dropLast().last?.text)
    #expect(panel.contains("[x] Mouse"), "\(panel)")
  }

  @Test("Ctrl-L reaches the terminal as a full redraw")
  func controlL() throws {
    var rig = try Rig()
    _ = rig.run(Self.keys(.control("l"), .character("q")))
    #expect(rig.terminal.redraws == 1)
  }

  @Test("a signal saves, and the status is 128 + N")
  func signal() throws {
    var rig = try Rig()
    let status = rig.run(Self.keys(.pageDown, .pageDown) + [.signal(SIGTERM)])
    #expect(status == 128 + SIGTERM)
    #expect(try rig.store.progress(id: rig.id) != nil)
  }

  @Test("connected: dogear open retries the queue, and a failed flush starts one pass")
  func server() throws {
    var rig = try Rig(connected: true)
    _ = rig.run([.message(.action(.flushFailed(id: "x"))), .input(.key(.character("q")))])
    let requests = try #require(rig.server?.requests)
    #expect(requests == ["retry"], "a local article asks nothing else; one pass at a time")
  }

  @Test("R in the list renames in the library, and the text search finds the new title")
  func rename() throws {
    var rig = try Rig()
    let typed = "Herons of the mill".map { LoopEvent<ShellMessage>.input(.key(.character($0))) }
    let status = rig.run(
      Self.keys(.character("R"), .control("u")) + typed + Self.keys(.enter, .character("q")),
      list: true)
    #expect(status == 0)
    #expect(try rig.store.bookmark(id: rig.id)?.title == "Herons of the mill")
    let terms = try SearchTerms.parse("mill herons").get()
    let hits = try rig.store.library.search(terms)
    #expect(hits.hits.first?.bookmarkID == rig.id)
    #expect(hits.hits.first?.titleMatches.isEmpty == false, "the new title is indexed")
  }

  @Test("open of a changed file: a new article, said on the status line, with no old jump")
  func openChangedFile() throws {
    let rig = try Rig()
    let library = rig.store.library
    let progress = ReadingProgress(percent: 17, updatedAt: Date(timeIntervalSince1970: 1))
    try library.saveProgress(id: rig.id, progress)
    let url = URL(fileURLWithPath: "/tmp/rivers.html")
    let changed = Data("<h1>Other page</h1><p>Saved over the first.</p>".utf8)
    let (id, notice) = try ArticleSource.bookmarkID(for: .file(url, changed), in: library)
    #expect(id != rig.id)
    #expect(
      notice
        == "rivers.html changed since it was added: a new article (\(rig.id) is kept)")
    #expect(try library.progress(id: id) == nil, "nothing to jump to")
    #expect(try library.progress(id: rig.id)?.percent == 17)
    #expect(try ArticleSource.bookmarkID(for: .file(url, changed), in: library) == (id, nil))
    rig.loop.script = Self.keys(.character("q"))
    let shell = AppShell(
      store: rig.store, terminal: rig.terminal, loop: rig.loop, server: nil, environment: [:],
      clock: { Date(timeIntervalSince1970: 1_800_000_000) }, pause: { _ in })
    #expect(shell.run(openingDirectly: id, notice: notice) == 0)
    let first = try #require(rig.terminal.painted.first?.text)
    #expect(first.contains("rivers.html changed since it was added"))
    #expect(!first.contains("Jump"))
  }
}
