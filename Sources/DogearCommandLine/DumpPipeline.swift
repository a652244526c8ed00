import Dispatch
import DogearCore
import DogearHTML
import DogearLayout
import FoundationEssentials

#if canImport(Glibc)
  import Glibc
#endif

/// `dogear dump`'s text, written while the article is still being parsed: the parser hands
/// over top-level blocks in batches (`HTMLDocumentParser.stream`), each batch is laid out
/// (`StreamingLayout`) and its text written in document order. The output is exactly
/// `ArticleLayout`'s lines for the whole article, one per line, styles dropped.
///
/// One seam, two ways: `inOrder` is the simple one; `onTwoCores` lays the batches out on a
/// second core while the parse goes on, kept only because the 20 MB page must dump at least
/// twice as fast as w3m and the parse alone is what `inOrder` adds the layout to
/// (DogearHTML/NOTES.md, "`dogear dump` on a large page").
enum DumpPipeline {
  /// Below this many bytes of HTML the whole dump takes a few milliseconds, less than
  /// starting a worker thread would save.
  static let twoCoresFromBytes = 512 * 1024
  /// Batches laid out or waiting at once on the second core: bounds memory on a huge article.
  static let batchesInFlight = 8

  /// Writes the article; the system's reason (`strerror`) when stdout refused the text.
  static func run(
    _ data: Data, width: Int, cellWidth: CellWidth, typesetting: Typesetting = .greedy,
    hyphenator: (any WordHyphenator)? = nil
  ) -> String? {
    let layout = NumberedLayout(
      StreamingLayout(
        width: width, cellWidth: cellWidth, typesetting: typesetting, hyphenator: hyphenator))
    let writer = ChunkWriter()
    if data.count >= twoCoresFromBytes {
      onTwoCores(data, layout: layout, writer: writer)
    } else {
      inOrder(data, layout: layout, writer: writer)
    }
    layout.writeLinkList(writer.put)
    return writer.failure.map { String(cString: strerror($0)) }
  }

  /// Each batch laid out and written on this thread before the parse goes on.
  private static func inOrder(_ data: Data, layout: NumberedLayout, writer: ChunkWriter) {
    HTMLDocumentParser.stream(data) { blocks, direction in
      // Once stdout has refused the text, the rest is not worth laying out.
      if writer.failure == nil { layout.piece(blocks, direction).write(writer.put) }
    }
  }

  /// Each batch laid out and written by one serial queue, in order, on another core than the
  /// parse's; `layout` is used there alone until `group.wait()`.
  private static func onTwoCores(_ data: Data, layout: NumberedLayout, writer: ChunkWriter) {
    let group = DispatchGroup()
    let slots = DispatchSemaphore(value: batchesInFlight)
    let layoutQueue = DispatchQueue(label: "dogear.dump.layout")
    HTMLDocumentParser.stream(data) { blocks, direction in
      slots.wait()
      layoutQueue.async(group: group) {
        if writer.failure == nil { layout.piece(blocks, direction).write(writer.put) }
        slots.signal()
      }
    }
    group.wait()
  }
}

/// The streaming layout, numbering each batch's links as it comes: used by one thread at a
/// time, the layout queue's or (before any batch and after the last) the caller's.
private final class NumberedLayout: @unchecked Sendable {
  private var layout: StreamingLayout

  init(_ layout: StreamingLayout) {
    self.layout = layout
  }

  func piece(_ blocks: [Block], _ direction: TextDirection) -> StreamingLayout.Piece {
    layout.piece(blocks, direction: direction)
  }

  func writeLinkList(_ put: ([UInt8], Bool) -> Void) { layout.writeLinkList(put) }
}

/// Puts chunks of text out as they come (in document order: one thread lays them out at a
/// time), with one blank line between two chunks that both have text (as `LineCollector`
/// separates blocks), unless the second continues the first (a long paragraph's chunks).
private final class ChunkWriter: @unchecked Sendable {
  private let lock = PlainLock()
  private var wroteText = false
  private var firstFailure: Int32?

  /// The `errno` of the write that failed (errno itself belongs to the thread that wrote).
  var failure: Int32? { lock.withLock { firstFailure } }

  func put(_ chunk: [UInt8], separated: Bool) {
    lock.withLock {
      guard !chunk.isEmpty else { return }
      if wroteText && separated { write([UInt8(ascii: "\n")]) }
      write(chunk)
      wroteText = true
    }
  }

  /// All of `bytes` to stdout (`PlainOutput`, like every other command's text).
  private func write(_ bytes: [UInt8]) {
    guard firstFailure == nil else { return }
    firstFailure = bytes.withUnsafeBufferPointer {
      PlainOutput.write(utf8: $0, to: .standardOutput)
    }
  }
}
