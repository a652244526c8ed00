import DogearCore
import DogearScreen
import FoundationEssentials
import Synchronization

/// Remembers rendered pictures, so the same image at the same size is decoded once: a resize
/// back to an earlier width, or reopening an article, costs nothing. Failures are remembered
/// too, so a broken image is not decoded again on every resize. Thread-safe.
public final class PictureCache: Sendable {
  public struct Key: Hashable, Sendable {
    /// Names the image: a bookmark id, a file path.
    public var image: String
    public var columns: Int
    public var rows: Int
    public var colors: Int

    public init(image: String, columns: Int, rows: Int, colors: Int) {
      self.image = image
      self.columns = columns
      self.rows = rows
      self.colors = colors
    }

    /// The picture's `pixelKey`: the image and its size in cells.
    var pixelKey: String { "\(columns)x\(rows) \(image)" }
  }

  private struct Entries {
    var results: [Key: Result<Picture, PictureError>] = [:]
    /// Oldest first, for eviction.
    var order: [Key] = []
  }

  private let capacity: Int
  private let entries = Mutex(Entries())
  /// Where decoded pixels go for pictures sent as pixels; nil for half blocks only.
  public let pixels: PixelPictures?

  public init(capacity: Int = 16, pixels: PixelPictures? = nil) {
    self.capacity = max(1, capacity)
    self.pixels = pixels
  }

  /// The picture for `key`, rendered from `data()` on a miss (`data` returning nil is cached
  /// as `.empty`).
  public func picture(for key: Key, altText: String = "", data: () -> Data?) -> Result<
    Picture, PictureError
  > {
    if let cached = entries.withLock({ $0.results[key] }) { return cached }
    let result: Result<Picture, PictureError>
    do {
      let rendered = try PictureRenderer.renderKeepingPixels(
        data() ?? Data(), columns: key.columns, rows: key.rows, colors: key.colors,
        altText: altText, pixelKey: pixels == nil ? "" : key.pixelKey)
      pixels?.remember(rendered.image, key: key.pixelKey)
      result = .success(rendered.picture)
    } catch let error as PictureError {
      result = .failure(error)
    } catch {
      result = .failure(.corrupt(String(describing: error)))
    }
    entries.withLock { entries in
      if entries.results.updateValue(result, forKey: key) == nil { entries.order.append(key) }
      while entries.order.count > capacity {
        entries.results[entries.order.removeFirst()] = nil
      }
    }
    return result
  }

  public var count: Int { entries.withLock { $0.results.count } }
}
