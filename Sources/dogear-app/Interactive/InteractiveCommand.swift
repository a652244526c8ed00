import DogearCommandLine
import DogearCore
import DogearStore
import DogearTerminal
import Foundation

/// `dogear` (the list) and `dogear open <id|file.html>` (the reader): the curses program.
enum InteractiveCommand {
  static func run(openTarget: String?, environment: [String: String]) -> Int32 {
    let library: Library
    let target: ArticleSource.Target?
    do {
      library = try LibraryLocation.open(environment: environment)
      // A library from before the search index, or articles a sync saved: indexed once.
      try SearchIndexer.catchUpShowingProgress(library)
      target = try openTarget.map { name throws(ArticleSourceError) in
        try ArticleSource.resolve(name, in: library)
      }
    } catch {
      return Commands.fail("\(error)")
    }
    let terminal: Terminal
    do {
      terminal = try Terminal(environment: environment)
    } catch {
      return Commands.fail("\(error)")
    }
    let openID: String?
    do {
      openID = try target.map { target throws(ArticleSourceError) in
        try ArticleSource.bookmarkID(for: target, in: library)
      }
    } catch {
      terminal.end()
      return Commands.fail(error.description)
    }
    let shell = AppShell(library: library, terminal: terminal, environment: environment)
    let status = shell.run(openingDirectly: openID)
    terminal.end()
    return status
  }
}
