/// Whitespace collapsing as a browser does it for normal text: every run of HTML whitespace
/// becomes one space, and a space right after another (or at a line start) is dropped.
enum CollapsedText {
  /// Appends the collapsed `bytes` to `output`. `afterSpace` says whether the text so far ends
  /// in a space (or nothing). Returns whether the output was all ASCII and whether it ends in a
  /// space.
  static func collapse(
    _ bytes: UnsafeBufferPointer<UInt8>, afterSpace: Bool, into output: inout [UInt8]
  ) -> (ascii: Bool, endsWithSpace: Bool) {
    let start = output.count
    output.append(contentsOf: repeatElement(0, count: bytes.count))
    var result = (count: 0, ascii: true, endsWithSpace: false)
    output.withUnsafeMutableBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return }
      result = collapse(bytes, afterSpace: afterSpace, writingTo: base + start)
    }
    output.removeLast(bytes.count - result.count)
    return (result.ascii, result.endsWithSpace || (afterSpace && result.count == 0 && start > 0))
  }

  /// Writes the collapsed `bytes` to `output`, which has room for `bytes.count` bytes. Returns
  /// how many it wrote, whether they were all ASCII, and whether they end in a space. (Not an
  /// overload of the array form: `&array` would silently convert to a pointer.)
  static func collapse(
    _ bytes: UnsafeBufferPointer<UInt8>, afterSpace: Bool,
    writingTo output: UnsafeMutablePointer<UInt8>
  ) -> (count: Int, ascii: Bool, endsWithSpace: Bool) {
    guard let base = bytes.baseAddress else { return (0, true, false) }
    var afterSpace = afterSpace
    var highBits: UInt8 = 0
    var written = 0
    for byte in UnsafeBufferPointer(start: base, count: bytes.count) {
      if isWhitespace(byte) {
        if !afterSpace {
          output[written] = 0x20
          written += 1
          afterSpace = true
        }
      } else {
        output[written] = byte
        written += 1
        highBits |= byte
        afterSpace = false
      }
    }
    return (written, highBits < 0x80, afterSpace && written > 0)
  }

  static func isBlank(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    bytes.allSatisfy(isWhitespace)
  }

  /// Space, tab, line feed, form feed, carriage return: HTML's whitespace.
  @inline(__always)
  static func isWhitespace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D || byte == 0x0C
  }
}

/// Text inside `pre`: kept as written, with line ends made `\n` and tabs expanded to the next
/// multiple of 8 columns, so no control character but `\n` reaches the model.
enum PreformattedText {
  static let tabStop = 8

  /// Appends the expanded `bytes` to `output`; drops one leading newline when this is the
  /// first text of the `pre` (as HTML does). Returns whether the output was all ASCII.
  static func expand(
    _ bytes: UnsafeBufferPointer<UInt8>, startColumn: Int, isFirst: Bool,
    into output: inout [UInt8]
  ) -> Bool {
    var column = startColumn
    var highBits: UInt8 = 0
    var index = 0
    if isFirst, let first = bytes.first, first == 0x0A || first == 0x0D {
      index = first == 0x0D && bytes.count > 1 && bytes[1] == 0x0A ? 2 : 1
    }
    while index < bytes.count {
      let byte = bytes[index]
      index += 1
      switch byte {
      case 0x0D:
        if index < bytes.count && bytes[index] == 0x0A { continue }
        output.append(0x0A)
        column = 0
      case 0x0A:
        output.append(0x0A)
        column = 0
      case 0x09:
        let spaces = tabStop - column % tabStop
        output.append(contentsOf: repeatElement(0x20, count: spaces))
        column += spaces
      case 0x0C:
        output.append(0x20)
        column += 1
      default:
        output.append(byte)
        highBits |= byte
        if byte & 0xC0 != 0x80 { column += 1 }
      }
    }
    return highBits < 0x80
  }

  /// The column after `text` when it started at `column`.
  static func column(after text: String, from column: Int) -> Int {
    var column = column
    for byte in text.utf8 {
      if byte == 0x0A {
        column = 0
      } else if byte & 0xC0 != 0x80 {
        column += 1
      }
    }
    return column
  }
}
