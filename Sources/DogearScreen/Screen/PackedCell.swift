/// A cell as the screen keeps it (issue 41): its grapheme's UTF-8 bytes and its style in
/// three words, nothing counted by reference.
///
/// A key repaints the reader's frame, and a frame of `Cell`s (a `String` each) cost in every
/// step: each write released the old text and retained the new one, comparing two frames
/// went through the strings, and the frame painted before was released a cell at a time. A
/// packed cell is copied, compared and dropped as plain words. `Cell` stays the screen's
/// interface (`Screen`'s subscript packs and unpacks one); this is what it stores.
///
/// A grapheme of up to 15 bytes (any one scalar, most clusters) is held inline: bytes 0-7 in
/// `low` (first byte lowest), 8-14 in `high`, the count in `high`'s top byte. A longer one (a
/// family emoji, a letter under many marks) is `longMark` in the top byte and its index in
/// the screen's `longTexts` in `low`: such cells are compared by their text, never by bits.
public struct PackedCell: Equatable, Sendable {
  @usableFromInline var low: UInt64
  @usableFromInline var high: UInt64
  /// The style as `CellStyle.bits`.
  public let styleBits: UInt64

  @usableFromInline static let longMark: UInt64 = 0xFF

  @inlinable init(low: UInt64, high: UInt64, styleBits: UInt64) {
    self.low = low
    self.high = high
    self.styleBits = styleBits
  }

  /// A one-byte grapheme (printable ASCII), the common cell.
  @inlinable static func ascii(_ byte: UInt8, styleBits: UInt64) -> PackedCell {
    PackedCell(low: UInt64(byte), high: 1 << 56, styleBits: styleBits)
  }

  /// `text` held inline, or nil when it is longer than 15 bytes.
  init?(inline text: String, styleBits: UInt64) {
    var low: UInt64 = 0
    var high: UInt64 = 0
    var count = 0
    for byte in text.utf8 {
      guard count < 15 else { return nil }
      if count < 8 {
        low |= UInt64(byte) << (8 * count)
      } else {
        high |= UInt64(byte) << (8 * (count - 8))
      }
      count += 1
    }
    self.init(low: low, high: high | UInt64(count) << 56, styleBits: styleBits)
  }

  /// A grapheme longer than 15 bytes, kept in the screen's `longTexts` at `index`.
  init(longTextAt index: Int, styleBits: UInt64) {
    self.init(low: UInt64(index), high: Self.longMark << 56, styleBits: styleBits)
  }

  /// The plain blank every screen starts with.
  public static let blank = PackedCell.ascii(0x20, styleBits: CellStyle.plain.bits)

  /// The grapheme is held in the screen's `longTexts`.
  @inlinable public var isLong: Bool { high >> 56 == Self.longMark }

  /// The second half of a wide character (an empty text).
  @inlinable public var isContinuation: Bool { high >> 56 == 0 }

  /// The scalar of a one-byte printable ASCII grapheme, else nil.
  @inlinable public var printableASCII: UInt32? {
    guard high >> 56 == 1, low >= 0x20, low < 0x7F else { return nil }
    return UInt32(low)
  }

  /// The same text as `other` when neither is long (the bits say it); for long ones the
  /// screens' tables must be asked.
  @inlinable public func hasSameInlineText(as other: PackedCell) -> Bool {
    low == other.low && high == other.high
  }

  public var style: CellStyle { CellStyle(bits: styleBits) }

  /// The inline text; nil for a long one.
  var inlineText: String? {
    guard !isLong else { return nil }
    let count = Int(high >> 56)
    return withUnsafeBytes(of: (low, high)) { words in
      String(decoding: UnsafeRawBufferPointer(rebasing: words[0..<count]), as: UTF8.self)
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
