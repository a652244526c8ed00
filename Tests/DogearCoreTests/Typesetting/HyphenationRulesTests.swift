import DogearHTML
import DogearTestSupport
import Testing

@testable import DogearCore
@testable import DogearLayout

/// Which words break with a hyphen, and where (issue 44's rules), with a hyphenator that
/// would break anywhere.
@Suite("Hyphenation rules")
struct HyphenationRulesTests {
  static func breaks(_ word: String) -> [Int]? {
    HyphenationRules.breaks(in: Array(word), hyphenator: EveryLetterHyphenator())
  }

  @Test("A word breaks with at least two letters before and three after")
  func twoBeforeThreeAfter() {
    #expect(Self.breaks("hyphenation") == [2, 3, 4, 5, 6, 7, 8])
    #expect(Self.breaks("rivers") == [2, 3])
  }

  @Test("Words under six letters, and words with digits or marks inside, never break")
  func shortAndOddWordsNeverBreak() {
    #expect(Self.breaks("river") == nil)
    #expect(Self.breaks("example.com/abcdefgh") == nil)
    #expect(Self.breaks("someone@example") == nil)
    #expect(Self.breaks("@LucasNolan_") == nil)
    #expect(Self.breaks("#hashtagged") == nil)
    #expect(Self.breaks("abc123defgh") == nil)
  }

  @Test("Punctuation around a word is set aside, and offsets count it")
  func punctuationAroundIsSetAside() {
    #expect(Self.breaks("(running),") == [3, 4, 5])
  }

  @Test("Letters on each side of an apostrophe break as words of their own")
  func apostrophesSplitRuns() {
    #expect(Self.breaks("Tuesday’s") == [2, 3, 4])
    #expect(Self.breaks("l’homme") == [4])
    #expect(Self.breaks("d'accordance") == [4, 5, 6, 7, 8, 9])
  }

  @Test("Code and words joined by their own hyphen get no hyphen points")
  func codeAndCompoundsGetNone() throws {
    let html = "<p>A <code>configuration</code> well-established wonderful</p>"
    let document = HTMLDocumentParser.parse(html: html)
    let prepared = PreparedArticle(
      document: document, cellWidth: TestSupport.cellWidth, hyphenator: EveryLetterHyphenator())
    guard case .paragraph(let text) = try #require(prepared.blocks.first).kind else {
      Issue.record("not a paragraph")
      return
    }
    let words = Set(text.hyphens.map(\.word))
    // Only "wonderful" (the last word): not the code, not either half of the compound.
    #expect(words == [Int32(text.words.count - 1)])
  }

  @Test("A word with soft hyphens breaks only at them, with the hyphen drawn there")
  func softHyphensComeFirst() throws {
    let html = "<p>an extra\u{AD}ordinarily wonderful day</p>"
    let prepared = PreparedArticle(
      document: HTMLDocumentParser.parse(html: html), cellWidth: TestSupport.cellWidth,
      hyphenator: EveryLetterHyphenator())
    guard case .paragraph(let text) = try #require(prepared.blocks.first).kind else {
      Issue.record("not a paragraph")
      return
    }
    // Only "wonderful" gets the dictionary's points; the halves of the soft word get none.
    #expect(Set(text.hyphens.map(\.word)) == [Int32(text.words.count - 2)])
    let layout = ArticleLayout(
      prepared: prepared, width: 13, typesetting: .book(hyphenate: true, justify: false))
    let lines = layout.lines.map { $0.text.filter { $0 != "\u{AD}" } }
    #expect(lines.contains("an extra-"), "\(lines)")
    #expect(lines.contains { $0.hasPrefix("ordinarily") }, "\(lines)")
  }

  @Test("Without a hyphenator a word breaks only at its soft hyphens")
  func withoutHyphenatorOnlySoftHyphens() throws {
    let html = "<p>wonderful extra\u{AD}ordinary</p>"
    let prepared = PreparedArticle(
      document: HTMLDocumentParser.parse(html: html), cellWidth: TestSupport.cellWidth)
    guard case .paragraph(let text) = try #require(prepared.blocks.first).kind else {
      Issue.record("not a paragraph")
      return
    }
    #expect(text.hyphens.isEmpty)
    let layout = ArticleLayout(
      prepared: prepared, width: 10, typesetting: .book(hyphenate: true, justify: false))
    let lines = layout.lines.map { $0.text.filter { $0 != "\u{AD}" } }
    #expect(lines == ["wonderful", "extra-", "ordinary"])
  }

  /// A hyphenator that breaks where a seeded table says, different for each word.
  struct SeededHyphenator: WordHyphenator {
    func breaks(in word: String) -> [Int] {
      let seed = word.utf8.reduce(UInt64(7)) { $0 &* 31 &+ UInt64($1) }
      var random = SeededGenerator(seed: seed)
      return (0..<Int.random(in: 0...6, using: &random)).map { _ in
        Int.random(in: -1...(word.count + 1), using: &random)
      }
    }
  }

  @Test("A word of printable ASCII read as bytes breaks where its Characters would")
  func asciiWordsBreakAsCharactersDo() {
    let marks = Array("abcdeXYZ'''.,;()-!?@/_#=~\\0 \"")
    var random = SeededGenerator(seed: 44)
    var broken = 0
    for round in 0..<20_000 {
      let length = Int.random(in: 0...16, using: &random)
      // Mostly letters, so that most words pass the rules and get breaks.
      let word = String(
        (0..<length).map { _ in
          Int.random(in: 0..<4, using: &random) > 0
            ? Character(UnicodeScalar(UInt8.random(in: 97...122, using: &random)))
            : marks[Int.random(in: 0..<marks.count, using: &random)]
        })
      let hyphenator: any WordHyphenator =
        round % 2 == 0 ? EveryLetterHyphenator() : SeededHyphenator()
      let simple = HyphenationRules.breaks(in: Array(word), hyphenator: hyphenator)
      #expect(
        HyphenationRules.asciiBreaks(in: Array(word.utf8), hyphenator: hyphenator) == simple,
        "\(word)")
      if simple?.isEmpty == false { broken += 1 }
    }
    #expect(broken > 2_000, "\(broken)")
    #expect(HyphenationRules.asciiBreaks(in: Array("(running),".utf8), hyphenator: nil) == nil)
  }

  @Test("a hyphen point takes sixteen bytes, and none is made past 65,535 bytes into a piece")
  func pointSize() {
    #expect(MemoryLayout<HyphenPoint>.stride == 16)
    let point = HyphenPoint(word: 3, piece: 7, bytes: 6, characters: 4, wordColumns: 9)
    #expect(point?.bytes == 6 && point?.characters == 4 && point?.columns == 4)
    #expect(point?.word == 3 && point?.piece == 7 && point?.wordColumns == 9)
    #expect(HyphenPoint(word: 0, piece: 0, bytes: 65_536, characters: 2, wordColumns: 2) == nil)
    #expect(HyphenPoint(word: 0, piece: 0, bytes: 2, characters: 70_000, wordColumns: 2) == nil)
  }
}
