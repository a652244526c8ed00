import DogearHTML
import DogearTestSupport
import Foundation
import Testing

@testable import DogearCore
@testable import DogearLayout
@testable import DogearPosition

/// Random articles built from a tree model that knows every element's path and children, so
/// the web reader's choice is computed from the model, not from dogear's parse.
@Suite("read_anchor properties over generated articles")
struct ReadAnchorPropertyTests {
  /// A generated element: its tag and children, words or elements.
  indirect enum Node {
    case word(String)
    case element(String, [Node], attributes: String = "")
  }

  struct Generator {
    var random: SeededGenerator
    var words = 0

    mutating func word() -> Node {
      words += 1
      return .word("w\(words)x")
    }

    mutating func inline(depth: Int) -> [Node] {
      (0..<(1 + random.next(below: 4))).flatMap { _ -> [Node] in
        switch depth < 2 ? random.next(below: 12) : 0 {
        case 1: return [.element("em", inline(depth: depth + 1))]
        case 2: return [.element("a", inline(depth: 2), attributes: " href='https://x.example'")]
        // Between words: dogear's parser drops a `br` that starts or ends a block.
        case 3: return [word(), .element("br", []), word()]
        case 4:
          return [.element("rd-annotation", inline(depth: 2), attributes: " id='annotation-1'")]
        case 5: return [.element("img", [], attributes: " src='a.jpg' alt='pic'")]
        // Children the blocks do not show: their parent is still no leaf.
        case 6: return [word(), .element("span", [])]
        case 7: return [.element("svg", [.element("path", [])]), word()]
        case 8: return [word(), .element("br", [])]
        default: return [word()]
        }
      }
    }

    mutating func block(depth: Int) -> Node {
      switch depth < 3 ? random.next(below: 6) : 0 {
      case 1: return .element("ul", (0..<2).map { _ in .element("li", inline(depth: 0)) })
      case 2: return .element("blockquote", [block(depth: depth + 1)])
      case 3:
        return .element(
          "figure",
          [
            .element("img", [], attributes: " src='b.jpg' alt='figure'"),
            .element("figcaption", inline(depth: 1)),
          ])
      case 4: return .element("div", [block(depth: depth + 1), block(depth: depth + 1)])
      default: return .element("p", inline(depth: 0))
      }
    }
  }

  static func html(_ nodes: [Node]) -> String {
    nodes.map { node in
      switch node {
      case .word(let word): return word + " "
      case .element("br", _, _): return "<br>"
      case .element("img", _, let attributes): return "<img\(attributes)>"
      case .element(let tag, let children, let attributes):
        return "<\(tag)\(attributes)>\(html(children))</\(tag)> "
      }
    }.joined()
  }

  /// Every word in document order with the css path of its element when the web reader
  /// could save that element (a leaf, not an `rd-annotation`), else nil.
  static func words(_ nodes: [Node], path: [String] = []) -> [(String, String?)] {
    let elements = nodes.filter { if case .element = $0 { true } else { false } }
    let isLeaf = elements.isEmpty && path.last?.hasPrefix("rd-annotation") == false
    var found: [(String, String?)] = []
    var index = 0
    for node in nodes {
      switch node {
      case .word(let word): found.append((word, isLeaf ? path.joined(separator: ">") : nil))
      case .element(let tag, let children, _):
        index += 1
        found += words(children, path: path + ["\(tag):nth-child(\(index))"])
      }
    }
    return found
  }

  @Test("from every word, the anchor is the first leaf with text at or after it", arguments: 0..<40)
  func firstLeafAfterEveryWord(seed: Int) throws {
    var generator = Generator(random: SeededGenerator(seed: UInt64(seed) &+ 0x5EED))
    let blocks = (0..<(2 + generator.random.next(below: 5))).map { _ in generator.block(depth: 0) }
    let html = Self.html(blocks)
    let text = ArticleText(document: HTMLDocumentParser.parse(html: html))
    let words = Self.words(blocks)
    for (index, word) in words.enumerated() {
      let expected = words[index...].first { $0.1 != nil }?.1
      let point = try ReadAnchorChoiceTests.point(of: word.0, in: text)
      #expect(text.anchorLeaf(from: point)?.css == expected, "\(word.0) in \(html)")
    }
  }
}
