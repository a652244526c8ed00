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

/// Walks the blocks and counts the words of every visible text.
struct WordCounter {
  private(set) var words = 0
  private var inToken = false
  private var tokenHasWord = false
  private var ideographRun = 0

  mutating func count(_ blocks: [Block]) {
    for block in blocks { count(block) }
    endToken()
  }

  private mutating func count(_ block: Block) {
    switch block.kind {
    case .heading(_, let spans), .paragraph(let spans), .preformatted(let spans):
      count(spans)
    case .list(_, _, let items):
      for item in items { count(item.blocks) }
    case .definitionList(let items):
      for item in items {
        count(item.term)
        for definition in item.definitions { count(definition.blocks) }
      }
    case .blockquote(let blocks): count(blocks)
    case .figure(let content, let caption):
      count(content)
      count(caption)
    case .image, .rule: break
    case .table(let table):
      count(table.caption)
      for row in table.rows { for cell in row.cells { count(cell.spans) } }
    case .details(let summary, let body):
      count(summary)
      count(body)
    }
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
