import DogearTestSupport
import Foundation
import Testing

@testable import DogearHyphen
@testable import DogearLayout

/// An article's dictionary found through the dictionary's index in the cache
/// (`PatternIndex`, `PatternIndexFile`): exact to the whole dictionary, made once, made again
/// when the dictionary changes, and never trusted past its bounds when damaged.
@Suite("Pattern indexes in the cache")
struct PatternIndexTests {
  static let system = HyphenDictionaries.systemFolder

  /// A fresh cache folder.
  static func cacheFolder() -> String {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("dogear-index-\(UUID().uuidString)").path
    return folder
  }

  @Test(
    "words of the index's subset break as with the whole dictionary, asked or not",
    arguments: ["en-US", "es"])
  func seededWords(tag: String) throws {
    let cache = Self.cacheFolder()
    defer { try? FileManager.default.removeItem(atPath: cache) }
    let indexed = HyphenDictionaries(folder: Self.system, indexFolder: cache)
    guard let path = indexed.dictionaryPath(forLanguage: tag) else { return }
    let words = try PatternSubsetTests.patternWords(tag, count: 3000, seed: 47)
    let text = words.prefix(2000).joined(separator: " ")
    let whole = try indexed.hyphenator(forLanguage: tag).get()
    let article = try #require(
      try indexed.hyphenator(forLanguage: tag, articleText: { Array(text.utf8) }).get()
        as? DictionaryHyphenator)
    #expect(article.subset != nil)
    #expect(
      FileManager.default.fileExists(
        atPath: "\(cache)/\(PatternIndexFile.fileName(ofDictionary: path))"),
      "no index was written")
    let folder = try FileManager.default.attributesOfItem(atPath: cache)
    #expect((folder[.posixPermissions] as? Int) == 0o700, "\(folder[.posixPermissions] ?? "")")
    PatternSubsetTests.expectSameBreaks(article, whole, words: words, tag: tag)
  }

  @Test(
    "every corpus article's words break through the index as with the whole dictionary",
    .enabled(if: TestSupport.hasCorpus, Comment(rawValue: TestSupport.needsCorpus)))
  func corpus() throws {
    let cache = Self.cacheFolder()
    defer { try? FileManager.default.removeItem(atPath: cache) }
    let indexed = HyphenDictionaries(folder: Self.system, indexFolder: cache)
    guard indexed.dictionaryPath(forLanguage: "en") != nil else { return }
    let whole = try indexed.hyphenator(forLanguage: "en").get()
    var asked = 0
    for folder in TestSupport.corpusArticles() {
      let page = try String(
        contentsOf: folder.appendingPathComponent("article.html"), encoding: .utf8)
      guard page.utf8.count <= ArticleHyphenation.textLimit else { continue }
      let article = try indexed.hyphenator(forLanguage: "en", articleText: { Array(page.utf8) })
        .get()
      for word in Set(PatternSubsetTests.words(in: page)) {
        #expect(article.breaks(in: word) == whole.breaks(in: word), "\(word)")
        asked += 1
      }
    }
    #expect(asked > 10_000, "\(asked) words")
  }

  /// A dictionary of a made-up language "xx" in a folder of its own.
  static func writeDictionary(_ lines: [String], in folder: String) throws -> String {
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let path = "\(folder)/hyph_xx.dic"
    try (lines.joined(separator: "\n") + "\n").write(
      toFile: path, atomically: true, encoding: .utf8)
    return path
  }

  @Test("an index is made once, and made again when its dictionary changes")
  func madeAgainWhenChanged() throws {
    let root = Self.cacheFolder()
    defer { try? FileManager.default.removeItem(atPath: root) }
    let dictionaries = "\(root)/dictionaries"
    let cache = "\(root)/cache"
    let path = try Self.writeDictionary(
      ["UTF-8", "LEFTHYPHENMIN 1", "RIGHTHYPHENMIN 1", "a1b", "% a comment"], in: dictionaries)
    let index = "\(cache)/\(PatternIndexFile.fileName(ofDictionary: path))"
    #expect(
      PatternIndexFile.fileName(ofDictionary: "/a/hyph_xx.dic")
        != PatternIndexFile.fileName(ofDictionary: "/b/hyph_xx.dic"))
    func breaks(_ word: String, text: String) throws -> [Int] {
      try HyphenDictionaries(folder: dictionaries, indexFolder: cache)
        .hyphenator(forLanguage: "xx", articleText: { Array(text.utf8) }).get()
        .breaks(in: word)
    }
    #expect(try breaks("abcdeabcde", text: "abcdeabcde xyzzyxyzzy") == [1, 6])
    let first = try FileManager.default.attributesOfItem(atPath: index)
    #expect(try breaks("abcdeabcde", text: "abcdeabcde") == [1, 6])
    let second = try FileManager.default.attributesOfItem(atPath: index)
    #expect(
      first[.modificationDate] as? Date == second[.modificationDate] as? Date
        && first[.systemFileNumber] as? Int == second[.systemFileNumber] as? Int,
      "the index was written again though its dictionary had not changed")
    // A new pattern, and the file one byte longer: the index is made again and uses it.
    _ = try Self.writeDictionary(
      ["UTF-8", "LEFTHYPHENMIN 1", "RIGHTHYPHENMIN 1", "a1b", "d1e", "% a comment"],
      in: dictionaries)
    #expect(try breaks("abcdeabcde", text: "abcdeabcde") == [1, 4, 6, 9])
  }

  @Test("a damaged index is made again, and one with a good header is read within its bounds")
  func damaged() throws {
    let root = Self.cacheFolder()
    defer { try? FileManager.default.removeItem(atPath: root) }
    let indexed = HyphenDictionaries(folder: Self.system, indexFolder: root)
    guard let path = indexed.dictionaryPath(forLanguage: "en") else { return }
    let text = Array("hyphenation considerable typesetting".utf8)
    let right = try indexed.hyphenator(forLanguage: "en").get().breaks(in: "hyphenation")
    _ = try indexed.hyphenator(forLanguage: "en", articleText: { text }).get()
    let index = "\(root)/\(PatternIndexFile.fileName(ofDictionary: path))"
    let good = try Data(contentsOf: URL(fileURLWithPath: index))
    // Not an index at all: made again.
    try Data(repeating: 0x41, count: 4096).write(to: URL(fileURLWithPath: index))
    let again = try indexed.hyphenator(forLanguage: "en", articleText: { text }).get()
    #expect(again.breaks(in: "hyphenation") == right)
    #expect(try Data(contentsOf: URL(fileURLWithPath: index)) == good)
    // Its header right, the rest scrambled: whatever it answers, nothing is read outside it.
    var random = SeededGenerator(seed: 48)
    var scrambled = [UInt8](good)
    for offset in 64..<scrambled.count {
      scrambled[offset] = UInt8.random(in: 0...255, using: &random)
    }
    var status = stat()
    #expect(stat(path, &status) == 0)
    let bytes = scrambled
    let subset = try bytes.withUnsafeBytes { raw in
      let index = try #require(
        PatternIndexFile.index(in: raw, stamp: PatternIndexFile.Stamp(status)))
      return index.subset(for: [Array(".hyphenation.".utf8), Array(".typesetting.".utf8)])
    }
    #expect(!subset.isEmpty)
  }

  /// The subset a table of `parts` (of `file`) with `extra` slots added gives `words`.
  static func subset(
    _ parts: PatternIndex.Parts, file: [UInt8], extra: [PatternIndex.Slot], words: [String]
  ) -> [String] {
    var slots = parts.slots
    for slot in extra {
      var index = KeySet.home(of: slot.key, mask: slots.count - 1)
      while slots[index].key != 0 { index = (index + 1) & (slots.count - 1) }
      slots[index] = slot
    }
    let text = slots.withUnsafeBufferPointer { slots in
      parts.lineStarts.withUnsafeBufferPointer { starts in
        parts.keptLines.withUnsafeBufferPointer { keptLines in
          file.withUnsafeBufferPointer { file in
            PatternIndex(slots: slots, lineStarts: starts, keptLines: keptLines, file: file)
              .subset(for: words.map { Array($0.utf8) })
          }
        }
      }
    }
    return text.split(separator: 0x0A).map { String(decoding: $0, as: UTF8.self) }
  }

  @Test("a key of other text than its pattern's is never where a walk ends")
  func keysOfOtherText() throws {
    let file = Array(
      "UTF-8\nLEFTHYPHENMIN 1\nRIGHTHYPHENMIN 1\n.ab1c\nq1r\n".utf8)
    let parts = try #require(PatternIndex.parts(of: file))
    func key(_ text: String) -> UInt64 {
      var key = KeySet.Key()
      for byte in text.utf8 { key.append(byte) }
      return key.value
    }
    // ".abx" is no state: the walk ends on ".ab", which is kept as a state.
    let plain = Self.subset(parts, file: file, extra: [], words: [".abx."])
    #expect(plain.contains(".ab") && !plain.contains("q1r"), "\(plain)")
    // A slot claiming ".abx" is "q1r" whole (two texts of one key): ".ab" is still kept.
    let lines = String(decoding: file, as: UTF8.self).split(separator: "\n")
    let qLine = UInt32(try #require(lines.firstIndex(of: "q1r")))
    let mixed = Self.subset(
      parts, file: file, extra: [.init(key: key(".abx"), line: qLine, whole: 1)],
      words: [".abx."])
    #expect(mixed.contains(".ab"), "\(mixed)")
    // The same claim as a state: not kept as one.
    let state = Self.subset(
      parts, file: file, extra: [.init(key: key(".abx"), line: qLine, whole: 0)],
      words: [".abx."])
    #expect(state.contains(".ab") && !state.contains(".abx"), "\(state)")
  }

  @Test("writers at once, in one process, leave one whole index")
  func writersAtOnce() throws {
    let cache = Self.cacheFolder()
    defer { try? FileManager.default.removeItem(atPath: cache) }
    let dictionaries = HyphenDictionaries(folder: Self.system)
    guard let path = dictionaries.dictionaryPath(forLanguage: "en") else { return }
    let file = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
    let opened = Opened()
    DispatchQueue.concurrentPerform(iterations: 8) { _ in
      let index = PatternIndexFile.open(dictionary: path, folder: cache, file: { file })
      opened.add(index?.index.subset(for: [Array(".hyphenation.".utf8)]))
    }
    let subsets = opened.all
    #expect(subsets.count == 8 && Set(subsets).count == 1, "\(subsets.map(\.count))")
    let left = try FileManager.default.contentsOfDirectory(atPath: cache)
    #expect(left == [PatternIndexFile.fileName(ofDictionary: path)], "\(left)")
  }

  final class Opened: @unchecked Sendable {
    private let lock = NSLock()
    private var subsets: [[UInt8]] = []
    func add(_ subset: [UInt8]?) { lock.withLock { subsets.append(subset ?? []) } }
    var all: [[UInt8]] { lock.withLock { subsets } }
  }

  @Test("the cache folder is XDG_CACHE_HOME's dogear, else HOME's .cache/dogear, never relative")
  func cacheFolder() {
    func folder(_ variables: [String: String]) -> String? {
      PatternIndexFile.folder(variable: { variables[$0] })
    }
    #expect(folder(["XDG_CACHE_HOME": "/c", "HOME": "/h"]) == "/c/dogear")
    #expect(folder(["XDG_CACHE_HOME": "c", "HOME": "/h"]) == "/h/.cache/dogear")
    #expect(folder(["HOME": "/h"]) == "/h/.cache/dogear")
    #expect(folder(["HOME": "h"]) == nil && folder([:]) == nil)
    #expect(
      PatternIndexFile.processVariable("HOME") == ProcessInfo.processInfo.environment["HOME"])
  }

  @Test("a compound dictionary, or a cache that cannot be written, is filtered line by line")
  func notIndexed() throws {
    let root = Self.cacheFolder()
    defer { try? FileManager.default.removeItem(atPath: root) }
    let indexed = HyphenDictionaries(folder: Self.system, indexFolder: root)
    if indexed.dictionaryPath(forLanguage: "de") != nil {
      let article = try indexed.hyphenator(
        forLanguage: "de", articleText: { Array("Gemütlichkeit Verständnis".utf8) }
      ).get()
      #expect(article.breaks(in: "Gemütlichkeit") == [2, 5, 9])
      let written = (try? FileManager.default.contentsOfDirectory(atPath: root)) ?? []
      #expect(written.isEmpty, "a compound dictionary was indexed: \(written)")
    }
    let unwritable = HyphenDictionaries(folder: Self.system, indexFolder: "/proc/dogear-cache")
    guard unwritable.dictionaryPath(forLanguage: "en") != nil else { return }
    let article = try unwritable.hyphenator(
      forLanguage: "en", articleText: { Array("hyphenation".utf8) }
    ).get()
    #expect((article as? DictionaryHyphenator)?.subset != nil)
    #expect(article.breaks(in: "hyphenation") == [2, 6])
  }
}
