/// The terminal's answers to the start's queries (`PictureDetection`, `CellPixels`), read as
/// bytes. They are a few hundred bytes, read at every start: `String.contains` and
/// `firstRange(of:)` made a searcher whose first use cost a quarter of a million
/// instructions (issue 41), and every answer is ASCII escape sequences.
enum AnswerBytes {
  /// Where `part` first lies in `bytes` at or after `start`, byte for byte.
  static func range(of part: String, in bytes: [UInt8], from start: Int = 0) -> Range<Int>? {
    let wanted = Array(part.utf8)
    guard let first = wanted.first else { return start..<start }
    guard start >= 0, bytes.count - start >= wanted.count else { return nil }
    for index in start...(bytes.count - wanted.count) where bytes[index] == first {
      let found = index..<index + wanted.count
      if bytes[found].elementsEqual(wanted) { return found }
    }
    return nil
  }

  /// The numbers between `;`, each as text decodes it (`Int("7")`), empty ones kept.
  static func numbers(_ bytes: ArraySlice<UInt8>) -> [Int?] {
    bytes.split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: false).map {
      Int(String(decoding: $0, as: UTF8.self))
    }
  }
}
