/// A cell as the screen keeps it (issue 41): its grapheme's UTF-8 bytes and its style in
/// two words, nothing counted by reference.
///
/// A key repaints the reader's frame, and a frame of `Cell`s (a `String` each) cost in every
/// step: each write released the old text and retained the new one, comparing two frames
/// went through the strings, and the frame painted before was released a cell at a time. A
/// packed cell is copied, compared and dropped as plain words. `Cell` stays the screen's
/// interface (`Screen`'s subscript packs and unpacks one); this is what it stores.
///
/// A grapheme of up to 8 bytes (any one scalar, most clusters: a letter and two marks, an
/// emoji with its skin tone, a flag) is held inline in `textBits`, first byte lowest, zeros
/// after: a grapheme holds no zero byte (one that does is kept long), so the bytes count
/// themselves and the empty text of a continuation is 0. A longer one (a family emoji, a
/// letter under many marks) is `longMark` in the low byte (never a UTF-8 byte) and its index
/// in the screen's `longTexts` above it: such cells are compared by their text, never by
/// bits. Two words, not three (Sources/DogearTerminal/NOTES.md, ninth pass): an 80x24 frame
/// is 31 KB, was 46 KB, and a key blanks, writes and compares whole frames after a sleep that
/// left the caches cold.
public struct PackedCell: Equatable, Sendable {
  @usableFromInline var textBits: UInt64
  /// The style as `CellStyle.bits`.
  public let styleBits: UInt64

  @usableFromInline static let longMark: UInt64 = 0xFF

  @inlinable init(textBits: UInt64, styleBits: UInt64) {
    self.textBits = textBits
    self.styleBits = styleBits
  }

  /// A one-byte grapheme (printable ASCII), the common cell.
  @inlinable static func ascii(_ byte: UInt8, styleBits: UInt64) -> PackedCell {
    PackedCell(textBits: UInt64(byte), styleBits: styleBits)
  }

  /// `text` held inline, or nil when it is longer than 8 bytes or holds a zero byte.
  init?(inline text: String, styleBits: UInt64) {
    var bits: UInt64 = 0
    var count = 0
    for byte in text.utf8 {
      guard count < 8, byte != 0 else { return nil }
      bits |= UInt64(byte) << (8 * count)
      count += 1
    }
    self.init(textBits: bits, styleBits: styleBits)
  }

  /// A grapheme kept in the screen's `longTexts` at `index`.
  init(longTextAt index: Int, styleBits: UInt64) {
    self.init(textBits: UInt64(index) << 8 | Self.longMark, styleBits: styleBits)
  }

  /// The plain blank every screen starts with.
  public static let blank = PackedCell.ascii(0x20, styleBits: CellStyle.plain.bits)

  /// The grapheme is held in the screen's `longTexts`.
  @inlinable public var isLong: Bool { textBits & 0xFF == Self.longMark }

  /// Where in the screen's `longTexts` a long grapheme is.
  var longIndex: Int { Int(textBits >> 8) }

  /// The second half of a wide character (an empty text).
  @inlinable public var isContinuation: Bool { textBits == 0 }

  /// The scalar of a one-byte printable ASCII grapheme, else nil.
  @inlinable public var printableASCII: UInt32? {
    guard textBits >= 0x20, textBits < 0x7F else { return nil }
    return UInt32(textBits)
  }

  /// The same text as `other` when neither is long (the bits say it); for long ones the
  /// screens' tables must be asked.
  @inlinable public func hasSameInlineText(as other: PackedCell) -> Bool {
    textBits == other.textBits
  }

  public var style: CellStyle { CellStyle(bits: styleBits) }

  /// The inline text; nil for a long one.
  var inlineText: String? {
    guard !isLong else { return nil }
    let count = (64 - textBits.leadingZeroBitCount + 7) / 8
    return withUnsafeBytes(of: textBits.littleEndian) { bytes in
      String(decoding: UnsafeRawBufferPointer(rebasing: bytes[0..<count]), as: UTF8.self)
    }
  }
}

extension CellStyle {
  /// The style as one word (issue 41, `PackedCell`): the attributes in the low byte, the
  /// foreground in the next 26 bits, the background above it (`TerminalColor.bits`).
  /// Different styles give different words, so styles compare as words.
  public var bits: UInt64 {
    UInt64(attributes.rawValue) | foreground.bits << 8 | background.bits << 34
  }

  /// The style whose `bits` these are.
  public init(bits: UInt64) {
    self.init(
      CellAttributes(rawValue: UInt8(truncatingIfNeeded: bits)),
      foreground: TerminalColor(bits: bits >> 8 & TerminalColor.mask),
      background: TerminalColor(bits: bits >> 34 & TerminalColor.mask))
  }
}

extension TerminalColor {
  static let mask: UInt64 = (1 << 26) - 1

  /// 0 for the default; the kind in bits 24-25 (1 indexed, 2 RGB) over the index or the RGB.
  var bits: UInt64 {
    switch self {
    case .default: return 0
    case .indexed(let index): return 1 << 24 | UInt64(index)
    case .rgb(let red, let green, let blue):
      return 2 << 24 | UInt64(red) << 16 | UInt64(green) << 8 | UInt64(blue)
    }
  }

  init(bits: UInt64) {
    switch bits >> 24 {
    case 1: self = .indexed(UInt8(truncatingIfNeeded: bits))
    case 2:
      self = .rgb(
        UInt8(truncatingIfNeeded: bits >> 16), UInt8(truncatingIfNeeded: bits >> 8),
        UInt8(truncatingIfNeeded: bits))
    default: self = .default
    }
  }
}
