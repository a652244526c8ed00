@testable import DogearLayout

/// The exact least raggedness (issue 44's measure: the sum of squared trailing blanks of every
/// line but a paragraph's last) any breaking of a paragraph can have, over the same atoms and
/// break opportunities the book setting has, with prices on what the other rules
/// limit: a yardstick written apart from the product's breaker.
///
/// Minimising `raggedness + hyphen × H + line × L + shortLast × S` paragraph by paragraph
/// (H hyphenated lines, L lines, S runts; never three hyphens in a row) gives a lower bound by
/// Lagrangian duality: with `hyphen = 10λ`, `line = -λ` and `shortLast = μ` (λ, μ ≥ 0), any
/// breaking of the corpus with 10 H ≤ L and S ≤ cap has a raggedness of at least the sum of
/// those minima less μ × cap, for its raggedness is at least its own priced total less
/// μ × cap. Every λ and μ give a valid bound. Zero prices with three hyphens in a row
/// allowed give the least raggedness under no rule at all.
enum RaggednessBound {
  struct Prices {
    /// Added for each hyphenated line.
    var hyphen: Double = 0
    /// Added for a second hyphenated line in a row.
    var secondHyphen: Double = 0
    /// Added for each line (negative: a reward for lines, which make hyphens allowed).
    var line: Double = 0
    /// Added for a last line narrower than `shortUnder` columns after other lines.
    var shortLast: Double = 0
    var shortUnder = 0
    /// Whether three hyphenated lines in a row are allowed (the issue forbids them).
    var threeInARow = false
  }

  /// What the cheapest breaking of some paragraphs gives.
  struct Outcome {
    var raggedness = 0
    var hyphens = 0
    var lines = 0
    var shortLast = 0
    /// The priced total the breaking minimises.
    var priced = 0.0

    static func + (left: Outcome, right: Outcome) -> Outcome {
      Outcome(
        raggedness: left.raggedness + right.raggedness, hyphens: left.hyphens + right.hyphens,
        lines: left.lines + right.lines, shortLast: left.shortLast + right.shortLast,
        priced: left.priced + right.priced)
    }
  }

  /// The atoms of one run of words as the book setting breaks it (hyphenated where it has
  /// hyphen points), or nil when an atom is wider than `width` (the book sets that greedily).
  static func atoms(of text: InlineText, width: Int) -> [ParagraphAtom]? {
    var atoms: [ParagraphAtom] = []
    var nextPoint = 0
    ParagraphAtom.atoms(
      of: text, words: 0..<text.words.count, hyphenate: !text.hyphens.isEmpty,
      nextPoint: &nextPoint, into: &atoms)
    return atoms.allSatisfy { Int($0.width) <= width } ? atoms : nil
  }

  /// The outcome of lines already set (a paragraph the book sets greedily), priced alike.
  static func outcome(of lines: [SetLine], width: Int, prices: Prices) -> Outcome {
    var outcome = Outcome()
    for (index, line) in lines.enumerated() {
      outcome.lines += 1
      outcome.priced += prices.line
      if line.hyphenated {
        outcome.hyphens += 1
        outcome.priced += prices.hyphen
      }
      if index + 1 < lines.count {
        let blank = width - line.width
        outcome.raggedness += blank * blank
        outcome.priced += Double(blank * blank)
      } else if index > 0 && line.width < prices.shortUnder {
        outcome.shortLast += 1
        outcome.priced += prices.shortLast
      }
    }
    return outcome
  }

  /// The cheapest breaking of `atoms` at `width`, by dynamic programming over every break
  /// opportunity with the run of hyphenated lines before it as state.
  static func best(_ atoms: [ParagraphAtom], width: Int, prices: Prices) -> Outcome {
    let count = atoms.count
    guard count > 0 else { return Outcome() }
    let runs = 3
    var reach = [0]
    for atom in atoms { reach.append(reach[reach.count - 1] + Int(atom.glue) + Int(atom.width)) }
    var cost = [Double](repeating: .infinity, count: runs * (count + 1))
    var back = [Int](repeating: -1, count: runs * (count + 1))
    cost[0] = 0
    for end in 1...count {
      let hyphenated = end < count && atoms[end].afterHyphen
      var start = end - 1
      while start >= 0 {
        let used = reach[end] - reach[start] - Int(atoms[start].glue) + (hyphenated ? 1 : 0)
        if used > width { break }
        var line = prices.line
        if end < count {
          line += Double((width - used) * (width - used))
        } else if start > 0 && used < prices.shortUnder {
          line += prices.shortLast
        }
        if hyphenated { line += prices.hyphen }
        for run in 0..<runs where cost[runs * start + run] < .infinity {
          // Allowing three in a row, every break is in state 0.
          let next = hyphenated && !prices.threeInARow ? run + 1 : 0
          if next == runs { continue }
          let slot = runs * end + next
          let second = next == 2 ? prices.secondHyphen : 0
          let total = cost[runs * start + run] + line + second
          if total < cost[slot] {
            cost[slot] = total
            back[slot] = runs * start + run
          }
        }
        start -= 1
      }
    }
    var slot = runs * count
    for run in 1..<runs where cost[runs * count + run] < cost[slot] { slot = runs * count + run }
    var ends: [Int] = []
    let priced = cost[slot]
    while slot > 0 {
      ends.append(slot / runs)
      slot = back[slot]
    }
    var outcome = Outcome()
    outcome.priced = priced
    var start = 0
    for end in ends.reversed() {
      let hyphenated = end < count && atoms[end].afterHyphen
      let used = reach[end] - reach[start] - Int(atoms[start].glue) + (hyphenated ? 1 : 0)
      outcome.lines += 1
      if hyphenated { outcome.hyphens += 1 }
      if end < count {
        outcome.raggedness += (width - used) * (width - used)
      } else if start > 0 && used < prices.shortUnder {
        outcome.shortLast += 1
      }
      start = end
    }
    return outcome
  }
}

extension RaggednessBound.Prices {
  /// The costs the book setting's breaker uses (`ParagraphBreaker.Costs`) as prices, with
  /// which the bound's search must find exactly the book's lines.
  static func book(width: Int) -> RaggednessBound.Prices {
    let costs = ParagraphBreaker.Costs(width: width)
    return RaggednessBound.Prices(
      hyphen: Double(costs.hyphen), secondHyphen: Double(costs.secondHyphenInARow),
      shortLast: Double(costs.runt), shortUnder: costs.shortLastLine)
  }
}
