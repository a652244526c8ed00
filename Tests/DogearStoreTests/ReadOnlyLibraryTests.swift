import DogearCore
import DogearTestSupport
import Foundation
import Testing

@testable import DogearStore

/// Issue 30: a library on a read-only mount is read (list, dump, search, open) and says it
/// cannot save, instead of refusing everything.
@Suite(
  "Read-only library", .serialized,
  .enabled(if: ReadOnlyMount.canMount, "a read-only bind mount was refused (needs root)"))
struct ReadOnlyLibraryTests {
  private func library(in folder: URL) throws {
    let library = try Library.open(at: folder)
    try library.upsert([StoreTest.bookmark("a", title: "Slow rivers")])
    try library.saveArticle(id: "a", html: Data("<p>sand settles</p>".utf8), text: "sand settles")
    try library.saveProgress(id: "a", StoreTest.progress(30, day: 1))
  }

  @Test("it opens, lists, searches and reads progress; a write fails saying read-only")
  func inProcess() throws {
    let source = StoreTest.temporaryFolder()
    defer { StoreTest.remove(source) }
    try library(in: source)
    let mount = try ReadOnlyMount(of: source)
    defer { mount.unmount() }
    let library = try Library.open(at: mount.folder)
    #expect(library.isReadOnly)
    #expect(try library.progress(id: "a")?.percent == 30)
    #expect(try library.summaries(filter: .all, search: "", offset: 0, limit: 10).count == 1)
    let file = mount.folder.appendingPathComponent(Library.fileName).path
    #expect(throws: LibraryError.readOnly(path: file)) {
      try library.saveProgress(id: "a", StoreTest.progress(60, day: 2))
    }
    #expect(LibraryError.readOnly(path: file).description.contains("nothing can be saved"))
  }

  @Test(
    "dogear list, dump and search work on it",
    .enabled(if: DogearProcess.isBuilt, Comment(rawValue: DogearProcess.notBuilt)))
  func commands() throws {
    let source = StoreTest.temporaryFolder()
    defer { StoreTest.remove(source) }
    try library(in: source)
    let mount = try ReadOnlyMount(of: source)
    defer { mount.unmount() }
    let environment = DogearProcess.environment(home: mount.folder)
    let listed = try DogearProcess.run(["list"], environment: environment)
    #expect(listed.status == 0 && listed.output.contains("Slow rivers"), "\(listed.errors)")
    let dumped = try DogearProcess.run(["dump", "a"], environment: environment)
    #expect(dumped.status == 0 && dumped.output.contains("sand settles"), "\(dumped.errors)")
    let found = try DogearProcess.run(["search", "sand"], environment: environment)
    #expect(found.status == 0 && found.output.contains("Slow rivers"), "\(found.errors)")
  }
}
