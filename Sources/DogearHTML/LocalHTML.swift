import DogearCore
import FoundationEssentials

/// A local HTML file as the parser wants it: UTF-8 text, whatever the file declares.
///
/// Readeck sends its articles as UTF-8, but a page saved from a browser may be in the charset
/// its `<meta>` names. The declaration is found as browsers find it: a byte order mark first,
/// else `<meta charset>` or `<meta http-equiv="Content-Type" content="...; charset=...">` in
/// the first 1024 bytes. UTF-8 stays the default (invalid bytes become U+FFFD in the parser),
/// and a charset this program cannot decode is read as UTF-8 too.
public enum LocalHTML {
  /// The file's text as UTF-8, or nil when it is not HTML: empty, binary (a NUL byte or a
  /// known binary format's signature near the start), or text without a single tag.
  public static func utf8(_ data: Data) -> Data? {
    guard !isBinary(data) else { return nil }
    let text: Data
    if let decoded = decode(data) {
      text = decoded
    } else if data.prefix(8192).withUnsafeBytes({ $0.contains(0) }) {
      // A NUL looked for in place, as `hasTag` reads: Data's iterator cost 340,000
      // instructions on a 6 KB file (issue 41).
      return nil
    } else {
      text = data
    }
    return hasTag(text.prefix(1 << 20)) ? text : nil
  }

  /// Text that is not HTML (issue 28: read as plain text, not refused): no known binary
  /// signature, no NUL byte, not only whitespace, and not a single tag.
  /// A page's first tag settles it at once: an HTML file of any size is not read through.
  public static func isPlainText(_ data: Data) -> Bool {
    guard !isBinary(data), !hasTag(data.prefix(1 << 20)) else { return false }
    return !data.contains(0) && data.contains(where: { $0 > 0x20 })
  }

  /// Whether `bytes` hold a `<` followed by a letter or `!`: the least a tag needs.
  static func hasTag(_ bytes: Data) -> Bool {
    // Read in place: Data's own iterator costs some fifty instructions a byte.
    bytes.withUnsafeBytes { raw in
      var afterOpen = false
      for byte in raw {
        if afterOpen, byte == UInt8(ascii: "!") || (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A {
          return true
        }
        afterOpen = byte == UInt8(ascii: "<")
      }
      return false
    }
  }

  /// Formats whose bytes may pass for text near the start: PDF, PostScript, images, archives.
  private static let signatures: [[UInt8]] = [
    Array("%PDF-".utf8), Array("%!PS".utf8), [0x89, 0x50, 0x4E, 0x47], Array("GIF8".utf8),
    [0xFF, 0xD8, 0xFF], [0x50, 0x4B, 0x03, 0x04], [0x1F, 0x8B], Array("RIFF".utf8),
    [0x7F, 0x45, 0x4C, 0x46],
  ]

  /// True when the first bytes are a known binary format's: the rest need not be read.
  public static func isBinary(_ data: Data) -> Bool {
    signatures.contains { data.starts(with: $0) }
  }

  /// The text re-encoded as UTF-8 when the file declares another charset; nil when it is (or
  /// is to be read as) UTF-8 already.
  static func decode(_ data: Data) -> Data? {
    if data.starts(with: [0xFE, 0xFF]) || data.starts(with: [0xFF, 0xFE]) {
      return String(data: data, encoding: .utf16).map { Data($0.utf8) }
    }
    guard !data.starts(with: [0xEF, 0xBB, 0xBF]), let label = declaredCharset(data) else {
      return nil
    }
    switch LegacyCharset(label: label) {
    case .none: return nil
    case .windows1252: return Data(LegacyCharset.windows1252(data).utf8)
    case .iconv(let charset):
      return IconvText.decode(Array(data), from: charset).map { Data($0.utf8) }
    }
  }

  /// The charset a `<meta>` in the first 1024 bytes names, lower-cased: the first
  /// `charset = value` inside one (spaces around `=` and one quote before the value allowed).
  /// A byte scan: every `open FILE` asks, and a regular expression cost more than the rest of
  /// reading a small file.
  static func declaredCharset(_ data: Data) -> String? {
    // ASCII lower-cased; any other byte is a space, as it can be no part of a name.
    let head = Array(data.prefix(1024)).map { byte -> UInt8 in
      byte >= 0x80 ? 0x20 : byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte
    }
    var from = 0
    while let meta = ByteSearch.firstRange(of: Array("<meta".utf8), in: head[from...]) {
      let end = head[meta.upperBound...].firstIndex(of: UInt8(ascii: ">")) ?? head.count
      if let value = charsetValue(head[meta.upperBound..<end]) { return value }
      from = end
    }
    return nil
  }

  /// The value of the first `charset` in a tag's (lower-cased) text that has one.
  private static func charsetValue(_ tag: ArraySlice<UInt8>) -> String? {
    var from = tag.startIndex
    while let name = ByteSearch.firstRange(of: Array("charset".utf8), in: tag[from...]) {
      from = name.upperBound
      var index = skippingSpaces(tag, from: name.upperBound)
      guard index < tag.endIndex, tag[index] == UInt8(ascii: "=") else { continue }
      index = skippingSpaces(tag, from: index + 1)
      if index < tag.endIndex, tag[index] == UInt8(ascii: "\"") || tag[index] == UInt8(ascii: "'") {
        index = skippingSpaces(tag, from: index + 1)
      }
      let value = tag[index...].prefix(while: isCharsetNameByte)
      if !value.isEmpty { return String(decoding: value, as: UTF8.self) }
    }
    return nil
  }

  private static func skippingSpaces(_ bytes: ArraySlice<UInt8>, from index: Int) -> Int {
    bytes[index...].firstIndex { !isSpace($0) } ?? bytes.endIndex
  }

  /// Space, tab, line feed, vertical tab, form feed, carriage return.
  private static func isSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || (0x09...0x0D).contains(byte)
  }

  /// The bytes of a charset's name: `a`-`z`, `0`-`9` and `-_:.+`.
  private static func isCharsetNameByte(_ byte: UInt8) -> Bool {
    (0x61...0x7A).contains(byte) || (0x30...0x39).contains(byte)
      || "-_:.+".utf8.contains(byte)
  }
}

/// The charsets dogear decodes besides UTF-8, by their WHATWG labels.
enum LegacyCharset {
  case windows1252
  /// Decoded by iconv, under its name there.
  case iconv(String)

  /// Nil for UTF-8 (and UTF-16, which a `<meta>` readable as ASCII cannot really be) and for
  /// labels dogear does not know.
  init?(label: String) {
    switch label {
    case "iso-8859-1", "iso8859-1", "iso_8859-1", "latin1", "l1", "ascii", "us-ascii",
      "windows-1252", "cp1252", "x-cp1252", "cp819", "ibm819":
      self = .windows1252
    case "iso-8859-2", "iso8859-2", "latin2", "l2": self = .iconv("ISO-8859-2")
    case "windows-1250", "cp1250": self = .iconv("WINDOWS-1250")
    case "windows-1251", "cp1251": self = .iconv("WINDOWS-1251")
    case "windows-1253", "cp1253": self = .iconv("WINDOWS-1253")
    case "windows-1254", "cp1254", "iso-8859-9", "latin5": self = .iconv("WINDOWS-1254")
    case "shift_jis", "shift-jis", "sjis", "ms_kanji", "x-sjis", "windows-31j":
      self = .iconv("CP932")
    default: return nil
    }
  }

  /// Windows-1252 as browsers read it (what "iso-8859-1" means on the web): Latin-1 with
  /// typographic marks at 0x80-0x9F; the five unassigned bytes stay C1 controls.
  static func windows1252(_ data: Data) -> String {
    var scalars = String.UnicodeScalarView()
    scalars.reserveCapacity(data.count)
    for byte in data {
      let value = byte >= 0x80 && byte < 0xA0 ? high[Int(byte - 0x80)] : UInt32(byte)
      scalars.append(Unicode.Scalar(value) ?? "\u{FFFD}")
    }
    return String(scalars)
  }

  private static let high: [UInt32] = [
    0x20AC, 0x81, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021, 0x02C6, 0x2030, 0x0160, 0x2039,
    0x0152, 0x8D, 0x017D, 0x8F, 0x90, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014,
    0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0x9D, 0x017E, 0x0178,
  ]
}
