import DogearCore
import Foundation

extension HTMLDocumentParser {
  /// Parses `data` as `parse(_:)` does, handing the top-level blocks to `deliver` in batches,
  /// in document order, as they are finished: the batches joined are `parse(data).blocks`.
  /// `direction` is the document's (`parse(data).direction`) and is the same for every batch.
  /// Returns the document's title.
  @discardableResult
  public static func stream(
    _ data: Data, deliver: (_ blocks: [Block], _ direction: TextDirection) -> Void
  ) -> String? {
    let document = parse(data)
    var start = 0
    while start < document.blocks.count {
      let end = min(document.blocks.count, start + streamBatchSize)
      deliver(Array(document.blocks[start..<end]), document.direction)
      start = end
    }
    return document.title
  }

  /// Top-level blocks per batch.
  static let streamBatchSize = 64
}
