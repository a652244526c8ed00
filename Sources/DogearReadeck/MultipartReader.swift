import FoundationEssentials

#if canImport(Glibc)
  import Glibc
#endif

/// Reads a `multipart/mixed` body whole (RFC 2046), as `POST /api/bookmarks/sync` streams it
/// (readeck-api-2.md §5.2): parts split by `--boundary` lines, each with its header lines, a
/// blank line and its bytes; the body ends with `--boundary--`. A body that stops before that
/// line was cut short by the server and is refused whole, so its bookmarks are asked again.
struct MultipartReader {
  struct Part: Equatable {
    /// Header names lower-cased.
    var headers: [String: String]
    var body: Data

    subscript(header name: String) -> String? { headers[name.lowercased()] }
  }

  enum Failure: Error, Equatable {
    case noBoundary
    case cutShort
    case malformedPart
  }

  /// The boundary named by a `Content-Type` such as `multipart/mixed; boundary="4f3c"`.
  static func boundary(inContentType type: String) -> String? {
    for parameter in type.split(separator: ";").dropFirst() {
      let pair = parameter.split(separator: "=", maxSplits: 1)
      guard pair.count == 2, pair[0].trimmingWhitespace().lowercased() == "boundary"
      else { continue }
      let value = pair[1].trimmingWhitespace()
      return value.trimmingScalars { $0 == "\"" }
    }
    return nil
  }

  static func parts(of body: Data, boundary: String) throws(Failure) -> [Part] {
    guard !boundary.isEmpty else { throw .noBoundary }
    let delimiter = Array("--\(boundary)".utf8)
    let separator = Array("\r\n".utf8) + delimiter
    var parts: [Part] = []
    guard var cursor = search(delimiter, in: body, from: body.startIndex)?.upperBound else {
      throw .cutShort
    }
    while true {
      // After a delimiter: "--" closes the body, a line break starts a part.
      if body[cursor...].starts(with: Data("--".utf8)) { return parts }
      guard let start = lineBreak(in: body, from: cursor),
        let next = search(separator, in: body, from: start)
      else { throw .cutShort }
      parts.append(try part(body[start..<next.lowerBound]))
      cursor = next.upperBound
    }
  }

  private static func part(_ bytes: Data) throws(Failure) -> Part {
    guard let split = search(Array("\r\n\r\n".utf8), in: bytes, from: bytes.startIndex) else {
      throw .malformedPart
    }
    let head = String(decoding: bytes[bytes.startIndex..<split.lowerBound], as: UTF8.self)
    var headers: [String: String] = [:]
    for line in head.split(separator: "\r\n") where !line.isEmpty {
      guard let colon = line.firstIndex(of: ":") else { throw .malformedPart }
      let name = trimmingSpaceAndTab(line[..<colon]).lowercased()
      headers[name] = trimmingSpaceAndTab(line[line.index(after: colon)...])
    }
    return Part(headers: headers, body: Data(bytes[split.upperBound...]))
  }

  /// Without the spaces and tabs HTTP allows around a header's name and value (RFC 9110's
  /// OWS), copied as one slice: `trimmingWhitespace` rebuilds the string a scalar at a time,
  /// a sixteenth of a first sync over its few thousand part headers (issue 27).
  private static func trimmingSpaceAndTab(_ text: Substring) -> String {
    let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" }
    guard let first = text.firstIndex(where: { !isSpace($0) }),
      let last = text.lastIndex(where: { !isSpace($0) })
    else { return "" }
    return String(text[first...last])
  }

  /// Where `needle` first occurs in `bytes` at or after `start`: memchr finds each place its
  /// first byte occurs and memcmp checks the rest. Data's own `firstRange(of:)` compares a
  /// byte at a time through generic code, and was a third of a first sync's time (issue 27):
  /// an export reply is megabytes with a part every few kilobytes.
  static func search(_ needle: [UInt8], in bytes: Data, from start: Data.Index)
    -> Range<Data.Index>?
  {
    guard let first = needle.first, start < bytes.endIndex else { return nil }
    return bytes.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) -> Range<Data.Index>? in
      guard let base = buffer.baseAddress else { return nil }
      var offset = start - bytes.startIndex
      while offset + needle.count <= buffer.count {
        guard
          let found = memchr(base + offset, Int32(first), buffer.count - needle.count + 1 - offset)
        else { return nil }
        offset = base.distance(to: UnsafeRawPointer(found))
        if memcmp(base + offset, needle, needle.count) == 0 {
          let lower = bytes.startIndex + offset
          return lower..<lower + needle.count
        }
        offset += 1
      }
      return nil
    }
  }

  /// The index after the line break that ends the delimiter line starting at `index`
  /// (transport padding is allowed before it).
  private static func lineBreak(in bytes: Data, from index: Data.Index) -> Data.Index? {
    var cursor = index
    while cursor + 1 < bytes.endIndex {
      if bytes[cursor] == 0x0D && bytes[cursor + 1] == 0x0A { return cursor + 2 }
      guard bytes[cursor] == 0x20 || bytes[cursor] == 0x09 else { return nil }
      cursor += 1
    }
    return nil
  }
}
