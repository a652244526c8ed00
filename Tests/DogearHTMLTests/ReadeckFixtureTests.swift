import DogearTestSupport
import Foundation
import Testing

@testable import DogearCore
@testable import DogearHTML
@testable import DogearLayout
@testable import DogearPosition

/// Readeck's own highlight tests on Readeck's own fixture, when a fetched copy is there: the
/// cases of `pkg/annotate/annotate_test.go` (Readeck 0.22.3, commit 05c2926c) with their
/// expected answers. The same cases on our own fixture, which always run, are
/// `ReadeckAnnotateTests`; these check that the fixture's shapes were not what made them pass.
@Suite("Readeck's annotate_test.go cases on its own fixture, when fetched")
struct ReadeckFixtureTests {
  typealias Name = AnnotateCase.NodeName

  /// `pkg/annotate/fixtures/test.html` of Readeck 0.22.3 (AGPL-3.0, never committed here):
  /// read from `DOGEAR_READECK_ANNOTATE_FIXTURE` or `.build/readeck-annotate/test.html` (`git
  /// show release:pkg/annotate/fixtures/test.html` in a clone of Readeck).
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

  static func position(_ selector: String, _ offset: Int) -> TextPosition {
    TextPosition(selector: selector, offset: offset)
  }

  static let boundaries: [AnnotateCase.Boundary] = [
    .init(readeck: "1", selector: "../@", offset: 0, expected: .failure(.notFound("../@"))),
    .init(readeck: "2", selector: "div[2]", offset: 0, expected: .failure(.notFound("div[2]"))),
    .init(readeck: "3", selector: "p[1]", offset: 260, expected: .failure(.outOfRange(260))),
    .init(readeck: "4", selector: "p[1]", offset: 0, expected: .success((Name("p[1]", 1), 0))),
    .init(readeck: "5", selector: "p[1]", offset: 5, expected: .success((Name("p[1]", 1), 5))),
    .init(readeck: "6", selector: "p[2]", offset: 30, expected: .success((Name("p[2]", 2), 12))),
    .init(
      readeck: "7", selector: "div[1]/p[2]/strong[1]", offset: 27,
      expected: .success((Name("div[1]/p[2]/strong[1]", 2), 1))),
    .init(readeck: "8", selector: "p[3]", offset: 179, expected: .success((Name("p[3]", 2), 6))),
  ]

  @Test(
    "getTextNodeBoundary on Readeck's fixture", .enabled(if: hasFixture, noFixture),
    arguments: boundaries)
  func textNodeBoundary(_ item: AnnotateCase.Boundary) {
    AnnotateCase.check(item, on: Self.fixture)
  }

  static let selectors: [AnnotateCase.Selector] = [
    .init(readeck: "2", node: Name("p[1]", 1), inside: 0, selector: "p[1]", offset: 0),
    .init(readeck: "3", node: Name("p[1]", 1), inside: 5, selector: "p[1]", offset: 5),
    .init(readeck: "4", node: Name("p[2]", 1), inside: 7, selector: "p[2]", offset: 7),
    .init(readeck: "5", node: Name("p[2]", 2), inside: 12, selector: "p[2]", offset: 30),
    .init(
      readeck: "6", node: Name("div[1]/p[2]/strong[1]", 2), inside: 1,
      selector: "div[1]/p[2]/strong[1]", offset: 27),
    .init(readeck: "7", node: Name("p[3]", 1), inside: 100, selector: "p[3]", offset: 100),
    .init(readeck: "8", node: Name("p[3]", 2), inside: 9, selector: "p[3]", offset: 182),
  ]

  @Test(
    "getSelector on Readeck's fixture", .enabled(if: hasFixture, noFixture),
    arguments: selectors)
  func selector(_ item: AnnotateCase.Selector) throws {
    try AnnotateCase.check(item, on: Self.fixture)
  }

  static let ranges: [AnnotateCase.Range] = [
    .init(
      readeck: "1", start: position("p[1]", 260), end: position("p[1]", 270),
      expected: .failure(.outOfRange(260))),
    .init(
      readeck: "2", start: position("p[1]", 0), end: position("p[1]", 270),
      expected: .failure(.outOfRange(270))),
    .init(
      readeck: "3", start: position("p[2]", 19), end: position("p[1]", 24),
      expected: .failure(.noTextNodes)),
    .init(
      readeck: "4", start: position("p[1]", 24), end: position("p[1]", 19),
      expected: .failure(.invalidRange)),
    .init(
      readeck: "5", start: position("p[1]", 19), end: position("p[1]", 24),
      expected: .success(([Name("p[1]", 1)], Name("p[1]", 1), 19, Name("p[1]", 1), 24))),
    .init(
      readeck: "6", start: position("h2[1]/span[1]", 0), end: position("p[2]/b[1]", 5),
      expected: .success(
        (
          [Name("h2[1]/span[1]", 1), Name("", 3), Name("p[2]", 1), Name("p[2]/b[1]", 1)],
          Name("h2[1]/span[1]", 1), 0, Name("p[2]/b[1]", 1), 5
        ))),
    .init(
      readeck: "7", start: position("div[1]/p[2]", 66), end: position("div[1]/p[2]", 122),
      expected: .success(
        (
          [
            Name("div[1]/p[2]", 1), Name("div[1]/p[2]/strong[1]", 1),
            Name("div[1]/p[2]/strong[1]/a[1]", 1), Name("div[1]/p[2]/strong[1]", 2),
            Name("div[1]/p[2]", 2),
          ], Name("div[1]/p[2]", 1), 66, Name("div[1]/p[2]", 2), 13
        ))),
  ]

  @Test("ToRange on Readeck's fixture", .enabled(if: hasFixture, noFixture), arguments: ranges)
  func range(_ item: AnnotateCase.Range) {
    AnnotateCase.check(item, on: Self.fixture)
  }

  static let lorem = (position("p[1]", 19), position("p[1]", 24))
  static let across = (position("h2[1]/span[1]", 0), position("p[2]/b[1]", 5))
  static let strong = (
    position("div[1]/p[2]/strong[1]", 12), position("div[1]/p[2]/strong[1]/a[1]", 3)
  )
  static let loremWrapped = [AnnotateCase.Wrapped("p[1]", "dolor")]
  static let acrossWrapped = [
    AnnotateCase.Wrapped("h2[1]/span[1]", "test"), .init("", ""), .init("p[2]", "Lorem"),
    .init("p[2]/b[1]", "ipsum"),
  ]
  static let strongWrapped = [
    AnnotateCase.Wrapped("div[1]/p[2]/strong[1]", "sciunt"),
    .init("div[1]/p[2]/strong[1]/a[1]", "sit"),
  ]

  static let wraps: [AnnotateCase.Wrap] = [
    .init(readeck: "wrap 1", highlights: [lorem], expected: .success(loremWrapped)),
    .init(readeck: "wrap 2", highlights: [across], expected: .success(acrossWrapped)),
    .init(
      readeck: "wrap 3", highlights: [lorem, across],
      expected: .success((loremWrapped + acrossWrapped).sorted())),
    .init(
      readeck: "wrap 4", highlights: [across, lorem],
      expected: .success((loremWrapped + acrossWrapped).sorted())),
    .init(
      readeck: "wrap 5, AddAnnotation 2", highlights: [across, lorem, strong],
      expected: .success((loremWrapped + acrossWrapped + strongWrapped).sorted())),
    .init(
      readeck: "wrap 6", highlights: [(position("./p[3]", 174), position("./p[3]", 204))],
      expected: .success([.init("p[3]", "och ‘hur det därefter ser ut’”")])),
    .init(
      readeck: "wrap 7", highlights: [(position("./p[3]", 155), position("./p[3]", 182))],
      expected: .success(
        [.init("p[3]", "kan"), .init("p[3]/b[1]", "placeras"), .init("p[3]", "och ‘hur")]
          .sorted())),
    .init(
      readeck: "AddAnnotation 3",
      highlights: [
        (position("p[1]", 1), position("p[1]", 15)), (position("p[1]", 15), position("p[1]", 23)),
      ],
      expected: .success([.init("p[1]", "Lorem ip"), .init("p[1]", "sum dolo")])),
    .init(
      readeck: "AddAnnotation 4",
      highlights: [
        (position("p[1]", 34), position("p[1]", 62)), (position("p[1]", 87), position("p[1]", 109)),
      ],
      expected: .success(
        [.init("p[1]", "consectetur adipisicing elit"), .init("p[1]", "inventore a voluptatem")])),
    .init(
      readeck: "AddAnnotation 5",
      highlights: [
        (position("p[1]", 34), position("p[1]", 62)), (position("p[1]", 87), position("p[1]", 109)),
        (position("p[1]", 58), position("p[1]", 71)),
      ], expected: .failure(.overlapping)),
  ]

  @Test(
    "wrap and AddAnnotation on Readeck's fixture", .enabled(if: hasFixture, noFixture),
    arguments: wraps)
  func wrapping(_ item: AnnotateCase.Wrap) {
    AnnotateCase.check(item, on: Self.fixture)
  }
}
