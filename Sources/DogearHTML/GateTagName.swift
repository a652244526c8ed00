/// A tag name as `TagGate` reads it, lowercased, kept so that counting it costs little: its
/// first eight bytes packed in one word, the rest (a rare name that long) in an array. The
/// gate counts every start and end tag of a page by name, and hashing a byte array a byte at
/// a time was most of its work on a large page; this hashes a word.
struct GateTagName: Hashable {
  private var packed: UInt64 = 0
  private(set) var count = 0
  private var rest: [UInt8] = []

  init() {}

  init(_ text: String) {
    for byte in text.utf8 { append(byte) }
  }

  mutating func append(_ byte: UInt8) {
    if count < 8 {
      packed |= UInt64(byte) << (8 * UInt64(count))
    } else {
      rest.append(byte)
    }
    count += 1
  }

  mutating func removeAll() {
    packed = 0
    count = 0
    if !rest.isEmpty { rest.removeAll(keepingCapacity: true) }
  }

  subscript(index: Int) -> UInt8 {
    index < 8 ? UInt8(truncatingIfNeeded: packed >> (8 * UInt64(index))) : rest[index - 8]
  }

  var first: UInt8? { count > 0 ? self[0] : nil }

  var bytes: [UInt8] { (0..<count).map { self[$0] } }

  func hash(into hasher: inout Hasher) {
    hasher.combine(packed)
    if !rest.isEmpty { hasher.combine(rest) }
  }
}
