import DogearCore
import DogearReadeck
import DogearStore
import FoundationEssentials

/// The bulk export wraps highlighted text in bare `rd-annotation` elements with no note
/// element (`converter/sync.go`), while the web page and `/article` add, after a highlight
/// with a note, one more `rd-annotation` holding it (`dataset/annotations.go`). That element
/// shifts every later sibling's `nth-child`, so element paths made on the bulk copy miss the
/// web's by one. An article with highlights is therefore kept as `/article` serves it: the
/// tree the web reader shows, so a `read_anchor` means the same place on both.
extension SyncEngine {
  func refetchHighlightedArticles(into report: inout SyncReport) async throws {
    let highlighted = try library.bookmarkIDsWithHighlights()
    let client = self.client
    let wanted = report.bulkArticles.intersection(highlighted).sorted()
    try await pipelined(wanted, width: options.parallelDownloads) { id in
      await outcome { Data(try await client.article(id: id).utf8) }
    } store: { id, result in
      switch result {
      case .success(let html):
        guard !html.isEmpty else { return }
        try library.saveArticle(id: id, html: html)
      case .failure(let error as ReadeckError) where !SyncEngine.stopsEverything(error):
        // The bulk copy stays: its text is right, only paths after a note are off by one.
        report.problems.append("article \(id) as the web shows it: \(error)")
      case .failure(let error): throw error
      }
    }
    report.bulkArticles = []
  }

  /// A highlight made, changed or deleted here moved its article's web tree (an
  /// `rd-annotation` per highlight, a note element after a noted one): the article is
  /// fetched again as `/article` serves it, in the same pass, so the stored text carries
  /// the tree the web reader shows. It is the server's rendering of this device's own
  /// change, not a change from elsewhere: nothing is merged or counted; a failure keeps the
  /// article as it was and is noted.
  func refreshWebTree(of id: String) async {
    do {
      guard try library.bookmark(id: id)?.hasArticle == true else { return }
      let html = Data(try await client.article(id: id).utf8)
      guard !html.isEmpty else { return }
      try library.saveArticle(id: id, html: html)
    } catch {
      passProblems.append("article \(id) as the web shows it: \(error)")
    }
  }
}
