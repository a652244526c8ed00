import Dispatch
import DogearApp
import DogearCore
import DogearPictures
import DogearReader
import DogearScreen
import FoundationEssentials
import Synchronization

/// Renders the pictures the core asks for, off the UI thread and through one `PictureCache`
/// (same image and size: no second decode), and posts them back. The bytes come from the
/// store's copy, else from the local file next to the article.
public final class ShellPictures: Sendable {
  public let cache: PictureCache
  public let store: AppStore
  /// Whether the status line has said that pictures cannot be drawn (once per run).
  private let toldUnavailable = Atomic<Bool>(false)

  /// `pixels`: pictures are sent as pixels (issue 29), so their decoded images are kept.
  public init(store: AppStore, pixels: Bool = false) {
    self.store = store
    cache = PictureCache(pixels: pixels ? PixelPictures() : nil)
  }

  public func render(
    _ request: HeroRequest, bookmark: Bookmark, post: @escaping @Sendable (AppAction) -> Void
  ) {
    let cache = cache
    let store = store
    DispatchQueue.global(qos: .userInitiated).async {
      self.sayIfUnavailable(post: post)
      let picture = request.render(cache: cache) {
        HeroImageLoader.load(
          bookmark: bookmark, articleFolder: bookmark.articleFolder
        ) { try? store.image(id: bookmark.id) }
      }
      post(.heroPictureRendered(request, picture))
    }
  }

  /// A stored picture with no copy yet comes back as `.inlinePictureMissing` (the core
  /// decides whether to download it); it is read before the cache is asked, so that a
  /// missing copy is never cached as a failure.
  public func render(
    _ request: InlineRequest, from origin: PictureOrigin,
    post: @escaping @Sendable (AppAction) -> Void
  ) {
    let cache = cache
    let store = store
    DispatchQueue.global(qos: .utility).async {
      self.sayIfUnavailable(post: post)
      let image: String
      let load: () -> Data?
      switch origin {
      case .stored:
        guard let stored = try? store.articlePicture(id: request.bookmarkID, source: request.source)
        else {
          post(.inlinePictureMissing(request))
          return
        }
        (image, load) = (request.source, { stored })
      case .beside(let folder):
        image = folder.path + "/" + request.source
        load = { HeroImageLoader.localImage(source: request.source, articleFolder: folder) }
      }
      let key = PictureCache.Key(
        image: image, columns: request.columns, rows: request.rows, colors: request.colors)
      let picture = try? cache.picture(for: key, altText: request.altText, data: load).get()
      post(.inlinePictureRendered(request, picture))
    }
  }

  /// The first time a picture is asked for with a library missing, the status line says
  /// which; the picture itself becomes its alt text, as any picture that cannot be drawn.
  private func sayIfUnavailable(post: @Sendable (AppAction) -> Void) {
    guard let reason = PictureRenderer.unavailable,
      !toldUnavailable.exchange(true, ordering: .relaxed)
    else { return }
    post(.picturesUnavailable(reason: reason.description))
  }
}
