import CHyphen
import Dispatch
import DogearCore
import DogearLayout
import FoundationEssentials

#if canImport(Glibc)
  import Glibc
#endif

/// Debian's hyphenation dictionaries (`/usr/share/hyphen/hyph_<ll>_<CC>.dic`, from
/// `hyphen-en-us`, `hyphen-de`, ...) read with libhyphen, which is opened on first use
/// (Sources/CHyphen). Each dictionary is opened once and shared while anything holds it; an
/// article short enough gets one of its own, made of the patterns its words use
/// (`PatternSubset`).
public final class HyphenDictionaries: Hyphenation, @unchecked Sendable {
  public static let systemFolder = "/usr/share/hyphen"
  /// The one every article of the process shares, its indexes in the user's cache.
  public static let system = HyphenDictionaries(
    folder: systemFolder,
    indexFolder: PatternIndexFile.folder(variable: PatternIndexFile.processVariable))

  private let folder: String
  /// Where dictionaries' `PatternIndexFile`s are kept; nil: none, every article's
  /// dictionary is filtered from the file line by line.
  private let indexFolder: String?
  /// Guards every table below (and `HyphenDictionaries+OpenedAhead.swift`'s).
  let lock = PlainLock()
  /// Each whole dictionary while a hyphenator holds it (an article being prepared, or an
  /// article's own dictionary that may ask it a word), then let go: English's keeps 2.8 MB,
  /// which the reader no longer needs once its article is measured (issue 41: a long
  /// article's memory).
  private var opened: [String: Held] = [:]
  private struct Held {
    weak var hyphenator: DictionaryHyphenator?
  }
  /// The hyphenator made ahead for the article about to be opened (`prepare`), held until
  /// its reader asks for it with the same dictionary and text.
  private var ahead: Ahead?
  private struct Ahead {
    let path: String
    let text: [UInt8]?
    let hyphenator: any WordHyphenator
  }
  /// What the last article's hyphenator taken by its reader learned, until `keepLearned`
  /// writes it.
  private var taken: LearnedBreaks?
  /// The dictionaries being opened ahead (`openAhead`), by path, until a hyphenator is asked
  /// for: each a group a reader waits on while it is read; and each once read, held until
  /// then.
  var openingAhead: [String: DispatchGroup] = [:]
  var heldAhead: [String: any WordHyphenator] = [:]

  public init(folder: String, indexFolder: String? = nil) {
    self.folder = folder
    self.indexFolder = indexFolder
  }

  public func hyphenator(forLanguage tag: String) -> Result<
    any WordHyphenator, HyphenationMissing
  > {
    hyphenator(forLanguage: tag, articleText: { nil })
  }

  public func hyphenator(forLanguage tag: String, articleText: () -> [UInt8]?) -> Result<
    any WordHyphenator, HyphenationMissing
  > {
    guard let path = dictionaryPath(forLanguage: tag) else {
      return .failure(.noDictionary(language: tag))
    }
    guard dogear_hyphen_load() else {
      return .failure(.noLibrary(missing: String(cString: dogear_hyphen_missing())))
    }
    let text = articleText()
    if let made = takeAhead(path: path, text: text) { return .success(made) }
    return hyphenator(path: path, tag: tag, articleText: text)
  }

  /// Makes now, and keeps until it is asked for, the hyphenator an article of `articleText`
  /// in `tag` will be asked for: the opening article's, on the thread that parsed it while
  /// the terminal is made ready (issue 41). Nothing when there is no dictionary or library.
  public func prepare(forLanguage tag: String, articleText: [UInt8]?) {
    guard let path = dictionaryPath(forLanguage: tag), dogear_hyphen_load(),
      case .success(let made) = hyphenator(path: path, tag: tag, articleText: articleText)
    else { return }
    lock.withLock { ahead = Ahead(path: path, text: articleText, hyphenator: made) }
  }

  /// `prepare` for the article `article` names (its bookmark): the breaks kept from its last
  /// opening (`KeptBreaks`, in the index folder) answer its words while the dictionary is
  /// the same file; the dictionary is read now when `eagerly`, else on the first word they
  /// lack. Nothing when one is already held for this article, dictionary and text, or there
  /// is no dictionary or library. `keepLearned` then keeps what its reader asked for.
  public func prepare(
    forLanguage tag: String, articleText: [UInt8]?, article: String, eagerly: Bool
  ) {
    guard let path = dictionaryPath(forLanguage: tag), dogear_hyphen_load(),
      let source = KeptBreaks.source(ofDictionary: path)
    else { return }
    let held = lock.withLock {
      guard let made = ahead?.hyphenator as? KeptBreaksHyphenator else { return false }
      return made.article == article && ahead?.path == path && ahead?.text == articleText
    }
    if held { return }
    let file = indexFolder.flatMap { KeptBreaks.path(article: article, folder: $0) }
    let kept = file.flatMap { KeptBreaks.read($0) }
    let usable = kept?.source == source ? kept : nil
    let make: @Sendable () -> (any WordHyphenator)? = { [self] in
      try? hyphenator(path: path, tag: tag, articleText: articleText).get()
    }
    // A dictionary being opened ahead is taken on the reader's first word, once it is done
    // (`openAhead`): taken now, its words would be asked here, one at a time, instead.
    let openingAhead = lock.withLock { self.openingAhead[path] != nil }
    let keeping = KeptBreaksHyphenator(
      article: article, kept: usable, source: source,
      made: eagerly && usable == nil && !openingAhead ? make() : nil, make: make)
    lock.withLock { ahead = Ahead(path: path, text: articleText, hyphenator: keeping) }
  }

  /// Writes, for the article's next opening, the breaks its reader asked for, when it asked
  /// for any not kept (`prepare(forLanguage:articleText:article:eagerly:)`). Called once the
  /// reader is made, after its frame was handed on.
  public func keepLearned() {
    lock.withLock { (openingAhead, heldAhead) = ([:], [:]) }
    guard
      let learned = lock.withLock({ () -> LearnedBreaks? in
        defer { taken = nil }
        return taken
      }),
      let folder = indexFolder,
      let path = KeptBreaks.path(article: learned.article, folder: folder)
    else { return }
    let words = learned.take()
    guard !words.isEmpty else { return }
    // What the file held, for this dictionary, with what was learned.
    var kept =
      KeptBreaks.read(path).flatMap { $0.source == learned.source ? $0 : nil }
      ?? KeptBreaks(source: learned.source, words: [:])
    kept.words.merge(words) { _, new in new }
    kept.write(to: path, folder: folder)
  }

  /// Whether a hyphenator made ahead waits to be asked for (for tests).
  var holdsAhead: Bool { lock.withLock { ahead != nil } }

  /// The hyphenator made ahead for the dictionary at `path` and this text, let go here.
  private func takeAhead(path: String, text: [UInt8]?) -> (any WordHyphenator)? {
    lock.withLock {
      guard let made = ahead, made.path == path, made.text == text else { return nil }
      ahead = nil
      taken = (made.hyphenator as? KeptBreaksHyphenator)?.learned
      return made.hyphenator
    }
  }

  /// The dictionary opened ahead (`openAhead`); else an article's own dictionary when
  /// its text is short enough, else the whole one.
  private func hyphenator(path: String, tag: String, articleText: [UInt8]?) -> Result<
    any WordHyphenator, HyphenationMissing
  > {
    if let ahead = takeOpenedAhead(path: path) { return .success(ahead) }
    if let articleText, articleText.count <= ArticleHyphenation.textLimit,
      let subset = articleHyphenator(path: path, tag: tag, articleText: articleText)
    {
      return .success(subset)
    }
    return whole(path: path, tag: tag)
  }

  /// The dictionary at `path`, opened once while it is held.
  private func whole(path: String, tag: String) -> Result<any WordHyphenator, HyphenationMissing> {
    guard let hyphenator = wholeDictionary(path: path) else {
      return .failure(.noDictionary(language: tag))
    }
    return .success(hyphenator)
  }

  /// `whole`, nil when libhyphen cannot read the file. Read under the lock: a second thread
  /// that asks for it meanwhile waits, then shares it.
  func wholeDictionary(path: String) -> DictionaryHyphenator? {
    lock.withLock {
      if let hyphenator = opened[path]?.hyphenator { return hyphenator }
      guard let dictionary = dogear_hyphen_open(path) else { return nil }
      let hyphenator = DictionaryHyphenator(
        dictionary: dictionary, encoding: Self.encoding(ofFile: Self.firstBytes(of: path)) ?? .utf8)
      opened[path] = Held(hyphenator: hyphenator)
      return hyphenator
    }
  }

  /// A dictionary of the patterns `articleText`'s words use; nil when the file cannot be read
  /// or names an encoding dogear does not know, or libhyphen cannot read from memory.
  private func articleHyphenator(path: String, tag: String, articleText: [UInt8])
    -> DictionaryHyphenator?
  {
    var read: [UInt8]?
    let file = {
      if read == nil { read = FileManager.default.contents(atPath: path).map { [UInt8]($0) } }
      return read
    }
    let subset: PatternSubset
    let encoding: DictionaryEncoding
    if let indexFolder,
      let indexed = PatternIndexFile.open(dictionary: path, folder: indexFolder, file: file),
      let named = Self.encoding(ofFile: Array(indexed.index.line(0)))
    {
      encoding = named
      subset = PatternSubset(index: indexed.index, encoding: encoding, articleText: articleText)
    } else {
      guard let file = file(), let named = Self.encoding(ofFile: file) else { return nil }
      encoding = named
      subset = PatternSubset(file: file, encoding: encoding, articleText: articleText)
    }
    let opened = subset.text.withUnsafeBufferPointer { text in
      text.withMemoryRebound(to: CChar.self) { dogear_hyphen_open_text($0.baseAddress, $0.count) }
    }
    guard let opened else { return nil }
    return DictionaryHyphenator(
      dictionary: opened, encoding: encoding,
      subset: .init(
        words: subset.words, whole: { [self] in try? whole(path: path, tag: tag).get() }))
  }

  /// The first bytes of the file at `path`, enough for its first line (empty when unreadable).
  static func firstBytes(of path: String) -> [UInt8] {
    guard let file = fopen(path, "r") else { return [] }
    defer { fclose(file) }
    var bytes = [UInt8](repeating: 0, count: 64)
    let read = fread(&bytes, 1, bytes.count, file)
    return Array(bytes.prefix(read))
  }

  /// The encoding a dictionary file's first line names.
  static func encoding(ofFile file: [UInt8]) -> DictionaryEncoding? {
    DictionaryEncoding(firstLine: file.prefix { $0 != 0x0A && $0 != 0x0D })
  }

  /// `hyph_de_AT.dic` for "de-AT", else `hyph_de.dic`, else the first `hyph_de_*.dic`.
  func dictionaryPath(forLanguage tag: String) -> String? {
    let parts = tag.lowercased().split(whereSeparator: { $0 == "-" || $0 == "_" })
    guard let language = parts.first, language.allSatisfy({ $0.isASCII && $0.isLetter })
    else { return nil }
    var names: [String] = []
    if parts.count > 1, parts[1].count == 2 {
      names.append("hyph_\(language)_\(parts[1].uppercased()).dic")
    }
    names.append("hyph_\(language).dic")
    for name in names where FileManager.default.fileExists(atPath: "\(folder)/\(name)") {
      return "\(folder)/\(name)"
    }
    let files = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    return files.sorted().first { $0.hasPrefix("hyph_\(language)_") && $0.hasSuffix(".dic") }
      .map { "\(folder)/\($0)" }
  }
}
