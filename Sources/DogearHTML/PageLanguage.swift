import FoundationEssentials

/// The `lang` of a page's `<html>` (else `<body>`) start tag, read from its first bytes
/// without parsing: what `dogear dump` hyphenates a file by (issue 44) before the streaming
/// parse, which hands blocks over without it, has begun. A page that names its language
/// further in than `window` bytes is read as naming none.
public enum PageLanguage {
  static let window = 64 * 1024

  public static func sniff(_ data: Data) -> String? {
    let bytes = [UInt8](data.prefix(window))
    return language(in: bytes, tag: Array("<html".utf8))
      ?? language(in: bytes, tag: Array("<body".utf8))
  }

  /// The `lang` attribute of the first `tag` start tag of `bytes` (ASCII case ignored).
  static func language(in bytes: [UInt8], tag: [UInt8]) -> String? {
    guard let open = find(tag, in: bytes, from: 0) else { return nil }
    var index = open + tag.count
    guard index < bytes.count, bytes[index] == UInt8(ascii: ">") || isSpace(bytes[index])
    else { return nil }
    let end = bytes[index...].firstIndex(of: UInt8(ascii: ">")) ?? bytes.count
    while let found = find(Array("lang".utf8), in: bytes, from: index), found < end {
      index = found + 4
      guard isSpace(bytes[found - 1]) else { continue }
      var cursor = skipSpaces(bytes, from: index, end: end)
      guard cursor < end, bytes[cursor] == UInt8(ascii: "=") else { continue }
      cursor = skipSpaces(bytes, from: cursor + 1, end: end)
      return value(bytes, from: cursor, end: end)
    }
    return nil
  }

  /// The attribute value at `start`, quoted or not.
  private static func value(_ bytes: [UInt8], from start: Int, end: Int) -> String? {
    guard start < end else { return nil }
    let quote = bytes[start]
    let quoted = quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'")
    let first = quoted ? start + 1 : start
    var stop = first
    while stop < end, quoted ? bytes[stop] != quote : !isSpace(bytes[stop]) { stop += 1 }
    let text = String(decoding: bytes[first..<stop], as: UTF8.self)
    return text.isEmpty ? nil : text
  }

  private static func find(_ needle: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
    guard needle.count <= bytes.count else { return nil }
    var index = start
    while index + needle.count <= bytes.count {
      var matched = true
      for offset in needle.indices where bytes[index + offset] | 0x20 != needle[offset] | 0x20 {
        matched = false
        break
      }
      if matched { return index }
      index += 1
    }
    return nil
  }

  private static func skipSpaces(_ bytes: [UInt8], from start: Int, end: Int) -> Int {
    var index = start
    while index < end, isSpace(bytes[index]) { index += 1 }
    return index
  }

  private static func isSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0C || byte == 0x0D
  }
}
