import DogearCore
import DogearTestSupport
import Foundation
import Testing

/// Issue 30: a local file is checked before it is read (a regular file, its size, its first
/// bytes) and read only up to the limit a synced article has; `/dev/zero`, a FIFO no program
/// writes to and a sparse giant are refused at once by `dump`, `add` and `open`. A pipe that a
/// program writes to is read as a stream, to the same limit (issue 37: `dump <(curl …)`).
/// Each run is bounded (5 s, 2 GB of address space), so a program that reads without limit
/// fails here instead of filling memory.
@Suite(
  "Bounded local input",
  .enabled(if: DogearProcess.isBuilt, Comment(rawValue: DogearProcess.notBuilt)))
struct BoundedInputTests {
  /// Runs dogear with 2 GB of address space for at most `seconds`: a refusal must come at
  /// once, but reading a whole 32 MB file may take a debug build on a busy machine longer.
  private func bounded(
    _ arguments: [String], home: URL, seconds: Int = 5
  ) throws -> DogearProcess.Result {
    let script = "ulimit -v 2000000; exec /usr/bin/timeout -s KILL \(seconds) \"$0\" \"$@\""
    return try DogearProcess.run(
      ["-c", script, DogearProcess.binary.path] + arguments,
      environment: DogearProcess.environment(home: home),
      executable: URL(fileURLWithPath: "/bin/sh"))
  }

  private func expectRefused(_ path: String, saying words: String, home: URL) throws {
    for command in ["dump", "add", "open"] {
      let started = Date()
      let result = try bounded([command, path], home: home)
      #expect(result.status == 1, "\(command) \(path): status \(result.status)")
      #expect(result.errors.contains(words), "\(command) \(path): \(result.errors)")
      #expect(result.output.isEmpty)
      #expect(Date().timeIntervalSince(started) < 4, "\(command) \(path) was not refused at once")
    }
  }

  @Test("/dev/zero is not a regular file; a FIFO no program writes to is refused, not waited for")
  func notRegular() throws {
    let home = StoreTest.temporaryFolder()
    defer { StoreTest.remove(home) }
    try expectRefused("/dev/zero", saying: "not a regular file", home: home)
    let fifo = home.appendingPathComponent("pipe.html").path
    #expect(mkfifo(fifo, 0o600) == 0)
    try expectRefused(fifo, saying: "a pipe no program is writing to", home: home)
  }

  /// `dogear COMMAND <(WRITER)` through bash, as a person types it: the pipe is `/dev/fd/N`.
  private func throughPipe(_ command: String, writer: String, home: URL) throws
    -> DogearProcess.Result
  {
    let script =
      "ulimit -v 2000000; exec /usr/bin/timeout -s KILL 60 \"$0\" \(command) <(\(writer))"
    return try DogearProcess.run(
      ["-c", script, DogearProcess.binary.path],
      environment: DogearProcess.environment(home: home),
      executable: URL(fileURLWithPath: "/bin/bash"))
  }

  @Test("a page written into a pipe is read to its end and dumped, one over the limit refused")
  func pipe() throws {
    let home = StoreTest.temporaryFolder()
    defer { StoreTest.remove(home) }
    let page = home.appendingPathComponent("page.html")
    try Data("<title>Tides</title><p>Written through a pipe, read to its end.</p>".utf8)
      .write(to: page)
    let read = try throughPipe("dump", writer: "cat \(page.path)", home: home)
    #expect(read.status == 0, "\(read.errors)")
    #expect(read.output.contains("Written through a pipe, read to its end."))
    let added = try throughPipe("add", writer: "cat \(page.path)", home: home)
    #expect(added.status == 0, "\(added.errors)")
    let giant = "echo '<p>hello</p>'; head -c \((32 << 20) + 1) /dev/zero | tr '\\0' ' '"
    let refused = try throughPipe("dump", writer: giant, home: home)
    #expect(refused.status == 1 && refused.errors.contains("too large (over 32 MB)"))
    #expect(refused.output.isEmpty)
  }

  /// The peak resident memory of `dogear dump FILE --width 80`, in KB, as the kernel counts
  /// it for the finished child (Python's `getrusage`, so that no other child of the test
  /// process is counted): a size, not a time, so a busy machine does not move it.
  private func dumpPeak(_ file: URL, home: URL) throws -> Int {
    let script = """
      import resource, subprocess, sys
      subprocess.run(sys.argv[1:], stdout=subprocess.DEVNULL, check=True)
      print(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)
      """
    let result = try DogearProcess.run(
      ["-c", script, DogearProcess.binary.path, "dump", file.path, "--width", "80"],
      environment: DogearProcess.environment(home: home),
      executable: URL(fileURLWithPath: "/usr/bin/python3"))
    #expect(result.status == 0, "\(result.errors)")
    return Int(result.output.trimmingCharacters(in: .whitespacesAndNewlines)) ?? .max
  }

  @Test("a page of one 4 MB paragraph dumps within a few times its size (issue 37)")
  func longParagraphMemory() throws {
    let home = StoreTest.temporaryFolder()
    defer { StoreTest.remove(home) }
    let words = ["tide", "pool", "heron", "shallow", "waits", "reeds", "evening", "a", "the"]
    var text = "<html><body><p>"
    var index = 0
    while text.utf8.count < 4_000_000 {
      text += words[index % words.count] + (index % 7 == 0 ? ", " : " ")
      index += 1
    }
    let file = home.appendingPathComponent("flat.html")
    try Data((text + "</p></body></html>").utf8).write(to: file)
    // Measured whole, the paragraph took 161 MB (about 100 bytes a word); in chunks, 38 MB.
    let peak = try dumpPeak(file, home: home)
    #expect(peak < 30_000 + 6 * 4_000, "peak \(peak) KB for a 4,000 KB page")
  }

  @Test("a page of one paragraph of 100,000 links dumps within ten times its size (issue 37)")
  func pageOfLinksMemory() throws {
    let home = StoreTest.temporaryFolder()
    defer { StoreTest.remove(home) }
    let words = ["tide", "pool", "heron", "shallow", "waits", "reeds", "evening"]
    var text = "<html><body><p>"
    for index in 0..<100_000 {
      text += "<a href=\"https://example.org/\(index)\">\(words[index % words.count])</a> "
    }
    let file = home.appendingPathComponent("links.html")
    try Data((text + "</p></body></html>").utf8).write(to: file)
    // 4.6 MB. Spans of 128 bytes (an image's room in every one), the paragraph's spans copied
    // again into chunks and the file read into twice its size took 111 MB; spans of 48
    // bytes, one chunk at a time and the file read into its size, 66 MB (release build).
    let peak = try dumpPeak(file, home: home)
    #expect(peak < 30_000 + 10 * 4_600, "peak \(peak) KB for a 4,600 KB page")
  }

  @Test("a sparse 3 GB file is too large, by its size, before a byte is read")
  func sparseGiant() throws {
    let home = StoreTest.temporaryFolder()
    defer { StoreTest.remove(home) }
    let url = home.appendingPathComponent("giant.html")
    try Data("<p>hello</p>".utf8).write(to: url)
    #expect(truncate(url.path, 3 << 30) == 0)
    try expectRefused(url.path, saying: "the file is too large (over 32 MB)", home: home)
  }

  @Test("a file just over the limit is refused, one at the limit is read")
  func atTheLimit() throws {
    let home = StoreTest.temporaryFolder()
    defer { StoreTest.remove(home) }
    let page = Data("<p>hello</p>".utf8)
    let url = home.appendingPathComponent("big.html")
    var bytes = page + Data(repeating: 0x20, count: (32 << 20) - page.count)
    try bytes.write(to: url)
    let read = try bounded(["dump", url.path], home: home, seconds: 120)
    #expect(read.status == 0, "\(read.errors)")
    #expect(read.output.contains("hello"))
    bytes.append(0x20)
    try bytes.write(to: url)
    let refused = try bounded(["dump", url.path], home: home)
    #expect(refused.status == 1 && refused.errors.contains("too large (over 32 MB)"))
  }

  @Test("a binary file is refused from its first bytes, with the message add always gave")
  func binaryStart() throws {
    let home = StoreTest.temporaryFolder()
    defer { StoreTest.remove(home) }
    let url = home.appendingPathComponent("archive.html")
    try Data([0x50, 0x4B, 0x03, 0x04] + [UInt8](repeating: 0x41, count: 10_000)).write(to: url)
    let result = try bounded(["dump", url.path], home: home)
    #expect(result.status == 1 && result.errors.contains("is not an HTML file"))
  }
}
