import DogearTestSupport
import Foundation

@testable import DogearPictures

/// Reads the pictures back out of the sequences the protocols send (issue 29): kitty's and
/// iTerm2's base64 payloads here, sixel through `sixel2png` (libsixel-bin).
enum PixelDecoding {
  static let esc: Character = "\u{1B}"

  /// kitty: `ESC _G keys ; base64 ESC \` chunks, `s`/`v` the size, `f=32` RGBA, `f=24` RGB.
  static func kitty(_ sequence: String) -> DecodedImage? {
    var keys: [String: String] = [:]
    // chafa pads each chunk's base64 on its own: decode chunk by chunk.
    var payload = Data()
    for chunk in sequence.components(separatedBy: "\u{1B}_G").dropFirst() {
      guard let end = chunk.range(of: "\u{1B}\\") else { return nil }
      let body = chunk[..<end.lowerBound]
      let parts = body.split(separator: ";", maxSplits: 1, omittingEmptySubsequences: false)
      for pair in parts[0].split(separator: ",") {
        let field = pair.split(separator: "=", maxSplits: 1)
        if field.count == 2 { keys[String(field[0])] = String(field[1]) }
      }
      if parts.count == 2 {
        guard let bytes = Data(base64Encoded: String(parts[1])) else { return nil }
        payload += bytes
      }
    }
    let channels = keys["f"] == "24" ? 3 : 4
    guard keys["f"] == "32" || keys["f"] == "24", let width = keys["s"].flatMap(Int.init),
      let height = keys["v"].flatMap(Int.init), payload.count == width * height * channels
    else {
      return nil
    }
    return DecodedImage(
      width: width, height: height, hasAlpha: channels == 4, pixels: [UInt8](payload))
  }

  /// The cell size a kitty placement asks for (`c`, `r`).
  static func kittyCells(_ sequence: String) -> (columns: Int, rows: Int)? {
    guard
      let keys = sequence.components(separatedBy: "\u{1B}_G").dropFirst().first?
        .split(separator: ";").first
    else { return nil }
    var fields: [String: Int] = [:]
    for pair in keys.split(separator: ",") {
      let field = pair.split(separator: "=")
      if field.count == 2, let value = Int(field[1]) { fields[String(field[0])] = value }
    }
    guard let columns = fields["c"], let rows = fields["r"] else { return nil }
    return (columns, rows)
  }

  /// iTerm2: `ESC ] 1337 ; File = … : base64 BEL`; chafa sends an uncompressed RGBA TIFF.
  static func iterm2(_ sequence: String) -> DecodedImage? {
    guard let start = sequence.range(of: "\u{1B}]1337;File="),
      let colon = sequence.range(of: ":", range: start.upperBound..<sequence.endIndex)
    else { return nil }
    let rest = sequence[colon.upperBound...]
    let end = rest.firstIndex { $0 == "\u{07}" || $0 == "\u{1B}" } ?? rest.endIndex
    guard let data = Data(base64Encoded: String(rest[..<end])) else { return nil }
    return tiff([UInt8](data))
  }

  /// The first strip of a little-endian, uncompressed, 8-bit RGBA TIFF.
  static func tiff(_ bytes: [UInt8]) -> DecodedImage? {
    func u16(_ at: Int) -> Int { Int(bytes[at]) | Int(bytes[at + 1]) << 8 }
    func u32(_ at: Int) -> Int { u16(at) | u16(at + 2) << 16 }
    guard bytes.count > 8, bytes[0] == 0x49, bytes[1] == 0x49 else { return nil }
    let directory = u32(4)
    guard directory + 2 <= bytes.count else { return nil }
    var tags: [Int: Int] = [:]
    for entry in 0..<u16(directory) {
      let at = directory + 2 + entry * 12
      guard at + 12 <= bytes.count else { return nil }
      let type = u16(at + 2)
      tags[u16(at)] = type == 3 ? u16(at + 8) : u32(at + 8)
    }
    guard let width = tags[256], let height = tags[257], let offset = tags[273],
      tags[259] ?? 1 == 1, offset + width * height * 4 <= bytes.count
    else { return nil }
    let channels = (tags[277] ?? 4)
    guard channels == 4 else { return nil }
    return DecodedImage(
      width: width, height: height, hasAlpha: true,
      pixels: Array(bytes[offset..<(offset + width * height * 4)]))
  }

  /// Why sixel cannot be checked here, or nil when `sixel2png` is installed.
  static var sixelMissing: String? {
    FileManager.default.isExecutableFile(atPath: "/usr/bin/sixel2png")
      ? nil : "sixel2png is not installed (Debian package libsixel-bin; make test-deps)"
  }

  /// sixel: the stream through `sixel2png`, the PNG through gdk-pixbuf.
  static func sixel(_ sequence: String) throws -> DecodedImage {
    let folder = try TestSupport.freshFolder("dogear-sixel")
    defer { try? FileManager.default.removeItem(at: folder) }
    let input = folder.appendingPathComponent("in.six")
    let output = folder.appendingPathComponent("out.png")
    try Data(sequence.utf8).write(to: input)
    _ = try ChildProcess.run("/usr/bin/sixel2png", ["-i", input.path, "-o", output.path])
    return try ImageDecoder().decode(try Data(contentsOf: output))
  }

  /// The colour at (x, y), RGB.
  static func pixel(_ image: DecodedImage, x: Int, y: Int) -> [Int] {
    let at = y * image.rowBytes + x * image.channels
    return (0..<3).map { Int(image.pixels[at + $0]) }
  }

  /// True when the two colours are within `tolerance` on every channel.
  static func close(_ left: [Int], _ right: [Int], tolerance: Int = 40) -> Bool {
    zip(left, right).allSatisfy { abs($0 - $1) <= tolerance }
  }
}
