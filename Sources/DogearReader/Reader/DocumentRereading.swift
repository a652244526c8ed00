import DogearCore

/// Where a reader that kept no document reads it again (issue 41): the library, in the
/// program. Rare: a change of whether link numbers are written in the text re-measures the
/// article, and speech walks it; nothing else the reader does needs more than `DocumentDigest`.
public protocol DocumentRereading: Sendable {
  /// Article `id`'s document parsed again as it was for the reader (the bookmark's language,
  /// else none); nil when the library holds no article for it any more.
  func document(ofArticle id: String) -> Document?
}
