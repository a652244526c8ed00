import Foundation

/// What a plain clone lacks: ../shared (the article corpus) and, maybe, Chromium. Suites that
/// need them are enabled with these reasons, so a run without them names each skipped suite
/// and says why; `DOGEAR_PLAIN_CLONE=1` runs the tests as a plain clone would, here.
extension TestSupport {
  public static let needsCorpus =
    "needs the article corpus at ../shared/corpus beside the repository (not in a plain clone)"
  public static let needsChromium =
    "needs Chromium (/usr/bin/chromium; `make test` installs it where apt-get exists)"

  /// True when the tests should behave as on a plain clone.
  public static var simulatesPlainClone: Bool {
    ProcessInfo.processInfo.environment["DOGEAR_PLAIN_CLONE"] == "1"
  }

  /// Whether ../shared/corpus is there.
  public static var hasCorpus: Bool { corpusFolder != nil }

  /// A long article of plain prose, made here: about 70 paragraphs of distinct sentences
  /// under a few headings (about 560 lines at 80 columns), for what needs a long read when the
  /// corpus is missing.
  public static let generatedLongArticle: String = {
    let subjects = ["The river", "A keeper", "The reader", "Each tide", "The valley", "A lamp"]
    let verbs = ["carries", "remembers", "measures", "follows", "returns to", "outlasts"]
    let objects = [
      "the slow bend below the mill", "a line of sand across the bar", "the last page read",
      "the lamp room at dusk", "a map drawn in pencil", "the weather of the previous week",
    ]
    var html = "<h1>A long walk along the water</h1>\n"
    for paragraph in 1...70 {
      if paragraph % 12 == 1 { html += "<h2>Part \(paragraph / 12 + 1)</h2>\n" }
      let sentences = (1...7).map { sentence in
        let pick = paragraph * 7 + sentence
        return "\(subjects[pick % 6]) \(verbs[(pick / 6) % 6]) \(objects[(pick / 36) % 6]), "
          + "as paragraph \(paragraph) says in its sentence \(sentence)."
      }
      html += "<p>" + sentences.joined(separator: " ") + "</p>\n"
    }
    return html
  }()
}

extension TestSupport {
  /// The first words of the generated long article's first paragraph.
  public static let generatedLongArticleFirstWords = "The reader remembers the slow bend"

  /// The project's own documents laid out as the corpus is (`name/article.html`), under
  /// `.build/test-own-articles` (build output, not the temporary folder): the fixtures' HTML
  /// and the generated long article. The corpus suites run on these too, so a plain clone
  /// still checks the same properties.
  public static let ownArticles: [URL] = {
    let root = repositoryRoot.appendingPathComponent(".build/test-own-articles")
    var sources: [(String, Data)] = [("generated-long", Data(generatedLongArticle.utf8))]
    for folder in ["Fixtures/articles", "Fixtures/demo"] {
      let url = repositoryRoot.appendingPathComponent(folder)
      let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
      // narrow-things is words longer than the narrowest width, which the layout must cut: a
      // word check cannot find a cut word, so it stays with the tests written for it.
      for name in names.sorted() where name.hasSuffix(".html") && name != "narrow-things.html" {
        if let data = FileManager.default.contents(atPath: url.appendingPathComponent(name).path) {
          sources.append((String(name.dropLast(5)), data))
        }
      }
    }
    return sources.compactMap { name, data in
      let folder = root.appendingPathComponent(name)
      try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      let file = folder.appendingPathComponent("article.html")
      return (try? data.write(to: file)) == nil ? nil : folder
    }
  }()
}
