import DogearCore

/// What the trigram index holds of an article's text (schema version 21, issue 41).
///
/// Only terms holding a character of a script without spaces are looked up in the trigram
/// index (`SearchPlan`), and such a term never holds a control character (`SearchPlan`
/// drops them from queries): every match lies inside one line (a run of text between control
/// characters, `DocumentText` writes one line per block) that holds such a character. So the
/// index is given, instead of the whole text, a text of the same characters in which every
/// line without one is replaced, character for character, by U+0001. The trigram tokenizer
/// makes one token per character, so every kept character keeps its position: FTS5's
/// `highlight()`, which reads the real text again and marks the positions the index matched,
/// marks the same offsets, and bm25 counts the same column sizes. The filler's trigrams hold a
/// control character and no query has one. Control characters stay as they are: the trigram
/// tokenizer ends a text at a NUL, on both sides.
///
/// A long English article with a Japanese title in its references gave the index its whole
/// text: a posting for every distinct trigram of it, built in memory until the statement
/// ends (about 1.7 MB for the 484 KB article), where the filler makes one.
enum TrigramText {
  /// What a text with a script without spaces gives the trigram index.
  enum Rule: Sendable {
    /// All of it, as schema version 10 gave: kept for the tests that compare the two.
    case wholeText
    /// Its lines holding such a script, the rest as filler.
    case unspacedLines
  }

  /// What stands for every character of a line left out.
  static let filler: UInt8 = 0x01

  /// What `search_text.trigram_body` gets for `text` (of a row whose `unspaced` is set):
  /// nil when the index takes the text itself.
  static func stored(for text: String, rule: Rule) -> String? {
    switch rule {
    case .wholeText: return nil
    case .unspacedLines: return unspacedLines(of: text)
    }
  }

  /// `text` with every character of its lines without a script without spaces replaced by
  /// the filler, control characters kept; nil when there is no such line, or no other.
  static func unspacedLines(of text: String) -> String? {
    var text = text
    return text.withUTF8 { bytes in
      var hasKept = false
      var hasLeftOut = false
      forEachLine(of: bytes) { line, kept in
        if kept { hasKept = true } else if !line.isEmpty { hasLeftOut = true }
      }
      guard hasKept && hasLeftOut else { return nil }
      return String(unsafeUninitializedCapacity: bytes.count) { out in filled(bytes, into: out) }
    }
  }

  /// Writes `bytes` with the lines left out filled; returns the length written (at most the
  /// text's: a filler takes one byte for a character's one to four).
  private static func filled(
    _ bytes: UnsafeBufferPointer<UInt8>, into out: UnsafeMutableBufferPointer<UInt8>
  ) -> Int {
    var count = 0
    forEachLine(of: bytes) { line, kept in
      for index in line {
        let byte = bytes[index]
        if kept {
          out[count] = byte
          count += 1
        } else if byte & 0xC0 != 0x80 {
          out[count] = filler
          count += 1
        }
      }
      if line.upperBound < bytes.count {
        out[count] = bytes[line.upperBound]
        count += 1
      }
    }
    return count
  }

  /// Each line of UTF-8 text (the bytes between two control characters, which are ASCII and
  /// so one byte each), and whether it holds a character of a script without spaces.
  private static func forEachLine(
    of bytes: UnsafeBufferPointer<UInt8>, _ body: (Range<Int>, Bool) -> Void
  ) {
    var start = 0
    var kept = false
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      if byte < 0x20 || byte == 0x7F {
        body(start..<index, kept)
        start = index + 1
        kept = false
        index += 1
        continue
      }
      let length = sequenceLength(byte)
      // Every script without spaces lies past U+0E00: three bytes or four.
      if !kept, length >= 3, index + length <= bytes.count {
        kept = SearchTerms.Term.isUnspacedScalar(scalar(in: bytes, at: index, length: length))
      }
      index += length
    }
    body(start..<bytes.count, kept)
  }

  /// The bytes of a UTF-8 sequence starting with `lead` (valid text: a String's).
  private static func sequenceLength(_ lead: UInt8) -> Int {
    switch lead {
    case 0xF0...: return 4
    case 0xE0...: return 3
    case 0xC0...: return 2
    default: return 1
    }
  }

  private static func scalar(
    in bytes: UnsafeBufferPointer<UInt8>, at index: Int, length: Int
  ) -> Unicode.Scalar {
    var value = UInt32(bytes[index]) & (length == 3 ? 0x0F : 0x07)
    for offset in 1..<length { value = value << 6 | UInt32(bytes[index + offset] & 0x3F) }
    return Unicode.Scalar(value) ?? "\u{FFFD}"
  }
}
