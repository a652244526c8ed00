/// Percent-encoding both ways, as Foundation's `removingPercentEncoding` and
/// `addingPercentEncoding(withAllowedCharacters:)` did.
extension StringProtocol {
  /// Each `%XX` turned back into its byte; nil when an escape is malformed or the bytes are not
  /// UTF-8.
  public func removingPercentEscapes() -> String? {
    var bytes: [UInt8] = []
    var iterator = utf8.makeIterator()
    while let byte = iterator.next() {
      guard byte == UInt8(ascii: "%") else {
        bytes.append(byte)
        continue
      }
      guard let high = iterator.next().flatMap(Self.hexValue),
        let low = iterator.next().flatMap(Self.hexValue)
      else { return nil }
      bytes.append(high << 4 | low)
    }
    return String(validating: bytes, as: UTF8.self)
  }

  /// Every byte of the UTF-8 form as `%XX` but the ASCII letters and digits and those in
  /// `kept`.
  public func addingPercentEscapes(keeping kept: Set<UInt8> = []) -> String {
    var text = ""
    for byte in utf8 {
      let plain =
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
        || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
        || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || kept.contains(byte)
      if plain {
        text.unicodeScalars.append(Unicode.Scalar(byte))
      } else {
        let hex = String(byte, radix: 16, uppercase: true)
        text += "%" + (hex.count == 1 ? "0" : "") + hex
      }
    }
    return text
  }

  private static func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
    default: return nil
    }
  }
}
