import Foundation

/// Xvfb with one xterm (`-ti vt340`, 256 colour registers) for the pixel tests, both stopped
/// by `stop`; screenshots as PPM through ImageMagick.
final class XtermRig {
  let display: String
  let folder: URL
  private var server: Process?
  private var terminal: Process?

  init() throws {
    display = ":\(200 + Int(getpid() % 300))"
    folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("dogear-xterm-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  }

  func start(command: [String], environment: [String: String]) throws {
    let server = Process()
    server.executableURL = URL(fileURLWithPath: "/usr/bin/Xvfb")
    server.arguments = [display, "-screen", "0", "800x600x24", "-nolisten", "tcp"]
    server.standardError = FileHandle.nullDevice
    try server.run()
    self.server = server
    let socket = "/tmp/.X11-unix/X" + display.dropFirst()
    let deadline = Date().addingTimeInterval(10)
    while !FileManager.default.fileExists(atPath: socket), Date() < deadline { usleep(50_000) }
    let terminal = Process()
    terminal.executableURL = URL(fileURLWithPath: "/usr/bin/xterm")
    terminal.arguments =
      [
        "-ti", "vt340", "-xrm", "XTerm*numColorRegisters: 256", "-geometry", "80x24+0+0",
        "-tn", "xterm-256color", "-e", "/usr/bin/env",
      ] + environment.map { "\($0.key)=\($0.value)" }.sorted() + command
    var variables = ProcessInfo.processInfo.environment
    variables["DISPLAY"] = display
    variables["DOGEAR_HOME"] = folder.path
    variables["LANG"] = "C.UTF-8"
    variables["TMUX"] = nil
    terminal.environment = variables
    terminal.standardError = FileHandle.nullDevice
    try terminal.run()
    self.terminal = terminal
  }

  func screenshot() throws -> PPM {
    let file = folder.appendingPathComponent("shot.ppm")
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/import")
    process.arguments = ["-display", display, "-window", "root", "ppm:" + file.path]
    process.standardError = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    return try PPM(data: Data(contentsOf: file))
  }

  func stop() {
    for process in [terminal, server].compactMap({ $0 }) where process.isRunning {
      process.terminate()
      process.waitUntilExit()
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
    let process = Process()
    let pipe = Pipe()
    process.executableURL = URL(fileURLWithPath: convert)
    process.arguments = [png.path, "-resize", "\(size.0)x\(size.1)!", "ppm:-"]
    process.standardOutput = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return try PPM(data: data)
  }

  func pixel(x: Int, y: Int) -> [Int] {
    let at = (y * width + x) * 3
    return [Int(pixels[at]), Int(pixels[at + 1]), Int(pixels[at + 2])]
  }

  /// The smallest box holding every pixel `matches` accepts.
  func box(_ matches: ([Int]) -> Bool) -> (x: Int, y: Int, width: Int, height: Int)? {
    var (left, top, right, bottom) = (width, height, -1, -1)
    for y in 0..<height {
      for x in 0..<width where matches(pixel(x: x, y: y)) {
        (left, top) = (min(left, x), min(top, y))
        (right, bottom) = (max(right, x), max(bottom, y))
      }
    }
    return right < 0 ? nil : (left, top, right - left + 1, bottom - top + 1)
  }

  /// xterm's window: the box of its white background (the root window around it is black).
  func window() -> (x: Int, y: Int, width: Int, height: Int)? {
    box { $0.allSatisfy { $0 > 240 } }
  }

  /// Mean difference per channel between the pixels in `box` and `other` (box-sized).
  func meanDifference(in box: (x: Int, y: Int, width: Int, height: Int), from other: PPM)
    -> Double
  {
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
