import DogearTestSupport
import Testing

@testable import DogearLayout

/// The paragraph breaker's two searches (issue 44): the layout runs the fast one
/// (`ParagraphBreaker.breaks`), which must give exactly the breaks of the simple one
/// (`simpleBreaks`), ties included, or lines would move.
@Suite("Paragraph search")
struct ParagraphSearchTests {
  /// Breaks of one run of atoms by both searches, for every setting of `justify`.
  static func mismatch(_ atoms: [ParagraphAtom], width: Int) -> String? {
    var simple = ParagraphBreaker()
    var fast = ParagraphBreaker()
    for justify in [false, true] {
      let expected = simple.simpleBreaks(atoms, width: width, justify: justify)
      let found = fast.breaks(atoms, width: width, justify: justify)
      if expected != found {
        return "width \(width), justify \(justify): \(String(describing: found)), "
          + "expected \(String(describing: expected))"
      }
    }
    return nil
  }

  @Test("Both searches break every corpus paragraph alike, hyphenated or not, at many widths")
  func corpusParagraphsBreakAlike() {
    var compared = 0
    for article in TypesettingCorpus.articles {
      for text in article.prepared.paragraphSegments() {
        for hyphenate in [false, true] {
          var atoms: [ParagraphAtom] = []
          var nextPoint = 0
          ParagraphAtom.atoms(
            of: text, words: 0..<text.words.count, hyphenate: hyphenate, nextPoint: &nextPoint,
            into: &atoms)
          for width in [12, 33, 60, 66, 80, 100] {
            let problem = Self.mismatch(atoms, width: width)
            #expect(problem == nil, "\(article.name): \(problem ?? "")")
            compared += 1
          }
        }
      }
    }
    #expect(compared > 0 || TypesettingCorpus.articles.isEmpty)
  }

  @Test("Both searches break made-up paragraphs alike, where ties and dead ends abound")
  func madeUpParagraphsBreakAlike() {
    var generator = SeededGenerator(seed: 44)
    for _ in 0..<3_000 {
      let count = Int(generator.next() % 40) + 1
      // Few widths and glues, so that many breakings cost the same.
      let atoms = (0..<count).map { index in
        let afterHyphen = index > 0 && generator.next() % 3 == 0
        let glue: Int32 = afterHyphen ? 0 : Int32(generator.next() % 2)
        return ParagraphAtom(
          word: Int32(index), from: -1, to: -1, width: Int32(generator.next() % 6 + 1),
          glue: glue, isGap: glue > 0, stretches: glue > 0 && generator.next() % 4 != 0,
          afterHyphen: afterHyphen)
      }
      for width in [1, 3, 6, 7, 10, 16] {
        let problem = Self.mismatch(atoms, width: width)
        let shape = atoms.map { ($0.width, $0.glue, $0.afterHyphen) }
        #expect(problem == nil, "\(shape): \(problem ?? "")")
      }
    }
  }

  @Test("Both searches break made-up paragraphs alike where hyphenated lines come in pairs")
  func hyphenatedPairsBreakAlike() {
    var generator = SeededGenerator(seed: 4_405)
    var pairs = 0
    for _ in 0..<1_500 {
      let count = Int(generator.next() % 120) + 2
      // Mostly hyphen points, so that two hyphenated lines in a row (state 2) are often
      // the cheapest way to a break and the one-pass search's second totals are tested.
      let atoms = (0..<count).map { index in
        let afterHyphen = index > 0 && generator.next() % 4 != 0
        let glue: Int32 = afterHyphen ? 0 : 1
        return ParagraphAtom(
          word: Int32(index), from: -1, to: -1, width: Int32(generator.next() % 4 + 1),
          glue: glue, isGap: glue > 0, stretches: glue > 0 && generator.next() % 4 != 0,
          afterHyphen: afterHyphen)
      }
      for width in [5, 8, 13, 21] {
        let problem = Self.mismatch(atoms, width: width)
        let shape = atoms.map { ($0.width, $0.glue, $0.afterHyphen) }
        #expect(problem == nil, "\(shape): \(problem ?? "")")
        var simple = ParagraphBreaker()
        let ends = simple.simpleBreaks(atoms, width: width, justify: false) ?? []
        let hyphenated = ends.map { $0 < count && atoms[$0].afterHyphen }
        pairs += zip(hyphenated, hyphenated.dropFirst()).filter { $0 && $1 }.count
      }
    }
    #expect(pairs > 100, "only \(pairs) pairs of hyphenated lines: the test misses state 2")
  }
}
