import DogearCore
import FoundationEssentials

/// The bytes handed to libxml2: valid UTF-8 (invalid sequences became U+FFFD before the parser
/// saw them), controls and whole escape sequences removed, and a fragment opened with `<body>`
/// so text at its top level stays where it is (libxml2 would otherwise wrap leading text in an
/// implied `<p>`, shifting every element path).
///
/// Everything else reaches the parser as the server's parser reads it (issue 37): soft
/// hyphens, direction marks, bidi controls are text the server counts in its highlight
/// offsets, so the document keeps them (`TextSanitizer.Whitespace.document`). Controls go
/// here because libxml2 drops a C0 control itself and would leave an escape sequence's tail
/// (`[2J`) as text; NUL goes as HTML5's tree construction drops it from the body's text.
///
/// Valid UTF-8 input (nearly every article) is kept as it came, without a copy.
struct HTMLInput {
  private enum Storage {
    case none
    case data(Data, start: Int)
    case text(String, start: Int)
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

  /// From valid UTF-8 `bytes`, stored as `keep` says (given where the input starts).
  private init(_ bytes: UnsafeBufferPointer<UInt8>, keep: (Int) -> Storage) {
    let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    let input = UnsafeBufferPointer(rebasing: bytes[start...])
    guard input.contains(where: { !CollapsedText.isWhitespace($0) }) else { return }
    isPage = Self.looksLikePage(input)
    storage = keep(start)
  }

  var isEmpty: Bool {
    if case .none = storage { return true }
    return false
  }

  /// The input's size in bytes, before sanitising.
  var count: Int {
    switch storage {
    case .none: return 0
    case .data(let data, let start): return data.count - start
    case .text(let text, let start): return text.utf8.count - start
    }
  }

  /// Hands the bytes libxml2 reads to `body` in order, in pieces: the `<body>` prefix of a
  /// fragment, then the sanitised input (one piece when it is clean).
  func forEachPiece(_ body: (UnsafeBufferPointer<UInt8>) -> Void) {
    if !isEmpty && !isPage {
      let prefix: StaticString = "<body>"
      prefix.withUTF8Buffer(body)
    }
    switch storage {
    case .none:
      return
    case .data(let data, let start):
      data.withUnsafeBytes {
        let input = UnsafeBufferPointer(rebasing: $0.bindMemory(to: UInt8.self)[start...])
        TextSanitizer.sanitize(input, preserving: .document, emit: body)
      }
    case .text(var text, let start):
      text.withUTF8 {
        let input = UnsafeBufferPointer(rebasing: $0[start...])
        TextSanitizer.sanitize(input, preserving: .document, emit: body)
      }
    }
  }

  private static let pageMarkers = ["<html", "<head", "<body", "<!doctype"].map { Array($0.utf8) }

  /// Whether the first 4 KB hold a page marker, in any case. Every marker starts with `<`,
  /// so only a `<` is compared further: comparing all four at every byte cost 360,000
  /// instructions for a small fragment (issue 41).
  private static func looksLikePage(_ input: UnsafeBufferPointer<UInt8>) -> Bool {
    let start = input.prefix(4096).map { $0 >= 0x41 && $0 <= 0x5A ? $0 | 0x20 : $0 }
    return start.indices.contains { index in
      start[index] == UInt8(ascii: "<")
        && pageMarkers.contains { marker in start[index...].starts(with: marker) }
    }
  }
}
