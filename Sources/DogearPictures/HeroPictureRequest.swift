import DogearCore
import Foundation

/// One hero picture the shell wants: which bookmark, at what size, in how many colours. The
/// shell makes one whenever the reader opens or its size changes, renders it off the UI
/// thread when it differs from the last one, and sends the result back with
/// `ReaderAction.showHeroPicture` only if it still equals the current request (a resize may
/// have overtaken it).
public struct HeroPictureRequest: Equatable, Sendable {
  public let bookmarkID: String
  public let altText: String
  public let columns: Int
  public let rows: Int
  public let colors: Int

  /// Nil when nothing should be rendered: no hero slot (absent or hidden with `i`), no
  /// colours (`NO_COLOR`) or fewer than 256; the reader then shows the framed alt block.
  public init?(state: ReaderState, colors: Int) {
    guard let size = state.heroPictureSize, state.environment.colors,
      colors >= PictureRenderer.colors256
    else { return nil }
    bookmarkID = state.bookmark.id
    altText = state.bookmark.title
    columns = size.columns
    rows = size.rows
    self.colors = colors
  }

  /// The picture, through `cache` (same image and size: no second decode); nil for any bad
  /// input, so the reader falls back to the alt block. `data` is called only on a cache miss.
  public func render(cache: PictureCache, data: () -> Data?) -> Picture? {
    let key = PictureCache.Key(image: bookmarkID, columns: columns, rows: rows, colors: colors)
    return try? cache.picture(for: key, altText: altText, data: data).get()
  }
}
