import DogearTestSupport
import Testing

@testable import DogearCore
@testable import DogearLayout

/// How close the book setting comes to the least raggedness the rules allow
/// (`RaggednessBound`), over the corpus (skipped without it), at 40, 66 and 100 columns.
@Suite(
  "Raggedness against the least possible",
  .enabled(if: TestSupport.hasCorpus, Comment(rawValue: TestSupport.needsCorpus)))
struct RaggednessBoundTests {
  /// The multipliers (λ a line, μ a runt) giving the highest bound found by a search over a
  /// grid: the bound holds with any, these make it tightest. At 100 columns it is exact: the
  /// breaking it finds meets every rule with exactly the runts allowed.
  static let multipliers: [Int: (line: Double, runt: Double)] = [
    40: (0.8, 20), 66: (0, 25), 100: (0, 30),
  ]

  /// The book setting's raggedness may be this much over the bound.
  static let margin = 1.035

  /// The corpus at one width: what greedy breaking and the book setting give, and the atoms
  /// of every paragraph the book breaks whole (the others it sets greedily, as they are).
  struct Measured {
    var greedy = 0
    var greedyRunts = 0
    var book = RaggednessBound.Outcome()
    var atoms: [[ParagraphAtom]] = []
    var setGreedily: [[SetLine]] = []

    init(width: Int) {
      let runt = RaggednessBound.Prices(shortUnder: width / 10)
      let typesetting = Typesetting.book(hyphenate: true, justify: false)
      for article in TypesettingCorpus.articles {
        let plain = article.prepared.paragraphLines(width: width, typesetting: .greedy)
        greedy += TypesettingCorpus.raggedness(plain, width: width)
        for lines in plain {
          greedyRunts += RaggednessBound.outcome(of: lines, width: width, prices: runt).shortLast
        }
        let set = article.prepared.paragraphLines(width: width, typesetting: typesetting)
        for (segment, lines) in zip(article.prepared.paragraphSegments(), set) {
          book = book + RaggednessBound.outcome(of: lines, width: width, prices: runt)
          if let atoms = RaggednessBound.atoms(of: segment, width: width) {
            self.atoms.append(atoms)
          } else {
            setGreedily.append(lines)
          }
        }
      }
    }

    /// The least priced total over the corpus.
    func least(width: Int, prices: RaggednessBound.Prices) -> RaggednessBound.Outcome {
      let fixed = setGreedily.reduce(RaggednessBound.Outcome()) {
        $0 + RaggednessBound.outcome(of: $1, width: width, prices: prices)
      }
      return atoms.reduce(fixed) { $0 + RaggednessBound.best($1, width: width, prices: prices) }
    }
  }

  @Test(
    "The book's raggedness is within 3.5% of the least the rules allow, at every width",
    arguments: [40, 66, 100])
  func raggednessIsNearTheLeastPossible(width: Int) throws {
    try #require(!TypesettingCorpus.articles.isEmpty, "the corpus is absent: skipped")
    let measured = Measured(width: width)
    let greedy = Double(measured.greedy)
    // The bound's search, priced as the breaker is, finds exactly the book's lines: it sees
    // the same break opportunities.
    let again = measured.least(width: width, prices: .book(width: width))
    #expect(again.raggedness == measured.book.raggedness && again.hyphens == measured.book.hyphens)
    // Fewer runts than greedy, clearly: two thirds at most (TypesettingCorpusTests).
    let cap = 2 * measured.greedyRunts / 3
    let (line, runt) = try #require(Self.multipliers[width])
    let priced = RaggednessBound.Prices(
      hyphen: 10 * line, line: -line, shortLast: runt, shortUnder: width / 10)
    let bound = measured.least(width: width, prices: priced).priced - runt * Double(cap)
    let free = measured.least(width: width, prices: .init(threeInARow: true)).raggedness
    let book = Double(measured.book.raggedness)
    print(
      "raggedness at \(width) of greedy's: book \(book / greedy), least under the rules "
        + "\(bound / greedy), least with free hyphens and no rule \(Double(free) / greedy)")
    #expect(bound <= book && book <= Self.margin * bound, "\(book) vs \(bound) at \(width)")
    if width == 100 {
      // Issue 44 asks for 40% less than greedy: out of reach at 100 columns, where the
      // corpus's many articles naming no language get no hyphens, even with no rule at all.
      #expect(Double(free) > 0.6 * greedy)
    }
  }
}
