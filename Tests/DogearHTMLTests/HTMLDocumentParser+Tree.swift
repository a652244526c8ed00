import CLibXML2
import DogearCore

@testable import DogearHTML

extension HTMLDocumentParser {
  /// Runs `body` on libxml2's own tree of `input` (its root and `<body>` elements, either nil
  /// when absent), freeing the tree afterwards: tests check paths against the tree, and that
  /// the SAX parse gives the model the tree gives.
  static func withTree<Result>(
    _ input: HTMLInput, _ body: (_ root: XMLNode?, _ body: XMLNode?) -> Result
  ) -> Result {
    var bytes: [UInt8] = []
    input.forEachPiece { bytes.append(contentsOf: $0) }
    guard !input.isEmpty, bytes.count < Int32.max else { return body(nil, nil) }
    _ = HTMLLibrary.ready
    dogear_libxml2_silence()
    let document = bytes.withUnsafeBufferPointer { bytes in
      bytes.withMemoryRebound(to: CChar.self) {
        htmlReadMemory($0.baseAddress, Int32($0.count), nil, "UTF-8", options)
      }
    }
    guard let document else { return body(nil, nil) }
    defer { xmlFreeDoc(document) }
    let root = xmlDocGetRootElement(document).map(XMLNode.init)
    return body(root, root?.firstChild(named: "body"))
  }
}
