import DogearCore
import DogearHTML
import DogearHyphen
import DogearLayout
import DogearStore
import DogearWidth
import FoundationEssentials

#if canImport(Glibc)
  import Glibc
#endif

/// `dogear dump <file.html|id> [--width N] [--no-hyphenate] [--justify]`: the laid-out
/// article as plain UTF-8 text, styles dropped (link numbers kept), no escape sequences,
/// written as it is laid out (`DumpPipeline`); paragraphs set as the reader sets them with
/// `settings`' typesetting (issue 44).
enum DumpCommand {
  static func run(
    target: String, width: Int?, settings: Settings = Settings(),
    environment: [String: String]
  ) -> Int32 {
    let data: Data
    let bookmarkLanguage: String?
    switch load(target, environment: environment) {
    case .success(let loaded): (data, bookmarkLanguage) = loaded
    case .failure(let failure): return Commands.fail(failure.description)
    }
    let hyphenator =
      settings.hyphenate ? hyphenator(data: data, bookmarkLanguage: bookmarkLanguage) : nil
    // Plain text: measured code point by code point, however a terminal draws clusters.
    let cellWidth = SystemCellWidth.make().countingEveryCodePoint
    let columns = width ?? terminalColumns(environment: environment)
    var status: Int32 = 0
    if let problem = DumpPipeline.run(
      data, width: columns, cellWidth: cellWidth, typesetting: settings.typesetting,
      hyphenator: hyphenator)
    {
      status = Commands.fail("cannot write the article: \(problem)")
    }
    // Leave now: the kernel frees an article's memory at once, where releasing it piece by
    // piece would cost a tenth of the run on a large page.
    withExtendedLifetime(data) { exit(status) }
  }

  /// The article's language's hyphenator: the bookmark's `lang`, else the page's; made for
  /// the words of a short page (its markup read as words too: a few more patterns). Without
  /// libhyphen the text is dumped unhyphenated, with a note on stderr saying why; a language
  /// without a dictionary is simply not hyphenated, as in the reader.
  private static func hyphenator(data: Data, bookmarkLanguage: String?) -> (any WordHyphenator)? {
    let page = PageLanguage.sniff(data)
    switch HyphenDictionaries.system.hyphenator(
      bookmarkLanguage: bookmarkLanguage, pageLanguage: page,
      articleText: { data.count <= ArticleHyphenation.textLimit ? [UInt8](data) : nil })
    {
    case .success(let hyphenator):
      return hyphenator
    case .failure(let missing):
      if case .noLibrary = missing {
        _ = PlainOutput.write("dogear: not hyphenated: \(missing.sentence)\n", to: .standardError)
      }
      return nil
    }
  }

  /// The article's bytes and its bookmark's language: a file (no bookmark), else a bookmark's
  /// stored article (`ArticleTarget`).
  private static func load(_ target: String, environment: [String: String]) -> Result<
    (Data, String?), ArticleTarget.Failure
  > {
    var opened: Library?
    let library = { () throws(LibraryError) -> Library in
      if let opened { return opened }
      let library = try LibraryLocation.open(environment: environment)
      opened = library
      return library
    }
    // What `add` and `open` refuse, `dump` refuses too, with their message.
    switch ArticleTarget.resolve(target, library: library) {
    case .failure(let failure):
      return .failure(failure)
    case .success(.file(_, let data)):
      return .success((data, nil))
    case .success(.bookmark(let id)):
      do {
        guard let article = try library().article(id: id) else {
          return .failure(.init(description: "cannot read \(target): the bookmark has no article"))
        }
        return .success((article, try library().bookmark(id: id)?.lang))
      } catch {
        return .failure(.init(description: error.description))
      }
    }
  }

  /// `$COLUMNS`, else the terminal's width when stdout is one, else 80.
  static func terminalColumns(environment: [String: String]) -> Int {
    if let columns = environment["COLUMNS"].flatMap(Int.init), columns > 0 { return columns }
    var size = winsize()
    if isatty(STDOUT_FILENO) != 0, ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0,
      size.ws_col > 0
    {
      return Int(size.ws_col)
    }
    return 80
  }
}
