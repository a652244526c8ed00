import CLibXML2
import DogearCore
import FoundationEssentials

/// HTML (Readeck's `/article` fragment or a whole page) to the document model, through
/// libxml2's HTML parser.
///
/// Never fails: bad HTML is recovered as a browser would (roughly), and empty input gives an
/// empty `Document`. libxml2 prints nothing. Paths count element siblings from the fragment's
/// top level, the children of `<body>` (readeck-api.md §2).
///
/// The parse goes through libxml2's SAX interface and builds the model from its events
/// (`SAXSession`, `TreeShadow`) in the tree a browser builds (`BrowserTree`, HTML5's tree
/// construction), so every path is the one Readeck's web reader resolves.
public enum HTMLDocumentParser {
  /// Parses bytes as UTF-8 (invalid sequences become U+FFFD; a `<meta charset>` is ignored).
  public static func parse(_ data: Data) -> Document {
    parse(HTMLInput(data: data))
  }

  /// Parses as `parse(_:)`, `language` being the article's language where the HTML names
  /// none (a Readeck bookmark's `lang`): a `q` then gets its quotation marks.
  public static func parse(_ data: Data, language: String?) -> Document {
    parse(HTMLInput(data: data), language: language)
  }

  public static func parse(html: String) -> Document {
    var text = html
    return parse(HTMLInput(text: &text))
  }

  static func parse(_ input: HTMLInput, language: String? = nil) -> Document {
    var blocks: [Block] = []
    let outcome = SAXSession.run(
      input, batchSize: .max, findingHiddenParents: true, language: language
    ) { batch, _ in blocks += batch }
    return Document(
      blocks: blocks, direction: outcome.direction ?? .leftToRight, title: outcome.title,
      targets: outcome.targets, hiddenParents: outcome.hiddenParents, language: outcome.language)
  }

  /// Recover from anything, never touch the network or print, ignore `<meta charset>` (the
  /// input is already UTF-8), and no depth limit: libxml2 drops everything after 256 levels
  /// otherwise, and the builder keeps its own stack.
  static let options: Int32 = {
    let flags: [UInt32] = [
      HTML_PARSE_RECOVER.rawValue, HTML_PARSE_NOERROR.rawValue, HTML_PARSE_NOWARNING.rawValue,
      HTML_PARSE_NONET.rawValue, HTML_PARSE_IGNORE_ENC.rawValue, XML_PARSE_HUGE.rawValue,
    ]
    return Int32(bitPattern: flags.reduce(0, |))
  }()
}
