import DogearCore
import DogearTestSupport
import Foundation
import Testing

/// The small replacements for what full Foundation did, checked against Foundation itself
/// (which the tests may link) on seeded random text.
@Suite("Text helpers agree with Foundation")
struct FoundationGapTests {
  /// Letters, accents, spaces of every kind, line ends, punctuation, percent signs and hex.
  static let alphabet: [String] = [
    "a", "Z", "é", "e\u{301}", "ß", "İ", "Ω", "ω", "ö", "O\u{308}", "日", "👍🏽", " ", "\t", "\n",
    "\r\n", "\u{A0}", "\u{2003}", "\u{3000}", "\u{85}", "\u{2028}", "\u{B}", ".", "-", "%", "%2",
    "%41", "%c3%a9", "%zz", "/", "€", "«", "1", "f",
  ]

  static func samples(_ count: Int, seed: UInt64) -> [String] {
    var generator = SeededGenerator(seed: seed)
    return (0..<count).map { _ in
      let length = Int.random(in: 0...12, using: &generator)
      return (0..<length).map { _ in alphabet.randomElement(using: &generator) ?? "" }.joined()
    }
  }

  @Test("trimming white space, with and without line ends")
  func trimming() {
    for text in Self.samples(2000, seed: 26) {
      #expect(text.trimmingWhitespace() == text.trimmingCharacters(in: .whitespaces), "\(text)")
      #expect(
        text.trimmingWhitespaceAndNewlines()
          == text.trimmingCharacters(in: .whitespacesAndNewlines), "\(text.debugDescription)")
    }
  }

  @Test("percent escapes come off as Foundation takes them off, and go on as it puts them")
  func percent() {
    var allowed = CharacterSet()
    allowed.insert(charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_")
    for text in Self.samples(2000, seed: 7) {
      #expect(text.removingPercentEscapes() == text.removingPercentEncoding, "\(text)")
      #expect(
        text.addingPercentEscapes(keeping: Set("-_".utf8))
          == text.addingPercentEncoding(withAllowedCharacters: allowed), "\(text)")
    }
  }

  /// Foundation pads by UTF-16 units, so it is the oracle for ASCII only (what is padded: the
  /// command table's names), and the padded text is whole characters otherwise.
  @Test("padding to a length")
  func padding() {
    for text in Self.samples(300, seed: 3) {
      #expect(text.padded(toLength: 9).count == 9)
      guard text.allSatisfy(\.isASCII), text.utf16.count == text.count else { continue }
      for length in [0, 1, 5, 16] {
        #expect(
          text.padded(toLength: length)
            == text.padding(toLength: length, withPad: " ", startingAt: 0))
      }
    }
  }

  @Test("loose matches are where Foundation's case- and diacritic-insensitive search finds them")
  func looseMatch() {
    let queries = ["e", "E", "é", "o", "ss", "a.", "日", "ω", "1f", " "]
    for text in Self.samples(1500, seed: 11) {
      for query in queries {
        var expected: [Range<String.Index>] = []
        var from = text.startIndex
        while let found = text.range(
          of: query, options: [.caseInsensitive, .diacriticInsensitive], range: from..<text.endIndex
        ) {
          expected.append(found)
          from = found.upperBound
        }
        // ß folds to "ss" in Foundation only; the reader's search never relied on it.
        if text.contains("ß") || query == "ss" { continue }
        // Foundation may end a match inside a character ("e" of "e\u{301}"); ours takes the
        // whole character.
        expected = expected.map { text.rangeOfComposedCharacterSequences(for: $0) }
        #expect(
          LooseMatch.ranges(of: query, in: text) == expected, "\(query) in \(text.debugDescription)"
        )
      }
    }
  }

  @Test("a match is whole characters: an accent is part of its letter")
  func wholeCharacters() {
    let text = "Cafe\u{301} crème, CAFÉ"
    let found = LooseMatch.ranges(of: "cafe", in: text).map { String(text[$0]) }
    #expect(found == ["Cafe\u{301}", "CAFÉ"])
  }
}

@Suite("Folder of a path")
struct PathTextTests {
  @Test("the folder part, as NSString's deletingLastPathComponent documents it")
  func parents() {
    let table = [
      ("/tmp/scratch.tiff", "/tmp"), ("/tmp/lock/", "/tmp"), ("/tmp/", "/"), ("/tmp", "/"),
      ("/", "/"), ("scratch.tiff", ""), ("a/b", "a"),
      ("/home/me/.local/share/dogear", "/home/me/.local/share"),
    ]
    for (path, folder) in table {
      #expect(PathText.parent(of: path) == folder, "\(path)")
    }
  }
}
