import DogearCore

/// What the reader reads of its article's document after opening it, as small values, so that
/// it need not keep the document (issue 41: the 484 KB article's document was 1.26 MB of the
/// reader's heap): the page's title and language, where in-article links go, the words of a
/// first block that is a heading (`titleHeadingOnScreen`) and the outline's headings.
struct DocumentDigest: Equatable, Sendable {
  /// The page's `<title>` (`Document.title`).
  let title: String?
  /// The page's language (`Document.language`).
  let language: String?
  /// Each `id` and `<a name>` to its element (`Document.targets`).
  let targets: [String: ElementPath]
  /// The words of the article's first block when it is a heading, as the outline shows them;
  /// nil when it starts with anything else.
  let firstHeading: String?
  /// The article's headings (`ArticleOutline.entries`), what the outline (`T`) lists.
  let headings: [OutlineEntry]

  init(document: Document) {
    title = document.title
    language = document.language
    targets = document.targets
    if let first = document.blocks.first, case .heading(_, let spans) = first.kind {
      firstHeading = ArticleOutline.text(of: spans)
    } else {
      firstHeading = nil
    }
    headings = ArticleOutline.entries(of: document)
  }
}
