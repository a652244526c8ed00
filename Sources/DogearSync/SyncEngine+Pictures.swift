import DogearCore
import DogearReadeck
import DogearStore
import FoundationEssentials

/// Pictures inside Readeck articles: Readeck rewrites every `<img>` of an article to an
/// absolute `/bm/...` address (readeck-api.md §1.4). A sync does not fetch them (an article
/// may hold dozens, and most readers keep inline pictures off); the reader asks for each one
/// the first time it shows the article with inline pictures on, and the copy stored here
/// serves every later reading, offline too.
extension SyncEngine {
  /// Downloads the picture at `source` (an `<img src>` of the bookmark's article) and stores
  /// it with the bookmark. Returns the stored bytes.
  ///
  /// Only `http` and `https` addresses are fetched (anything else throws before a request is
  /// made), through `client.image(at:)`. A failed download (404, a server fault, offline)
  /// throws the client's `ReadeckError` and stores nothing; so does an empty picture or one
  /// larger than `Library.maximumPictureBytes`. A bookmark that is not a Readeck bookmark of
  /// this library throws `LibraryError.unknownBookmark`.
  @discardableResult
  public func fetchArticlePicture(id: String, source: String) async throws -> Data {
    guard try library.bookmark(id: id)?.source == .readeck else {
      throw LibraryError.unknownBookmark(id: id)
    }
    let data = try await client.image(at: source)
    guard !data.isEmpty else {
      throw ReadeckError.malformedReply(what: "an empty picture")
    }
    guard try library.saveArticlePicture(id: id, source: source, data: data) else {
      throw ReadeckError.replyTooLarge(limit: Library.maximumPictureBytes)
    }
    return data
  }
}
