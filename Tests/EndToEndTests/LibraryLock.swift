import DogearTestSupport
import Foundation

/// A second process holding the library's write lock (`BEGIN EXCLUSIVE`, as another program
/// or the sqlite3 shell would) until `release()`; python3 is there already for the fake
/// Readeck server.
final class LibraryLock {
  private let process = Process()
  private let input = Pipe()

  init(database: URL) throws {
    let script = """
      import sqlite3, sys
      connection = sqlite3.connect(sys.argv[1], isolation_level=None)
      connection.execute('BEGIN EXCLUSIVE')
      print('locked', flush=True)
      sys.stdin.read()
      connection.execute('ROLLBACK')
      """
    let output = Pipe()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", "-c", script, database.path]
    process.standardInput = input
    process.standardOutput = output
    try process.run()
    let line = String(decoding: output.fileHandleForReading.availableData, as: UTF8.self)
    guard line.hasPrefix("locked") else {
      release()
      throw CocoaError(.fileLocking)
    }
  }

  deinit { release() }

  /// Ends the transaction and the process (idempotent): its input closes, and the lock goes
  /// with the process if it has not ended ten seconds later.
  func release() {
    guard process.isRunning else { return }
    try? input.fileHandleForWriting.close()
    let ended = Poll.until(timeout: 10) { process.isRunning ? nil : true }
    if ended == nil { kill(process.processIdentifier, SIGKILL) }
    _ = Poll.until(timeout: 30) { process.isRunning ? nil : true }
  }
}

/// A small tmpfs for full-disk tests (mounting needs root; the tests skip when it is refused).
final class SmallDisk {
  let folder: URL
  private var filler: URL { folder.appendingPathComponent("filler") }

  /// True when this machine lets the tests mount a tmpfs (tried once).
  static let canMount: Bool = {
    guard let disk = try? SmallDisk() else { return false }
    disk.unmount()
    return true
  }()

  init(size: String = "2m") throws {
    folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("dogear-tmpfs-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    guard Self.run("/bin/mount", ["-t", "tmpfs", "-o", "size=\(size)", "tmpfs", folder.path]) else {
      try? FileManager.default.removeItem(at: folder)
      throw CocoaError(.fileWriteNoPermission)
    }
  }

  /// Writes a file until the disk has no room left.
  func fill() {
    _ = Self.run("/bin/dd", ["if=/dev/zero", "of=\(filler.path)", "bs=4096"])
  }

  func free() {
    try? FileManager.default.removeItem(at: filler)
  }

  func unmount() {
    _ = Self.run("/bin/umount", ["-l", folder.path])
    try? FileManager.default.removeItem(at: folder)
  }

  @discardableResult
  private static func run(_ program: String, _ arguments: [String]) -> Bool {
    (try? ChildProcess.run(program, arguments, timeout: 120))?.status == 0
  }
}
