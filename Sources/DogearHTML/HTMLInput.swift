import DogearCore
import Foundation

/// The bytes handed to libxml2: valid UTF-8 (invalid sequences became U+FFFD before the parser
/// saw them), hostile controls and escape sequences already removed, and a fragment opened
/// with `<body>` so text at its top level stays where it is (libxml2 would otherwise wrap
/// leading text in an implied `<p>`, shifting every element path).
///
/// Input that is already clean, valid UTF-8 (nearly every article) is kept as it came, without
/// a copy; the `<body>` goes to libxml2 separately (`withBytes`).
struct HTMLInput {
  private enum Storage {
    case none
    case data(Data, start: Int)
    case text(String, start: Int)
    case cleaned([UInt8])
  }

  private var storage = Storage.none
  /// True when the input is a whole page (`<html>`, `<head>`, `<body>` or a doctype near the
  /// start) rather than a fragment.
  private(set) var isPage = false

  init(data: Data) {
    let valid: HTMLInput? = data.withUnsafeBytes { raw in
      let bytes = raw.bindMemory(to: UInt8.self)
      guard UTF8Check.isValid(bytes) else { return nil }
      return HTMLInput(bytes) { .data(data, start: $0) }
    }
    if let valid {
      self = valid
      return
    }
    // Through a buffer: decoding `Data` itself takes a much slower generic path.
    var text = data.withUnsafeBytes {
      String(decoding: $0.bindMemory(to: UInt8.self), as: UTF8.self)
    }
    self = HTMLInput(text: &text)
  }

  init(text: inout String) {
    let original = text
    self = text.withUTF8 { bytes in HTMLInput(bytes) { .text(original, start: $0) } }
  }

  /// From valid UTF-8 `bytes`, kept as `keep` says (given where the input starts) when they
  /// need no cleaning.
  private init(_ bytes: UnsafeBufferPointer<UInt8>, keep: (Int) -> Storage) {
    let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    let input = UnsafeBufferPointer(rebasing: bytes[start...])
    guard input.contains(where: { !CollapsedText.isWhitespace($0) }) else { return }
    isPage = Self.looksLikePage(input)
    if TextSanitizer.needsSanitizing(input, preserving: .html) {
      var cleaned: [UInt8] = []
      TextSanitizer.sanitize(input, preserving: .html, into: &cleaned)
      storage = .cleaned(cleaned)
    } else {
      storage = keep(start)
    }
  }

  var isEmpty: Bool {
    if case .none = storage { return true }
    return false
  }

  /// The prefix libxml2 reads first (empty for a whole page) and the input after it.
  func withBytes<Result>(
    _ body: (_ prefix: StaticString, _ input: UnsafeBufferPointer<UInt8>) -> Result
  ) -> Result {
    let prefix: StaticString = isPage ? "" : "<body>"
    switch storage {
    case .none:
      return body(prefix, UnsafeBufferPointer(start: nil, count: 0))
    case .data(let data, let start):
      return data.withUnsafeBytes {
        body(prefix, UnsafeBufferPointer(rebasing: $0.bindMemory(to: UInt8.self)[start...]))
      }
    case .text(var text, let start):
      return text.withUTF8 { body(prefix, UnsafeBufferPointer(rebasing: $0[start...])) }
    case .cleaned(let bytes):
      return bytes.withUnsafeBufferPointer { body(prefix, $0) }
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
