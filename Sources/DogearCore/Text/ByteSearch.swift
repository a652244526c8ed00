/// Finding bytes in bytes: the plain scan. The standard library's generic `firstRange(of:)`
/// (and `String.contains`, which uses it) cost half a million instructions on a page's first
/// kilobyte (`LocalHTML`), and a quarter of a million the first time a start read the
/// terminal's answers (`PictureDetection`, `CellPixels`; issue 41).
public enum ByteSearch {
  /// Where `pattern` first comes in `bytes`, as indices of `bytes`; nil for an empty pattern.
  public static func firstRange(of pattern: [UInt8], in bytes: ArraySlice<UInt8>)
    -> Range<Int>?
  {
    guard let first = pattern.first, bytes.count >= pattern.count else { return nil }
    for start in bytes.startIndex...(bytes.endIndex - pattern.count)
    where bytes[start] == first
      && bytes[start..<start + pattern.count].elementsEqual(pattern)
    {
      return start..<start + pattern.count
    }
    return nil
  }
}
