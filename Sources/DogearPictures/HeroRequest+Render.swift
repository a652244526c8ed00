import DogearCore
import DogearScreen
import FoundationEssentials

/// Rendering the hero picture the app core asks for (`HeroRequest`, DogearApp).
extension HeroRequest {
  /// The picture, through `cache` (same image and size: no second decode); nil for any bad
  /// input, so the reader falls back to the alt block. `data` is called only on a cache miss.
  public func render(cache: PictureCache, data: () -> Data?) -> Picture? {
    let key = PictureCache.Key(image: bookmarkID, columns: columns, rows: rows, colors: colors)
    return try? cache.picture(for: key, altText: altText, data: data).get()
  }
}
