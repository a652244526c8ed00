/// Every element path of one document, numbered, so that a layout indexes lines by small
/// integers instead of hashing paths at every width.
final class PathTable: Sendable {
  let ids: [ElementPath: Int32]
  let paths: [ElementPath]

  init(ids: [ElementPath: Int32], paths: [ElementPath]) {
    self.ids = ids
    self.paths = paths
  }

  func id(of path: ElementPath) -> Int32? { ids[path] }

  func path(_ id: Int32) -> ElementPath { paths[Int(id)] }

  var count: Int { paths.count }

  /// The path of the "Links" list that dogear appends to an article. It is not an element of
  /// the article: Readeck never sees it resolve, and locally it anchors the link list lines.
  static let linksPath = ElementPath([ElementPath.Step(tag: "dogear-links", index: 1)])
}

/// Numbers paths as a document is prepared.
struct PathTableBuilder {
  private var ids: [ElementPath: Int32] = [:]
  private var paths: [ElementPath] = []
  private var lastPath: ElementPath?
  private var lastID: Int32 = -1

  mutating func id(of path: ElementPath) -> Int32 {
    // Consecutive spans mostly share their path: skip the hash then.
    if let lastPath, lastPath == path { return lastID }
    let id: Int32
    if let known = ids[path] {
      id = known
    } else {
      id = Int32(paths.count)
      ids[path] = id
      paths.append(path)
    }
    lastPath = path
    lastID = id
    return id
  }

  func build() -> PathTable { PathTable(ids: ids, paths: paths) }
}
