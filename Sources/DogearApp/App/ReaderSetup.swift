import DogearCore
import DogearReader

/// What a reader is made with besides its article: the terminal's size and what it can draw.
/// Taken from the app's state when an article is asked for, so that the reader can be made
/// (measured, laid out) where the article is read, off the loop (issue 37).
public struct ReaderSetup: Sendable {
  public var columns: Int
  public var rows: Int
  public var environment: ReaderEnvironment
}

extension AppState {
  /// The reader's setup as things are now.
  public var readerSetup: ReaderSetup {
    var readerEnvironment = ReaderEnvironment(
      cellWidth: environment.cellWidth, colors: environment.colors,
      unicode: environment.unicode, browserAvailable: environment.browserAvailable,
      openedDirectly: openedDirectly)
    readerEnvironment.pictureTerminal = environment.pictureTerminal
    readerEnvironment.drawsStrikethrough = environment.drawsStrikethrough
    readerEnvironment.hyphenation = environment.hyphenation
    readerEnvironment.rereading = environment.rereading
    return ReaderSetup(columns: columns, rows: rows, environment: readerEnvironment)
  }

  /// The reader for `load`: the one made beforehand when it was made for this size, else a
  /// new one.
  func reader(for load: ArticleLoad) -> ReaderState {
    let setup = readerSetup
    if let prepared = load.prepared, prepared.columns == setup.columns,
      prepared.rows == setup.rows
    {
      return prepared
    }
    return ArticleLoad.makeReader(load, setup)
  }
}

extension ArticleLoad {
  /// Makes the reader for this article beforehand (the heavy part of opening it).
  /// A document the reader can read again is handed to it rather than copied, so that it is
  /// let go before the article is laid out (issue 41).
  public mutating func prepareReader(_ setup: ReaderSetup) {
    guard canReadAgain, setup.environment.rereading != nil else {
      prepared = Self.makeReader(self, setup)
      return
    }
    var document = Document()
    swap(&document, &self.document)
    documentHanded = true
    prepared = ReaderState(
      bookmark: bookmark, document: consume document, savedProgress: savedProgress,
      settings: settings, columns: setup.columns, rows: setup.rows,
      environment: setup.environment, canReadAgain: true)
  }

  static func makeReader(_ load: ArticleLoad, _ setup: ReaderSetup) -> ReaderState {
    let handed = load.documentHanded ? load.prepared?.document : nil
    return ReaderState(
      bookmark: load.bookmark, document: handed ?? load.document,
      savedProgress: load.savedProgress, settings: load.settings, columns: setup.columns,
      rows: setup.rows, environment: setup.environment, canReadAgain: load.canReadAgain)
  }
}
