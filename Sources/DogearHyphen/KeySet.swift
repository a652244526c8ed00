/// A set of 64-bit keys by open addressing: `Set<UInt64>` hashes each key again with its
/// seeded hasher, which was most of what making an article's dictionary cost. Key 0 is stored
/// as 1: a set that answers yes once too often only keeps a pattern too many (`PatternSubset`).
struct KeySet {
  private var slots: [UInt64]
  private(set) var count = 0

  init(capacity: Int = 64) {
    var size = 16
    while size < capacity * 2 { size *= 2 }
    slots = Array(repeating: 0, count: size)
  }

  /// FNV-1a over bytes, extended one byte at a time: a substring's key is reached on the way
  /// through each of its prefixes' keys.
  struct Key {
    var value: UInt64 = 0xcbf2_9ce4_8422_2325
    var length = 0
    @inline(__always)
    mutating func append(_ byte: UInt8) {
      value = (value ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
      length += 1
    }
  }

  @inline(__always)
  func contains(_ key: UInt64) -> Bool {
    let key = key == 0 ? 1 : key
    var index = slot(of: key)
    while slots[index] != 0 {
      if slots[index] == key { return true }
      index = (index + 1) & (slots.count - 1)
    }
    return false
  }

  /// Adds `key`; false when it was there already.
  @discardableResult
  mutating func insert(_ key: UInt64) -> Bool {
    let key = key == 0 ? 1 : key
    var index = slot(of: key)
    while slots[index] != 0 {
      if slots[index] == key { return false }
      index = (index + 1) & (slots.count - 1)
    }
    slots[index] = key
    count += 1
    if count * 2 > slots.count { grow() }
    return true
  }

  @inline(__always)
  private func slot(of key: UInt64) -> Int {
    Self.home(of: key, mask: slots.count - 1)
  }

  /// Where `key` is looked for first in a table of `mask + 1` slots (a power of two): the
  /// top bits of its product with the golden ratio. `PatternIndex` places its slots by it too.
  @inline(__always)
  static func home(of key: UInt64, mask: Int) -> Int {
    Int(truncatingIfNeeded: (key &* 0x9e37_79b9_7f4a_7c15) >> UInt64(64 - mask.nonzeroBitCount))
  }

  private mutating func grow() {
    let old = slots
    slots = Array(repeating: 0, count: old.count * 2)
    count = 0
    for key in old where key != 0 { insert(key) }
  }
}
