import Dispatch
import DogearCore
import DogearHTML
import FoundationEssentials

#if canImport(Glibc)
  import Glibc
#endif

/// `dogear dump`'s text, written while the article is still being parsed: the parser hands
/// over top-level blocks in batches, another core lays each batch out, and the batches' text
/// goes to stdout in document order. The output is exactly `ArticleLayout`'s lines for the
/// whole article, one per line, styles dropped.
enum DumpPipeline {
  /// Batches laid out or waiting at once: bounds memory on a huge article.
  static let batchesInFlight = 8
  /// Below this many bytes of HTML the whole dump takes a few milliseconds, less than
  /// starting worker threads would save: everything runs on the calling thread.
  static let parallelFromBytes = 512 * 1024

  /// Writes the article; the system's reason (`strerror`) when stdout refused the text.
  static func run(_ data: Data, width: Int, cellWidth: CellWidth) -> String? {
    let writer = ChunkWriter()
    let group = DispatchGroup()
    let slots = DispatchSemaphore(value: batchesInFlight)
    let parallel = data.count >= parallelFromBytes
    // One serial queue numbers the links and lays out the batches, in order, on another core
    // than the parse's; `numbered` is used there alone until `group.wait()`.
    let layoutQueue = DispatchQueue(label: "dogear.dump.layout")
    let numbered = NumberedLayout(StreamingLayout(width: width, cellWidth: cellWidth))
    HTMLDocumentParser.stream(data) { blocks, direction in
      guard parallel else {
        return writer.put(numbered.piece(blocks, direction).text())
      }
      slots.wait()
      layoutQueue.async(group: group) {
        // Once stdout has refused the text, the rest is not worth laying out.
        if writer.failure == nil { writer.put(numbered.piece(blocks, direction).text()) }
        slots.signal()
      }
    }
    group.wait()
    writer.put(numbered.linkListText())
    return writer.failure.map { String(cString: strerror($0)) }
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

  func linkListText() -> [UInt8] { layout.linkListText() }
}

/// Puts chunks of text out as they come (in document order: one thread lays them out at a
/// time), with one blank line between two chunks that both have text (as `LineCollector`
/// separates blocks).
private final class ChunkWriter: @unchecked Sendable {
  private let lock = PlainLock()
  private var wroteText = false
  private var firstFailure: Int32?

  /// The `errno` of the write that failed (errno itself belongs to the thread that wrote).
  var failure: Int32? { lock.withLock { firstFailure } }

  func put(_ chunk: [UInt8]) {
    lock.withLock {
      guard !chunk.isEmpty else { return }
      if wroteText { write([UInt8(ascii: "\n")]) }
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
