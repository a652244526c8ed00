import DogearTestSupport
import Foundation
import Testing

@testable import DogearHTML

/// `CharacterCount` gives `String.count` for any text, whether or not it takes its short cut.
@Suite("Character counts without grapheme breaking")
struct CharacterCountTests {
  static func count(_ text: String) -> (fast: Int, plain: Int?) {
    let bytes = Array(text.utf8)
    return bytes.withUnsafeBufferPointer {
      (CharacterCount.of($0, text: text), CharacterCount.plainCount($0))
    }
  }

  @Test(
    "each shape counts as String.count, and only plain text takes the short cut",
    arguments: [
      ("plain ASCII", true), ("naïve café — “quoted” … ’tis", true), ("ÿ ŀ ʼ ˿", true),
      ("e\u{301}", false), ("a\u{200D}b", false), ("a\u{200C}b", false), ("a\r\nb", false),
      ("👍🏽", false), ("🇫🇷", false), ("한국어", false), ("漢字", false), ("a\u{20DD}", false),
      ("\u{200B}\u{2060}\u{200E}\u{2028}", true), ("", true),
    ])
  func shapes(_ text: String, plain: Bool) {
    let (fast, plainCount) = Self.count(text)
    #expect(fast == text.count, "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
    #expect((plainCount != nil) == plain)
  }

  @Test("random text from every kind of scalar counts as String.count")
  func seeded() {
    let pieces: [String] = [
      "a", " ", "Z", "\r", "\n", "\r\n", "é", "e\u{301}", "\u{300}", "ß", "ʼ", "\u{2019}", "—",
      "\u{200D}", "\u{200C}", "\u{2060}", "\u{20D0}", "👍", "🏽", "🇫", "🇷", "한", "\u{1100}",
      "\u{1161}", "漢", "ا", "\u{64B}", "क", "\u{94D}", "\u{FE0F}", "\u{AD}",
    ]
    var generator = SeededGenerator(seed: 15)
    for _ in 0..<3000 {
      let length = Int.random(in: 0...12, using: &generator)
      let text = (0..<length).map { _ in pieces.randomElement(using: &generator)! }.joined()
      #expect(Self.count(text).fast == text.count, "\(text.debugDescription)")
    }
  }
}
