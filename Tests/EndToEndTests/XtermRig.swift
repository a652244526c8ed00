import DogearTestSupport
import Foundation

/// Xvfb with one xterm (`-ti vt340`, 256 colour registers) for the pixel tests, both stopped
/// by `stop`; screenshots as PPM through ImageMagick. Both are started by
/// `ChildProcess.start`, with every signal at its default: started with the test runner's
/// blocked SIGTERM and SIGHUP, they never ended, and `stop` waited forever.
final class XtermRig {
  let display: String
  let folder: URL
  private var server: pid_t?
  private var terminal: pid_t?

  init() throws {
    display = ":\(200 + Int(getpid() % 300))"
    folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("dogear-xterm-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  }

  func start(command: [String], environment: [String: String]) throws {
    server = try ChildProcess.start(
      "/usr/bin/Xvfb", [display, "-screen", "0", "800x600x24", "-nolisten", "tcp"],
      environment: ProcessInfo.processInfo.environment)
    let socket = "/tmp/.X11-unix/X" + display.dropFirst()
    _ = Poll.until(timeout: 10) { FileManager.default.fileExists(atPath: socket) ? true : nil }
    let arguments =
      [
        "-ti", "vt340", "-xrm", "XTerm*numColorRegisters: 256", "-b", "0", "-geometry", "80x24+0+0",
        "-tn", "xterm-256color", "-e", "/usr/bin/env",
      ] + environment.map { "\($0.key)=\($0.value)" }.sorted() + command
    var variables = ProcessInfo.processInfo.environment
    variables["DISPLAY"] = display
    variables["DOGEAR_HOME"] = folder.path
    variables["LANG"] = "C.UTF-8"
    variables["TMUX"] = nil
    // The test runner may set NO_COLOR; dogear then draws no pictures at all (why this test
    // never saw one in automation).
    variables["NO_COLOR"] = nil
    terminal = try ChildProcess.start("/usr/bin/xterm", arguments, environment: variables)
  }

  func screenshot() throws -> PPM {
    let file = folder.appendingPathComponent("shot.ppm")
    _ = try ChildProcess.run(
      "/usr/bin/import",
      ["-display", display, "-window", "root", "-depth", "8", "ppm:" + file.path], timeout: 120)
    return try PPM(data: Data(contentsOf: file))
  }

  func stop() {
    for pid in [terminal, server].compactMap({ $0 }) {
      kill(pid, SIGTERM)
      // xterm hangs up dogear, which saves and leaves; five seconds at most, then SIGKILL.
      var status: Int32 = 0
      let deadline = Date().addingTimeInterval(5)
      while waitpid(pid, &status, WNOHANG) == 0 {
        if Date() > deadline {
          kill(pid, SIGKILL)
          waitpid(pid, &status, 0)
          break
        }
        usleep(20_000)
      }
    }
    try? FileManager.default.removeItem(at: folder)
  }
}

/// A binary PPM (P6) image, 8 bits a channel.
struct PPM {
  let width: Int
  let height: Int
  let pixels: [UInt8]

  init(data: Data) throws {
    let bytes = [UInt8](data)
    var fields: [Int] = []
    var index = 2
    while fields.count < 3, index < bytes.count {
      while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x0A { index += 1 }
      var number = 0
      while index < bytes.count, (0x30...0x39).contains(bytes[index]) {
        number = number * 10 + Int(bytes[index] - 0x30)
        index += 1
      }
      fields.append(number)
    }
    index += 1
    guard bytes.starts(with: Array("P6".utf8)), fields.count == 3, fields[2] == 255,
      bytes.count >= index + fields[0] * fields[1] * 3
    else { throw CocoaError(.fileReadCorruptFile) }
    width = fields[0]
    height = fields[1]
    pixels = Array(bytes[index..<(index + width * height * 3)])
  }

  /// A PNG through ImageMagick, scaled to exactly `size`.
  static func read(png: URL, size: (Int, Int), convert: String) throws -> PPM {
    let run = try ChildProcess.run(
      convert, [png.path, "-resize", "\(size.0)x\(size.1)!", "ppm:-"], timeout: 120)
    return try PPM(data: run.output)
  }

  typealias Box = (x: Int, y: Int, width: Int, height: Int)

  func pixel(x: Int, y: Int) -> [Int] {
    let at = (y * width + x) * 3
    return [Int(pixels[at]), Int(pixels[at + 1]), Int(pixels[at + 2])]
  }

  /// The smallest box inside `area` (the whole image by default) holding every pixel
  /// `matches` accepts, given its red, green and blue. Reads the bytes in place: a
  /// screenshot is half a million pixels, and the test runs in a debug build.
  func box(in area: Box? = nil, _ matches: (Int, Int, Int) -> Bool) -> Box? {
    let area = area ?? (0, 0, width, height)
    var (left, top, right, bottom) = (width, height, -1, -1)
    pixels.withUnsafeBufferPointer { bytes in
      for y in area.y..<min(height, area.y + area.height) {
        var at = (y * width + area.x) * 3
        for x in area.x..<min(width, area.x + area.width) {
          if matches(Int(bytes[at]), Int(bytes[at + 1]), Int(bytes[at + 2])) {
            (left, top) = (min(left, x), min(top, y))
            (right, bottom) = (max(right, x), max(bottom, y))
          }
          at += 3
        }
      }
    }
    return right < 0 ? nil : (left, top, right - left + 1, bottom - top + 1)
  }

  /// xterm's window: the box of its white background (the root window around it is black).
  func window() -> Box? {
    box { $0 > 240 && $1 > 240 && $2 > 240 }
  }

  /// Mean difference per channel between the pixels in `box` and `other` (box-sized).
  func meanDifference(in box: Box, from other: PPM) -> Double {
    var total = 0
    for y in 0..<box.height {
      for x in 0..<box.width {
        let here = pixel(x: box.x + x, y: box.y + y)
        total += zip(here, other.pixel(x: x, y: y)).map { abs($0 - $1) }.reduce(0, +)
      }
    }
    return Double(total) / Double(max(1, box.width * box.height * 3))
  }
}
