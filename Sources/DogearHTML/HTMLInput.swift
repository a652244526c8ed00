import DogearCore
import Foundation

/// The bytes handed to libxml2: valid UTF-8 (invalid sequences became U+FFFD before the parser
/// saw them), hostile controls and escape sequences already removed, and a fragment opened
/// with `<body>` so text at its top level stays where it is (libxml2 would otherwise wrap
/// leading text in an implied `<p>`, shifting every element path).
struct HTMLInput {
  private(set) var bytes: [UInt8] = []
  /// True when the input is a whole page (`<html>`, `<head>`, `<body>` or a doctype near the
  /// start) rather than a fragment.
  private(set) var isPage = false

  init(data: Data) {
    // Through a buffer: decoding `Data` itself takes a much slower generic path.
    var text = data.withUnsafeBytes {
      String(decoding: $0.bindMemory(to: UInt8.self), as: UTF8.self)
    }
    self.init(text: &text)
  }

  init(text: inout String) {
    text.withUTF8 { prepare($0) }
  }

  private mutating func prepare(_ source: UnsafeBufferPointer<UInt8>) {
    var input = source
    if input.starts(with: [0xEF, 0xBB, 0xBF]) {
      input = UnsafeBufferPointer(rebasing: input[3...])
    }
    guard input.contains(where: { !CollapsedText.isWhitespace($0) }) else { return }
    isPage = Self.looksLikePage(input)
    let prefix = isPage ? [] : Array("<body>".utf8)
    bytes.reserveCapacity(input.count + prefix.count)
    bytes.append(contentsOf: prefix)
    if TextSanitizer.needsSanitizing(input, preserving: .html) {
      TextSanitizer.sanitize(input, preserving: .html, into: &bytes)
    } else {
      bytes.append(contentsOf: input)
    }
  }

  private static let pageMarkers = ["<html", "<head", "<body", "<!doctype"].map { Array($0.utf8) }

  private static func looksLikePage(_ input: UnsafeBufferPointer<UInt8>) -> Bool {
    let start = input.prefix(4096).map { $0 >= 0x41 && $0 <= 0x5A ? $0 | 0x20 : $0 }
    return pageMarkers.contains { marker in
      start.indices.contains { index in start[index...].starts(with: marker) }
    }
  }
}
