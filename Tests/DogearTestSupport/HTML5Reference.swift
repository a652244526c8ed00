import Foundation

/// An HTML5-conformant parser, Python's `html5lib` (Debian's `python3-html5lib`), as the
/// reference for the tree Readeck's server builds (`golang.org/x/net/html`): the text nodes
/// under `<body>` of each document, parsed whole as the server parses a stored article
/// (`Tests/HTML5Reference/text_nodes.py`).
public enum HTML5Reference {
  /// One text node: its parent's steps from `<body>`'s children and its text.
  public struct TextNode: Equatable, Sendable, CustomStringConvertible {
    public struct Step: Equatable, Sendable {
      public var tag: String
      public var nthChild: Int
      public var sameTag: Int

      public init(tag: String, nthChild: Int, sameTag: Int) {
        (self.tag, self.nthChild, self.sameTag) = (tag, nthChild, sameTag)
      }
    }

    public var steps: [Step]
    public var text: String

    public init(steps: [Step], text: String) {
      self.steps = steps
      self.text = text
    }

    public var path: String {
      steps.map { "\($0.tag)[\($0.sameTag)]:nth-child(\($0.nthChild))" }.joined(separator: "/")
    }

    public var description: String { "\(path) «\(text.debugDescription.prefix(60))»" }
  }

  /// A Python with html5lib, if there is one: Debian's first (a Python of one's own on PATH,
  /// pyenv's, may lack Debian's modules).
  public static let python: String? = {
    for candidate in ["/usr/bin/python3", "python3"] {
      let probe = try? ChildProcess.run(candidate, ["-c", "import html5lib"], timeout: 60)
      if probe?.status == 0 { return candidate }
    }
    return nil
  }()

  public static var isAvailable: Bool { !TestSupport.simulatesPlainClone && python != nil }

  /// The text nodes of each document, in document order.
  public static func textNodes(_ documents: [String]) throws -> [[TextNode]] {
    guard let python else { throw WebReader.Failure(description: "no python3 with html5lib") }
    let script = TestSupport.repositoryRoot.appendingPathComponent(
      "Tests/HTML5Reference/text_nodes.py")
    let run = try ChildProcess.run(
      python, [script.path], input: try JSONEncoder().encode(documents))
    guard run.status == 0 else {
      throw WebReader.Failure(
        description: "text_nodes.py exited \(run.status): \(run.errorText.suffix(2000))")
    }
    let raw = try JSONSerialization.jsonObject(with: run.output) as? [[[Any]]] ?? []
    return raw.map { nodes in
      nodes.compactMap { pair -> TextNode? in
        guard pair.count == 2, let steps = pair[0] as? [[Any]], let text = pair[1] as? String
        else { return nil }
        return TextNode(
          steps: steps.map {
            TextNode.Step(
              tag: $0[0] as? String ?? "", nthChild: $0[1] as? Int ?? 0, sameTag: $0[2] as? Int ?? 0
            )
          }, text: text)
      }
    }
  }
}
