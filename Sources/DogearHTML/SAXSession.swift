import CLibXML2
import DogearCore

/// One parse through libxml2's SAX interface: the events go to a `TreeShadow`, which feeds the
/// builder, so no tree is built and the blocks can leave while the parse goes on.
enum SAXSession {
  struct Outcome {
    var title: String?
    var direction: TextDirection?
  }

  /// Parses `input`, handing finished top-level blocks to `deliver` in batches of at least
  /// `batchSize` (the last may be smaller), in document order.
  static func run(
    _ input: HTMLInput, batchSize: Int, deliver: ([Block], TextDirection) -> Void
  ) -> Outcome {
    guard !input.isEmpty else { return Outcome() }
    _ = HTMLDocumentParser.libraryReady
    dogear_libxml2_silence()
    return withoutActuallyEscaping(deliver) { deliver in
      let feed = BuilderFeed(batchSize: batchSize, deliver: deliver)
      let shadow = TreeShadow(feed: feed)
      parse(input, into: shadow)
      let title = shadow.finish()
      return Outcome(title: title, direction: feed.directionKnown ? feed.direction : nil)
    }
  }

  /// What `htmlReadMemory` does, with this module's handler in place of the tree builder, the
  /// input copied once, straight into libxml2's buffer, and no UTF-8 to UTF-8 conversion pass
  /// (the input is valid UTF-8, which libxml2 reads natively).
  private static func parse(_ input: HTMLInput, into shadow: TreeShadow) {
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
    guard let stream = xmlNewIOInputStream(parser, buffer, XML_CHAR_ENCODING_NONE) else {
      xmlFreeParserInputBuffer(buffer)
      return
    }
    inputPush(parser, stream)
    parser.pointee.sax.pointee = handler
    parser.pointee._private = Unmanaged.passUnretained(shadow).toOpaque()
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
