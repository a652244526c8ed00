import DogearCore
import DogearHTML
import DogearLayout
import DogearPosition
import DogearSpeech
import DogearTestSupport
import Foundation
import Testing

/// Every corpus article read aloud: what is said maps back to the model, every word of the
/// model is said (but code blocks and tables), and each word espeak reports lands on its word.
@Suite("SpokenCorpus")
struct SpokenCorpusTests {
  static let articles = TestSupport.corpusArticles()
  static let speaks = (try? SpeechLibrary.load()) != nil

  @Test("the corpus is there (or the corpus tests say they are skipped)")
  func corpusPresent() {
    if Self.articles.isEmpty { print("Spoken corpus tests skipped: ../shared/corpus not found") }
    if !Self.speaks { print("espeak-ng word events skipped: libespeak-ng1 is not installed") }
    #expect(Self.articles.isEmpty || Self.articles.count > 10)
  }

  @Test(
    "each article's spoken text maps back to its words, and espeak's words land on them",
    .enabled(if: TestSupport.hasCorpus, Comment(rawValue: TestSupport.needsCorpus)),
    arguments: articles)
  func article(folder: URL) throws {
    let data = try Data(contentsOf: folder.appendingPathComponent("article.html"))
    let document = HTMLDocumentParser.parse(data)
    let text = ArticleText(document: document)
    let spoken = SpokenText(document: document)
    let name = folder.lastPathComponent
    SpokenTextCheck.expectMapsBack(spoken, text, name: name)
    guard Self.speaks else { return }
    // The first 1,500 scalars (to a space): every kind of block the article starts with, in
    // a fraction of a second of synthesis.
    let words = SpokenWords.heard(in: spoken, scalars: 1500, language: "en")
    #expect(!words.isEmpty || text.words == 0, "\(name): espeak said no word")
    var astray: [String] = []
    for word in words where spoken.isArticleText(word.offset) {
      let point = spoken.point(ofSpoken: word.offset)
      // espeak names symbols too ("--", "=", "…"): shown characters, but no word of the model.
      let first = spoken.scalars[word.offset].properties
      if !first.isAlphabetic, first.numericType == nil { continue }
      guard let landed = text.spokenWord(at: point), landed.lowerBound - point <= 2,
        landed.upperBound > point
      else {
        let low = max(0, word.offset - 8)
        let high = min(spoken.count, word.offset + 12)
        var view = String.UnicodeScalarView()
        view.append(contentsOf: spoken.scalars[low..<high])
        astray.append("\(word.offset)+\(word.length) «\(String(view))»")
        continue
      }
    }
    #expect(astray.isEmpty, "\(name): \(astray.count) of \(words.count) words astray")
  }
}

/// espeak's word events for the start of a spoken text.
enum SpokenWords {
  static func heard(in spoken: SpokenText, scalars: Int, language: String) -> [SpeechLibrary.Word] {
    var end = min(spoken.count, scalars)
    while end < spoken.count, !spoken.scalars[end].properties.isWhitespace { end += 1 }
    var view = String.UnicodeScalarView()
    view.append(contentsOf: spoken.scalars[0..<end])
    let collected = Collected()
    var request = SpeechRun.Request(
      text: String(view), language: language, speed: 2.5, paced: false)
    request.lead = 0
    SpeechRun(request, sink: .none, onWord: { collected.append($0) }, onEnd: { _ in }).speak()
    return collected.words
  }
}

private final class Collected: @unchecked Sendable {
  var words: [SpeechLibrary.Word] = []
  func append(_ word: SpeechLibrary.Word) { words.append(word) }
}
