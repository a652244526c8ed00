/// Keeps at most `limit` attributes on each start tag, on the bytes' way into libxml2 (issue
/// 30): libxml2 checks every attribute of a tag against each one before it, so 100,000
/// attributes on one tag (1 MB) took 9 to 16 s. No page needs hundreds; the first `limit` are
/// kept, as written, and the rest of the tag's attributes are left out (its `/` and `>` stay).
///
/// A small stream tokenizer, enough to find where start tags and their attributes are: text,
/// comments, end tags and declarations pass untouched, and the raw text of `script`, `style`,
/// `textarea`, `title`, `xmp` is not read as tags. It runs over pieces as they come, with its
/// state carried from one piece to the next, and emits unchanged runs (no copy).
struct AttributeBound {
  static let limit = 128

  private enum State {
    case text, open, tagName, inTag, attributeName, afterName, beforeValue
    case quoted(UInt8)
    case unquoted
    case comment(dashes: Int)
    case declaration
    case rawText(matched: Int)
  }

  private var state = State.text
  private var attributes = 0
  private var name: [UInt8] = []
  /// The element whose raw text follows the start tag now being read, if any.
  private var rawElement: [UInt8]?

  private static let rawTextElements = ["script", "style", "textarea", "title", "xmp"]
    .map { Array($0.utf8) }

  /// Hands `piece` on to `emit`, less the attributes past the limit.
  mutating func pass(
    _ piece: UnsafeBufferPointer<UInt8>, emit: (UnsafeBufferPointer<UInt8>) -> Void
  ) {
    var runStart = 0
    var index = 0
    while index < piece.count {
      if case .text = state, let next = nextOpen(piece, from: index) {
        index = next
      } else if case .text = state {
        break
      }
      let kept = step(piece[index])
      if !kept {
        if runStart < index { emit(UnsafeBufferPointer(rebasing: piece[runStart..<index])) }
        runStart = index + 1
      }
      index += 1
    }
    if runStart < piece.count { emit(UnsafeBufferPointer(rebasing: piece[runStart...])) }
  }

  private func nextOpen(_ piece: UnsafeBufferPointer<UInt8>, from index: Int) -> Int? {
    piece[index...].firstIndex(of: UInt8(ascii: "<"))
  }

  /// Advances over one byte; false when the byte is left out.
  private mutating func step(_ byte: UInt8) -> Bool {
    switch state {
    case .text:
      if byte == UInt8(ascii: "<") { state = .open }
    case .open:
      openTag(byte)
    case .tagName:
      if Self.isSpace(byte) || byte == UInt8(ascii: "/") {
        state = .inTag
      } else if byte == UInt8(ascii: ">") {
        closeTag()
      } else if name.count < 16 {
        name.append(byte | 0x20)
      }
    case .comment(let dashes) where dashes < 0:
      // After `<!`: two dashes open a comment, anything else is a declaration (a doctype).
      if byte == UInt8(ascii: "-") {
        state = .comment(dashes: dashes + 1)
      } else {
        state = byte == UInt8(ascii: ">") ? .text : .declaration
      }
    case .comment(let dashes):
      if byte == UInt8(ascii: ">"), dashes >= 2 {
        state = .text
      } else {
        state = .comment(dashes: byte == UInt8(ascii: "-") ? dashes + 1 : 0)
      }
    case .declaration:
      if byte == UInt8(ascii: ">") { state = .text }
    case .rawText(let matched):
      rawText(byte, matched: matched)
    default:
      return attribute(byte)
    }
    return true
  }

  private mutating func openTag(_ byte: UInt8) {
    let lower = byte | 0x20
    if lower >= UInt8(ascii: "a"), lower <= UInt8(ascii: "z") {
      name = [lower]
      attributes = 0
      state = .tagName
    } else if byte == UInt8(ascii: "!") {
      state = .comment(dashes: -2)
    } else if byte == UInt8(ascii: "/") || byte == UInt8(ascii: "?") {
      state = .declaration
    } else {
      state = byte == UInt8(ascii: "<") ? .open : .text
    }
  }

  /// Inside a start tag, after its name: attributes, their values, the tag's end.
  private mutating func attribute(_ byte: UInt8) -> Bool {
    let dropping = attributes > Self.limit
    switch state {
    case .quoted(let quote):
      if byte == quote { state = .inTag }
      return !dropping
    case .unquoted:
      if Self.isSpace(byte) {
        state = .inTag
      } else if byte == UInt8(ascii: ">") {
        closeTag()
        return true
      }
      return !dropping || Self.isSpace(byte)
    case .attributeName, .afterName:
      if byte == UInt8(ascii: "=") {
        state = .beforeValue
        return !dropping
      }
      if Self.isSpace(byte) {
        state = .afterName
        return true
      }
      if case .afterName = state { return startAttribute(byte) }
      if byte == UInt8(ascii: ">") || byte == UInt8(ascii: "/") { return startAttribute(byte) }
      return !dropping
    case .beforeValue:
      if Self.isSpace(byte) { return true }
      if byte == UInt8(ascii: ">") {
        closeTag()
        return true
      }
      state = byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") ? .quoted(byte) : .unquoted
      return !dropping
    default:
      return startAttribute(byte)
    }
  }

  /// Between attributes: the tag's end, a `/`, or a new attribute (counted).
  private mutating func startAttribute(_ byte: UInt8) -> Bool {
    if Self.isSpace(byte) || byte == UInt8(ascii: "/") {
      state = .inTag
      return true
    }
    if byte == UInt8(ascii: ">") {
      closeTag()
      return true
    }
    attributes += 1
    state = .attributeName
    return attributes <= Self.limit
  }

  private mutating func closeTag() {
    if Self.rawTextElements.contains(name) {
      rawElement = name
      state = .rawText(matched: 0)
    } else {
      state = .text
    }
  }

  /// Raw text ends at `</` and the element's name.
  private mutating func rawText(_ byte: UInt8, matched: Int) {
    guard let element = rawElement else {
      state = .text
      return
    }
    let expected: UInt8? =
      matched == 0 ? UInt8(ascii: "<") : matched == 1 ? UInt8(ascii: "/") : nil
    if let expected {
      state = .rawText(matched: byte == expected ? matched + 1 : (byte == 0x3C ? 1 : 0))
    } else if matched - 2 < element.count, byte | 0x20 == element[matched - 2] {
      state = .rawText(matched: matched + 1)
      if matched - 1 == element.count {
        name = []
        state = .declaration  // the rest of the end tag, to its `>`
      }
    } else {
      state = .rawText(matched: byte == 0x3C ? 1 : 0)
    }
  }

  private static func isSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0C || byte == 0x0D
  }
}
