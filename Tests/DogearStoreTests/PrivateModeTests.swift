import DogearCore
import Foundation
import Testing

@testable import DogearStore

/// The library folder is 0700 and its files 0600, whatever made the folder first.
@Suite("Private library files")
struct PrivateModeTests {
  static func mode(_ url: URL) -> mode_t {
    var facts = stat()
    guard stat(url.path, &facts) == 0 else { return 0 }
    return facts.st_mode & 0o7777
  }

  static func write(_ library: Library) throws {
    try library.upsert([StoreTest.bookmark("b1")])
    try library.saveProgress(id: "b1", StoreTest.progress(40, day: 1), force: true)
  }

  @Test("a new library folder, with its missing parents, is 0700 and every file in it 0600")
  func newFolder() throws {
    let root = StoreTest.temporaryFolder()
    defer { StoreTest.remove(root) }
    let folder = root.appendingPathComponent("share/dogear")
    let library = try Library.open(at: folder)
    try Self.write(library)
    #expect(Self.mode(root.appendingPathComponent("share")) == 0o700)
    #expect(Self.mode(folder) == 0o700)
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    #expect(names.contains(Library.fileName) && names.contains("\(Library.fileName)-wal"))
    for name in names {
      #expect(Self.mode(folder.appendingPathComponent(name)) == 0o600, "\(name)")
    }
  }

  @Test("a folder made 0755 by make install, holding a 0644 library, is narrowed on open")
  func folderMadeByInstall() throws {
    let folder = StoreTest.temporaryFolder()
    defer { StoreTest.remove(folder) }
    chmod(folder.path, 0o755)
    let file = folder.appendingPathComponent(Library.fileName)
    do {
      let library = try Library.open(at: folder)
      try Self.write(library)
    }
    for name in [Library.fileName, "\(Library.fileName)-wal", "\(Library.fileName)-shm"] {
      chmod(folder.appendingPathComponent(name).path, 0o644)
    }
    let reopened = try Library.open(at: folder)
    #expect(try reopened.bookmark(id: "b1") != nil)
    #expect(Self.mode(folder) == 0o700)
    #expect(Self.mode(file) == 0o600)
    #expect(Self.mode(folder.appendingPathComponent("\(Library.fileName)-wal")) == 0o600)
  }

  @Test("a folder with the sticky bit (a shared one such as /tmp) keeps its mode")
  func stickyFolderKept() throws {
    let folder = StoreTest.temporaryFolder()
    defer { StoreTest.remove(folder) }
    chmod(folder.path, 0o1777)
    _ = try Library.open(at: folder)
    #expect(Self.mode(folder) == 0o1777)
    #expect(Self.mode(folder.appendingPathComponent(Library.fileName)) == 0o600)
  }
}
