import DogearHTML
import DogearHyphen
import DogearTestSupport
import Foundation

@testable import DogearCore
@testable import DogearLayout

/// The corpus articles prepared as the reader prepares them (their language's dictionary),
/// each paragraph set alone: what the figures of issue 44 are measured over.
enum TypesettingCorpus {
  struct Article {
    var name: String
    var prepared: PreparedArticle
  }

  /// Every corpus article, prepared once for all the tests; empty without the corpus.
  static let articles: [Article] = TestSupport.corpusArticles().map { folder in
    let html = (try? Data(contentsOf: folder.appendingPathComponent("article.html"))) ?? Data()
    let language = Self.language(folder)
    let document = HTMLDocumentParser.parse(html, language: language)
    let hyphenator = try? HyphenDictionaries.system.hyphenator(
      bookmarkLanguage: language, pageLanguage: document.language
    ).get()
    return Article(
      name: folder.lastPathComponent,
      prepared: PreparedArticle(
        document: document, cellWidth: TestSupport.cellWidth, hyphenator: hyphenator))
  }

  /// The `lang` of the article's metadata, as a bookmark has it.
  static func language(_ folder: URL) -> String? {
    guard let data = try? Data(contentsOf: folder.appendingPathComponent("metadata.json")),
      let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
    else { return nil }
    return object["lang"] as? String
  }

  /// Sum of squared trailing blanks of every line but each paragraph's last.
  static func raggedness(_ paragraphs: [[SetLine]], width: Int) -> Int {
    paragraphs.reduce(0) { total, lines in
      total + lines.dropLast().reduce(0) { $0 + (width - $1.width) * (width - $1.width) }
    }
  }

  /// The words of a paragraph's lines, inserted hyphens taken out and their halves joined.
  static func words(_ lines: [SetLine]) -> [String] {
    var text = ""
    for (index, line) in lines.enumerated() {
      var content = line.text
      if line.hyphenated, content.hasSuffix("-") {
        content.removeLast()
        text += content
      } else {
        text += content + (index + 1 < lines.count ? " " : "")
      }
    }
    return text.split(whereSeparator: \.isWhitespace).map(String.init)
  }
}
