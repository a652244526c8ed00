import DogearTestSupport
import Foundation
import Testing

@testable import DogearCore
@testable import DogearHTML
@testable import DogearLayout

/// Readeck's own highlight tests, ported as data (issue 37): the cases of
/// `pkg/annotate/annotate_test.go` (Readeck 0.22.3, commit 05c2926c), on its fixture
/// (`pkg/annotate/fixtures/test.html`) or its inline pages. Each names a text node as the
/// Go test does, by its parent's same-tag path and its place among that parent's own text
/// nodes (`/html/body/p[2]/text()[2]` is `p[2]`, 2). dogear must resolve every selector and
/// offset to the same text node and offset, or refuse it for the same reason.
@Suite("Readeck's annotate_test.go cases")
struct ReadeckAnnotateTests {
  /// A text node as the Go test names it.
  struct NodeName: Equatable, CustomStringConvertible {
    var parent: String
    var text: Int
    init(_ parent: String, _ text: Int) { (self.parent, self.text) = (parent, text) }
    var description: String { "\(parent)/text()[\(text)]" }
  }

  /// Readeck's fixture, `pkg/annotate/fixtures/test.html` of Readeck 0.22.3 (AGPL-3.0, never
  /// committed here): read from `DOGEAR_READECK_ANNOTATE_FIXTURE` or
  /// `.build/readeck-annotate/test.html` (a fetched copy: `git show
  /// release:pkg/annotate/fixtures/test.html` in a clone of Readeck). Without it, the cases
  /// on it say they are skipped; those on inline pages run.
  static let fixtureSource: SourceText? = {
    let environment = ProcessInfo.processInfo.environment["DOGEAR_READECK_ANNOTATE_FIXTURE"]
    let candidates = [
      environment.map { URL(fileURLWithPath: $0) },
      TestSupport.repositoryRoot.appendingPathComponent(".build/readeck-annotate/test.html"),
    ].compactMap { $0 }
    guard let data = candidates.lazy.compactMap({ try? Data(contentsOf: $0) }).first else {
      return nil
    }
    return HTMLDocumentParser.sourceText(data)
  }()

  static let hasFixture = fixtureSource != nil
  static let noFixture: Comment =
    "Readeck's pkg/annotate/fixtures/test.html not fetched (DOGEAR_READECK_ANNOTATE_FIXTURE)"

  static var fixture: SourceText { fixtureSource ?? HTMLDocumentParser.sourceText(Data()) }

  /// The name of node `index` of `source`.
  static func name(of index: Int, in source: SourceText) -> NodeName {
    let parent = TextPosition.selector(of: source.nodes[index].parent)
    let before = source.nodes[..<index].filter {
      !$0.isHidden && TextPosition.selector(of: $0.parent) == parent
    }
    return NodeName(parent, before.count + 1)
  }

  /// The index of the node `name` names.
  static func index(of name: NodeName, in source: SourceText) -> Int? {
    source.nodes.indices.filter {
      !source.nodes[$0].isHidden
        && TextPosition.selector(of: source.nodes[$0].parent) == name.parent
    }.dropFirst(name.text - 1).first
  }

  // MARK: TestFunctions/getTextNodeBoundary

  struct Boundary: CustomStringConvertible {
    var selector: String
    var offset: Int
    var expected: Result<(NodeName, Int), SourceText.Refusal>
    var description: String { "\(selector)@\(offset)" }
  }

  /// `TestFunctions/getTextNodeBoundary`, cases 1-8 (a start boundary). Case 1's selector
  /// is not an XPath at all ("expression must evaluate to a node-set"): refused as naming no
  /// element.
  static let boundaries: [Boundary] = [
    Boundary(selector: "../@", offset: 0, expected: .failure(.notFound("../@"))),
    Boundary(selector: "div[2]", offset: 0, expected: .failure(.notFound("div[2]"))),
    Boundary(selector: "p[1]", offset: 260, expected: .failure(.outOfRange(260))),
    Boundary(selector: "p[1]", offset: 0, expected: .success((NodeName("p[1]", 1), 0))),
    Boundary(selector: "p[1]", offset: 5, expected: .success((NodeName("p[1]", 1), 5))),
    Boundary(selector: "p[2]", offset: 30, expected: .success((NodeName("p[2]", 2), 12))),
    Boundary(
      selector: "div[1]/p[2]/strong[1]", offset: 27,
      expected: .success((NodeName("div[1]/p[2]/strong[1]", 2), 1))),
    Boundary(selector: "p[3]", offset: 179, expected: .success((NodeName("p[3]", 2), 6))),
  ]

  @Test(
    "getTextNodeBoundary: each selector and offset to the same text node, or refused",
    .enabled(if: hasFixture, noFixture), arguments: boundaries)
  func textNodeBoundary(_ item: Boundary) {
    let source = Self.fixture
    let position = TextPosition(selector: item.selector, offset: item.offset)
    switch (
      Result { () throws(SourceText.Refusal) in try source.resolve(position, isStart: true) },
      item.expected
    ) {
    case (.success(let point), .success(let (node, offset))):
      #expect(Self.name(of: point.node, in: source) == node)
      #expect(point.inside == offset)
    case (.failure(let refusal), .failure(let expected)):
      #expect(refusal == expected)
    case (let got, let expected):
      Issue.record("\(item): got \(got), Readeck \(expected)")
    }
  }

  // MARK: TestFunctions/getSelector

  struct Selector: CustomStringConvertible {
    var node: NodeName
    var inside: Int
    var selector: String
    var offset: Int
    var description: String { "\(node)@\(inside)" }
  }

  /// `TestFunctions/getSelector`, cases 2-8 (case 1 asks for the selector of an element, not
  /// a text node: dogear's boundaries are always in text nodes).
  static let selectors: [Selector] = [
    Selector(node: NodeName("p[1]", 1), inside: 0, selector: "p[1]", offset: 0),
    Selector(node: NodeName("p[1]", 1), inside: 5, selector: "p[1]", offset: 5),
    Selector(node: NodeName("p[2]", 1), inside: 7, selector: "p[2]", offset: 7),
    Selector(node: NodeName("p[2]", 2), inside: 12, selector: "p[2]", offset: 30),
    Selector(
      node: NodeName("div[1]/p[2]/strong[1]", 2), inside: 1, selector: "div[1]/p[2]/strong[1]",
      offset: 27),
    Selector(node: NodeName("p[3]", 1), inside: 100, selector: "p[3]", offset: 100),
    Selector(node: NodeName("p[3]", 2), inside: 9, selector: "p[3]", offset: 182),
  ]

  @Test(
    "getSelector: a point in a text node to the web's selector and offset",
    .enabled(if: hasFixture, noFixture), arguments: selectors)
  func selector(_ item: Selector) throws {
    let source = Self.fixture
    let node = try #require(Self.index(of: item.node, in: source))
    let boundary = source.webBoundary(at: SourceText.NodePoint(node: node, inside: item.inside))
    #expect(boundary == TextPosition(selector: item.selector, offset: item.offset))
  }

  // MARK: TestAnnotation/annotation (ToRange)

  struct Range: CustomStringConvertible {
    var start: TextPosition
    var end: TextPosition
    /// The text nodes, the start and the end (node, offset), or the refusal.
    var expected: Result<([NodeName], NodeName, Int, NodeName, Int), SourceText.Refusal>
    var description: String { "\(start)-\(end)" }
  }

  static func position(_ selector: String, _ offset: Int) -> TextPosition {
    TextPosition(selector: selector, offset: offset)
  }

  /// `TestAnnotation/annotation`, cases 1-7.
  static let ranges: [Range] = [
    Range(
      start: position("p[1]", 260), end: position("p[1]", 270), expected: .failure(.outOfRange(260))
    ),
    Range(
      start: position("p[1]", 0), end: position("p[1]", 270), expected: .failure(.outOfRange(270))),
    Range(start: position("p[2]", 19), end: position("p[1]", 24), expected: .failure(.noTextNodes)),
    Range(
      start: position("p[1]", 24), end: position("p[1]", 19), expected: .failure(.invalidRange)),
    Range(
      start: position("p[1]", 19), end: position("p[1]", 24),
      expected: .success(([NodeName("p[1]", 1)], NodeName("p[1]", 1), 19, NodeName("p[1]", 1), 24))),
    Range(
      start: position("h2[1]/span[1]", 0), end: position("p[2]/b[1]", 5),
      expected: .success(
        (
          [
            NodeName("h2[1]/span[1]", 1), NodeName("", 3), NodeName("p[2]", 1),
            NodeName("p[2]/b[1]", 1),
          ],
          NodeName("h2[1]/span[1]", 1), 0, NodeName("p[2]/b[1]", 1), 5
        ))),
    Range(
      start: position("div[1]/p[2]", 66), end: position("div[1]/p[2]", 122),
      expected: .success(
        (
          [
            NodeName("div[1]/p[2]", 1), NodeName("div[1]/p[2]/strong[1]", 1),
            NodeName("div[1]/p[2]/strong[1]/a[1]", 1), NodeName("div[1]/p[2]/strong[1]", 2),
            NodeName("div[1]/p[2]", 2),
          ], NodeName("div[1]/p[2]", 1), 66, NodeName("div[1]/p[2]", 2), 13
        ))),
  ]

  @Test(
    "ToRange: a highlight's boundaries to the same text nodes, or refused",
    .enabled(if: hasFixture, noFixture), arguments: ranges)
  func range(_ item: Range) {
    let source = Self.fixture
    let found = Result { () throws(SourceText.Refusal) in
      let start = try source.resolve(item.start, isStart: true)
      let end = try source.resolve(item.end, isStart: false)
      return (try source.nodes(from: start, to: end), start, end)
    }
    switch (found, item.expected) {
    case (.success(let (nodes, start, end)), .success(let expected)):
      #expect(nodes.map { Self.name(of: $0, in: source) } == expected.0)
      #expect(Self.name(of: start.node, in: source) == expected.1 && start.inside == expected.2)
      #expect(Self.name(of: end.node, in: source) == expected.3 && end.inside == expected.4)
    case (.failure(let refusal), .failure(let expected)):
      #expect(refusal == expected)
    case (let got, let expected):
      Issue.record("\(item): got \(got), Readeck \(expected)")
    }
  }

  // MARK: Wrapping (TestAnnotation/wrap, TestAddAnnotation, TestContiguity)

  /// One wrapper Readeck adds: the same-tag path of the element it goes in, and its text
  /// (trimmed, as the Go tests compare it).
  struct Wrapped: Comparable, CustomStringConvertible {
    var parent: String
    var text: String
    init(_ parent: String, _ text: String) { (self.parent, self.text) = (parent, text) }
    static func < (lhs: Self, rhs: Self) -> Bool { (lhs.parent, lhs.text) < (rhs.parent, rhs.text) }
    var description: String { "\(parent) «\(text)»" }
  }

  /// Adds highlights one after another as `AddAnnotation` does: each range checked against
  /// the wrappers already there, then its text nodes cut and wrapped in `rd-annotation`.
  /// Returns every wrapper, or the first refusal.
  static func wrap(_ highlights: [(TextPosition, TextPosition)], in source: SourceText) -> Result<
    [Wrapped], SourceText.Refusal
  > {
    var source = source
    var wrapped: [Wrapped] = []
    for (startPosition, endPosition) in highlights {
      do throws(SourceText.Refusal) {
        let start = try source.resolve(startPosition, isStart: true)
        let end = try source.resolve(endPosition, isStart: false)
        let nodes = try source.nodes(from: start, to: end)
        var result: [SourceText.Node] = Array(source.nodes[..<nodes.lowerBound])
        for index in nodes {
          let node = source.nodes[index]
          let scalars = Array(node.text.unicodeScalars)
          if index == nodes.lowerBound, start.inside == scalars.count {
            result.append(node)
            continue
          }
          let low = index == nodes.lowerBound ? start.inside : 0
          let high = index == nodes.upperBound ? end.inside : scalars.count
          let piece = { (range: Swift.Range<Int>) in
            String(String.UnicodeScalarView(scalars[range]))
          }
          if low > 0 { result.append(.init(parent: node.parent, text: piece(0..<low))) }
          let wrapper = node.parent.appending(tag: "rd-annotation", index: 1_000)
          result.append(.init(parent: wrapper, text: piece(low..<high)))
          if high < scalars.count {
            result.append(.init(parent: node.parent, text: piece(high..<scalars.count)))
          }
          wrapped.append(
            Wrapped(
              TextPosition.selector(of: node.parent),
              piece(low..<high).trimmingCharacters(in: .whitespacesAndNewlines)))
        }
        result += source.nodes[(nodes.upperBound + 1)...]
        source = SourceText(nodes: result)
      } catch {
        return .failure(error)
      }
    }
    return .success(wrapped.sorted())
  }

  struct Wrap: CustomStringConvertible {
    var name: String
    var page: String?
    var highlights: [(TextPosition, TextPosition)]
    var expected: Result<[Wrapped], SourceText.Refusal>
    var description: String { name }
  }

  static let lorem = (position("p[1]", 19), position("p[1]", 24))
  static let across = (position("h2[1]/span[1]", 0), position("p[2]/b[1]", 5))
  static let strong = (
    position("div[1]/p[2]/strong[1]", 12), position("div[1]/p[2]/strong[1]/a[1]", 3)
  )
  static let loremWrapped = [Wrapped("p[1]", "dolor")]
  static let acrossWrapped = [
    Wrapped("h2[1]/span[1]", "test"), Wrapped("", ""), Wrapped("p[2]", "Lorem"),
    Wrapped("p[2]/b[1]", "ipsum"),
  ]
  static let strongWrapped = [
    Wrapped("div[1]/p[2]/strong[1]", "sciunt"), Wrapped("div[1]/p[2]/strong[1]/a[1]", "sit"),
  ]
  static let contiguity = "<p>12<span>3<b>45</b>67</span>89</p>"

  static let wraps: [Wrap] = [
    Wrap(name: "TestAnnotation/wrap 1", highlights: [lorem], expected: .success(loremWrapped)),
    Wrap(name: "TestAnnotation/wrap 2", highlights: [across], expected: .success(acrossWrapped)),
    Wrap(
      name: "TestAnnotation/wrap 3", highlights: [lorem, across],
      expected: .success((loremWrapped + acrossWrapped).sorted())),
    Wrap(
      name: "TestAnnotation/wrap 4", highlights: [across, lorem],
      expected: .success((loremWrapped + acrossWrapped).sorted())),
    Wrap(
      name: "TestAnnotation/wrap 5 (and TestAddAnnotation 2)", highlights: [across, lorem, strong],
      expected: .success((loremWrapped + acrossWrapped + strongWrapped).sorted())),
    Wrap(
      name: "TestAnnotation/wrap 6",
      highlights: [(position("./p[3]", 174), position("./p[3]", 204))],
      expected: .success([Wrapped("p[3]", "och ‘hur det därefter ser ut’”")])),
    Wrap(
      name: "TestAnnotation/wrap 7",
      highlights: [(position("./p[3]", 155), position("./p[3]", 182))],
      expected: .success(
        [Wrapped("p[3]", "kan"), Wrapped("p[3]/b[1]", "placeras"), Wrapped("p[3]", "och ‘hur")]
          .sorted())),
    Wrap(
      name: "TestAddAnnotation 3",
      highlights: [
        (position("p[1]", 1), position("p[1]", 15)), (position("p[1]", 15), position("p[1]", 23)),
      ],
      expected: .success([Wrapped("p[1]", "Lorem ip"), Wrapped("p[1]", "sum dolo")])),
    Wrap(
      name: "TestAddAnnotation 4",
      highlights: [
        (position("p[1]", 34), position("p[1]", 62)), (position("p[1]", 87), position("p[1]", 109)),
      ],
      expected: .success(
        [
          Wrapped("p[1]", "consectetur adipisicing elit"),
          Wrapped("p[1]", "inventore a voluptatem"),
        ])),
    Wrap(
      name: "TestAddAnnotation 5",
      highlights: [
        (position("p[1]", 34), position("p[1]", 62)), (position("p[1]", 87), position("p[1]", 109)),
        (position("p[1]", 58), position("p[1]", 71)),
      ], expected: .failure(.overlapping)),
    Wrap(
      name: "TestContiguity 1", page: contiguity,
      highlights: [(position("p[1]", 0), position("p[1]", 2))],
      expected: .success([Wrapped("p[1]", "12")])),
    Wrap(
      name: "TestContiguity 2", page: contiguity,
      highlights: [(position("p[1]", 0), position("p[1]", 9))],
      expected: .success(
        [
          Wrapped("p[1]", "12"), Wrapped("p[1]/span[1]", "3"), Wrapped("p[1]/span[1]/b[1]", "45"),
          Wrapped("p[1]/span[1]", "67"), Wrapped("p[1]", "89"),
        ].sorted())),
    Wrap(
      name: "TestContiguity 3", page: contiguity,
      highlights: [(position("p[1]", 2), position("p[1]", 4))],
      expected: .success(
        [Wrapped("p[1]/span[1]", "3"), Wrapped("p[1]/span[1]/b[1]", "4")].sorted())),
    Wrap(
      name: "TestContiguity 4", page: contiguity,
      highlights: [(position("p[1]/span[1]/b[1]", 2), position("p[1]", 9))],
      expected: .success([Wrapped("p[1]/span[1]", "67"), Wrapped("p[1]", "89")].sorted())),
    Wrap(
      name: "TestContiguity 5", page: contiguity,
      highlights: [(position("p[1]/span[1]", 1), position("p[1]/span[1]", 3))],
      expected: .success([Wrapped("p[1]/span[1]/b[1]", "45")])),
    Wrap(
      name: "TestContiguity 6", page: contiguity,
      highlights: [(position("p[1]", 9), position("p[1]", 9))],
      expected: .success([])),
  ]

  @Test(
    "wrap, AddAnnotation: the same words of the fixture wrapped, or refused",
    .enabled(if: hasFixture, noFixture), arguments: wraps.filter { $0.page == nil })
  func wrappingOnTheFixture(_ item: Wrap) {
    wrapping(item)
  }

  @Test(
    "contiguity: the same words of its inline page wrapped",
    arguments: wraps.filter { $0.page != nil })
  func wrappingOnAPage(_ item: Wrap) {
    wrapping(item)
  }

  func wrapping(_ item: Wrap) {
    let source = item.page.map { HTMLDocumentParser.sourceText(html: $0) } ?? Self.fixture
    let got = Self.wrap(item.highlights, in: source)
    switch (got, item.expected) {
    case (.success(let wrapped), .success(let expected)):
      #expect(wrapped == expected.sorted(), "\(item.name)")
    case (.failure(let refusal), .failure(let expected)):
      #expect(refusal == expected, "\(item.name)")
    case (let got, let expected):
      Issue.record("\(item.name): got \(got), Readeck \(expected)")
    }
  }

  /// `TestFunctions/wrapTextNode`, the cases that wrap something: code points of one text
  /// node of its inline page (`“` and `‘` are one each). The others give offsets Go's
  /// function ignores (negative, reversed, on an element), which dogear never makes.
  @Test("wrapTextNode: code-point slices of one text node")
  func textNodeSlices() throws {
    let page = """
      <body>
      \t\t<p>Loren ipsum <strong>dolor</strong> sit amet</p>
      \t\t<p>“Med hjälp av en text som denna så ser man snabbt hur text kan placeras och ‘hur det därefter ser ut’”</p>
      \t\t</body>
      """
    let source = HTMLDocumentParser.sourceText(html: page)
    let cases: [(NodeName, Int, Int, String)] = [
      (NodeName("p[1]", 1), 0, 0, ""), (NodeName("p[1]", 1), 0, 12, "Loren ipsum "),
      (NodeName("p[1]", 1), 6, 12, "ipsum "), (NodeName("p[2]", 1), 1, 4, "Med"),
      (NodeName("p[2]", 1), 72, 102, "och ‘hur det därefter ser ut’”"),
    ]
    for (name, low, high, expected) in cases {
      let node = try #require(Self.index(of: name, in: source))
      let scalars = Array(source.nodes[node].text.unicodeScalars)
      #expect(
        String(String.UnicodeScalarView(scalars[low..<high])) == expected,
        "\(name) \(low)..<\(high)")
    }
  }
}
