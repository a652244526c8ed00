import DogearCore
import DogearTestSupport
import Foundation
import Testing

@testable import DogearStore

/// Issue 41: the search indexes take an article's text only up to `SearchTextBudget`'s
/// count of distinct terms, so that a page of a million different words does not cost
/// hundreds of megabytes at the store; real text is never cut.
@Suite("What the search indexes take of a long text")
struct SearchTextBudgetTests {
  /// A word of letters made from `number`, different for every number.
  static func word(_ number: Int) -> String {
    var rest = number
    var letters = ""
    repeat {
      letters.append(Character(Unicode.Scalar(UInt8(ascii: "a") + UInt8(rest % 26))))
      rest /= 26
    } while rest > 0
    return letters + "x"
  }

  @Test("a novel's worth of text, 20,000 different words in 1.5 MB, is indexed whole")
  func realTextWhole() {
    var generator = SeededGenerator(seed: 41)
    var text = ""
    while text.utf8.count < 1_500_000 {
      let number = generator.next(below: 20_000)
      // Capitals and punctuation do not make a word another.
      let word = Self.word(number)
      text += generator.next(below: 10) == 0 ? word.capitalized + ". " : word + " "
    }
    #expect(SearchTextBudget.indexed(text) == text)
  }

  /// The offset before the first word (an ASCII run of letters and digits, in one case) that
  /// makes more than `budget` distinct ones: written from the definition, not the scan.
  static func referenceCut(_ text: String, budget: Int) -> Int? {
    var seen = Set<String>()
    let bytes = Array(text.utf8)
    var index = 0
    while index < bytes.count {
      let isWord = { (byte: UInt8) in byte.isASCIILetter || (0x30...0x39).contains(byte) }
      guard isWord(bytes[index]) else {
        index += 1
        continue
      }
      var end = index
      while end < bytes.count && isWord(bytes[end]) { end += 1 }
      seen.insert(String(decoding: bytes[index..<end], as: UTF8.self).lowercased())
      if seen.count > budget { return index }
      index = end
    }
    return nil
  }

  @Test("a text of ever new words is cut before the word that passes the budget", arguments: 0..<40)
  func cutAtTheWord(seed: Int) {
    var generator = SeededGenerator(seed: UInt64(seed))
    let budget = 20 + generator.next(below: 400)
    let separators = [" ", "  ", ", ", ". ", "-", "\n", "'", "(", ") "]
    var text = ""
    for _ in 0..<(budget + generator.next(below: 2 * budget)) {
      // Words come back, in other cases, and some are numbers.
      var word = Self.word(generator.next(below: 3 * budget))
      if generator.next(below: 5) == 0 { word = word.uppercased() }
      if generator.next(below: 7) == 0 { word = String(generator.next(below: 100_000)) }
      text += word + separators[generator.next(below: separators.count)]
    }
    let expected = Self.referenceCut(text, budget: budget)
    let indexed = SearchTextBudget.indexed(text, distinctTerms: budget)
    if let expected {
      #expect(indexed.utf8.count == expected, "seed \(seed)")
    } else {
      #expect(indexed == text, "seed \(seed)")
    }
    #expect(text.hasPrefix(indexed))
  }

  /// Distinct runs of three characters (ASCII letters in one case) in `scalars`.
  static func runs(_ scalars: ArraySlice<Unicode.Scalar>) -> Int {
    let folded = scalars.map { $0.isASCII ? $0.properties.lowercaseMapping : String($0) }
    guard folded.count >= 3 else { return 0 }
    return Set((0..<(folded.count - 2)).map { folded[$0..<$0 + 3].joined() }).count
  }

  @Test(
    "a page of different ideographs is cut between two of them, its runs of three within the budget",
    arguments: 0..<20)
  func cutBetweenIdeographs(seed: Int) throws {
    var generator = SeededGenerator(seed: UInt64(seed))
    let budget = 200 + generator.next(below: 800)
    // Ideographs, kana with a sound mark that joins the one before, full-width punctuation,
    // now and then a Latin word: no ASCII space at all in most runs.
    var scalars: [Unicode.Scalar] = []
    while scalars.count < 4 * budget {
      switch generator.next(below: 40) {
      case 0: scalars.append("\u{FF0C}")
      case 1: scalars += ["\u{304B}", "\u{3099}"]
      case 2: scalars += Array("Word".unicodeScalars)
      default: scalars.append(Unicode.Scalar(0x4E00 + UInt32(generator.next(below: 3_000)))!)
      }
    }
    let text = String(String.UnicodeScalarView(scalars))
    let indexed = SearchTextBudget.indexed(text, distinctTerms: budget)
    #expect(text.hasPrefix(indexed))
    let kept = Array(indexed.unicodeScalars)
    #expect(Self.runs(kept[...]) <= budget, "seed \(seed)")
    // The cut comes where the budget is passed, no earlier than the last place to cut.
    var passed = 3
    while Self.runs(scalars[..<passed]) <= budget { passed += 1 }
    #expect(kept.count < passed && kept.count > passed - 12, "seed \(seed)")
    // Between two ideographs, or before a word: never inside a Character.
    let next = scalars[kept.count]
    #expect(next != "\u{3099}")
    let rest = String(decoding: Array(text.utf8)[indexed.utf8.count...], as: UTF8.self)
    #expect(indexed.count + rest.count == text.count, "no Character cut, seed \(seed)")
  }

  @Test("only the lines the trigram index takes count their runs of three")
  func runsOfKeptLinesOnly() {
    var generator = SeededGenerator(seed: 3)
    // 500 different words, again and again, on lines of their own: 500 words, but thousands
    // of runs of three. One line holds Chinese, so the text has a script without spaces.
    let vocabulary = (0..<500).map { _ in
      String((0..<8).map { _ in Character(Unicode.Scalar(UInt8(97 + generator.next(below: 26)))) })
    }
    var lines = ["\u{8C37}\u{6B4C}\u{306F}\u{691C}\u{7D22}"]
    for _ in 0..<400 {
      lines.append(
        (0..<20).map { _ in vocabulary.randomElement(using: &generator)! }.joined(separator: " "))
    }
    let text = lines.joined(separator: "\n")
    #expect(Self.runs(Array(text.unicodeScalars)[...]) > 2_000)
    #expect(SearchTextBudget.indexed(text, distinctTerms: 2_000) == text)
    // The same words on the Chinese line itself count, and it is cut before a word.
    let joined = lines.joined(separator: " ")
    let cut = SearchTextBudget.indexed(joined, distinctTerms: 2_000)
    #expect(cut.count < joined.count && joined.hasPrefix(cut))
    #expect(cut.count > 1_000, "not at the line's start")
    #expect(cut.hasSuffix(" ") && joined.dropFirst(cut.count).first?.isLetter == true)
  }

  @Test("a long page of different words is found by its first words, not by those past the budget")
  func libraryIndexesTheStart() throws {
    let library = try StoreTest.memoryLibrary()
    try library.upsert([StoreTest.bookmark("long")])
    let words = (0..<(SearchTextBudget.distinctTerms + 5_000)).map(Self.word)
    try library.saveArticle(id: "long", html: Data(), text: words.joined(separator: " "))
    for (word, found) in [(words[0], true), (words[30_000], true), (words.last!, false)] {
      let terms = try SearchTerms.parse(word).get()
      #expect(
        try library.search(terms).hits.map(\.bookmarkID) == (found ? ["long"] : []), "\(word)")
    }
  }
}
