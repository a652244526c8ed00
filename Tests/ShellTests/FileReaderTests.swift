import DogearCommandLine
import Foundation
import Testing

/// `FileReader` reads a local article whole, bounded by the limit, without making room for
/// the limit: every size around its two steps (the first 4 KB, then the rest) comes back byte
/// for byte, and the limit holds to the byte.
@Suite("Reading a local file")
struct FileReaderTests {
  static func file(_ bytes: Int) throws -> URL {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("file-reader-\(UUID().uuidString).html")
    let data = Data((0..<bytes).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ $0 >> 8) })
    try data.write(to: url)
    return url
  }

  @Test(
    "every size around the steps comes back whole",
    arguments: [0, 1, 4095, 4096, 4097, 8191, 8192, 8193, 65_537, 1_000_003])
  func wholeFile(size: Int) throws {
    let url = try Self.file(size)
    defer { try? FileManager.default.removeItem(at: url) }
    let read = try FileReader.read(url.path).get()
    #expect(read == (try Data(contentsOf: url)))
  }

  @Test("the limit holds to the byte, around the first step and past it")
  func limit() throws {
    for (size, limit) in [(4096, 4096), (4097, 4096), (100, 99), (100, 100), (9000, 8999)] {
      let url = try Self.file(size)
      defer { try? FileManager.default.removeItem(at: url) }
      let result = FileReader.read(url.path, limit: limit)
      if size <= limit {
        #expect((try? result.get())?.count == size, "\(size) within \(limit)")
      } else {
        #expect((try? result.get()) == nil, "\(size) over \(limit)")
      }
    }
  }

  @Test("a file that grows while it is read is cut at the limit and refused, not read on")
  func growing() throws {
    let url = try Self.file(5000)
    defer { try? FileManager.default.removeItem(at: url) }
    // The size judged before reading is 5,000 bytes; once the start is read it holds 25,000.
    let refusal = FileReader.read(url.path, limit: 12_000) { _ in
      let handle = FileHandle(forWritingAtPath: url.path)
      handle?.seekToEndOfFile()
      handle?.write(Data(repeating: 65, count: 20_000))
      handle?.closeFile()
      return nil
    }
    #expect((try? refusal.get()) == nil)
    #expect(try FileReader.read(url.path, limit: 25_000).get().count == 25_000)
  }
}
