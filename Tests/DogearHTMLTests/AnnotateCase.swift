import Foundation
import Testing

@testable import DogearCore
@testable import DogearHTML
@testable import DogearLayout
@testable import DogearPosition

/// The shapes of Readeck's `pkg/annotate/annotate_test.go` cases (Readeck 0.22.3) as data, and
/// how dogear answers each: `ReadeckAnnotateTests` holds them on our own fixture,
/// `ReadeckFixtureTests` on Readeck's when a fetched copy is there. A text node is named as
/// the Go tests name it, by its parent's same-tag path and its place among that parent's own
/// text nodes (`/html/body/p[2]/text()[2]` is `p[2]`, 2).
enum AnnotateCase {
  /// A text node as the Go test names it.
  struct NodeName: Equatable, CustomStringConvertible {
    var parent: String
    var text: Int
    init(_ parent: String, _ text: Int) { (self.parent, self.text) = (parent, text) }
    var description: String { "\(parent)/text()[\(text)]" }
  }

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

  static func position(_ selector: String, _ offset: Int) -> TextPosition {
    TextPosition(selector: selector, offset: offset)
  }

  // MARK: getTextNodeBoundary

  /// A selector and offset to a text node and an offset in it (`getTextNodeBoundary`).
  struct Boundary: CustomStringConvertible {
    var readeck: String
    var selector: String
    var offset: Int
    var isStart = true
    var expected: Result<(NodeName, Int), SourceText.Refusal>
    var description: String { "\(readeck): \(selector)@\(offset)" }
  }

  static func check(_ item: Boundary, on source: SourceText) {
    let position = TextPosition(selector: item.selector, offset: item.offset)
    switch (
      Result { () throws(SourceText.Refusal) in
        try source.resolve(position, isStart: item.isStart)
      },
      item.expected
    ) {
    case (.success(let point), .success(let (node, offset))):
      #expect(name(of: point.node, in: source) == node, "\(item)")
      #expect(point.inside == offset, "\(item)")
    case (.failure(let refusal), .failure(let expected)):
      #expect(refusal == expected, "\(item)")
    case (let got, let expected):
      Issue.record("\(item): got \(got), Readeck \(expected)")
    }
  }

  // MARK: getSelector

  /// A point in a text node to the web's selector and offset (`getSelector`).
  struct Selector: CustomStringConvertible {
    var readeck: String
    var node: NodeName
    var inside: Int
    var selector: String
    var offset: Int
    var description: String { "\(readeck): \(node)@\(inside)" }
  }

  static func check(_ item: Selector, on source: SourceText) throws {
    let node = try #require(index(of: item.node, in: source), "\(item)")
    let boundary = source.webBoundary(at: SourceText.NodePoint(node: node, inside: item.inside))
    #expect(boundary == TextPosition(selector: item.selector, offset: item.offset), "\(item)")
  }

  // MARK: ToRange

  /// A highlight's boundaries to its text nodes, its start and its end, or the refusal
  /// (`Annotation.ToRange`).
  struct Range: CustomStringConvertible {
    var readeck: String
    var start: TextPosition
    var end: TextPosition
    var expected: Result<([NodeName], NodeName, Int, NodeName, Int), SourceText.Refusal>
    var description: String { "\(readeck): \(start)-\(end)" }
  }

  static func check(_ item: Range, on source: SourceText) {
    let found = Result { () throws(SourceText.Refusal) in
      let start = try source.resolve(item.start, isStart: true)
      let end = try source.resolve(item.end, isStart: false)
      return (try source.nodes(from: start, to: end), start, end)
    }
    switch (found, item.expected) {
    case (.success(let (nodes, start, end)), .success(let expected)):
      #expect(nodes.map { name(of: $0, in: source) } == expected.0, "\(item)")
      #expect(name(of: start.node, in: source) == expected.1, "\(item)")
      #expect(start.inside == expected.2, "\(item)")
      #expect(name(of: end.node, in: source) == expected.3, "\(item)")
      #expect(end.inside == expected.4, "\(item)")
    case (.failure(let refusal), .failure(let expected)):
      #expect(refusal == expected, "\(item)")
    case (let got, let expected):
      Issue.record("\(item): got \(got), Readeck \(expected)")
    }
  }

  // MARK: Wrapping (Wrap, AddAnnotation)

  /// One wrapper Readeck adds: the same-tag path of the element it goes in, and its text
  /// (trimmed, as the Go tests compare it).
  struct Wrapped: Comparable, CustomStringConvertible {
    var parent: String
    var text: String
    init(_ parent: String, _ text: String) { (self.parent, self.text) = (parent, text) }
    static func < (lhs: Self, rhs: Self) -> Bool { (lhs.parent, lhs.text) < (rhs.parent, rhs.text) }
    var description: String { "\(parent) «\(text)»" }
  }

  /// Highlights added one after another, on `page` or else on the fixture, and the wrappers
  /// Readeck makes or its refusal.
  struct Wrap: CustomStringConvertible {
    var readeck: String
    var page: String?
    var highlights: [(TextPosition, TextPosition)]
    var expected: Result<[Wrapped], SourceText.Refusal>
    var description: String { readeck }
  }

  static func check(_ item: Wrap, on fixture: SourceText) {
    let source = item.page.map { HTMLDocumentParser.sourceText(html: $0) } ?? fixture
    switch (wrap(item.highlights, in: source), item.expected) {
    case (.success(let wrapped), .success(let expected)):
      #expect(wrapped == expected.sorted(), "\(item)")
    case (.failure(let refusal), .failure(let expected)):
      #expect(refusal == expected, "\(item)")
    case (let got, let expected):
      Issue.record("\(item): got \(got), Readeck \(expected)")
    }
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
}
