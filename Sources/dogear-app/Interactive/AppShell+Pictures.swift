import DogearCore
import DogearPictures
import Foundation

/// The shell's side of pictures (issue 8): whenever the reader's hero slot or inline picture
/// size changes, render what it needs off the UI thread (through the cache) and hand the
/// results back through the loop; results for a size that is no longer current are dropped.
extension AppShell {
  /// Colours to render pictures in: the terminal layer paints RGB as the nearest of 256
  /// anyway, so chafa choosing among the 256 itself gives the better picture.
  var pictureColors: Int { min(terminal.colorCount, PictureRenderer.colors256) }

  /// Called before every paint: cheap when nothing changed (a comparison of requests).
  func requestPictures() {
    guard let state = reader else {
      pictures.reset()
      return
    }
    if state.bookmark.id != pictures.readerID {
      pictures.reset()
      pictures.readerID = state.bookmark.id
    }
    requestHeroPicture(state)
    requestInlinePictures(state)
  }

  private func requestHeroPicture(_ state: ReaderState) {
    let request = HeroPictureRequest(state: state, colors: pictureColors)
    guard request != pictures.heroRequest else { return }
    pictures.heroRequest = request
    guard let request else { return }
    let bookmark = state.bookmark
    let library = library
    let cache = pictures.cache
    let loop = loop
    DispatchQueue.global(qos: .userInitiated).async {
      let picture = request.render(cache: cache) {
        HeroImageLoader.load(
          bookmark: bookmark, articleFolder: HeroImageLoader.articleFolder(of: bookmark)
        ) { try? library.image(id: bookmark.id) }
      }
      loop.post(.heroPicture(request, picture))
    }
  }

  private func requestInlinePictures(_ state: ReaderState) {
    guard let size = state.inlinePictureSize, pictureColors >= PictureRenderer.colors256 else {
      return
    }
    switch state.bookmark.source {
    case .local: requestLocalInlinePictures(state, size: size)
    case .readeck: requestReadeckInlinePictures(state, size: size)
    }
  }

  /// A local article's pictures are files next to it; remote addresses are not fetched.
  private func requestLocalInlinePictures(_ state: ReaderState, size: (columns: Int, rows: Int)) {
    guard let folder = HeroImageLoader.articleFolder(of: state.bookmark) else { return }
    let colors = pictureColors
    let cache = pictures.cache
    let loop = loop
    for image in state.inlineImages {
      let key = PictureCache.Key(
        image: folder.path + "/" + image.source, columns: size.columns, rows: size.rows,
        colors: colors)
      guard pictures.inlineRequests[image.source] != key else { continue }
      pictures.inlineRequests[image.source] = key
      DispatchQueue.global(qos: .utility).async {
        let picture = try? cache.picture(for: key, altText: image.alt) {
          HeroImageLoader.localImage(source: image.source, articleFolder: folder)
        }.get()
        loop.post(.inlinePicture(source: image.source, key: key, picture))
      }
    }
  }

  func receiveHeroPicture(_ request: HeroPictureRequest, _ picture: Picture?) {
    guard request == pictures.heroRequest, reader?.bookmark.id == request.bookmarkID else {
      return
    }
    dispatchReader(.showHeroPicture(picture))
  }

  func receiveInlinePicture(source: String, key: PictureCache.Key, _ picture: Picture?) {
    guard reader != nil, pictures.inlineRequests[source] == key else { return }
    dispatchReader(.showInlinePicture(source: source, picture))
  }
}

/// What the shell remembers about the pictures it asked for, for the open reader.
final class ShellPictures {
  let cache = PictureCache()
  var readerID: String?
  var heroRequest: HeroPictureRequest?
  var inlineRequests: [String: PictureCache.Key] = [:]
  /// Readeck article pictures downloaded in this session: kept across readers.
  var downloads = PictureDownloads()
  /// A failed download was reported on the open reader's status line (once per article).
  var reportedDownloadFailure = false

  /// Forgets what was asked for the reader that closed (the downloads stay).
  func reset() {
    readerID = nil
    heroRequest = nil
    inlineRequests = [:]
    reportedDownloadFailure = false
  }
}
