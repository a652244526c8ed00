import DogearCore

/// Every element path of one document, numbered, so that a layout indexes lines by small
/// integers instead of hashing paths at every width.
public final class PathTable: Sendable {
  let paths: [ElementPath]
  private let index: PathIndex

  fileprivate init(paths: [ElementPath], index: PathIndex) {
    self.paths = paths
    self.index = index
  }

  func id(of path: ElementPath) -> Int32? { index.find(path, in: paths) }

  func path(_ id: Int32) -> ElementPath { paths[Int(id)] }

  var count: Int { paths.count }

  /// The path of the "Links" list that dogear appends to an article. It is not an element of
  /// the article: Readeck never sees it resolve, and locally it anchors the link list lines.
  public static let linksPath = ElementPath([ElementPath.Step(tag: "dogear-links", index: 1)])
}

/// Numbers paths as a document is prepared.
struct PathTableBuilder {
  private var paths: [ElementPath] = []
  private var index = PathIndex()
  private var lastPath: ElementPath?
  private var lastID: Int32 = -1

  mutating func id(of path: ElementPath) -> Int32 {
    // Consecutive spans mostly share their path: skip the lookup then.
    if lastPath == path { return lastID }
    let id: Int32
    if let known = index.find(path, in: paths) {
      id = known
    } else {
      id = Int32(paths.count)
      paths.append(path)
      index.insert(path, id: id)
    }
    lastPath = path
    lastID = id
    return id
  }

  func build() -> PathTable { PathTable(paths: paths, index: index) }
}

/// An open-addressing hash index from paths to their ids (positions in a list of paths).
///
/// Keyed by the paths' step indices folded into one word (`key(of:)`): within one document
/// two elements never share every index, and integers hash without `Hasher`'s cost. Keys
/// that match still have their paths compared in full, so a collision only costs time.
struct PathIndex: Sendable {
  /// `id + 1` per slot, 0 for an empty one; a power of two long, at most half full.
  private var slots: [Int32] = Array(repeating: 0, count: 16)
  /// The key of each id's path.
  private var keys: [UInt64] = []

  /// The index steps of `path` folded into one word.
  static func key(of path: ElementPath) -> UInt64 {
    var folded = UInt64(truncatingIfNeeded: path.steps.count)
    for step in path.steps {
      folded = (folded &* 0x100_0000_01B3) ^ UInt64(truncatingIfNeeded: step.index)
    }
    return folded
  }

  func find(_ path: ElementPath, in paths: [ElementPath]) -> Int32? {
    let key = Self.key(of: path)
    let mask = slots.count - 1
    var slot = Self.start(key, mask: mask)
    while slots[slot] != 0 {
      let id = Int(slots[slot] - 1)
      if keys[id] == key, paths[id] == path { return Int32(id) }
      slot = (slot + 1) & mask
    }
    return nil
  }

  /// Adds `path`, which must not be in the index yet, as `id` (the next id).
  mutating func insert(_ path: ElementPath, id: Int32) {
    let key = Self.key(of: path)
    keys.append(key)
    if keys.count * 2 > slots.count {
      grow()
    } else {
      place(key, id: id)
    }
  }

  private mutating func place(_ key: UInt64, id: Int32) {
    let mask = slots.count - 1
    var slot = Self.start(key, mask: mask)
    while slots[slot] != 0 { slot = (slot + 1) & mask }
    slots[slot] = id + 1
  }

  /// Doubles the slots and places every key again (including the one just appended).
  private mutating func grow() {
    slots = Array(repeating: 0, count: slots.count * 2)
    for (id, key) in keys.enumerated() { place(key, id: Int32(id)) }
  }

  /// Fibonacci hashing: the high bits of the key times 2^64 / golden ratio.
  private static func start(_ key: UInt64, mask: Int) -> Int {
    Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> 32) & mask
  }
}
