import CHyphen
import DogearCore
import DogearLayout
import FoundationEssentials

/// Debian's hyphenation dictionaries (`/usr/share/hyphen/hyph_<ll>_<CC>.dic`, from
/// `hyphen-en-us`, `hyphen-de`, ...) read with libhyphen, which is opened on first use
/// (Sources/CHyphen). Each dictionary is opened once per process and shared.
public final class HyphenDictionaries: Hyphenation, @unchecked Sendable {
  public static let systemFolder = "/usr/share/hyphen"
  /// The one every article of the process shares.
  public static let system = HyphenDictionaries(folder: systemFolder)

  private let folder: String
  private let lock = PlainLock()
  private var opened: [String: DictionaryHyphenator] = [:]

  public init(folder: String) {
    self.folder = folder
  }

  public func hyphenator(forLanguage tag: String) -> Result<
    any WordHyphenator, HyphenationMissing
  > {
    guard let path = dictionaryPath(forLanguage: tag) else {
      return .failure(.noDictionary(language: tag))
    }
    guard dogear_hyphen_load() else {
      return .failure(.noLibrary(missing: String(cString: dogear_hyphen_missing())))
    }
    return lock.withLock {
      if let hyphenator = opened[path] { return .success(hyphenator) }
      guard let dictionary = dogear_hyphen_open(path) else {
        return .failure(.noDictionary(language: tag))
      }
      let hyphenator = DictionaryHyphenator(dictionary: dictionary)
      opened[path] = hyphenator
      return .success(hyphenator)
    }
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
