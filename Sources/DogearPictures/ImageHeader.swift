import FoundationEssentials

/// What the first bytes of an image say: its format and, where the header gives it cheaply,
/// its size. Read before any decoder runs, so that unsupported formats never reach a loader
/// and images too large to decode in bounded memory are refused up front.
struct ImageHeader: Equatable {
  enum Format: String, Equatable {
    case png, jpeg, gif, webp

    /// The gdk-pixbuf loader's name for the format.
    var loaderName: String { rawValue }

    /// Whether the loader decodes straight to a smaller size (libjpeg's DCT scaling), so a
    /// huge image costs only its reduced size. Other loaders allocate the full size first.
    var scalesWhileDecoding: Bool { self == .jpeg }
  }

  let format: Format
  /// Nil when the header does not say (an unusual JPEG): the loader's callback still bounds it.
  let width: Int?
  let height: Int?

  /// Reads `data`'s header; throws for empty, unknown, SVG and zero-size images.
  static func read(_ data: Data) throws -> ImageHeader {
    let bytes = [UInt8](data.prefix(4096))
    guard !bytes.isEmpty else { throw PictureError.empty }
    let header: ImageHeader
    if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
      header = png(bytes)
    } else if bytes.starts(with: [0xFF, 0xD8, 0xFF]) {
      header = jpeg([UInt8](data.prefix(256 * 1024)))
    } else if bytes.starts(with: Array("GIF8".utf8)) {
      header = ImageHeader(format: .gif, width: little16(bytes, 6), height: little16(bytes, 8))
    } else if bytes.starts(with: Array("RIFF".utf8)), bytes.count >= 12,
      Array(bytes[8..<12]) == Array("WEBP".utf8)
    {
      header = webp(bytes)
    } else {
      throw PictureError.unsupportedFormat(looksLikeSVG(bytes) ? "SVG" : "unknown")
    }
    if header.width == 0 || header.height == 0 { throw PictureError.zeroSize }
    return header
  }

  /// Throws `truncated` when `data` stops before its format's end marker. Decoders fill a
  /// cut-off image with grey and call it a success; the reader would rather show the alt text.
  /// The marker is searched from the end of the whole file, not just its tail: phones append
  /// whole videos after a JPEG's end (motion photos), and those are complete images.
  func checkComplete(_ data: Data) throws {
    let complete: Bool
    switch format {
    case .png: complete = data.firstRange(of: Data("IEND".utf8)) != nil
    case .jpeg: complete = data.firstRange(of: Data([0xFF, 0xD9])) != nil
    case .gif: complete = data.suffix(1024).contains(0x3B)
    case .webp:
      let head = [UInt8](data.prefix(8))
      let declared = head.count == 8 ? Self.little32(head, 4) : nil
      complete = declared.map { data.count >= $0 + 8 } ?? false
    }
    if !complete { throw PictureError.truncated("the \(format.rawValue) data has no end") }
  }

  private static func little32(_ bytes: [UInt8], _ at: Int) -> Int? {
    guard at + 3 < bytes.count else { return nil }
    return (0..<4).reversed().reduce(0) { $0 << 8 | Int(bytes[at + $1]) }
  }

  private static func png(_ bytes: [UInt8]) -> ImageHeader {
    let isHeaderChunk = bytes.count >= 24 && Array(bytes[12..<16]) == Array("IHDR".utf8)
    return ImageHeader(
      format: .png, width: isHeaderChunk ? big32(bytes, 16) : nil,
      height: isHeaderChunk ? big32(bytes, 20) : nil)
  }

  /// Walks the JPEG markers to the first start-of-frame, which holds the size.
  private static func jpeg(_ bytes: [UInt8]) -> ImageHeader {
    var index = 2
    while index + 9 < bytes.count, bytes[index] == 0xFF {
      let marker = bytes[index + 1]
      if marker == 0xFF {
        index += 1
        continue
      }
      let isFrame = (0xC0...0xCF).contains(marker) && ![0xC4, 0xC8, 0xCC].contains(marker)
      if isFrame {
        return ImageHeader(
          format: .jpeg, width: big16(bytes, index + 7), height: big16(bytes, index + 5))
      }
      guard let length = big16(bytes, index + 2) else { break }
      index += 2 + length
    }
    return ImageHeader(format: .jpeg, width: nil, height: nil)
  }

  /// The three WebP flavours keep the size in different places (RFC 9649).
  private static func webp(_ bytes: [UInt8]) -> ImageHeader {
    guard bytes.count >= 30 else { return ImageHeader(format: .webp, width: nil, height: nil) }
    let chunk = String(decoding: bytes[12..<16], as: UTF8.self)
    var width: Int?
    var height: Int?
    switch chunk {
    case "VP8X":
      width = little24(bytes, 24).map { $0 + 1 }
      height = little24(bytes, 27).map { $0 + 1 }
    case "VP8L":
      let bits = Int(bytes[21]) | Int(bytes[22]) << 8 | Int(bytes[23]) << 16 | Int(bytes[24]) << 24
      width = (bits & 0x3FFF) + 1
      height = ((bits >> 14) & 0x3FFF) + 1
    case "VP8 ":
      width = little16(bytes, 26).map { $0 & 0x3FFF }
      height = little16(bytes, 28).map { $0 & 0x3FFF }
    default: break
    }
    return ImageHeader(format: .webp, width: width, height: height)
  }

  private static func looksLikeSVG(_ bytes: [UInt8]) -> Bool {
    let text = String(decoding: bytes.prefix(1024), as: UTF8.self).lowercased()
    return text.contains("<svg")
  }

  private static func big16(_ bytes: [UInt8], _ at: Int) -> Int? {
    guard at + 1 < bytes.count else { return nil }
    return Int(bytes[at]) << 8 | Int(bytes[at + 1])
  }

  private static func big32(_ bytes: [UInt8], _ at: Int) -> Int? {
    guard at + 3 < bytes.count else { return nil }
    return (0..<4).reduce(0) { $0 << 8 | Int(bytes[at + $1]) }
  }

  private static func little16(_ bytes: [UInt8], _ at: Int) -> Int? {
    guard at + 1 < bytes.count else { return nil }
    return Int(bytes[at]) | Int(bytes[at + 1]) << 8
  }

  private static func little24(_ bytes: [UInt8], _ at: Int) -> Int? {
    guard at + 2 < bytes.count else { return nil }
    return Int(bytes[at]) | Int(bytes[at + 1]) << 8 | Int(bytes[at + 2]) << 16
  }
}
