import DogearCore

/// How much of an article's text the search indexes take (issue 41).
///
/// SQLite's FTS5 keeps every distinct term of a row in memory until the transaction ends,
/// some 150 bytes each, and a row's terms are written at once, whatever the index's
/// `hashsize`. A page of different words (random letters, a table of numbers, a long page of
/// Chinese, whose trigram and pair indexes take every run of characters) has as many terms
/// as words: a 12 MB one made the store, right after the reader's first frame, take 200 MB
/// more than the frame did.
///
/// So the indexes take the text up to the word that would make it hold more than
/// `distinctTerms` distinct words, or, in the lines the trigram index takes (those with a
/// script without spaces, `TrigramText`), distinct runs of three characters (its terms; the
/// pair index's are fewer). A search finds
/// an article by the words before that point. Real text never reaches it: the richest
/// article of the project's corpus has 3,010 distinct words, a long novel some 20,000; a
/// text of random words reaches it after about 330 KB.
///
/// The count is the indexes' own, closely: a word is a run of letters and digits, ASCII
/// letters folded to one case; beyond ASCII every character but spaces, punctuation and
/// symbols counts as a letter, each case apart. Where it differs, the cut comes a little
/// earlier or later; what is indexed is always a prefix of the text, cut before a word,
/// between two ideographs (`Unicode.Scalar.isStandaloneIdeograph`) or at a line's start.
enum SearchTextBudget {
  /// The most distinct words, or runs of three characters, the indexes take of a text.
  static let distinctTerms = 32_768

  /// `text`, or its start when the rest would pass the budget.
  static func indexed(_ text: String, distinctTerms: Int = distinctTerms) -> String {
    // A text of fewer characters than the budget cannot pass it.
    guard text.utf8.count > distinctTerms else { return text }
    let countingRuns = SearchTerms.Term(text).isUnspaced
    var text = text
    let cut = text.withUTF8 { bytes in
      cutOffset(in: bytes, countingRuns: countingRuns, distinctTerms: distinctTerms)
    }
    guard let cut else { return text }
    let end = text.utf8.index(text.utf8.startIndex, offsetBy: cut)
    return String(text[..<end])
  }

  /// The byte offset where the text passes the budget, nil when it never does.
  /// `countingRuns`: the text has a script without spaces, so the trigram index takes its
  /// lines that hold one, and their runs of three characters count too.
  static func cutOffset(
    in bytes: UnsafeBufferPointer<UInt8>, countingRuns: Bool, distinctTerms: Int
  ) -> Int? {
    let wordCut = self.wordCut(in: bytes, distinctTerms: distinctTerms)
    guard countingRuns else { return wordCut }
    let before = UnsafeBufferPointer(rebasing: bytes[..<(wordCut ?? bytes.count)])
    return runCut(in: before, distinctTerms: distinctTerms) ?? wordCut
  }

  /// Before the word that makes more than `distinctTerms` distinct ones, if any.
  private static func wordCut(in bytes: UnsafeBufferPointer<UInt8>, distinctTerms: Int) -> Int? {
    var words = DistinctHashes(counting: distinctTerms)
    var word = TermHash()
    var wordStart = 0
    var index = 0
    while index <= bytes.count {
      let (length, value): (Int, UInt32)
      if index < bytes.count {
        let read = UTF8Scalar.read(bytes, at: index)
        (length, value) = (read.length, folded(read.scalar?.value ?? 0xFFFD))
      } else {
        (length, value) = (1, 0x20)  // the end, as a space
      }
      if isWordCharacter(value) {
        if word.isEmpty { wordStart = index }
        word.add(value)
      } else if !word.isEmpty {
        words.insert(word.value)
        if words.count > distinctTerms { return wordStart }
        word = TermHash()
      }
      index += length
    }
    return nil
  }

  /// Where the lines the trigram index takes come to more than `distinctTerms` distinct runs
  /// of three characters, if they do: before the last word, or between the last two
  /// ideographs (`Unicode.Scalar.isStandaloneIdeograph`), of that run's line before it, else
  /// at the line's start.
  private static func runCut(in bytes: UnsafeBufferPointer<UInt8>, distinctTerms: Int) -> Int? {
    var runs = DistinctHashes(counting: distinctTerms)
    var cut: Int?
    TrigramText.forEachKeptLine(in: bytes) { line in
      var (beforeLast, last): (UInt32?, UInt32?) = (nil, nil)
      var lastCut = line.lowerBound
      var index = line.lowerBound
      while index < line.upperBound {
        let (length, scalar) = UTF8Scalar.read(bytes, at: index)
        let value = folded(scalar?.value ?? 0xFFFD)
        if let last, startsPiece(value, after: last) { lastCut = index }
        if let beforeLast, let last {
          // Three scalars of 21 bits each: the run itself, no hash needed.
          runs.insert(UInt64(beforeLast) << 42 | UInt64(last) << 21 | UInt64(value))
          if runs.count > distinctTerms {
            cut = lastCut
            return false
          }
        }
        (beforeLast, last) = (last, value)
        index += length
      }
      return true
    }
    return cut
  }

  /// Whether a cut may come before `value`: between two ideographs, or before a word (not
  /// after a joiner, which holds the two Characters around it together).
  private static func startsPiece(_ value: UInt32, after last: UInt32) -> Bool {
    if Unicode.Scalar.isStandaloneIdeograph(last) && Unicode.Scalar.isStandaloneIdeograph(value) {
      return true
    }
    return isWordCharacter(value) && !isWordCharacter(last) && last != 0x200D
  }

  /// ASCII letters in one case, as every index folds them.
  private static func folded(_ value: UInt32) -> UInt32 {
    value &- 0x41 < 26 ? value | 0x20 : value
  }

  /// A letter or digit as the word index (`unicode61`) takes them, closely (see the type).
  static func isWordCharacter(_ value: UInt32) -> Bool {
    switch value {
    case 0x30...0x39, 0x61...0x7A: return true
    case 0...0x7F: return false
    case 0xAA, 0xB2, 0xB3, 0xB5, 0xB9, 0xBA, 0xBC...0xBE: return true
    case 0x80...0xBF, 0xD7, 0xF7: return false
    // General punctuation and spaces; arrows, mathematical and technical symbols, boxes,
    // shapes, dingbats; the punctuation of scripts without spaces and their full widths.
    case 0x2000...0x206F, 0x20A0...0x20CF, 0x2100...0x214F, 0x2190...0x2BFF, 0x2E00...0x2E7F,
      0x3000...0x3004, 0x3008...0x3020, 0x3030, 0x303D...0x303F, 0xFE10...0xFE6F,
      0xFF00...0xFF0F, 0xFF1A...0xFF20, 0xFF3B...0xFF40, 0xFF5B...0xFF65, 0xFFF0...0xFFFF:
      return false
    default: return true
    }
  }
}

/// A set of 64-bit hashes that only counts: open addressing over a power-of-two table, a
/// slot found by one multiplication (Fibonacci hashing: FNV's low bits are poorly mixed).
/// `Set<UInt64>` hashed each hash again (SipHash), most of the budget's cost on a text of
/// two million characters.
private struct DistinctHashes {
  private var slots = [UInt64](repeating: 0, count: 1_024)
  /// 64 minus the table's size in bits: the product's top bits are the slot.
  private var shift: UInt64 = 54
  private(set) var count = 0
  /// Past this count the table stops growing: the budget is passed, the count is done.
  private let limit: Int

  init(counting limit: Int) { self.limit = limit }

  /// Adds `hash` (0 stands for an empty slot, so it counts as 1).
  mutating func insert(_ hash: UInt64) {
    let hash = max(hash, 1)
    var slot = Int(truncatingIfNeeded: (hash &* 0x9E37_79B9_7F4A_7C15) >> shift)
    while slots[slot] != 0 {
      if slots[slot] == hash { return }
      slot = (slot + 1) & (slots.count - 1)
    }
    slots[slot] = hash
    count += 1
    if count * 2 > slots.count && count <= limit { grow() }
  }

  private mutating func grow() {
    let old = slots
    slots = [UInt64](repeating: 0, count: old.count * 2)
    shift -= 1
    count = 0
    for hash in old where hash != 0 { insert(hash) }
  }
}

/// FNV-1a over the characters of a word: 64 bits, so two of the budget's words share a hash
/// with a chance of about one in ten million millions.
private struct TermHash {
  private(set) var value: UInt64 = 0xCBF2_9CE4_8422_2325
  private(set) var isEmpty = true

  mutating func add(_ character: UInt32) {
    var rest = character
    for _ in 0..<3 {
      value = (value ^ UInt64(rest & 0xFF)) &* 0x0000_0100_0000_01B3
      rest >>= 8
    }
    isEmpty = false
  }
}
