import DogearCore

/// The atoms of a prepared article's paragraphs (`ParagraphAtom`), kept for its re-wraps:
/// they do not depend on the width, and making them was a ninth of a set re-wrap's work
/// (issue 44: a re-wrap hyphenated and justified within 2x of the greedy one).
///
/// Kept only once the article has been laid out whole a second time (a resize, a setting
/// turned): an article opened, read and closed at one size keeps nothing, so opening costs
/// no memory for them (issue 41). A paragraph is known by the storage of its words, spaces
/// and hyphen points: a prepared article's texts never change, so the same storage is the
/// same text for as long as the article (and this cache, which it owns) lives.
///
/// One seam: a layout given no cache (`LayoutEngine.atomCache` nil) makes every paragraph's
/// atoms, the simple way; `ParagraphAtomCacheTests` holds the two to the same lines.
final class ParagraphAtomCache: @unchecked Sendable {
  struct Key: Hashable {
    var words: UnsafeRawPointer?
    var spaces: UnsafeRawPointer?
    var hyphens: UnsafeRawPointer?
    var hyphenate: Bool

    init(_ text: InlineText, hyphenate: Bool) {
      words = text.words.withUnsafeBytes { $0.baseAddress }
      spaces = text.spaces.withUnsafeBytes { $0.baseAddress }
      hyphens = text.hyphens.withUnsafeBytes { $0.baseAddress }
      self.hyphenate = hyphenate
    }

    /// Only the words' storage: it alone tells paragraphs apart (each has its own), and
    /// hashing the other three as well was a tenth of the look-up (issue 44).
    func hash(into hasher: inout Hasher) {
      hasher.combine(words)
    }
  }

  /// A paragraph's atoms, every run between forced breaks one after another, and the index
  /// after each run's last atom.
  struct Atoms {
    var atoms: [ParagraphAtom]
    /// Their sums (`AtomSums`, laid out by `AtomSums.write`) and the widest one's columns.
    var sums: [Int32]
    var widest: Int
    var runEnds: [Int]
    /// The paragraph has wide (CJK) text, so it is never justified
    /// (`LayoutEngine.hasWideText`, which reads every piece).
    var hasWideText: Bool
  }

  private let lock = PlainLock()
  private var wholeLayouts = 0
  private var kept: [Key: Atoms] = [:]

  /// A whole layout of the article begins.
  func layoutBegins() {
    lock.withLock { wholeLayouts += 1 }
  }

  /// Whether atoms made now are worth keeping: the article is being laid out again.
  var keepsAtoms: Bool { lock.withLock { wholeLayouts >= 2 } }

  /// How many paragraphs' atoms are kept.
  var keptParagraphs: Int { lock.withLock { kept.count } }

  func atoms(for key: Key) -> Atoms? {
    lock.withLock { kept[key] }
  }

  func keep(_ atoms: Atoms, for key: Key) {
    lock.withLock { kept[key] = atoms }
  }
}
