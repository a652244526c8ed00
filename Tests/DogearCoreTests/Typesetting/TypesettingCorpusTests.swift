import DogearTestSupport
import Testing

@testable import DogearCore
@testable import DogearLayout

/// The measured figures of issue 44 over the corpus (skipped without it), at widths 40, 66
/// and 100: paragraphs set whole and hyphenated against greedy breaking of the same words.
@Suite(
  "Typesetting over the corpus",
  .enabled(if: TestSupport.hasCorpus, Comment(rawValue: TestSupport.needsCorpus)))
struct TypesettingCorpusTests {
  static let widths = [40, 66, 100]
  static let book = Typesetting.book(hyphenate: true, justify: false)

  /// Issue 44 asks for 40% less. Measured: 0.570, 0.588 and 0.628 of greedy at 40, 66 and
  /// 100 columns. At 100 no breaking of these words does better than 0.604, even with free
  /// hyphens and no other rule, and 0.618 under the issue's rules (`RaggednessBoundTests`
  /// proves both): the corpus's articles naming no language (44 of 98) get no hyphens, and
  /// a two-line paragraph is often at its best broken greedily. Held here per width so that
  /// it never gets worse.
  static let raggednessCeiling = [40: 0.60, 66: 0.60, 100: 0.63]

  @Test("Whole-paragraph breaking leaves 40% less raggedness than greedy at 40 and 66 columns")
  func raggednessFallsByFortyPercent() throws {
    try #require(!TypesettingCorpus.articles.isEmpty, "the corpus is absent: skipped")
    for width in Self.widths {
      var greedy = 0
      var book = 0
      for article in TypesettingCorpus.articles {
        greedy += TypesettingCorpus.raggedness(
          article.prepared.paragraphLines(width: width, typesetting: .greedy), width: width)
        book += TypesettingCorpus.raggedness(
          article.prepared.paragraphLines(width: width, typesetting: Self.book), width: width)
      }
      print("raggedness at \(width): greedy \(greedy), book \(book)")
      let ceiling = try #require(Self.raggednessCeiling[width])
      #expect(Double(book) <= ceiling * Double(greedy), "width \(width): \(book) vs \(greedy)")
    }
  }

  @Test(
    "A last line under a tenth of the width is much rarer than when broken greedily",
    arguments: widths)
  func shortLastLinesAreHelped(width: Int) throws {
    try #require(!TypesettingCorpus.articles.isEmpty, "the corpus is absent: skipped")
    let short = { (typesetting: Typesetting) in
      TypesettingCorpus.articles.reduce(0) { total, article in
        total
          + article.prepared.paragraphLines(width: width, typesetting: typesetting).filter {
            $0.count > 1 && ($0.last?.width ?? 0) < width / 10
          }.count
      }
    }
    let greedy = short(.greedy)
    let book = short(Self.book)
    print("last lines under \(width / 10) columns at \(width): greedy \(greedy), book \(book)")
    // Measured: 23, 77 and 180 greedy at 40, 66 and 100 columns; 3, 26 and 114 set whole.
    #expect(book * 3 <= greedy * 2, "\(book) vs \(greedy) at \(width)")
  }

  @Test("At most one hyphen in ten lines, never three hyphenated lines in a row")
  func hyphensAreRare() throws {
    try #require(!TypesettingCorpus.articles.isEmpty, "the corpus is absent: skipped")
    for width in Self.widths {
      var lines = 0
      var hyphens = 0
      for article in TypesettingCorpus.articles {
        for paragraph in article.prepared.paragraphLines(width: width, typesetting: Self.book) {
          lines += paragraph.count
          hyphens += paragraph.filter(\.hyphenated).count
          var run = 0
          for line in paragraph {
            run = line.hyphenated ? run + 1 : 0
            #expect(run < 3, "\(article.name) at \(width): three hyphens in a row")
          }
        }
      }
      print("hyphens at \(width): \(hyphens) in \(lines) lines")
      #expect(hyphens > 0, "nothing hyphenated at \(width)")
      #expect(hyphens * 10 <= lines, "width \(width): \(hyphens) hyphens in \(lines) lines")
    }
  }

  @Test("A hyphen splits only a word of six letters or more, two before and three after")
  func hyphensSplitOnlyLongWords() throws {
    try #require(!TypesettingCorpus.articles.isEmpty, "the corpus is absent: skipped")
    for width in Self.widths {
      for article in TypesettingCorpus.articles {
        for paragraph in article.prepared.paragraphLines(width: width, typesetting: Self.book) {
          for (index, line) in paragraph.enumerated() where line.hyphenated {
            let head = String(line.text.dropLast().split(separator: " ").last ?? "")
            let tail = String(paragraph[index + 1].text.split(separator: " ").first ?? "")
            let letters = (head + tail).filter(\.isLetter)
            #expect(letters.count >= 6, "\(article.name): \(head)-\(tail)")
            #expect(head.filter(\.isLetter).count >= 2, "\(article.name): \(head)-\(tail)")
            #expect(tail.filter(\.isLetter).count >= 3, "\(article.name): \(head)-\(tail)")
            #expect(
              !head.contains("/") && !head.contains("@") && !head.contains("."),
              "\(article.name): \(head)-\(tail)")
          }
        }
      }
    }
  }

  @Test("Taking the inserted hyphens out gives back exactly the text of greedy breaking")
  func hyphensChangeNoWord() throws {
    try #require(!TypesettingCorpus.articles.isEmpty, "the corpus is absent: skipped")
    for width in Self.widths {
      for article in TypesettingCorpus.articles {
        let plain = article.prepared.paragraphLines(width: width, typesetting: .greedy)
        let set = article.prepared.paragraphLines(width: width, typesetting: Self.book)
        // Compared without the spaces: greedy also breaks after a word's own hyphen.
        let text = { (lines: [[SetLine]]) in
          lines.map { TypesettingCorpus.words($0).joined() }
        }
        #expect(text(plain) == text(set), "\(article.name) at \(width)")
      }
    }
  }

  @Test("Every anchor round-trips across widths, hyphenated and justified or not")
  func anchorsRoundTripWithEverySetting() throws {
    try #require(!TypesettingCorpus.articles.isEmpty, "the corpus is absent: skipped")
    let settings: [(Int, Typesetting)] = [
      (40, .greedy), (40, .book(hyphenate: true, justify: true)), (66, Self.book),
      (100, .book(hyphenate: false, justify: true)), (40, Self.book),
    ]
    for article in TypesettingCorpus.articles {
      let layouts = settings.map {
        ArticleLayout(prepared: article.prepared, width: $0.0, typesetting: $0.1)
      }
      var problems: [String] = []
      for (index, layout) in layouts.enumerated() {
        problems += LayoutChecks.overflowingLines(layout) + LayoutChecks.unresolvedAnchors(layout)
        problems += LayoutChecks.misplacedAcrossWidths(layout, layouts[(index + 1) % layouts.count])
      }
      #expect(problems.isEmpty, "\(article.name): \(problems.prefix(3))")
    }
  }

  @Test("Justified, every line but a paragraph's last is the width with no gap over two")
  func justifiedLinesAreExact() throws {
    try #require(!TypesettingCorpus.articles.isEmpty, "the corpus is absent: skipped")
    let justified = Typesetting.book(hyphenate: true, justify: true)
    for width in Self.widths {
      var exact = 0
      var ragged = 0
      for article in TypesettingCorpus.articles {
        for paragraph in article.prepared.paragraphLines(width: width, typesetting: justified) {
          for line in paragraph.dropLast() {
            #expect(!line.text.contains("   "), "\(article.name): \(line.text)")
            if line.width == width { exact += 1 } else { ragged += 1 }
            if line.text.contains("  ") {
              #expect(line.width == width, "\(article.name): \(line.text)")
            }
          }
        }
      }
      print("justified at \(width): \(exact) exact, \(ragged) ragged")
      #expect(exact > 4 * ragged, "width \(width): \(exact) exact, \(ragged) ragged")
    }
  }
}
