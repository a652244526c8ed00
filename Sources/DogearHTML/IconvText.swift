#if canImport(Glibc)
  import Glibc
#endif

/// Text in a legacy charset decoded by the C library's iconv (what `String(data:encoding:)`
/// did through full Foundation's ICU, which the program no longer links).
enum IconvText {
  /// The text, or nil when iconv does not know `charset` or a byte is not valid in it.
  static func decode(_ bytes: [UInt8], from charset: String) -> String? {
    let converter = iconv_open("UTF-8", charset)
    guard converter != iconv_t(bitPattern: -1) else { return nil }
    defer { iconv_close(converter) }
    var input = bytes.map { CChar(bitPattern: $0) }
    var output = [CChar](repeating: 0, count: bytes.count * 4 + 16)
    let written: Int? = input.withUnsafeMutableBufferPointer { source in
      output.withUnsafeMutableBufferPointer { target in
        var sourcePointer = source.baseAddress
        var sourceLeft = source.count
        var targetPointer = target.baseAddress
        var targetLeft = target.count
        let result = iconv(converter, &sourcePointer, &sourceLeft, &targetPointer, &targetLeft)
        return result == -1 || sourceLeft != 0 ? nil : target.count - targetLeft
      }
    }
    guard let written else { return nil }
    return String(decoding: output[..<written].map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }
}
