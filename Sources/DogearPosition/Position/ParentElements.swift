import DogearCore
import DogearLayout

/// The elements of a document that have an element child, as far as the document shows
/// them: the ancestors of every span (text, `br`, inline picture) and of every image block.
///
/// The web reader saves only a leaf as `read_anchor` (an element with no element children,
/// docs/readeck-api.md §2), so an element in this set is never one. The parents of elements
/// the blocks do not show (an empty `span`, a `script`) come from the parser
/// (`Document.hiddenParents`).
struct ParentElements: Sendable {
  private var paths: Set<ElementPath> = []

  /// Elements known to have an element child.
  mutating func note(parents: Set<ElementPath>) {
    paths.formUnion(parents)
  }
  /// The last child noted: consecutive spans mostly share their element.
  private var lastChild: ElementPath?

  /// Notes that `child` is in the document: each of its ancestors has an element child.
  mutating func noteChild(_ child: ElementPath) {
    guard child != lastChild else { return }
    lastChild = child
    var steps = child.steps
    while steps.count > 1 {
      steps.removeLast()
      // Its ancestors were noted with it.
      guard paths.insert(ElementPath(steps)).inserted else { return }
    }
  }

  /// True when `path` has an element child.
  func contains(_ path: ElementPath) -> Bool { paths.contains(path) }
}
