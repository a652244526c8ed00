import Dispatch
import DogearApp
import DogearCommandLine
import DogearCore
import DogearHTML
import DogearLayout
import DogearStore
import FoundationEssentials

/// Where the reader's article is read and parsed (`.loadArticle`). A page of many megabytes
/// takes a second or more to parse and lay out: on the loop's thread the program would answer
/// neither `q` nor Ctrl-C until it was done (issue 37). In the background the loop goes on,
/// and `App.update` drops an answer nobody waits for any more; the reader is made there too
/// (`ArticleLoad.prepareReader`), its measuring and layout being most of the time.
public enum ArticleLoading: Sendable {
  /// In the effect, answered before the next event: the simple way, which tests and the
  /// first-frame benchmark (`DOGEAR_EXIT_AFTER_FIRST_FRAME`) use.
  case inline
  /// On a serial queue of its own (one load at a time, answers in the order asked); the
  /// answer reaches the loop through `post`.
  case background(DispatchQueue)

  /// The way for an interactive session.
  public static func interactive(environment: [String: String]) -> ArticleLoading {
    if environment["DOGEAR_EXIT_AFTER_FIRST_FRAME"] == "1" { return .inline }
    return .background(DispatchQueue(label: "dogear.article-loads", qos: .userInitiated))
  }

  /// The store's answer to `.loadArticle` for `id`, as an action; with `setup`, the reader
  /// made for it too. `parsed`: the document of a new file, parsed once to be stored;
  /// `adding`: a new file or pipe, read (and parsed, unless `parsed`) here and shown before it is stored
  /// (issue 41: the first frame first): `storing` stores it, and is run once the answer has
  /// been handed on; its failure, if any, in words.
  public static func answer(
    id: String, adding: NewArticle? = nil, parsed: __owned Document? = nil, from store: AppStore,
    preparing setup: ReaderSetup? = nil
  ) -> (action: AppAction, storing: (@Sendable () -> String?)?) {
    do {
      var load: ArticleLoad?
      var storing: (@Sendable () -> String?)?
      if let adding {
        switch adding.read(parsed: parsed) {
        case .success(var article):
          // The reader takes the document; the store keeps the bytes and facts only, so a
          // reader that reads the stored article again keeps no copy through it (issue 41).
          var document = Document()
          swap(&document, &article.document)
          load = try store.loadUnstored(article.bookmark, document: consume document)
          let library = adding.library
          let stored = article
          storing = {
            NewArticle.store(stored, in: library).map { "Not stored in the library: \($0)" }
          }
        case .failure(let failure):
          return (.articleLoaded(id: id, nil, problem: failure.description), nil)
        }
      } else {
        load = try store.loadArticle(id: id, parsed: parsed)
        // Let go here: the load holds the only copy, which the reader takes (issue 41).
        _ = consume parsed
      }
      if let setup, let made = load {
        prepareHyphenation(for: made, id: id, with: setup.environment.hyphenation)
      }
      if let setup { load?.prepareReader(setup) }
      return (.articleLoaded(id: id, load, problem: nil), storing)
    } catch {
      return (.articleLoaded(id: id, nil, problem: "\(error)"), nil)
    }
  }

  /// Starts on the article queue, at once, the parse the first load of `opened` needs
  /// (issue 41): the main thread meanwhile asks the terminal what it can draw and starts
  /// curses. The load, queued later on the same serial queue, takes the document
  /// (`ParsedAhead.document`). Nil inline, and for a pipe (read by the load itself).
  /// `file`: the file `opened` was read from, its parse started before the library opened
  /// (`parseAhead(html:)`): taken for a new file of those bytes, and for a known one (the
  /// library holds those very bytes) unless its bookmark has a language to parse them in.
  public func parseAhead(
    _ opened: ArticleSource.Opened, from library: Library, file: ParsedAhead? = nil
  ) -> ParsedAhead? {
    guard case .background(let queue) = self, opened.parsed == nil else { return nil }
    switch opened.adding?.source {
    case .bytes(_, let html)?:
      if let file, file.html == html { return file.named(opened.id) }
      return parseAhead(html: html)?.named(opened.id)
    case .pipe?:
      return nil
    case nil:
      if let file, (try? library.bookmark(id: opened.id))?.lang.isEmpty == true {
        return file.named(opened.id)
      }
      let ahead = ParsedAhead(html: nil)
      let id = opened.id
      queue.async {
        if case (_, let document, true)? = try? ArticleSource.load(id: id, from: library) {
          ahead.document = document
        }
      }
      return ahead.named(id)
    }
  }

  /// Makes, on the article queue once `ahead` is parsed, the hyphenator its reader will ask
  /// `hyphenation` for (issue 41): the queue would otherwise wait for the terminal to be
  /// ready and the load to be queued, and then make it before the first frame. Only for an
  /// article that names its language (`bookmarkLanguage`, read on the queue, else the page's)
  /// and while hyphenation is on (a reader who turned it off never pays for a dictionary);
  /// an article that names none costs the queue nothing more.
  /// `article`: the bookmark's id, whose breaks kept from its last opening are taken.
  public func hyphenateAhead(
    _ ahead: ParsedAhead, article: String? = nil,
    bookmarkLanguage: @escaping @Sendable () -> String?,
    from library: Library, with hyphenation: any Hyphenation
  ) {
    guard case .background(let queue) = self else { return }
    queue.async {
      guard let document = ahead.document else { return }
      let bookmarkLanguage = bookmarkLanguage()
      guard ArticleHyphenation.language(bookmark: bookmarkLanguage, page: document.language) != nil,
        (try? library.settings())?.hyphenate ?? Settings().hyphenate
      else { return }
      hyphenation.prepare(
        bookmarkLanguage: bookmarkLanguage, pageLanguage: document.language,
        articleText: { ArticleHyphenation.text(of: document) }, article: article)
    }
  }

  /// Reads, on the calling thread, the dictionary a long new page names its language for,
  /// and the breaks of its words, while the article queue parses it (issue 41,
  /// `Hyphenation.openAhead`): the main thread, before it makes the terminal ready, which the
  /// first frame waits for only once the page is laid out. On the main thread, the
  /// dictionary lies in the heap `malloc_trim` gives back whole once it is freed; a thread of
  /// its own has a heap of its own, whose free top glibc keeps (1.8 MB of it stayed
  /// resident, and the long page's peak rose 21.2 -> 24.3 MB).
  /// Only for a page of at least `pageAhead` bytes, whose parse outlasts the dictionary's
  /// reading: a shorter one gets a dictionary of its own words after its parse, which costs
  /// less than waiting for the whole one. Nothing inline, while hyphenation is off, or for a
  /// page that names no language in its first bytes (`PageLanguage`).
  public func openDictionaryAhead(
    page: Data, from library: Library, with hyphenation: any Hyphenation
  ) {
    guard case .background = self, page.count >= Self.pageAhead,
      (try? library.settings())?.hyphenate ?? Settings().hyphenate,
      let language = PageLanguage.sniff(page)
    else { return }
    hyphenation.openAhead(forLanguage: language, page: page)
  }

  /// The shortest page `openDictionaryAhead` reads a dictionary for: twice the text an
  /// article's own dictionary is made from (`ArticleHyphenation.textLimit`). The 484 KB page
  /// of `Benchmarks/bench-open` parses in about 120 M instructions; English's dictionary, 38 M,
  /// finding its words, 22 M, and asking them, 40 M, take less.
  static let pageAhead = 2 * ArticleHyphenation.textLimit

  /// Before the reader of `load` is made: its words' breaks kept from its last opening
  /// answer without a dictionary (`Hyphenation.prepare(forLanguage:articleText:article:
  /// eagerly:)`), unless they were prepared ahead; nothing while hyphenation is off or the
  /// article names no language. A dictionary is read only for a word they lack.
  static func prepareHyphenation(
    for load: ArticleLoad, id: String, with hyphenation: (any Hyphenation)?
  ) {
    guard let hyphenation, load.settings.hyphenate else { return }
    let document = load.document
    hyphenation.prepare(
      bookmarkLanguage: load.bookmark.lang, pageLanguage: document.language,
      articleText: { ArticleHyphenation.text(of: document) }, article: id, eagerly: false)
  }

  /// Opens libxml2 on the article queue, first thing (issue 41): it loads while the library
  /// opens, on the thread that parses next, and `HTMLLibrary.problem` waits for its answer.
  public func openHTMLLibraryAhead() {
    guard case .background(let queue) = self else { return }
    queue.async { _ = HTMLLibrary.problem }
  }

  /// Starts parsing a file's bytes on the article queue, as a file's bookmark is parsed
  /// (without a language), before it is known which bookmark they are.
  public func parseAhead(html: Data) -> ParsedAhead? {
    guard case .background(let queue) = self else { return nil }
    let ahead = ParsedAhead(html: html)
    queue.async { ahead.document = HTMLDocumentParser.parse(html) }
    return ahead
  }
}

/// The document of the article the program opens with, parsed ahead on the article queue
/// (`ArticleLoading.parseAhead`). Written and read only on that serial queue, the parse
/// queued before the load that reads it.
public final class ParsedAhead: @unchecked Sendable {
  /// The bookmark it is the article of, once known (set on the main thread before the shell
  /// has it; the queue never reads it).
  public private(set) var id = ""
  /// The bytes parsed, for a file read before the library opened, until it is `named`.
  private(set) var html: Data?
  /// The stored article's document (a file's: its bytes'); nil when it has none yet. Read and
  /// written on the article queue only.
  public var document: Document?

  init(html: Data?) { self.html = html }

  /// The document, let go here: the load that takes it holds the only copy (issue 41).
  public func takeDocument() -> Document? {
    defer { document = nil }
    return document
  }

  func named(_ id: String) -> ParsedAhead {
    self.id = id
    html = nil
    return self
  }
}
