import DogearCore
import DogearLayout
import DogearPosition
import FoundationEssentials

/// The article's text as Readeck's server counts it for highlights (`SourceText`), from the
/// same parse and tree the document comes from, so its element paths are the document's.
extension HTMLDocumentParser {
  public static func sourceText(_ data: Data) -> SourceText {
    sourceText(HTMLInput(data: data))
  }

  public static func sourceText(html: String) -> SourceText {
    var text = html
    return sourceText(HTMLInput(text: &text))
  }

  static func sourceText(_ input: HTMLInput) -> SourceText {
    let outcome = SAXSession.run(input, batchSize: .max, recordingSource: true) { _, _ in }
    return SourceText(nodes: outcome.sourceNodes)
  }
}

extension SourceText.Node {
  /// A text node from the parser. Line ends are normalised as an HTML5 parser does (a
  /// carriage return, alone or before a line feed, is one line feed), since the server
  /// counts what its parser keeps.
  init(source bytes: UnsafeBufferPointer<UInt8>, parent: ElementPath, hidden: Bool) {
    var text = String(decoding: bytes, as: UTF8.self)
    if bytes.contains(0x0D) {
      text = text.replacing("\r\n", with: "\n")
        .replacing("\r", with: "\n")
    }
    self.init(parent: parent, text: text, isHidden: hidden)
  }
}
