import DogearCore
import DogearTestSupport
import Foundation
import Testing

@testable import DogearHTML

/// html5lib-tests' tree construction (issue 37), on what the server's highlights and
/// `read_anchor` depend on: under `<body>`, every element's path (`nth-child` and same-tag)
/// and every text node's parent and text. A test passes when dogear's agree with the
/// expected tree's; the share that passes may only grow (`passing`).
///
/// The `.dat` files are never committed: `make test` puts the copy html5lib 1.1's PyPI source
/// distribution carries in `.build/html5lib-tests` (scripts/fetch-html5lib-tests);
/// `DOGEAR_HTML5LIB_TESTS` names another `tree-construction` folder (a clone of
/// html5lib/html5lib-tests). Without either, the suite says it is skipped.
@Suite(
  "html5lib-tests tree construction, under body",
  .enabled(
    if: HTML5LibTestsCopy.folder != nil,
    "html5lib-tests not fetched (make test fetches it; or set DOGEAR_HTML5LIB_TESTS)"))
struct HTML5LibTreeTests {
  /// Tests that passed when this suite was last brought up to date, by the copy's number of
  /// whole-document tests: fewer is a regression. html5lib 1.1's copy (what `make test`
  /// fetches) and html5lib-tests at commit 53825d7b.
  static let passing: [Int: Int] = [1_479: 819, 1_551: 875]

  /// Files about doctypes, quirks mode and fragment parsing in a context: not what lies under
  /// an article's body. (The scripted tests sit in a folder of their own, never read.)
  static let leftOut: Set<String> = [
    "doctype01.dat", "quirks01.dat", "foreign-fragment.dat", "tests_innerHTML_1.dat",
  ]

  struct Case {
    var file: String
    var number: Int
    var data: String
    /// The expected tree's lines (`| ` taken off), or nil when the test is not one of
    /// a whole document parsed with scripting off.
    var document: [String]
  }

  /// The tests of one `.dat` file that parse a whole document.
  static func cases(in file: URL) throws -> [Case] {
    let text = try String(contentsOf: file, encoding: .utf8)
    var cases: [Case] = []
    var number = 0
    for chunk in text.components(separatedBy: "\n#data\n").enumerated() {
      var lines = chunk.element.components(separatedBy: "\n")
      if chunk.offset == 0 {
        guard lines.first == "#data" else { continue }
        lines.removeFirst()
      }
      number += 1
      guard let errors = lines.firstIndex(where: { $0 == "#errors" }),
        let document = lines.firstIndex(of: "#document"),
        !lines.contains("#document-fragment"), !lines.contains("#script-on")
      else { continue }
      let data = lines[..<errors].joined(separator: "\n")
      // A text node's later lines have no "| " of their own.
      var tree = lines[(document + 1)...].map { $0.hasPrefix("| ") ? String($0.dropFirst(2)) : $0 }
      while tree.last?.isEmpty == true { tree.removeLast() }
      cases.append(Case(file: file.lastPathComponent, number: number, data: data, document: tree))
    }
    return cases
  }

  static let opaque = ServerTextDifferentialTests.opaque

  /// What the expected tree says lies under `<body>`: element paths (leaving out what lies
  /// inside an opaque element) and text nodes (their steps cut at an opaque element).
  static func expected(_ tree: [String]) -> (paths: [String], texts: [HTML5Reference.TextNode]) {
    struct Open {
      var depth: Int
      var step: HTML5Reference.TextNode.Step?
      var children = 0
      var sameTag: [String: Int] = [:]
      var opaque: Bool
    }
    var paths: [String] = []
    var texts: [HTML5Reference.TextNode] = []
    var stack: [Open] = []
    var inBody = false
    var index = 0
    while index < tree.count {
      let line = tree[index]
      index += 1
      let depth = line.prefix { $0 == " " }.count / 2
      let content = line.drop { $0 == " " }
      while let last = stack.last, last.depth >= depth { stack.removeLast() }
      if stack.isEmpty { inBody = false }
      if depth == 1, content == "<body>" {
        inBody = true
        stack = [Open(depth: 1, step: nil, opaque: false)]
        continue
      }
      guard inBody, !stack.isEmpty else { continue }
      if content.hasPrefix("\"") {
        var text = String(content.dropFirst())
        while !(text.hasSuffix("\"") && !text.isEmpty) && index < tree.count {
          text += "\n" + tree[index]
          index += 1
        }
        if !text.isEmpty { text.removeLast() }
        let steps = stack.compactMap(\.step)
        let cut = steps.firstIndex { opaque.contains($0.tag) } ?? steps.count
        texts.append(HTML5Reference.TextNode(steps: Array(steps[..<cut]), text: text))
      } else if content.hasPrefix("<"), !content.hasPrefix("<!--"), content.hasSuffix(">") {
        let name = content.dropFirst().dropLast().split(separator: " ").last.map(String.init) ?? ""
        var parent = stack[stack.count - 1]
        parent.children += 1
        parent.sameTag[name, default: 0] += 1
        stack[stack.count - 1] = parent
        let step = HTML5Reference.TextNode.Step(
          tag: name, nthChild: parent.children, sameTag: parent.sameTag[name] ?? 1)
        let steps = stack.compactMap(\.step) + [step]
        if !stack.contains(where: \.opaque) {
          paths.append(
            steps.map { "\($0.tag)[\($0.sameTag)]:\($0.nthChild)" }.joined(separator: "/"))
        }
        stack.append(Open(depth: depth, step: step, opaque: parent.opaque || opaque.contains(name)))
      } else if content == "content" {
        // A template's contents: a fragment of its own, opaque anyway.
        stack.append(Open(depth: depth, step: nil, opaque: true))
      }
    }
    return (paths, texts)
  }

  static func ours(_ html: String) -> (paths: [String], texts: [HTML5Reference.TextNode]) {
    var text = html
    let outcome = SAXSession.run(HTMLInput(text: &text), batchSize: .max, recordingPaths: true) {
      _, _ in
    }
    let paths = outcome.paths.map {
      $0.steps.map { "\($0.tag)[\($0.sameTagIndex)]:\($0.index)" }.joined(separator: "/")
    }
    return (paths, ServerTextDifferentialTests.ours(html))
  }

  @Test("the share of tests whose body dogear builds as HTML5 does")
  func share() throws {
    let folder = try #require(HTML5LibTestsCopy.folder)
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.hasSuffix(".dat") && !Self.leftOut.contains($0) }.sorted()
    var total = 0
    var passed = 0
    var failures: [String] = []
    for file in files {
      for item in try Self.cases(in: folder.appendingPathComponent(file)) {
        total += 1
        let expected = Self.expected(item.document)
        let ours = Self.ours(item.data)
        if ours.paths == expected.paths && ours.texts == expected.texts {
          passed += 1
        } else {
          failures.append(
            "\(item.file) #\(item.number): \(item.data.debugDescription.prefix(100))\n"
              + "  paths ours \(ours.paths.prefix(8))\n        html5 \(expected.paths.prefix(8))\n"
              + "  texts ours \(ours.texts.prefix(6))\n        html5 \(expected.texts.prefix(6))")
        }
      }
    }
    print("html5lib-tests tree construction under body: \(passed) of \(total) pass")
    // DOGEAR_HTML5LIB_FAILURES=file.txt writes every failure there, with both trees' parts.
    if let path = ProcessInfo.processInfo.environment["DOGEAR_HTML5LIB_FAILURES"] {
      try failures.joined(separator: "\n").write(toFile: path, atomically: true, encoding: .utf8)
    }
    #expect(total > 1_000, "the tests were not read")
    let floor = Self.passing[total] ?? 0
    #expect(passed >= floor, "\(passed) of \(total) pass, \(floor) did")
  }
}

/// Where html5lib-tests' tree-construction files are, if fetched.
enum HTML5LibTestsCopy {
  /// The `tree-construction` folder read, when there is one.
  static let folder: URL? = {
    let environment = ProcessInfo.processInfo.environment["DOGEAR_HTML5LIB_TESTS"]
    let candidates = [
      environment.map { URL(fileURLWithPath: $0) },
      TestSupport.repositoryRoot.appendingPathComponent(".build/html5lib-tests/tree-construction"),
    ].compactMap { $0 }
    return candidates.first {
      FileManager.default.fileExists(atPath: $0.appendingPathComponent("tests1.dat").path)
    }
  }()
}
