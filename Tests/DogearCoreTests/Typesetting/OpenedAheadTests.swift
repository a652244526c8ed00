import DogearHTML
import DogearTestSupport
import Foundation
import Testing

@testable import DogearHyphen
@testable import DogearLayout

/// Issue 41: a long new page's dictionary is opened, and its words asked, while the page is
/// parsed (`HyphenDictionaries.openAhead`); its reader's hyphenator answers every word as the
/// whole dictionary does, whenever it comes.
@Suite("A dictionary opened ahead for a long page")
struct OpenedAheadTests {
  static let page = Data(
    """
    <html lang="en"><body><p>Hyphenation breaks <em>unquestionably</em> extraordinary \
    vocabulary; the administration’s correspondence wouldn’t be misunderstood.</p></body></html>
    """.utf8)
  static let words = [
    "Hyphenation", "unquestionably", "extraordinary", "vocabulary", "administration",
    "correspondence", "wouldn", "misunderstood",
  ]

  /// A recorder of the words a layout asks, answered by `inner`.
  final class Recording: WordHyphenator, @unchecked Sendable {
    let inner: any WordHyphenator
    private let lock = NSLock()
    private var words: [String] = []
    init(_ inner: any WordHyphenator) { self.inner = inner }
    var asked: [String] { lock.withLock { words } }
    func breaks(in word: String) -> [Int] {
      lock.withLock { words.append(word) }
      return inner.breaks(in: word)
    }
  }

  /// `page`'s dictionary opened ahead in `dictionaries`, the hyphenator its reader then gets,
  /// and the words the page's layout asked it.
  static func laidOut(
    _ page: Data, language: String, with dictionaries: HyphenDictionaries
  ) throws -> (AskedAheadHyphenator, Set<String>) {
    dictionaries.openAhead(forLanguage: language, page: page)
    let made = try dictionaries.hyphenator(forLanguage: language, articleText: { nil }).get()
    let answered = try #require(made as? AskedAheadHyphenator)
    let recording = Recording(answered)
    _ = PreparedArticle(
      document: HTMLDocumentParser.parse(page), cellWidth: TestSupport.cellWidth,
      hyphenator: recording)
    return (answered, Set(recording.asked))
  }

  @Test("once every word is asked, the reader gets their answers, and the dictionary is let go")
  func handedOver() throws {
    guard let (dictionaries, cache) = HyphenatorAheadTests.dictionaries() else { return }
    defer { try? FileManager.default.removeItem(atPath: cache) }
    let whole = try HyphenDictionaries(folder: HyphenDictionaries.systemFolder)
      .hyphenator(forLanguage: "en").get()
    dictionaries.openAhead(forLanguage: "en", page: Self.page)
    let made = try dictionaries.hyphenator(forLanguage: "en", articleText: { nil }).get()
    let answered = try #require(made as? AskedAheadHyphenator)
    for word in Self.words {
      #expect(answered.breaks(in: word) == whole.breaks(in: word), "\(word)")
    }
    #expect(!answered.readWhole, "a word the page shows read the dictionary again")
    // A word the page does not show is asked of the whole dictionary, read again for it.
    #expect(
      answered.breaks(in: "incomprehensibilities") == whole.breaks(in: "incomprehensibilities"))
    #expect(answered.readWhole)
    // Taken once: the next reader is made as before.
    let next = try dictionaries.hyphenator(forLanguage: "en", articleText: { nil }).get()
    #expect(!(next is AskedAheadHyphenator))
  }

  @Test("a reader that asks while the dictionary is made waits for it, and answers the same")
  func readerComesFirst() async throws {
    guard let (dictionaries, cache) = HyphenatorAheadTests.dictionaries() else { return }
    defer { try? FileManager.default.removeItem(atPath: cache) }
    let whole = try HyphenDictionaries(folder: HyphenDictionaries.systemFolder)
      .hyphenator(forLanguage: "en").get()
    // Many words, so that the reader usually comes while they are asked.
    let many = (0..<3000).map {
      "\(Self.words[$0 % Self.words.count])\(String(repeating: "s", count: $0 % 3))"
    }
    let page = Data(("<p>" + many.joined(separator: " ") + "</p>").utf8)
    for _ in 0..<4 {
      let opened = Task.detached { dictionaries.openAhead(forLanguage: "en", page: page) }
      let made = try dictionaries.hyphenator(forLanguage: "en", articleText: { nil }).get()
      for word in Self.words + ["Hyphenations", "vocabularyss"] {
        #expect(made.breaks(in: word) == whole.breaks(in: word), "\(word)")
      }
      await opened.value
      dictionaries.keepLearned()
    }
  }

  @Test("one no reader took is let go with the reader's kept breaks; none for no dictionary")
  func letGo() throws {
    guard let (dictionaries, cache) = HyphenatorAheadTests.dictionaries() else { return }
    defer { try? FileManager.default.removeItem(atPath: cache) }
    dictionaries.openAhead(forLanguage: "en", page: Self.page)
    dictionaries.keepLearned()
    let short = Array("Hyphenation breaks vocabulary.".utf8)
    let made = try dictionaries.hyphenator(forLanguage: "en", articleText: { short }).get()
    #expect((made as? DictionaryHyphenator)?.subset != nil, "the one opened ahead was kept")
    dictionaries.openAhead(forLanguage: "xx", page: Self.page)
    let other = try dictionaries.hyphenator(forLanguage: "en", articleText: { short }).get()
    #expect(!(other is AskedAheadHyphenator))
  }

  @Test(
    "a German page's words, umlauts, ß and compounds, are answered as the whole dictionary does")
  func germanPage() throws {
    guard let (dictionaries, cache) = HyphenatorAheadTests.dictionaries(),
      case .success(let whole) = HyphenDictionaries(folder: HyphenDictionaries.systemFolder)
        .hyphenator(forLanguage: "de")
    else { return }
    defer { try? FileManager.default.removeItem(atPath: cache) }
    let page = Data(
      """
      <html lang="de"><body><p>Die Donaudampfschifffahrtsgesellschaft veröffentlichte \
      Übersetzungsverhältnisse für größtenteils unverständliche Wörterbücher; an der \
      Straßenbahnhaltestelle warteten <em>Fahrgäste</em> geduldig auf die \
      Verkehrsbetriebe.</p><p><span>Z</span>usammenfassung der Ergebnisse.</p></body></html>
      """.utf8)
    let (answered, asked) = try Self.laidOut(page, language: "de", with: dictionaries)
    #expect(asked.count >= 12)
    for word in asked {
      #expect(answered.breaks(in: word) == whole.breaks(in: word), "\(word)")
    }
    #expect(!answered.readWhole, "asked: \(asked)")
  }

  @Test(
    "a corpus page's layout asks only words it was asked ahead, and gets the whole dictionary's breaks",
    .enabled(if: TestSupport.hasCorpus, Comment(rawValue: TestSupport.needsCorpus)))
  func corpusPages() throws {
    guard HyphenatorAheadTests.dictionaries() != nil else { return }
    let reference = HyphenDictionaries(folder: HyphenDictionaries.systemFolder)
    let whole = try reference.hyphenator(forLanguage: "en").get()
    var asked = 0
    var missed: [String] = []
    for folder in TestSupport.corpusArticles().prefix(12) {
      let html = try Data(contentsOf: folder.appendingPathComponent("article.html"))
      let page = Data("<html lang=\"en\"><body>".utf8) + html
      let cache = PatternIndexTests.cacheFolder()
      defer { try? FileManager.default.removeItem(atPath: cache) }
      let dictionaries = HyphenDictionaries(
        folder: HyphenDictionaries.systemFolder, indexFolder: cache)
      let (answered, words) = try Self.laidOut(page, language: "en", with: dictionaries)
      for word in words {
        asked += 1
        #expect(
          answered.breaks(in: word) == whole.breaks(in: word),
          "\(folder.lastPathComponent): \(word)")
      }
      if answered.readWhole { missed.append(folder.lastPathComponent) }
    }
    #expect(asked > 1000)
    // Words split by markup may miss; most pages have none.
    #expect(missed.count <= 3, "pages whose layout read the dictionary again: \(missed)")
  }
}
