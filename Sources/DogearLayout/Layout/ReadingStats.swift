import DogearCore

/// How long an article is: its word count and reading time.
///
/// Words are whitespace-separated tokens holding at least one letter or digit. Chinese and
/// Japanese text is written without spaces, so a run of ideographs or kana counts one word per
/// two characters (rounded up): about 400 characters a minute at the 200 words a minute the
/// reading time assumes, which is how fast such text is read. Hangul is spaced like Latin
/// text and counts by tokens. Minutes are `words / 200`, at least 1.
public struct ReadingStats: Equatable, Sendable {
  public var words: Int
  public var minutes: Int

  public static let wordsPerMinute = 200

  public init(words: Int) {
    self.words = words
    self.minutes = max(1, words / Self.wordsPerMinute)
  }

  public init(document: Document) {
    var counter = WordCounter()
    counter.count(document.blocks)
    self.init(words: counter.words)
  }
}

/// Counts the words of every visible text, run by run (`Block.forEachTextRun`).
struct WordCounter {
  private(set) var words = 0
  private var inToken = false
  private var tokenHasWord = false
  private var ideographRun = 0

  mutating func count(_ blocks: [Block]) {
    Block.forEachTextRun(in: blocks) { count($0.spans) }
    endToken()
  }

  private mutating func count(_ spans: [Span]) {
    for span in spans {
      switch span.content {
      case .text(let text): count(text)
      case .lineBreak, .image: endToken()
      case .quotationMark: continue
      }
    }
    endToken()
  }

  private mutating func count(_ text: String) {
    for scalar in text.unicodeScalars {
      if WordScalar.isWhitespace(scalar) {
        endToken()
      } else if CharacterClass.isSpacelessScript(scalar) {
        ideographRun += 1
      } else {
        endIdeographRun()
        inToken = true
        if WordScalar.isWordCharacter(scalar) { tokenHasWord = true }
      }
    }
  }

  private mutating func endIdeographRun() {
    words += (ideographRun + 1) / 2
    ideographRun = 0
  }

  private mutating func endToken() {
    endIdeographRun()
    if inToken && tokenHasWord { words += 1 }
    inToken = false
    tokenHasWord = false
  }
}
