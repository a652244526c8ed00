import DogearTestSupport
import Testing

@testable import DogearCore
@testable import DogearPosition

/// The elements with an element child kept as a tree of steps (issue 41) answer as the plain
/// set of paths they replaced (`ParentElementSet`).
@Suite("Parent elements as a tree")
struct ParentElementsTests {
  static let tags = ["p", "span", "a", "div", "em"]

  static func path(_ random: inout SeededGenerator) -> ElementPath {
    ElementPath(
      (0..<Int.random(in: 0...5, using: &random)).map { _ in
        ElementPath.Step(
          tag: tags.randomElement(using: &random) ?? "p",
          index: Int.random(in: 1...3, using: &random))
      })
  }

  @Test("seeded: children and hidden parents noted in any order, every path answers the same")
  func sameAnswersAsTheSet() {
    for seed in 0..<200 {
      var random = SeededGenerator(seed: UInt64(seed))
      var tree = ParentElements()
      var set = ParentElementSet()
      for _ in 0..<Int.random(in: 0...40, using: &random) {
        if Int.random(in: 0..<5, using: &random) == 0 {
          let hidden = Set(
            (0..<Int.random(in: 0...3, using: &random)).map { _ in
              Self.path(&random)
            })
          tree.note(parents: hidden)
          set.note(parents: hidden)
        } else {
          let child = Self.path(&random)
          // Runs of one child, as consecutive spans share their element.
          for _ in 0..<Int.random(in: 1...2, using: &random) {
            tree.noteChild(child)
            set.noteChild(child)
          }
        }
      }
      for _ in 0..<60 {
        let path = Self.path(&random)
        #expect(tree.contains(path) == set.contains(path), "seed \(seed): \(path.css)")
      }
    }
  }

  @Test("an element of a noted child's path is a parent, the child itself is not")
  func childAndAncestors() {
    var tree = ParentElements()
    let child = ElementPath([
      .init(tag: "div", index: 2), .init(tag: "p", index: 1),
      .init(tag: "em", index: 3),
    ])
    tree.noteChild(child)
    #expect(tree.contains(ElementPath(Array(child.steps.prefix(1)))))
    #expect(tree.contains(ElementPath(Array(child.steps.prefix(2)))))
    #expect(!tree.contains(child))
    #expect(!tree.contains(.root))
    // Above a hidden parent only to reach it: not a parent itself.
    tree.note(parents: [
      ElementPath([.init(tag: "section", index: 1), .init(tag: "svg", index: 4)])
    ])
    #expect(
      tree.contains(ElementPath([.init(tag: "section", index: 1), .init(tag: "svg", index: 4)])))
    #expect(!tree.contains(ElementPath([.init(tag: "section", index: 1)])))
  }
}
