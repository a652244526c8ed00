import Dispatch
import DogearApp
import DogearCommandLine
import DogearCore

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
  /// `adding`: a new file or pipe, read and parsed here and shown before it is stored
  /// (issue 41: the first frame first): `storing` stores it, and is run once the answer has
  /// been handed on; its failure, if any, in words.
  public static func answer(
    id: String, adding: NewArticle? = nil, parsed: Document? = nil, from store: AppStore,
    preparing setup: ReaderSetup? = nil
  ) -> (action: AppAction, storing: (@Sendable () -> String?)?) {
    do {
      var load: ArticleLoad?
      var storing: (@Sendable () -> String?)?
      if let adding {
        switch adding.read() {
        case .success(let article):
          load = try store.loadUnstored(article.bookmark, document: article.document)
          storing = { adding.store(article).map { "Not stored in the library: \($0)" } }
        case .failure(let failure):
          return (.articleLoaded(id: id, nil, problem: failure.description), nil)
        }
      } else {
        load = try store.loadArticle(id: id, parsed: parsed)
      }
      if let setup { load?.prepareReader(setup) }
      return (.articleLoaded(id: id, load, problem: nil), storing)
    } catch {
      return (.articleLoaded(id: id, nil, problem: "\(error)"), nil)
    }
  }
}
