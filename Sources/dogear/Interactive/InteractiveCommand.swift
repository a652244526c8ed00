import DogearClients
import DogearCommandLine
import DogearCore
import DogearHTML
import DogearHyphen
import DogearStore
import DogearTerminal
import FoundationEssentials

/// `dogear` (the list) and `dogear open <id|file.html>` (the reader): the curses program.
enum InteractiveCommand {
  static func run(openTarget: String?, environment: [String: String]) -> Int32 {
    // The terminal is asked first and answers while the library opens, and libxml2 is
    // opened on another thread meanwhile (issue 41).
    let asked = PictureChoiceAtStart.ask(environment: environment)
    let articleLoading = ArticleLoading.interactive(environment: environment)
    articleLoading.openHTMLLibraryAhead()
    let opensFile = openTarget.map { FileManager.default.fileExists(atPath: $0) } ?? false
    // A file is read, and its parse started, before the library opens (or is made, on the
    // first run): the two overlap (issue 41). An id waits for the library.
    var target: ArticleTarget.Resolved?
    var fileAhead: ParsedAhead?
    if opensFile, let openTarget {
      switch ArticleSource.resolveFile(openTarget) {
      case .success(let resolved):
        target = resolved
        if case .target(.file(_, let html)) = resolved {
          fileAhead = articleLoading.parseAhead(html: html)
        }
      case .failure(let failure): return Commands.fail(failure.description)
      }
    }
    let library: Library
    do {
      // A library made now is synced after the first frame (`afterFirstFrame`, issue 41); a
      // file opened is a bookmark of its own, so a new library gets no demo (a demo's id
      // opened on the first run still finds it).
      library = try LibraryLocation.open(
        environment: environment, syncingNewLater: true, seedingDemo: !opensFile)
      // A library from before the search index, or articles a sync saved: indexed once.
      try SearchIndexer.catchUpShowingProgress(library)
    } catch {
      return Commands.fail(error.description)
    }
    // Whatever way this ends, a library made now is left durable.
    defer { library.syncCreation() }
    if target == nil, let openTarget {
      switch ArticleSource.resolve(openTarget, in: library) {
      case .success(let resolved): target = resolved
      case .failure(let failure): return Commands.fail(failure.description)
      }
    }
    // Which article, before the terminal: nothing is stored yet (a new file is stored by
    // its first load), and its parse starts at once on the article queue (issue 41).
    var store = library
    var opened: ArticleSource.Opened?
    do {
      if let opening = target {
        (store, opened) = try ArticleSource.opening(opening, in: library)
      }
      target = nil  // a file's bytes go with `opened.adding`, to be stored and let go
    } catch {
      return Commands.fail(error.description)
    }
    let parsedAhead = opened.flatMap {
      articleLoading.parseAhead($0, from: store, file: fileAhead)
    }
    if let parsedAhead, let opened {
      // A new file's bookmark names no language; a known one's is read on the queue.
      let (id, isNew, library) = (opened.id, opened.adding != nil, store)
      articleLoading.hyphenateAhead(
        parsedAhead, article: id,
        bookmarkLanguage: { isNew ? nil : (try? library.bookmark(id: id))??.lang },
        from: store, with: HyphenDictionaries.system)
      // A long new page's dictionary, read here while the queue parses the page.
      if case .bytes(_, let page)? = opened.adding?.source {
        articleLoading.openDictionaryAhead(
          page: page, from: store, with: HyphenDictionaries.system)
      }
    }
    fileAhead = nil
    // What this thread freed while it opened (the file's bytes, the cache's pages of the
    // article it was compared with) goes back to the system: left in this thread's heap it
    // stayed resident while the article queue's heap grew to the reader (issue 41).
    FreedMemory.giveBack()
    // Without libxml2 no article can be shown: said now, before the screen is taken.
    if let problem = HTMLLibrary.problem { return Commands.fail(problem) }
    let terminal: Terminal
    let (pictureTerminal, answeredCell) = PictureChoiceAtStart.decide(
      environment: environment, asked: asked)
    do {
      terminal = try Terminal(environment: environment)
    } catch {
      return Commands.fail("\(error)")
    }
    let connector = CredentialsConnector(library: library, environment: environment)
    let shell = AppShell(
      store: store, terminal: terminal, loop: EventLoop<ShellMessage>(terminal: terminal),
      server: connector.connect(), environment: environment, connector: connector,
      pictureTerminal: pictureTerminal,
      answeredCell: answeredCell, clock: ShellClock.make(environment: environment),
      articleLoading: articleLoading)
    shell.parsedOnce = opened?.parsed.map { (opened?.id ?? "", $0) }
    shell.parsedAhead = parsedAhead
    shell.adding = opened?.adding
    shell.afterFirstFrame = { library.syncCreation() }
    let (id, notice) = (opened?.id, opened?.notice)
    opened = nil
    let status = shell.run(openingDirectly: id, notice: notice)
    terminal.end()
    // The process exits without closing the library: its log is folded in here, so the
    // next start does not read it again (`Library.checkpoint`, issue 41).
    library.checkpoint()
    return status
  }
}
