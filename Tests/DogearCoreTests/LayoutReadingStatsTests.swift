import DogearCore
import DogearLayout
import Testing

@Suite("Word count and reading time")
struct LayoutReadingStatsTests {
  static func stats(_ text: String) -> ReadingStats {
    ReadingStats(document: Document(blocks: [SampleDocuments.paragraph(1, text)]))
  }

  @Test("words are whitespace-separated tokens with a letter or a digit")
  func words() {
    #expect(Self.stats("A slow river — does   most\nof its 2 works.").words == 9)
    #expect(Self.stats("").words == 0)
  }

  @Test("ideographs and kana count one word per two characters")
  func spacelessScripts() {
    #expect(Self.stats("日本語の文章").words == 3)
    #expect(Self.stats("日本語text").words == 3)
    #expect(Self.stats("한국어 문장").words == 2)
  }

  @Test(
    "reading time is words / 200, at least one minute",
    arguments: [(0, 1), (199, 1), (400, 2), (4_849, 24)])
  func minutes(words: Int, minutes: Int) {
    #expect(ReadingStats(words: words).minutes == minutes)
  }

  @Test("every block kind counts")
  func everyBlock() {
    #expect(ReadingStats(document: SampleDocuments.everyKind).words > 60)
  }
}
