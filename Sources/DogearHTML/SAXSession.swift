import CLibXML2
import DogearCore
import Foundation

/// One parse through libxml2's SAX interface: the events go to a `TreeShadow`, which feeds the
/// builder, so no tree is built and the blocks can leave while the parse goes on.
enum SAXSession {
  struct Outcome {
    var title: String?
    var direction: TextDirection?
    var targets: [String: ElementPath] = [:]
  }

  /// Parses `input`, handing finished top-level blocks to `deliver` in batches of at least
  /// `batchSize` (the last may be smaller), in document order.
  /// `parallelFromBytes`: the input size from which libxml2 parses on a thread of its own
  /// (tests set it to run either way).
  static func run(
    _ input: HTMLInput, batchSize: Int, parallelFromBytes: Int = Self.parallelFromBytes,
    deliver: ([Block], TextDirection) -> Void
  ) -> Outcome {
    guard !input.isEmpty else { return Outcome() }
    _ = HTMLDocumentParser.libraryReady
    dogear_libxml2_silence()
    return withoutActuallyEscaping(deliver) { deliver in
      let feed = BuilderFeed(batchSize: batchSize, deliver: deliver)
      let shadow = TreeShadow(feed: feed)
      if input.count >= parallelFromBytes {
        parseOnOtherThread(input, into: shadow)
      } else {
        parse(input, handler: handler, context: shadow)
      }
      let title = shadow.finish()
      return Outcome(
        title: title, direction: feed.directionKnown ? feed.direction : nil,
        targets: feed.builder.targets)
    }
  }

  /// From this size on, libxml2 parses on a thread of its own and the model is built from
  /// its recorded events here (`EventTape`): two cores instead of one. Below it, a thread
  /// costs more than it saves.
  static let parallelFromBytes = 512 * 1024

  /// The page, handed to the parsing thread, which ends before it goes.
  private struct Page: @unchecked Sendable {
    let input: HTMLInput
  }

  private static func parseOnOtherThread(_ input: HTMLInput, into shadow: TreeShadow) {
    let queue = ChunkQueue(capacity: 8)
    let recorder = EventRecorder(queue: queue)
    let replayed = DispatchSemaphore(value: 0)
    let finished = DispatchSemaphore(value: 0)
    let page = Page(input: input)
    let parser = Thread {
      var handedOver = false
      parse(page.input, handler: recordingHandler, context: recorder) {
        // The recorded element names point into the parser: keep it until they are read.
        recorder.finish()
        handedOver = true
        replayed.wait()
      }
      if !handedOver {
        recorder.finish()
        replayed.wait()
      }
      finished.signal()
    }
    // libxml2 recurses on some nestings; give it the main thread's room.
    parser.stackSize = 16 << 20
    parser.start()
    while let chunk = queue.pop() { EventReplay.replay(chunk, into: shadow) }
    replayed.signal()
    finished.wait()
  }

  /// What `htmlReadMemory` does, with `handler` (whose events find `context` in the parser's
  /// `_private`) in place of the tree builder, the input copied once, straight into libxml2's
  /// buffer, and no UTF-8 to UTF-8 conversion pass (the input is valid UTF-8, which libxml2
  /// reads natively). `beforeFree` runs once the parse is over (or given up), with the parser
  /// still alive.
  private static func parse(
    _ input: HTMLInput, handler: htmlSAXHandler, context: AnyObject,
    beforeFree: () -> Void = {}
  ) {
    guard let buffer = xmlAllocParserInputBuffer(XML_CHAR_ENCODING_NONE) else { return }
    var total = 0
    input.forEachPiece { piece in
      total += piece.count
      guard total < Int32.max, let start = piece.baseAddress else { return }
      start.withMemoryRebound(to: CChar.self, capacity: piece.count) {
        _ = xmlParserInputBufferPush(buffer, Int32(piece.count), $0)
      }
    }
    guard total > 0, total < Int32.max, let parser = xmlNewParserCtxt() else {
      xmlFreeParserInputBuffer(buffer)
      return
    }
    defer { xmlFreeParserCtxt(parser) }
    defer { beforeFree() }
    guard let stream = xmlNewIOInputStream(parser, buffer, XML_CHAR_ENCODING_NONE) else {
      xmlFreeParserInputBuffer(buffer)
      return
    }
    inputPush(parser, stream)
    parser.pointee.sax.pointee = handler
    parser.pointee._private = Unmanaged.passUnretained(context).toOpaque()
    htmlCtxtUseOptions(parser, HTMLDocumentParser.options)
    parser.pointee.html = 1
    htmlParseDocument(parser)
  }

  private static func shadow(_ context: UnsafeMutableRawPointer?) -> (
    TreeShadow, htmlParserCtxtPtr
  )? {
    guard let parser = context?.assumingMemoryBound(to: xmlParserCtxt.self),
      let shadow = parser.pointee._private
    else { return nil }
    return (Unmanaged<TreeShadow>.fromOpaque(shadow).takeUnretainedValue(), parser)
  }

  private static func recorder(_ context: UnsafeMutableRawPointer?) -> EventRecorder? {
    guard let parser = context?.assumingMemoryBound(to: xmlParserCtxt.self),
      let recorder = parser.pointee._private
    else { return nil }
    return Unmanaged<EventRecorder>.fromOpaque(recorder).takeUnretainedValue()
  }

  /// The same events as `handler`, written down for the building thread.
  private static let recordingHandler: htmlSAXHandler = {
    var handler = htmlSAXHandler()
    handler.startElement = { context, name, attributes in
      guard let name else { return }
      recorder(context)?.startElement(name, attributes)
    }
    handler.endElement = { context, _ in recorder(context)?.event(.end) }
    handler.characters = { context, characters, length in
      guard let characters, length > 0 else { return }
      recorder(context)?.text(
        .characters, UnsafeBufferPointer(start: characters, count: Int(length)))
    }
    handler.cdataBlock = { context, characters, length in
      guard let characters, length > 0 else { return }
      recorder(context)?.text(.cdata, UnsafeBufferPointer(start: characters, count: Int(length)))
    }
    handler.comment = { context, _ in recorder(context)?.event(.comment) }
    handler.processingInstruction = { context, _, _ in
      recorder(context)?.event(.processingInstruction)
    }
    handler.internalSubset = { context, _, _, _ in recorder(context)?.event(.doctype) }
    handler.initialized = 1
    return handler
  }()

  private static let handler: htmlSAXHandler = {
    var handler = htmlSAXHandler()
    handler.startElement = { context, name, attributes in
      guard let (shadow, _) = shadow(context), let name else { return }
      shadow.startElement(name, attributes)
    }
    handler.endElement = { context, _ in
      shadow(context)?.0.endElement()
    }
    handler.characters = { context, characters, length in
      guard let (shadow, _) = shadow(context), let characters, length > 0 else { return }
      shadow.characters(UnsafeBufferPointer(start: characters, count: Int(length)))
    }
    handler.cdataBlock = { context, characters, length in
      guard let (shadow, _) = shadow(context), let characters, length > 0 else { return }
      shadow.cdata(UnsafeBufferPointer(start: characters, count: Int(length)))
    }
    handler.comment = { context, _ in
      shadow(context)?.0.comment()
    }
    handler.processingInstruction = { context, target, _ in
      shadow(context)?.0.processingInstruction(target)
    }
    handler.internalSubset = { context, _, _, _ in
      shadow(context)?.0.doctype()
    }
    handler.initialized = 1
    return handler
  }()
}
