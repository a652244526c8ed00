import DogearCore

/// What the trigram index holds of an article's text (issue 41).
///
/// Only terms holding a character of a script without spaces are looked up in the trigram
/// index (`SearchPlan`), and such a term never holds a control character (`SearchPlan`
/// drops them from queries): every match lies inside one line (a run of text between control
/// characters, `DocumentText` writes one line per block) that holds such a character. So the
/// index is given only those lines, one U+0001 between two: a trigram across two lines holds
/// it, and no query does. The trigram tokenizer ends a text at a NUL, so nothing after the
/// first one is given either.
///
/// A long English article with a Japanese title in its references gave the index its whole
/// text: a posting for every distinct trigram of it, built in memory until the statement
/// ends (about 1.7 MB for the 484 KB article). Schema version 21 gave it the text with the
/// other lines filled with U+0001, character for character, so that positions stayed the
/// text's; the filler still made a token a character (a 215,000-position posting of
/// "\u{1}\u{1}\u{1}" for that article). Since the lines are given alone, the positions are the
/// lines' own: a hit's matches are found from the text (`TrigramMatcher`), not by FTS5's
/// `highlight()`.
enum TrigramText {
  /// What a text with a script without spaces gives the trigram index.
  enum Rule: Sendable {
    /// All of it, as schema version 10 gave: kept for the tests that compare the rules.
    case wholeText
    /// Its lines holding such a script, the rest filled character for character, as schema
    /// version 21 first gave (its rows are still read): kept for the tests.
    case filledLines
    /// Only its lines holding such a script, joined by one U+0001.
    case joinedLines
  }

  /// What stands for every character of a line left out (`filledLines`), and between two
  /// lines kept (`joinedLines`).
  static let filler: UInt8 = 0x01

  /// What `search_text.trigram_body` gets for `text` (of a row whose `unspaced` is set):
  /// nil when the index takes the text itself.
  static func stored(for text: String, rule: Rule) -> String? {
    switch rule {
    case .wholeText: return nil
    case .filledLines: return filledLines(of: text)
    case .joinedLines: return joinedLines(of: text)
    }
  }

  /// `text`'s lines holding a script without spaces, before its first NUL, one filler
  /// between two; nil when there is no such line there, or no other line.
  static func joinedLines(of text: String) -> String? {
    var text = text
    return text.withUTF8 { whole in
      let bytes = beforeNUL(whole)
      // Measured first: the string keeps the room it is made with for as long as the store
      // holds it (a few lines of a 185 KB text are 46 bytes).
      let census = LineCensus(of: bytes)
      guard census.keptLines > 0 && census.hasLeftOut else { return nil }
      return String(unsafeUninitializedCapacity: census.keptBytes + census.keptLines - 1) { out in
        var count = 0
        forEachLine(of: bytes) { line in
          guard line.isKept else { return }
          if count > 0 {
            out[count] = filler
            count += 1
          }
          for index in line.bytes {
            out[count] = bytes[index]
            count += 1
          }
        }
        return count
      }
    }
  }

  /// `text` with every character of its lines without a script without spaces replaced by
  /// the filler, control characters kept; nil when there is no such line, or no other.
  static func filledLines(of text: String) -> String? {
    var text = text
    return text.withUTF8 { bytes in
      let census = LineCensus(of: bytes)
      guard census.keptLines > 0 && census.hasLeftOut else { return nil }
      return String(unsafeUninitializedCapacity: bytes.count) { out in filled(bytes, into: out) }
    }
  }

  /// Each line of `text` before its first NUL that holds a script without spaces: its UTF-8
  /// and where it starts, in Unicode scalars of the text, until `body` returns false. Every
  /// match of a trigram term lies inside one.
  static func forEachKeptLine(
    of text: String, _ body: (UnsafeBufferPointer<UInt8>, Int) -> Bool
  ) {
    var text = text
    text.withUTF8 { whole in
      let bytes = beforeNUL(whole)
      var goesOn = true
      forEachLine(of: bytes) { line in
        if goesOn, line.isKept {
          goesOn = body(UnsafeBufferPointer(rebasing: bytes[line.bytes]), line.start)
        }
      }
    }
  }

  /// The byte range of each line of `bytes` (a text's UTF-8) before its first NUL that holds a
  /// script without spaces, in order, until `body` returns false: the lines `joinedLines`
  /// gives the index.
  static func forEachKeptLine(
    in bytes: UnsafeBufferPointer<UInt8>, _ body: (Range<Int>) -> Bool
  ) {
    var goesOn = true
    forEachLine(of: beforeNUL(bytes)) { line in
      if goesOn, line.isKept { goesOn = body(line.bytes) }
    }
  }

  /// Writes `bytes` with the lines left out filled; returns the length written (at most the
  /// text's: a filler takes one byte for a character's one to four).
  private static func filled(
    _ bytes: UnsafeBufferPointer<UInt8>, into out: UnsafeMutableBufferPointer<UInt8>
  ) -> Int {
    var count = 0
    forEachLine(of: bytes) { line in
      for index in line.bytes {
        let byte = bytes[index]
        if line.isKept {
          out[count] = byte
          count += 1
        } else if byte & 0xC0 != 0x80 {
          out[count] = filler
          count += 1
        }
      }
      if line.bytes.upperBound < bytes.count {
        out[count] = bytes[line.bytes.upperBound]
        count += 1
      }
    }
    return count
  }

  /// The bytes before the first NUL, where the trigram tokenizer ends a text.
  private static func beforeNUL(_ bytes: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8> {
    UnsafeBufferPointer(rebasing: bytes[..<(bytes.firstIndex(of: 0) ?? bytes.count)])
  }

  /// How many lines of a text are kept and how many bytes they hold, and whether a line
  /// with text is left out: what decides whether the index is given less than the text, and
  /// the room the joined lines take.
  private struct LineCensus {
    var keptLines = 0
    var keptBytes = 0
    var hasLeftOut = false

    init(of bytes: UnsafeBufferPointer<UInt8>) {
      forEachLine(of: bytes) { line in
        if line.isKept {
          keptLines += 1
          keptBytes += line.bytes.count
        } else if !line.bytes.isEmpty {
          hasLeftOut = true
        }
      }
    }
  }

  /// A line of UTF-8 text: the bytes between two control characters (which are ASCII, and
  /// so one byte each).
  private struct Line {
    var bytes: Range<Int>
    /// It holds a character of a script without spaces.
    var isKept = false
    /// Where it starts, in Unicode scalars of the text.
    var start: Int
  }

  /// Each line of UTF-8 text, in order.
  private static func forEachLine(of bytes: UnsafeBufferPointer<UInt8>, _ body: (Line) -> Void) {
    var line = Line(bytes: 0..<0, start: 0)
    var scalars = 0
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      if byte < 0x20 || byte == 0x7F {
        line.bytes = line.bytes.lowerBound..<index
        body(line)
        index += 1
        scalars += 1
        line = Line(bytes: index..<index, start: scalars)
        continue
      }
      let (length, scalar) = UTF8Scalar.read(bytes, at: index)
      if !line.isKept, let scalar {
        line.isKept = SearchTerms.Term.isUnspacedScalar(scalar)
      }
      index += length
      scalars += 1
    }
    line.bytes = line.bytes.lowerBound..<bytes.count
    body(line)
  }
}
