import CLibXML2
import DogearCore
import DogearLayout
import DogearPosition
import FoundationEssentials

#if canImport(Glibc)
  import Glibc
#endif

/// One parse through libxml2's SAX interface: the events go to a `TreeShadow`, which hands
/// the tags inside `<body>` to the `BrowserTree`, which feeds the builder; no tree is kept,
/// and the blocks can leave while the parse goes on.
enum SAXSession {
  struct Outcome {
    var title: String?
    var direction: TextDirection?
    /// `<html lang>` (or `<body lang>`), else the language the parse was given.
    var language: String?
    var targets: [String: ElementPath] = [:]
    /// Every element's path, when asked for (`recordingPaths`).
    var paths: [ElementPath] = []
    /// `Document.hiddenParents`, when asked for (`findingHiddenParents`).
    var hiddenParents: Set<ElementPath> = []
    /// Every text node, when asked for (`recordingSource`).
    var sourceNodes: [SourceText.Node] = []
    /// The stray end tags libxml2 was handed as markers, never searching its stack for them
    /// (`TagGate`).
    var strayEndTags = 0
  }

  /// Parses `input`, handing finished top-level blocks to `deliver` in batches of at least
  /// `batchSize` (the last may be smaller), in document order.
  static func run(
    _ input: HTMLInput, batchSize: Int, recordingPaths: Bool = false,
    findingHiddenParents: Bool = false, recordingSource: Bool = false, language: String? = nil,
    deliver: ([Block], TextDirection) -> Void
  ) -> Outcome {
    guard !input.isEmpty else { return Outcome() }
    _ = HTMLLibrary.ready
    dogear_libxml2_silence()
    return withoutActuallyEscaping(deliver) { deliver in
      var shadow = TreeShadow(feed: BuilderFeed(batchSize: batchSize, deliver: deliver))
      if recordingPaths { shadow.tree.feed.builder.openedPaths = [] }
      if findingHiddenParents { shadow.tree.feed.builder.hiddenParents = [] }
      if recordingSource { shadow.tree.feed.builder.sourceNodes = [] }
      shadow.tree.feed.builder.documentLanguage = language
      let stray = withUnsafeMutablePointer(to: &shadow) {
        parse(input, handler: handler, context: $0)
      }
      let title = shadow.finish()
      let feed = shadow.tree.feed
      return Outcome(
        title: title, direction: feed.directionKnown ? feed.direction : nil,
        language: feed.builder.documentLanguage, targets: feed.builder.targets,
        paths: feed.builder.openedPaths ?? [],
        hiddenParents: feed.builder.hiddenParents ?? [],
        sourceNodes: feed.builder.sourceNodes ?? [], strayEndTags: stray)
    }
  }

  /// What `htmlReadMemory` does, with `handler` (whose events find `context` in the parser's
  /// `_private`: the shadow, one value that each event changes in place) in place of the tree
  /// builder, and no UTF-8 to UTF-8 conversion pass (the input is valid UTF-8, which libxml2
  /// reads natively). The sanitised pieces go straight into libxml2's buffer, which doubles as
  /// it grows: no copy of the whole input of our own (a 20 MB page with 1.8 million soft
  /// hyphens, each a piece, parses no slower).
  /// Returns how many stray end tags went in as markers.
  @discardableResult
  private static func parse(
    _ input: HTMLInput, handler: htmlSAXHandler, context: UnsafeMutablePointer<TreeShadow>
  ) -> Int {
    guard let buffer = dogear_xmlAllocParserInputBuffer(XML_CHAR_ENCODING_NONE) else { return 0 }
    var total = 0
    var gate = TagGate()
    let push = { (piece: UnsafeBufferPointer<UInt8>) in
      total += piece.count
      guard total < Int32.max else { return }
      piece.baseAddress!.withMemoryRebound(to: CChar.self, capacity: piece.count) {
        _ = dogear_xmlParserInputBufferPush(buffer, Int32(piece.count), $0)
      }
    }
    var gatherer = PieceGatherer()
    input.forEachPiece { gate.pass($0) { gatherer.add($0, to: push) } }
    gate.finish { gatherer.add($0, to: push) }
    gatherer.flush(to: push)
    guard total > 0, total < Int32.max else {
      dogear_xmlFreeParserInputBuffer(buffer)
      return 0
    }
    guard let parser = dogear_xmlNewParserCtxt() else {
      dogear_xmlFreeParserInputBuffer(buffer)
      return 0
    }
    defer { dogear_xmlFreeParserCtxt(parser) }
    guard let stream = dogear_xmlNewIOInputStream(parser, buffer, XML_CHAR_ENCODING_NONE) else {
      dogear_xmlFreeParserInputBuffer(buffer)
      return 0
    }
    dogear_inputPush(parser, stream)
    parser.pointee.sax.pointee = handler
    parser.pointee._private = UnsafeMutableRawPointer(context)
    dogear_htmlCtxtUseOptions(parser, HTMLDocumentParser.options)
    parser.pointee.html = 1
    // The end tags libxml2 drops come only as errors.
    dogear_xmlSetStructuredErrorFunc(parser, strayEndTag)
    defer { dogear_xmlSetStructuredErrorFunc(nil, nil) }
    dogear_htmlParseDocument(parser)
    return gate.markers
  }

  /// The shadow an event changes: valid while `parse` runs, and events come one at a time.
  private static func shadow(_ context: UnsafeMutableRawPointer?) -> (
    UnsafeMutablePointer<TreeShadow>, htmlParserCtxtPtr
  )? {
    guard let parser = context?.assumingMemoryBound(to: xmlParserCtxt.self),
      let shadow = parser.pointee._private
    else { return nil }
    return (shadow.assumingMemoryBound(to: TreeShadow.self), parser)
  }

  /// The end tags libxml2 drops: "Unexpected end tag" (nothing of its name is open in
  /// libxml2's tree), and a mismatch that no end of that name follows (a `div` open inside
  /// the `ul` that `</ul>` ends: libxml2 lets no end tag close a `div`).
  private static let strayEndTag: xmlStructuredErrorFunc = { context, error in
    guard let error, error.pointee.code == XML_ERR_TAG_NAME_MISMATCH.rawValue,
      let message = error.pointee.message, let name = error.pointee.str1,
      let (shadow, parser) = shadow(context), !isTooDeep(parser)
    else { return }
    let tag = String(cString: name)
    if strncmp(message, "Unexpected end tag", 18) == 0 {
      shadow.pointee.strayEndTag(tag)
    } else if strncmp(message, "Opening and ending tag mismatch", 31) == 0 {
      shadow.pointee.mismatchedEndTag(tag, at: WrittenEndTag.offset(parser))
    }
  }

  /// Elements deeper than this (counting `html` and `body`) are left out, their text kept in
  /// the deepest one shown: browsers cap the tree as Blink does, at 512, and every open
  /// element costs the builder a path (100,000 levels took 413 MB). libxml2 pushes an
  /// element's name before its start event and pops it after its end event, so its own
  /// depth (`nameNr`) says which events to pass.
  static let maximumDepth: Int32 = 512

  private static func isTooDeep(_ parser: htmlParserCtxtPtr) -> Bool {
    parser.pointee.nameNr > maximumDepth
  }

  // Written once, then only read: a C struct of function pointers, which Swift cannot call
  // Sendable.
  nonisolated(unsafe) private static let handler: htmlSAXHandler = {
    var handler = htmlSAXHandler()
    handler.startElement = { context, name, attributes in
      guard let (shadow, parser) = shadow(context), let name, !isTooDeep(parser) else { return }
      // libxml2 reports a start tag at its `>`, or at the `/` of `/>`.
      let selfClosing = parser.pointee.input?.pointee.cur?.pointee == UInt8(ascii: "/")
      shadow.pointee.startElement(name, attributes, selfClosing: selfClosing)
    }
    handler.endElement = { context, name in
      guard let (shadow, parser) = shadow(context), !isTooDeep(parser) else { return }
      let written = name.map { shadow.pointee.writtenEnd.isWritten($0, parser: parser) } ?? false
      shadow.pointee.endElement(written: written, at: WrittenEndTag.offset(parser))
    }
    handler.characters = { context, characters, length in
      guard let (shadow, _) = shadow(context), let characters, length > 0 else { return }
      shadow.pointee.characters(UnsafeBufferPointer(start: characters, count: Int(length)))
    }
    handler.cdataBlock = { context, characters, length in
      guard let (shadow, _) = shadow(context), let characters, length > 0 else { return }
      shadow.pointee.cdata(UnsafeBufferPointer(start: characters, count: Int(length)))
    }
    handler.comment = { context, value in
      guard let (shadow, parser) = shadow(context) else { return }
      if let name = TagGate.name(inMarker: value) {
        // What libxml2 would have reported for the end tag (`strayEndTag`).
        if !isTooDeep(parser) { shadow.pointee.strayEndTag(name) }
      } else {
        shadow.pointee.comment()
      }
    }
    handler.processingInstruction = { context, target, _ in
      shadow(context)?.0.pointee.processingInstruction(target)
    }
    handler.internalSubset = { context, _, _, _ in
      shadow(context)?.0.pointee.doctype()
    }
    handler.initialized = 1
    return handler
  }()
}
