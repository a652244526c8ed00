import DogearCommandLine
import DogearCore
import DogearStore
import Foundation
import Testing

@testable import dogear

/// Issue 37: `dogear open` of a file or pipe the library does not hold yet only chooses its id
/// before the loop starts; reading (a pipe), parsing and storing it is its first load's work,
/// on the article queue, so the loop answers keys meanwhile.
@Suite("A new file or pipe is stored by its first load")
struct DeferredOpeningTests {
  static let url = URL(fileURLWithPath: "/tmp/deferred-herons.html")
  static let html = HeronsPage.html

  private func shell(_ library: Library, terminal: ScreenRecorder) -> AppShell {
    let loop = ScriptedLoop()
    loop.script = [.input(.key(.character("q")))]
    return AppShell(
      store: library, terminal: terminal, loop: loop, server: nil, environment: [:],
      clock: { Date(timeIntervalSince1970: 1_800_000_000) }, pause: { _ in })
  }

  @Test("a new file is not in the library before its first load, and is after, under its id")
  func newFileStoredByFirstLoad() throws {
    let library = try Library.openInMemory()
    let opened = try ArticleSource.deferring(.file(Self.url, Self.html), in: library)
    #expect(opened.adding?.id == opened.id)
    #expect(try library.bookmark(id: opened.id) == nil, "nothing stored before the load")
    try expectFirstLoadShowsAndStores(opened, in: library)
    let again = try ArticleSource.deferring(.file(Self.url, Self.html), in: library)
    #expect(again.id == opened.id && again.adding == nil, "found again, not added twice")
  }

  /// Runs the shell opening `opened` directly: the article shows, is stored under its id by
  /// that first load, and nothing is left waiting to be added.
  private func expectFirstLoadShowsAndStores(_ opened: ArticleSource.Opened, in library: Library)
    throws
  {
    let terminal = ScreenRecorder()
    let shell = shell(library, terminal: terminal)
    shell.adding = opened.adding
    #expect(shell.run(openingDirectly: opened.id) == 0)
    #expect(terminal.painted.map(\.text).contains { $0.contains("Herons wait in the shallows") })
    #expect(try library.bookmark(id: opened.id)?.title == "Herons")
    #expect(shell.adding == nil)
  }

  /// A pipe with `bytes` written into it and its writing end closed, as `/dev/fd/N`.
  private func pipe(holding bytes: Data) throws -> (path: String, descriptor: Int32) {
    var ends: [Int32] = [-1, -1]
    try #require(Glibc.pipe(&ends) == 0)
    let written = bytes.withUnsafeBytes { Glibc.write(ends[1], $0.baseAddress, $0.count) }
    try #require(written == bytes.count)
    close(ends[1])
    return ("/dev/fd/\(ends[0])", ends[0])
  }

  @Test("a pipe is left unread until its first load, which reads and stores it")
  func pipeReadByFirstLoad() throws {
    let library = try Library.openInMemory()
    let (path, descriptor) = try pipe(holding: Self.html)
    defer { close(descriptor) }
    guard case .success(let resolved) = ArticleSource.resolve(path, in: library),
      case .pipe = resolved
    else {
      Issue.record("a pipe resolves as a pipe, unread")
      return
    }
    let (store, opened) = try ArticleSource.opening(resolved, in: library)
    #expect(store === library)
    try expectFirstLoadShowsAndStores(opened, in: library)
  }

  @Test("a pipe that turns out not to be HTML: the open fails with why, nothing is stored")
  func pipeNotHTML() throws {
    let library = try Library.openInMemory()
    let (path, descriptor) = try pipe(holding: Data([0x50, 0x4B, 0x03, 0x04, 0, 0, 0x41]))
    defer { close(descriptor) }
    guard case .success(let resolved) = ArticleSource.resolve(path, in: library) else {
      Issue.record("a pipe with bytes in it resolves")
      return
    }
    let (_, opened) = try ArticleSource.opening(resolved, in: library)
    let shell = shell(library, terminal: ScreenRecorder())
    shell.adding = opened.adding
    #expect(shell.run(openingDirectly: opened.id) == 1)
    #expect(shell.state.openFailure?.contains("\(path) is not an HTML file") == true)
    #expect(try library.bookmark(id: opened.id) == nil)
  }
}
