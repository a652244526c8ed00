import DogearCore
import DogearHTML
import DogearStore
import FoundationEssentials

#if canImport(Glibc)
  import Glibc
#endif

/// Gives the full-text index the plain text of articles stored without it: every article of
/// a library made before the index existed (once), and those a sync saved since. The store
/// cannot parse HTML, so the program does it here, with the reader's own parser.
public enum SearchIndexer {
  /// Articles parsed and saved per transaction: one fsync per batch, not per article.
  static let batchSize = 32

  /// The plain text the index keeps for an article's HTML.
  public static func text(ofHTML html: Data) -> String {
    DocumentText.plainText(of: HTMLDocumentParser.parse(html))
  }

  /// Indexes every waiting article, then every row waiting for the pair index (those the
  /// texts just changed among them); `progress(done, total)` after each batch. Returns how
  /// many articles were indexed. An article saved again meanwhile waits for the next catch-up.
  @discardableResult
  public static func catchUp(_ library: Library, progress: (Int, Int) -> Void = { _, _ in })
    throws(LibraryError) -> Int
  {
    // A read-only library is searched as it was last indexed.
    guard !library.isReadOnly else { return 0 }
    let total = try library.countArticlesAwaitingText()
    var done = 0
    var seen = Set<String>()
    while done < total {
      let batch = try library.articlesAwaitingText(limit: batchSize).filter {
        !seen.contains($0.id)
      }
      guard !batch.isEmpty else { break }
      seen.formUnion(batch.map(\.id))
      try library.saveArticleTexts(batch.map { ($0, text(ofHTML: $0.html)) })
      done += batch.count
      progress(min(done, total), total)
    }
    try catchUpPairs(library, after: done, progress: progress)
    return done
  }

  /// The pair index's waiting rows, in batches (`Library.pairBatch`), counted on from `before`.
  private static func catchUpPairs(
    _ library: Library, after before: Int, progress: (Int, Int) -> Void
  ) throws(LibraryError) {
    let waiting = try library.countAwaitingPairs()
    guard waiting > 0 else { return }
    var done = 0
    while done < waiting {
      let indexed = try library.indexPairs()
      guard indexed > 0 else { break }
      done += indexed
      progress(before + min(done, waiting), before + waiting)
    }
  }

  /// `catchUp` with a bar on stderr when that is a terminal and the work is more than a
  /// moment: the bar appears only once half a second has gone and work is left.
  public static func catchUpShowingProgress(_ library: Library) throws(LibraryError) {
    let started = Date()
    let isTerminal = isatty(STDERR_FILENO) == 1
    var shown = false
    try catchUp(library) { done, total in
      guard isTerminal, shown || (done < total && Date().timeIntervalSince(started) > 0.5)
      else { return }
      shown = true
      PlainOutput.control(.lineStart, to: .standardError)
      PlainOutput.write(bar(done: done, total: total), to: .standardError)
      PlainOutput.control(.eraseToLineEnd, to: .standardError)
    }
    if shown {
      PlainOutput.control(.lineStart, to: .standardError)
      PlainOutput.control(.eraseToLineEnd, to: .standardError)
    }
  }

  /// "indexing   ███████░░░░ 120/400"
  static func bar(done: Int, total: Int) -> String {
    let width = 30
    let filled = total > 0 ? done * width / total : width
    return "indexing   " + String(repeating: "█", count: filled)
      + String(repeating: "░", count: width - filled) + " \(done)/\(total)"
  }
}
