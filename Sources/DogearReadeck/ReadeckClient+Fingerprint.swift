import FoundationEssentials

extension ReadeckClient {
  /// A 64-bit FNV-1a of the token, in hex: tells two tokens apart without keeping either.
  public var tokenFingerprint: String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in (token ?? "").utf8 {
      hash ^= UInt64(byte)
      hash = hash &* 0x0000_0100_0000_01b3
    }
    return String(hash, radix: 16)
  }
}
