import DogearHTML
import DogearTestSupport
import Foundation
import Testing

@testable import DogearCore

/// The language an article's words are plainly in, for one that names none (issue 44): a
/// language only when its common words are plainly there, never for short, mixed, coded or
/// placeholder text; the same from the page's bytes (`dogear dump`) as from its document.
@Suite("The language of an article's words")
struct TextLanguageTests {
  /// Prose written for these tests, a few sentences in each language.
  static let prose: [(String, String)] = [
    (
      "en",
      """
      The river was low that summer, and the boats that usually crowded the harbour had \
      gone north to find deeper water. We walked along the bank every evening, and it was \
      there, by the old mill, that my brother first told me what he had decided to do with \
      the money our grandmother left him. He would not buy a house; he would build one.
      """
    ),
    (
      "de",
      """
      Der Fluss war in jenem Sommer niedrig, und die Boote, die sonst den Hafen füllten, \
      waren nach Norden gefahren, um tieferes Wasser zu finden. Wir gingen jeden Abend am \
      Ufer entlang, und dort, bei der alten Mühle, erzählte mir mein Bruder zum ersten Mal, \
      was er mit dem Geld machen wollte, das ihm unsere Großmutter hinterlassen hatte. Er \
      wollte kein Haus kaufen, sondern eines bauen.
      """
    ),
    (
      "fr",
      """
      La rivière était basse cet été-là, et les bateaux qui remplissaient d'habitude le port \
      étaient partis vers le nord pour trouver des eaux plus profondes. Nous marchions le \
      long de la rive chaque soir, et c'est là, près du vieux moulin, que mon frère m'a dit \
      pour la première fois ce qu'il avait décidé de faire avec l'argent que notre \
      grand-mère lui avait laissé. Il ne voulait pas acheter une maison : il voulait la \
      construire.
      """
    ),
    (
      "es",
      """
      El río estaba bajo aquel verano, y los barcos que solían llenar el puerto se habían \
      ido al norte para buscar aguas más profundas. Caminábamos por la orilla todas las \
      tardes, y fue allí, junto al viejo molino, donde mi hermano me contó por primera vez \
      lo que había decidido hacer con el dinero que le dejó nuestra abuela. No quería \
      comprar una casa; quería construirla con sus manos.
      """
    ),
    (
      "it",
      """
      Il fiume era basso quell'estate, e le barche che di solito riempivano il porto erano \
      andate a nord per cercare acque più profonde. Camminavamo lungo la riva ogni sera, ed \
      è stato lì, vicino al vecchio mulino, che mio fratello mi ha detto per la prima volta \
      che cosa aveva deciso di fare con il denaro che la nonna gli aveva lasciato. Non \
      voleva comprare una casa: voleva costruirla, e questo era molto da lui.
      """
    ),
    (
      "pt",
      """
      O rio estava baixo naquele verão, e os barcos que costumavam encher o porto tinham ido \
      para o norte em busca de águas mais fundas. Caminhávamos pela margem todas as noites, \
      e foi ali, perto do velho moinho, que o meu irmão me disse pela primeira vez o que \
      tinha decidido fazer com o dinheiro que a nossa avó lhe deixou. Ele não queria \
      comprar uma casa; queria construí-la com as suas mãos.
      """
    ),
    (
      "nl",
      """
      De rivier stond die zomer laag, en de boten die normaal de haven vulden, waren naar \
      het noorden gevaren om dieper water te vinden. We liepen elke avond langs de oever, en \
      het was daar, bij de oude molen, dat mijn broer me voor het eerst vertelde wat hij \
      had besloten te doen met het geld dat onze grootmoeder hem had nagelaten. Hij wilde \
      geen huis kopen; hij wilde er een bouwen.
      """
    ),
  ]

  @Test("Prose in each language it knows is that language", arguments: prose)
  func proseIsKnown(expected: String, text: String) {
    #expect(TextLanguage.of(text: text) == expected)
    #expect(PageLanguage.guess(Data("<p>\(text)</p>".utf8)) == expected)
  }

  @Test("Two languages in equal parts are none")
  func mixedIsNone() throws {
    let english = try #require(Self.prose.first { $0.0 == "en" }?.1)
    let german = try #require(Self.prose.first { $0.0 == "de" }?.1)
    #expect(TextLanguage.of(text: english + " " + german) == nil)
    // Two sentences of German in a long English text are still English.
    let long = String(repeating: english + " ", count: 4) + german.prefix(120)
    #expect(TextLanguage.of(text: long) == "en")
  }

  @Test("Too few words, placeholder Latin, lists of names and other scripts are none")
  func unclearTextIsNone() {
    // Under 40 words: a caption says nothing.
    #expect(TextLanguage.of(text: "The river was low that summer, and the boats had gone.") == nil)
    let lorem = String(
      repeating: "Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod "
        + "tempor incididunt ut labore et dolore magna aliqua. ", count: 4)
    #expect(TextLanguage.of(text: lorem) == "la")
    let names = String(
      repeating: "Ada Lovelace, Grace Hopper, Alan Turing, Edsger Dijkstra, Barbara Liskov, "
        + "Donald Knuth, Margaret Hamilton, Ken Thompson, Dennis Ritchie, ", count: 4)
    #expect(TextLanguage.of(text: names) == nil)
    // Japanese with a few English words: each kana and ideograph counts as a word.
    let japanese = String(
      repeating: "川はその夏とても低くて、the boats と the river が見えた。"
        + "祖母が残したお金で家を建てると兄は言った。", count: 4)
    #expect(TextLanguage.of(text: japanese) == nil)
    let arabic = String(
      repeating: "كان النهر منخفضا في ذلك الصيف وذهبت القوارب إلى الشمال ", count: 8)
    #expect(TextLanguage.of(text: arabic) == nil)
  }

  @Test("Code is not read: an English page that is mostly code is read by its prose")
  func codeIsNotRead() throws {
    let english = try #require(Self.prose.first { $0.0 == "en" }?.1)
    let code = String(repeating: "if let the = and { of.to(is) } else { for in this }\n", count: 60)
    let page = "<p>\(english)</p><pre><code>\(code)</code></pre><p>\(english)</p>"
    #expect(PageLanguage.guess(Data(page.utf8)) == "en")
    let document = HTMLDocumentParser.parse(Data(page.utf8))
    #expect(TextLanguage.of(document) == "en")
    // Code alone is none, though full of English keywords.
    #expect(PageLanguage.guess(Data("<pre>\(code)</pre>".utf8)) == nil)
    #expect(TextLanguage.of(HTMLDocumentParser.parse(Data("<pre>\(code)</pre>".utf8))) == nil)
  }

  @Test("The page's bytes: tags, scripts, styles, comments and entities are not words")
  func markupIsNotWords() throws {
    let french = try #require(Self.prose.first { $0.0 == "fr" }?.1)
    let english = String(repeating: "the and of to is that it was for with this ", count: 20)
    let page = """
      <!DOCTYPE html><html><head><title>\(english)</title><style>p { the: and }</style>
      <script>var s = "\(english)";</script></head><body><!-- \(english) -->
      <p class="the and of">\(french)</p><p>Q&amp;A &nbsp; x &lt; y</p></body></html>
      """
    #expect(PageLanguage.guess(Data(page.utf8)) == "fr")
    // A comment that is not closed hides the rest, as a parser would.
    #expect(PageLanguage.guess(Data("<!-- \(french)".utf8)) == nil)
  }

  @Test("Over the corpus: an article naming a language is read as that language or none")
  func corpusAgreesWithNamedLanguages() throws {
    let folders = TestSupport.corpusArticles()
    try #require(!folders.isEmpty, "the corpus is absent: skipped")
    var agreed = 0
    var english = 0
    for folder in folders {
      let html = try Data(contentsOf: folder.appendingPathComponent("article.html"))
      let document = HTMLDocumentParser.parse(html)
      let guessed = TextLanguage.of(document)
      // The reader (the document) and `dump` (the bytes) read the same language.
      #expect(PageLanguage.guess(html) == guessed, "\(folder.lastPathComponent)")
      if let named = TypesettingCorpus.language(folder), !named.isEmpty {
        let primary = String(named.lowercased().prefix(2))
        // Placeholder Latin is Latin, whatever the page says.
        #expect(
          guessed == nil || guessed == primary || guessed == "la",
          "\(folder.lastPathComponent): \(named), read as \(guessed ?? "none")")
        if guessed == primary { agreed += 1 }
      } else if guessed == "en" {
        english += 1
      }
    }
    print("read as the language named: \(agreed); naming none, read as English: \(english)")
    // Measured: 47 of the 54 articles naming a language are read as it (the others are
    // short or not in a language it knows), and 15 of the 44 naming none as English.
    #expect(agreed >= 45, "\(agreed)")
    #expect(english >= 14, "\(english)")
  }
}
