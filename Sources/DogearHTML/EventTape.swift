import CLibXML2
import Foundation

/// libxml2's SAX events written down on the thread that parses and read back on the thread
/// that builds the model, so that on a large page the two run on two cores at once.
///
/// An event is a byte code and its operands in a chunk of bytes. Text and attributes are
/// copied in (libxml2 frees them once the event returns), each string followed by a NUL so
/// the reader can hand out C strings that point into the chunk. Element names are kept as
/// libxml2's own pointers: they live in the parser's dictionary until the parser is freed
/// (which waits for the reader), and `TagTable` knows a name by its address.
enum EventTape {
  enum Code: UInt8 {
    case start = 1
    case end
    case characters
    case cdata
    case comment
    case processingInstruction
    case doctype
  }

  /// Chunks are handed over at about this size.
  static let chunkSize = 256 * 1024
}

/// The parsing thread's side: appends events to a chunk and hands full chunks to the queue.
final class EventRecorder {
  private let queue: ChunkQueue
  private var chunk: [UInt8] = []

  init(queue: ChunkQueue) {
    self.queue = queue
    chunk.reserveCapacity(EventTape.chunkSize + 4096)
  }

  func startElement(
    _ name: UnsafePointer<xmlChar>, _ attributes: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?
  ) {
    chunk.append(EventTape.Code.start.rawValue)
    withUnsafeBytes(of: UInt64(UInt(bitPattern: name)).littleEndian) {
      chunk.append(contentsOf: $0)
    }
    var count = 0
    if let attributes {
      while attributes[count] != nil { count += 2 }
    }
    appendLength(count / 2)
    var index = 0
    while index < count, let attributes {
      if let attributeName = attributes[index] { appendString(attributeName) }
      if let value = attributes[index + 1] {
        chunk.append(1)
        appendString(value)
      } else {
        chunk.append(0)
      }
      index += 2
    }
    handOverIfFull()
  }

  func event(_ code: EventTape.Code) {
    chunk.append(code.rawValue)
    handOverIfFull()
  }

  func text(_ code: EventTape.Code, _ bytes: UnsafeBufferPointer<UInt8>) {
    chunk.append(code.rawValue)
    appendLength(bytes.count)
    chunk.append(contentsOf: bytes)
    handOverIfFull()
  }

  /// Hands over what is left and marks the end.
  func finish() {
    if !chunk.isEmpty { queue.push(chunk) }
    chunk = []
    queue.close()
  }

  private func appendString(_ string: UnsafePointer<xmlChar>) {
    let length = strlen(UnsafeRawPointer(string).assumingMemoryBound(to: CChar.self))
    appendLength(length)
    chunk.append(contentsOf: UnsafeBufferPointer(start: string, count: length + 1))
  }

  private func appendLength(_ length: Int) {
    withUnsafeBytes(of: UInt32(truncatingIfNeeded: length).littleEndian) {
      chunk.append(contentsOf: $0)
    }
  }

  private func handOverIfFull() {
    guard chunk.count >= EventTape.chunkSize else { return }
    queue.push(chunk)
    chunk = []
    chunk.reserveCapacity(EventTape.chunkSize + 4096)
  }
}

/// The building thread's side: replays a chunk's events on a `TreeShadow`.
enum EventReplay {
  static func replay(_ chunk: [UInt8], into shadow: TreeShadow) {
    var attributes: [UnsafePointer<xmlChar>?] = []
    chunk.withUnsafeBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return }
      var reader = Reader(base: base, end: buffer.count)
      while reader.position < reader.end {
        guard let code = EventTape.Code(rawValue: reader.byte()) else { return }
        switch code {
        case .start:
          guard let name = reader.pointer() else { return }
          attributes.removeAll(keepingCapacity: true)
          for _ in 0..<reader.length() {
            attributes.append(reader.string())
            attributes.append(reader.byte() == 1 ? reader.string() : nil)
          }
          if attributes.isEmpty {
            shadow.startElement(name, nil)
          } else {
            attributes.append(nil)
            attributes.withUnsafeMutableBufferPointer { shadow.startElement(name, $0.baseAddress) }
          }
        case .end: shadow.endElement()
        case .characters: shadow.characters(reader.bytes())
        case .cdata: shadow.cdata(reader.bytes())
        case .comment: shadow.comment()
        case .processingInstruction: shadow.processingInstruction(nil)
        case .doctype: shadow.doctype()
        }
      }
    }
  }

  /// Reads operands in the order `EventRecorder` wrote them.
  private struct Reader {
    let base: UnsafePointer<UInt8>
    let end: Int
    var position = 0

    init(base: UnsafePointer<UInt8>, end: Int) {
      self.base = base
      self.end = end
    }

    mutating func byte() -> UInt8 {
      defer { position += 1 }
      return base[position]
    }

    mutating func pointer() -> UnsafePointer<xmlChar>? {
      let value = UnsafeRawPointer(base + position).loadUnaligned(as: UInt64.self)
      position += 8
      return UnsafePointer(bitPattern: UInt(UInt64(littleEndian: value)))
    }

    mutating func length() -> Int {
      let value = UnsafeRawPointer(base + position).loadUnaligned(as: UInt32.self)
      position += 4
      return Int(UInt32(littleEndian: value))
    }

    /// A NUL-terminated string in place.
    mutating func string() -> UnsafePointer<xmlChar> {
      let count = length()
      defer { position += count + 1 }
      return base + position
    }

    mutating func bytes() -> UnsafeBufferPointer<UInt8> {
      let count = length()
      defer { position += count }
      return UnsafeBufferPointer(start: base + position, count: count)
    }
  }
}

/// Chunks from one thread to another, at most `capacity` waiting, so a fast parser cannot
/// run far ahead of the builder and hold the page twice over in memory.
final class ChunkQueue: @unchecked Sendable {
  private let condition = NSCondition()
  private var chunks: [[UInt8]] = []
  private var closed = false
  private let capacity: Int

  init(capacity: Int) {
    self.capacity = capacity
  }

  func push(_ chunk: [UInt8]) {
    condition.lock()
    while chunks.count >= capacity { condition.wait() }
    chunks.append(chunk)
    condition.broadcast()
    condition.unlock()
  }

  func close() {
    condition.lock()
    closed = true
    condition.broadcast()
    condition.unlock()
  }

  /// The next chunk, waiting for it; nil once the queue is closed and empty.
  func pop() -> [UInt8]? {
    condition.lock()
    defer { condition.unlock() }
    while chunks.isEmpty && !closed { condition.wait() }
    guard !chunks.isEmpty else { return nil }
    condition.broadcast()
    return chunks.removeFirst()
  }
}
