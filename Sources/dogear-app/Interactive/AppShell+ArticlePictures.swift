import DogearCore
import DogearPictures
import DogearReadeck
import Foundation

/// Inline pictures of Readeck articles: their `<img>` addresses are absolute URLs on the
/// server (readeck-api.md §1.4), so the bytes come from the library's stored copy, and a
/// picture not stored yet is downloaded in the background (once per session, even when that
/// fails), stored, and then rendered through the same `PictureCache` path as a local file.
/// Offline or on failure the `[image: alt]` line simply stays; a failure is said at most
/// once per article on the status line.
extension AppShell {
  /// Renders the stored copies off the UI thread; a picture with no stored copy comes back
  /// to the loop as `.inlinePictureMissing`, which decides whether to download it.
  func requestReadeckInlinePictures(_ state: ReaderState, size: (columns: Int, rows: Int)) {
    let colors = pictureColors
    let cache = pictures.cache
    let library = library
    let loop = loop
    let id = state.bookmark.id
    for image in state.inlineImages where ReadeckClient.isWebAddress(image.source) {
      let key = PictureCache.Key(
        image: image.source, columns: size.columns, rows: size.rows, colors: colors)
      guard pictures.inlineRequests[image.source] != key else { continue }
      pictures.inlineRequests[image.source] = key
      DispatchQueue.global(qos: .utility).async {
        // Read before asking the cache: a missing copy must not be cached as a failure, or
        // the picture would stay blank once it is downloaded.
        guard let data = try? library.articlePicture(id: id, source: image.source) else {
          loop.post(.inlinePictureMissing(bookmarkID: id, source: image.source))
          return
        }
        let picture = try? cache.picture(for: key, altText: image.alt) { data }.get()
        loop.post(.inlinePicture(source: image.source, key: key, picture))
      }
    }
  }

  /// A picture of `bookmarkID` has no stored copy: download it if the reader is still on
  /// that bookmark, a server is configured, and it was not asked for before in this session.
  func receiveMissingInlinePicture(bookmarkID: String, source: String) {
    guard server != nil, reader?.bookmark.id == bookmarkID,
      pictures.downloads.enqueue(PictureDownloads.Item(bookmarkID: bookmarkID, source: source))
    else { return }
    startPictureDownloads()
  }

  /// Starts what `PictureDownloads` allows. The tasks are not waited for on quit: a picture
  /// cut short is simply downloaded in a later session.
  private func startPictureDownloads() {
    guard let server else { return }
    let loop = loop
    for item in pictures.downloads.start(openBookmark: reader?.bookmark.id) {
      server.run(waitedForOnQuit: false) {
        let outcome: PictureDownloads.Outcome
        do {
          try await server.engine.fetchArticlePicture(id: item.bookmarkID, source: item.source)
          outcome = .stored
        } catch {
          outcome = .failed(String(describing: error))
        }
        loop.post(.inlinePictureDownloaded(item, outcome))
      }
    }
  }

  /// A download ended. Stored, and the reader still on its bookmark: forget the request so
  /// the next paint asks again and finds the stored copy. A picture for a reader that closed
  /// or moved on stays stored for the next time.
  func receiveDownloadedInlinePicture(
    _ item: PictureDownloads.Item, _ outcome: PictureDownloads.Outcome
  ) {
    pictures.downloads.finished()
    startPictureDownloads()
    guard reader?.bookmark.id == item.bookmarkID else { return }
    switch outcome {
    case .stored:
      pictures.inlineRequests[item.source] = nil
    case .failed(let reason):
      guard !pictures.reportedDownloadFailure else { return }
      pictures.reportedDownloadFailure = true
      dispatchReader(.showMessage("Pictures not downloaded: \(reason)"))
    }
  }
}
