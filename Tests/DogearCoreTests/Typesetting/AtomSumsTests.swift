import DogearTestSupport
import Testing

@testable import DogearLayout

/// The sums a paragraph's atoms are kept with (issue 44): the search and the lines read a
/// line's columns and gaps from them (`AtomSums`), where they used to count its atoms, so
/// the sums must give exactly what counting gives, for every line of every run.
@Suite("Atom sums")
struct AtomSumsTests {
  /// A line's columns (its first atom without glue) and the gaps after its first atom that
  /// justification may widen, counted atom by atom: the definition.
  static func counted(_ atoms: [ParagraphAtom], _ line: Range<Int>) -> (columns: Int, gaps: Int) {
    var columns = Int(atoms[line.lowerBound].width)
    var gaps = 0
    for atom in atoms[(line.lowerBound + 1)..<line.upperBound] {
      columns += Int(atom.width) + Int(atom.glue)
      if atom.stretches { gaps += 1 }
    }
    return (columns, gaps)
  }

  /// The same, read from `sums` (the paragraph's, seen from the line's run's first atom
  /// `first`).
  static func summed(_ sums: AtomSums, first: Int, _ line: Range<Int>) -> (columns: Int, gaps: Int)
  {
    let run = sums.from(first)
    let (start, end) = (line.lowerBound - first, line.upperBound - first)
    let final = end - 1
    let gaps =
      (run.stretchBase(final) - run.base(final)) - (run.stretchBase(start) - run.base(start))
    return (Int(run.reach[end]) - run.base(start), gaps)
  }

  @Test("The sums give every line of made-up paragraphs the columns and gaps its atoms count")
  func madeUpParagraphsSumAsCounted() {
    var generator = SeededGenerator(seed: 4_432)
    var lines = 0
    for _ in 0..<500 {
      // Runs between forced breaks, each starting with an atom that has no glue.
      var atoms: [ParagraphAtom] = []
      var runEnds: [Int] = []
      for _ in 0..<Int(generator.next() % 3 + 1) {
        for index in 0..<Int(generator.next() % 30 + 1) {
          let afterHyphen = index > 0 && generator.next() % 4 == 0
          let glue: Int32 = index == 0 || afterHyphen ? 0 : Int32(generator.next() % 3)
          atoms.append(
            ParagraphAtom(
              word: Int32(atoms.count), from: -1, to: -1, width: Int32(generator.next() % 9),
              glue: glue, isGap: glue > 0, stretches: glue > 0 && generator.next() % 5 != 0,
              afterHyphen: afterHyphen))
        }
        runEnds.append(atoms.count)
      }
      let (numbers, widest) = atoms.withUnsafeBufferPointer { AtomSums.make($0) }
      #expect(widest == Int(atoms.map(\.width).max() ?? 0))
      numbers.withUnsafeBufferPointer { numbers in
        let sums = AtomSums(numbers, count: atoms.count, widest: widest)
        var first = 0
        for end in runEnds {
          for start in first..<end {
            for stop in (start + 1)...end {
              let expected = Self.counted(atoms, start..<stop)
              let found = Self.summed(sums, first: first, start..<stop)
              // One expectation a line made the suite take a minute in a debug build.
              if found != expected {
                Issue.record(
                  "atoms \(start)..<\(stop) of run from \(first): \(found), expected \(expected)")
              }
              lines += 1
            }
          }
          first = end
        }
      }
    }
    #expect(lines > 10_000)
  }
}
