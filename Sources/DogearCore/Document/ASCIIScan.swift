/// Finds where a run of plain bytes ends, for the scanners every byte of a page passes through
/// on its way to `dump`'s output (the UTF-8 check, the sanitiser before libxml2, the one after
/// it, plain output's): nearly all of a page is such runs, and these scanners only act on the
/// byte that ends one.
///
/// One seam, two ways: `simplePrintableEnd` and `simpleASCIIEnd` look at one byte at a time;
/// `printableEnd` and `asciiEnd`, which the scanners use, look at eight at once and finish
/// with the simple way (issue 37: the 20 MB page's dump, DogearHTML/NOTES.md). Tests hold each
/// to its simple version on every byte value at every position.
public enum ASCIIScan {
  private static let ones: UInt64 = 0x0101_0101_0101_0101
  private static let highBits: UInt64 = 0x8080_8080_8080_8080

  /// The index of the first byte from `start` that is not printable ASCII (0x20...0x7E), or
  /// `count`.
  @inline(__always)
  public static func printableEnd(_ base: UnsafePointer<UInt8>, from start: Int, count: Int) -> Int
  {
    var index = start
    while index + 8 <= count {
      let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
      // A byte below 0x20 borrows into its high bit; one above 0x7E has it set, or gets it
      // from the added one (0x7F). Either test is exact for "some byte of the word".
      let below = (word &- ones &* 0x20) & ~word & highBits
      let above = ((word &+ ones) | word) & highBits
      if below | above != 0 { break }
      index += 8
    }
    return simplePrintableEnd(base, from: index, count: count)
  }

  /// `printableEnd`, one byte at a time.
  @inline(__always)
  public static func simplePrintableEnd(
    _ base: UnsafePointer<UInt8>, from start: Int, count: Int
  ) -> Int {
    var index = start
    while index < count, base[index] >= 0x20, base[index] < 0x7F { index += 1 }
    return index
  }

  /// The index of the first byte from `start` that is not ASCII (0x80 and above), or `count`.
  @inline(__always)
  public static func asciiEnd(_ base: UnsafePointer<UInt8>, from start: Int, count: Int) -> Int {
    var index = start
    while index + 8 <= count {
      let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
      if word & highBits != 0 { break }
      index += 8
    }
    return simpleASCIIEnd(base, from: index, count: count)
  }

  /// `asciiEnd`, one byte at a time.
  @inline(__always)
  public static func simpleASCIIEnd(_ base: UnsafePointer<UInt8>, from start: Int, count: Int)
    -> Int
  {
    var index = start
    while index < count, base[index] < 0x80 { index += 1 }
    return index
  }
}
