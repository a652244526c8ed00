import DogearCore
import FoundationEssentials

extension HTMLDocumentParser {
  /// Parses `data` as `parse(_:)` does, handing the top-level blocks to `deliver` in batches,
  /// in document order, as they are finished, while the parse goes on: the batches joined are
  /// `parse(data).blocks`. `direction` is the document's (`parse(data).direction`) and is the
  /// same for every batch (the first batch waits until it is known). Returns the document's
  /// title.
  @discardableResult
  public static func stream(
    _ data: Data, deliver: (_ blocks: [Block], _ direction: TextDirection) -> Void
  ) -> String? {
    stream(HTMLInput(data: data), batchSize: streamBatchSize, deliver: deliver)
  }

  static func stream(
    _ input: HTMLInput, batchSize: Int, deliver: ([Block], TextDirection) -> Void
  ) -> String? {
    SAXSession.run(input, batchSize: batchSize, deliver: deliver).title
  }

  /// Top-level blocks per batch.
  static let streamBatchSize = 64
}
