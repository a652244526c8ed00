import DogearCore
import DogearLayout

/// The elements of a document that have an element child, as far as the document shows
/// them: the ancestors of every span (text, `br`, inline picture) and of every image block.
///
/// The web reader saves only a leaf as `read_anchor` (an element with no element children,
/// docs/readeck-api.md §2), so an element in this set is never one. The parents of elements
/// the blocks do not show (an empty `span`, a `script`) come from the parser
/// (`Document.hiddenParents`).
///
/// Kept as a tree of steps, each element numbered and known by its parent's number and its
/// own step, so that an ancestor path is never a copy of its child's steps (issue 41: the
/// 484 KB article's set of paths took 0.37 MB). `ParentElementSet` is the plain set of paths
/// it answers as; a test holds the two to the same answers.
struct ParentElements: Sendable {
  /// An element by its parent's number (0: the fragment itself) and its step.
  private struct Node: Hashable {
    let parent: Int32
    let step: ElementPath.Step

    /// The parent and the index only: siblings never share an index, and a tag costs the
    /// hashing of a string (as `ElementPath.hash`).
    func hash(into hasher: inout Hasher) {
      hasher.combine(parent)
      hasher.combine(step.index)
    }
  }

  /// Each element on the way to one noted: its number (from 1) times two, plus one when it
  /// was noted itself (the steps above a hidden parent are there only to reach it).
  private var numbers: [Node: Int32] = [:]
  /// The fragment itself noted as a parent (an empty path among the hidden parents).
  private var holdsFragment = false
  /// The last child noted and the numbers of its ancestors, from the top: consecutive spans
  /// mostly share their element, or all but its last steps.
  private var lastChild: ElementPath?
  private var lastAncestors: [Int32] = []

  /// Elements known to have an element child.
  mutating func note(parents: Set<ElementPath>) {
    for path in parents {
      guard !path.steps.isEmpty else {
        holdsFragment = true
        continue
      }
      var parent: Int32 = 0
      for (depth, step) in path.steps.enumerated() {
        parent = number(of: Node(parent: parent, step: step), noted: depth == path.steps.count - 1)
      }
    }
  }

  /// Notes that `child` is in the document: each of its ancestors has an element child.
  mutating func noteChild(_ child: ElementPath) {
    guard child != lastChild else { return }
    let steps = child.steps
    let ancestors = max(0, steps.count - 1)
    // The ancestors shared with the last child are noted already.
    var shared = 0
    if let last = lastChild?.steps {
      let reach = min(ancestors, lastAncestors.count)
      while shared < reach, last[shared] == steps[shared] { shared += 1 }
    }
    lastAncestors.removeSubrange(shared...)
    var parent = shared == 0 ? 0 : lastAncestors[shared - 1]
    for step in steps[shared..<ancestors] {
      parent = number(of: Node(parent: parent, step: step), noted: true)
      lastAncestors.append(parent)
    }
    lastChild = child
  }

  /// True when `path` has an element child.
  func contains(_ path: ElementPath) -> Bool {
    guard !path.steps.isEmpty else { return holdsFragment }
    var parent: Int32 = 0
    var entry: Int32 = 0
    for step in path.steps {
      guard let found = numbers[Node(parent: parent, step: step)] else { return false }
      entry = found
      parent = found >> 1
    }
    return entry & 1 == 1
  }

  /// The number of `node`, numbered now if it is new; marked as noted when `noted`.
  private mutating func number(of node: Node, noted: Bool) -> Int32 {
    let mark: Int32 = noted ? 1 : 0
    if let entry = numbers[node] {
      if entry & 1 < mark { numbers[node] = entry | 1 }
      return entry >> 1
    }
    let next = Int32(numbers.count + 1)
    numbers[node] = next << 1 | mark
    return next
  }
}

/// `ParentElements` as the plain set of paths, each ancestor a path of its own: what it
/// answers as, for the test that compares them.
struct ParentElementSet: Sendable {
  private var paths: Set<ElementPath> = []

  mutating func note(parents: Set<ElementPath>) {
    paths.formUnion(parents)
  }

  mutating func noteChild(_ child: ElementPath) {
    var steps = child.steps
    while steps.count > 1 {
      steps.removeLast()
      paths.insert(ElementPath(steps))
    }
  }

  func contains(_ path: ElementPath) -> Bool { paths.contains(path) }
}
