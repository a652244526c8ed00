import DogearCore
import DogearScreen
import Synchronization

/// The decoded pixels of the pictures on show and their encoded sequences (issue 29), so a
/// scroll re-sends a picture without encoding it again: each visible part of each picture is
/// encoded once per protocol and cell size. Thread-safe: pictures are decoded off the UI
/// thread and encoded on it.
public final class PixelPictures: Sendable {
  struct EncodingKey: Hashable {
    var placement: PicturePlacement
    var kind: PictureProtocol
    var cell: CellPixels
  }

  private struct Store {
    var images: [String: DecodedImage] = [:]
    var imageOrder: [String] = []
    var sequences: [EncodingKey: String] = [:]
    var sequenceOrder: [EncodingKey] = []
  }

  private let imageCapacity: Int
  private let sequenceCapacity: Int
  private let store = Mutex(Store())

  /// A decoded image can take 16 MB (2048 pixels a side), so only a few are kept; an encoded
  /// part is far smaller, and a scroll through a picture makes one per row it crosses.
  public init(imageCapacity: Int = 8, sequenceCapacity: Int = 256) {
    self.imageCapacity = max(1, imageCapacity)
    self.sequenceCapacity = max(1, sequenceCapacity)
  }

  func remember(_ image: DecodedImage, key: String) {
    store.withLock { store in
      if store.images.updateValue(image, forKey: key) == nil { store.imageOrder.append(key) }
      while store.imageOrder.count > imageCapacity {
        store.images[store.imageOrder.removeFirst()] = nil
      }
    }
  }

  /// The sequence drawing `placement` at the cursor in `output`'s protocol (wrapped for
  /// tmux when it says so); nil when the picture's pixels are not known (yet).
  public func sequence(for placement: PicturePlacement, output: PictureOutput, cell: CellPixels)
    -> String?
  {
    let key = EncodingKey(placement: Self.normalized(placement), kind: output.kind, cell: cell)
    if let known = store.withLock({ $0.sequences[key] }) {
      return output.passthrough ? TmuxPassthrough.wrap(known) : known
    }
    guard let image = store.withLock({ $0.images[placement.key] }) else { return nil }
    let encoded = PixelEncoder.encode(
      image, kind: output.kind, columns: placement.columns, rows: placement.rows,
      totalRows: placement.totalRows, cell: cell)
    store.withLock { store in
      if store.sequences.updateValue(encoded, forKey: key) == nil {
        store.sequenceOrder.append(key)
      }
      while store.sequenceOrder.count > sequenceCapacity {
        store.sequences[store.sequenceOrder.removeFirst()] = nil
      }
    }
    return output.passthrough ? TmuxPassthrough.wrap(encoded) : encoded
  }

  /// Encoded parts kept (for tests and the benchmark).
  public var sequenceCount: Int { store.withLock { $0.sequences.count } }

  /// Where on screen does not change the pixels: one encoding serves every position.
  private static func normalized(_ placement: PicturePlacement) -> PicturePlacement {
    var placement = placement
    placement.row = 0
    placement.column = 0
    return placement
  }
}
