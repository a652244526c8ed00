import CLibXML2

/// Tells an end tag written in the page from one libxml2 implied: libxml2 reports both
/// alike, but only a written one closes anything in the browser's tree (`BrowserTree` does
/// its own implying, HTML5's). Read from where libxml2 is in the page when it reports the end:
/// right after the `</name>` of a written one.
struct WrittenEndTag {
  /// Where the last written end tag was reported: an end reported at the same place after it
  /// (an element libxml2 closes before the next start tag) was not written.
  private var lastOffset = -1

  /// Whether the end of `name` libxml2 reports now is the end tag just read.
  mutating func isWritten(_ name: UnsafePointer<xmlChar>, parser: htmlParserCtxtPtr) -> Bool {
    guard let input = parser.pointee.input, let cur = input.pointee.cur,
      let base = input.pointee.base
    else { return false }
    let offset = Self.offset(parser)
    guard offset != lastOffset, Self.endTag(before: cur, from: base, is: name) else {
      return false
    }
    lastOffset = offset
    return true
  }

  /// How far libxml2 has read the page, in bytes.
  static func offset(_ parser: htmlParserCtxtPtr) -> Int {
    guard let input = parser.pointee.input, let cur = input.pointee.cur,
      let base = input.pointee.base
    else { return -1 }
    return Int(input.pointee.consumed) + (cur - base)
  }

  /// Whether the bytes before `cur` are `</name>` (any case, anything after the name).
  private static func endTag(
    before cur: UnsafePointer<xmlChar>, from base: UnsafePointer<xmlChar>,
    is name: UnsafePointer<xmlChar>
  ) -> Bool {
    guard cur - base >= 3, cur[-1] == UInt8(ascii: ">") else { return false }
    var open = cur - 2
    let limit = max(base, cur - 512)
    while open > limit, open.pointee != UInt8(ascii: "<") { open -= 1 }
    guard open.pointee == UInt8(ascii: "<"), open[1] == UInt8(ascii: "/") else { return false }
    var written = open + 2
    var expected = name
    while expected.pointee != 0 {
      let byte = written.pointee
      let lower = byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte
      guard written < cur, lower == expected.pointee else { return false }
      written += 1
      expected += 1
    }
    let after = written.pointee
    return after == UInt8(ascii: ">") || after == UInt8(ascii: "/") || after == 0x20
      || after == 0x09 || after == 0x0A || after == 0x0C || after == 0x0D
  }
}
