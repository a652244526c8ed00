import CLibXML2
import DogearCore
import Foundation

/// HTML (Readeck's `/article` fragment or a whole page) to the document model, through
/// libxml2's HTML parser.
///
/// Never fails: bad HTML is recovered as a browser would (roughly), and empty input gives an
/// empty `Document`. libxml2 prints nothing. Paths count element siblings from the fragment's
/// top level, the children of `<body>` (readeck-api.md §2).
public enum HTMLDocumentParser {
  /// Parses bytes as UTF-8 (invalid sequences become U+FFFD; a `<meta charset>` is ignored).
  public static func parse(_ data: Data) -> Document {
    parse(HTMLInput(data: data))
  }

  public static func parse(html: String) -> Document {
    var text = html
    return parse(HTMLInput(text: &text))
  }

  private static func parse(_ input: HTMLInput) -> Document {
    withTree(input) { root, body in
      guard let root, let body else { return Document(title: title(of: root)) }
      let direction = documentDirection(root: root, body: body)
      let blocks = DocumentBuilder().build(body: body, direction: direction)
      return Document(blocks: blocks, direction: direction ?? .leftToRight, title: title(of: root))
    }
  }

  /// Runs `body` on libxml2's tree of `input` (its root and `<body>` elements, either nil when
  /// absent), freeing the tree afterwards. Tests use it to check paths against the tree.
  static func withTree<Result>(
    _ input: HTMLInput, _ body: (_ root: XMLNode?, _ body: XMLNode?) -> Result
  ) -> Result {
    guard !input.bytes.isEmpty, input.bytes.count < Int32.max else { return body(nil, nil) }
    _ = libraryReady
    dogear_libxml2_silence()
    let document = input.bytes.withUnsafeBufferPointer { bytes in
      bytes.withMemoryRebound(to: CChar.self) {
        htmlReadMemory($0.baseAddress, Int32($0.count), nil, "UTF-8", options)
      }
    }
    guard let document else { return body(nil, nil) }
    defer { xmlFreeDoc(document) }
    let root = xmlDocGetRootElement(document).map(XMLNode.init)
    return body(root, root?.firstChild(named: "body"))
  }

  /// libxml2 2.9 sets up its globals on first use, and two threads doing that at once race:
  /// do it once, up front (Swift runs a static initialiser exactly once).
  private static let libraryReady: Void = xmlInitParser()

  /// Recover from anything, never touch the network or print, ignore `<meta charset>` (the
  /// input is already UTF-8), and no depth limit: libxml2 drops everything after 256 levels
  /// otherwise, and the walk here is iterative.
  private static let options: Int32 = {
    let flags: [UInt32] = [
      HTML_PARSE_RECOVER.rawValue, HTML_PARSE_NOERROR.rawValue, HTML_PARSE_NOWARNING.rawValue,
      HTML_PARSE_NONET.rawValue, HTML_PARSE_IGNORE_ENC.rawValue, XML_PARSE_HUGE.rawValue,
    ]
    return Int32(bitPattern: flags.reduce(0, |))
  }()

  private static func title(of root: XMLNode?) -> String? {
    guard let head = root?.firstChild(named: "head"), let title = head.firstChild(named: "title")
    else { return nil }
    var text = ""
    var child = title.firstChild
    while let node = child {
      if node.isText, let content = node.pointer.pointee.content {
        text += String(cString: content)
      }
      child = node.nextSibling
    }
    let cleaned = AttributeText.text(text)
    return cleaned.isEmpty ? nil : cleaned
  }

  /// `dir` on `<html>` or `<body>`, else on the fragment's only top-level element.
  private static func documentDirection(root: XMLNode, body: XMLNode) -> TextDirection? {
    if let direction = DocumentBuilder.direction(of: root) ?? DocumentBuilder.direction(of: body) {
      return direction
    }
    let topLevel = body.elementChildren
    return topLevel.count == 1 ? DocumentBuilder.direction(of: topLevel[0]) : nil
  }
}
