import DogearCore
import DogearHTML
import DogearLayout
import DogearPosition
import DogearTestSupport
import Foundation
import Testing

/// Seeded ranges over the corpus and over generated paragraphs (astral characters, `em`, `a`,
/// several paragraphs, highlights already present): each range's boundaries resolve, by the
/// server's rules, to the text dogear selected and back to the same points.
@Suite("Highlight selectors, seeded")
struct HighlightSelectorPropertyTests {
  /// The key characters of `text`: what both texts hold in the same order.
  static func keys(_ text: String) -> [Unicode.Scalar] {
    text.unicodeScalars.filter(SourceText.isKey)
  }

  /// Checks one range; returns the refusal when there was one.
  static func check(
    _ range: Range<Int>, text: ArticleText, source: SourceText, label: String
  ) -> ArticleText.HighlightRefusal? {
    let bounds: (start: TextPosition, end: TextPosition)
    do {
      bounds = try text.readeckRange(from: range.lowerBound, to: range.upperBound, in: source)
    } catch {
      return error
    }
    let selected = text.characters(from: range.lowerBound, to: range.upperBound)
    guard let low = try? source.resolve(bounds.start, isStart: true),
      let high = try? source.resolve(bounds.end, isStart: false)
    else {
      Issue.record("\(label): \(bounds) does not resolve")
      return nil
    }
    // The server trims its text with Unicode's spaces (a no-break or ideographic space too).
    let shown = selected.trimmingCharacters(in: .whitespacesAndNewlines)
    #expect(
      keys(source.text(from: low, to: high)) == keys(shown),
      "\(label): \(bounds) holds \(source.text(from: low, to: high).prefix(80)) for \(selected.prefix(80))"
    )
    let back = text.points(from: bounds.start, to: bounds.end, in: source)
    let trimmedStart = range.lowerBound + selected.prefix { !Self.isKey($0) }.count
    let trimmedEnd = range.upperBound - selected.reversed().prefix { !Self.isKey($0) }.count
    #expect(back == trimmedStart..<trimmedEnd, "\(label): \(bounds)")
    return nil
  }

  static func isKey(_ character: Character) -> Bool {
    character.unicodeScalars.contains(where: SourceText.isKey)
  }

  @Test("random ranges over every corpus article resolve to the text selected")
  func corpus() throws {
    let articles = TestSupport.corpusArticles()
    guard !articles.isEmpty else {
      print("Highlight selectors over the corpus: ../shared/corpus is missing, nothing checked")
      return
    }
    var generator = SeededGenerator(seed: 25)
    var checked = 0
    var refused: [String] = []
    for folder in articles {
      let data = try Data(contentsOf: folder.appendingPathComponent("article.html"))
      let text = ArticleText(document: HTMLDocumentParser.parse(data))
      let source = HTMLDocumentParser.sourceText(data)
      guard text.length > 2 else { continue }
      for round in 0..<16 {
        let start = generator.next(below: text.length - 1)
        let length = 1 + generator.next(below: round % 4 == 0 ? 600 : 60)
        let range = start..<min(text.length, start + length)
        let label = "\(folder.lastPathComponent) \(range)"
        if let refusal = Self.check(range, text: text, source: source, label: label) {
          if refusal != .blank { refused.append("\(label): \(refusal)") }
        } else {
          checked += 1
        }
      }
    }
    #expect(refused.count * 50 <= checked, "\(refused.count) refused: \(refused.prefix(20))")
    print("Highlight selectors over the corpus: \(checked) ranges, refused \(refused)")
  }

  /// A paragraph of generated words: plain, in `em`, in `a`, with astral characters, some
  /// inside an existing highlight's wrapper (only in `wrapped`).
  static func paragraphs(_ generator: inout SeededGenerator) -> (plain: String, wrapped: String) {
    let words = ["alpha", "😀", "𝒳yz", "naïve", "word", "日本語", "a&amp;b", "x"]
    var plain = "<section>\n"
    var wrapped = "<section>\n"
    for _ in 0..<(1 + generator.next(below: 4)) {
      plain += "<p>"
      wrapped += "<p>"
      for index in 0..<(1 + generator.next(below: 12)) {
        let word = words[generator.next(below: words.count)]
        let space = index == 0 ? "" : (generator.next(below: 5) == 0 ? " \n  " : " ")
        let kind = generator.next(below: 4)
        let marked = generator.next(below: 6) == 0
        let inner =
          marked ? "<rd-annotation data-annotation-id-value=\"h\">\(word)</rd-annotation>" : word
        switch kind {
        case 0:
          plain += "\(space)<em>\(word)</em>"
          wrapped += "\(space)<em>\(inner)</em>"
        case 1:
          plain += "\(space)<a href=\"https://example.com\">\(word)</a>"
          wrapped += "\(space)<a href=\"https://example.com\">\(inner)</a>"
        default:
          plain += space + word
          wrapped += space + inner
        }
      }
      plain += "</p>\n"
      wrapped += "</p>\n"
    }
    return (plain + "</section>", wrapped + "</section>")
  }

  @Test("generated paragraphs: every range resolves, and highlights present change nothing")
  func generated() throws {
    var generator = SeededGenerator(seed: 2525)
    for round in 0..<150 {
      let (plain, wrapped) = Self.paragraphs(&generator)
      let text = ArticleText(document: HTMLDocumentParser.parse(html: plain))
      let source = HTMLDocumentParser.sourceText(html: plain)
      let marked = ArticleText(document: HTMLDocumentParser.parse(html: wrapped))
      let markedSource = HTMLDocumentParser.sourceText(html: wrapped)
      guard text.length > 1 else { continue }
      for _ in 0..<8 {
        let start = generator.next(below: text.length)
        let end = start + 1 + generator.next(below: text.length - start)
        let label = "round \(round) \(start)..<\(end) of \(plain)"
        if let refusal = Self.check(start..<end, text: text, source: source, label: label) {
          #expect(refusal == .blank, "\(label)")
          continue
        }
        let bounds = try text.readeckRange(from: start, to: end, in: source)
        do {
          let again = try marked.readeckRange(from: start, to: end, in: markedSource)
          #expect(again.start == bounds.start && again.end == bounds.end, "\(label)")
        } catch {
          #expect(error == .server(.overlapping), "\(label)")
        }
      }
    }
  }
}
