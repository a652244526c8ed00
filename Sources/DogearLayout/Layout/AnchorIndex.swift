import DogearCore

/// From an anchor back to the line that holds it, in O(log n).
///
/// For every element, the lines its text appears on, sorted by the Character offset at which
/// each line's part of that element begins (compressed rows: `start[id] ..< start[id + 1]`).
/// Built once per layout by a counting sort on path numbers, so laying out stays linear.
struct AnchorIndex: Sendable {
  /// (element, offset, line) triples in the order the layout finds them: one array, so that
  /// recording one costs one append.
  struct Entries {
    struct Entry {
      var pathID: Int32
      var offset: Int32
      var line: Int32
    }

    var all: [Entry] = []

    mutating func append(pathID: Int32, offset: Int32, line: Int32) {
      all.append(Entry(pathID: pathID, offset: offset, line: line))
    }
  }

  let paths: PathTable
  private let start: [Int32]
  private let offsets: [Int32]
  private let lines: [Int32]
  /// The first line of each element (blocks, items, rows), -1 when it has none.
  private let elementLine: [Int32]

  init(paths: PathTable, entries: Entries, elementLine: [Int32]) {
    self.paths = paths
    self.elementLine = elementLine
    var start = [Int32](repeating: 0, count: paths.count + 1)
    for entry in entries.all { start[Int(entry.pathID) + 1] += 1 }
    for id in 0..<paths.count { start[id + 1] += start[id] }
    var next = start
    var offsets = [Int32](repeating: 0, count: entries.all.count)
    var lines = [Int32](repeating: 0, count: entries.all.count)
    for entry in entries.all {
      let slot = Int(next[Int(entry.pathID)])
      next[Int(entry.pathID)] += 1
      offsets[slot] = entry.offset
      lines[slot] = entry.line
    }
    Self.sortRows(start: start, offsets: &offsets, lines: &lines)
    self.start = start
    self.offsets = offsets
    self.lines = lines
  }

  /// Rows come out of the layout in line order, which is offset order unless an element's
  /// text was laid out out of order; sort only the rows that need it.
  private static func sortRows(start: [Int32], offsets: inout [Int32], lines: inout [Int32]) {
    for id in 0..<(start.count - 1) {
      let row = Int(start[id])..<Int(start[id + 1])
      guard row.count > 1,
        zip(row.dropLast(), row.dropFirst()).contains(where: {
          offsets[$0.0] > offsets[$0.1]
        })
      else { continue }
      let sorted = row.map { (offsets[$0], lines[$0]) }.sorted { ($0.0, $0.1) < ($1.0, $1.1) }
      for (slot, pair) in zip(row, sorted) {
        offsets[slot] = pair.0
        lines[slot] = pair.1
      }
    }
  }

  private init(
    paths: PathTable, start: [Int32], offsets: [Int32], lines: [Int32], elementLine: [Int32]
  ) {
    self.paths = paths
    self.start = start
    self.offsets = offsets
    self.lines = lines
    self.elementLine = elementLine
  }

  /// The same index with every line number `n` moved to `moved(n)` (lines inserted).
  func remapped(_ moved: (Int32) -> Int32) -> AnchorIndex {
    AnchorIndex(
      paths: paths, start: start, offsets: offsets, lines: lines.map(moved),
      elementLine: elementLine.map { $0 < 0 ? $0 : moved($0) })
  }

  /// The line holding `anchor`, or the nearest line of the element it names (see
  /// `ArticleLayout.lineIndex(for:)`).
  func line(for anchor: Anchor) -> Int? {
    if let id = paths.id(of: anchor.path), let line = line(id: Int(id), offset: anchor.offset) {
      return line
    }
    // A web anchor through the image viewer's wrapper names that picture here.
    if let unwrapped = WebImageWrapper.unwrapped(anchor.path),
      let id = paths.id(of: unwrapped), let line = line(id: Int(id), offset: anchor.offset)
    {
      return line
    }
    var best: Int?
    for (id, path) in paths.paths.enumerated() where path.isWithin(anchor.path) {
      if let line = line(id: id, offset: 0) { best = min(best ?? line, line) }
    }
    if let best { return best }
    var steps = anchor.path.steps
    while steps.count > 1 {
      steps.removeLast()
      if let id = paths.id(of: ElementPath(steps)), let line = line(id: Int(id), offset: 0) {
        return line
      }
    }
    return nil
  }

  private func line(id: Int, offset: Int) -> Int? {
    let row = Int(start[id])..<Int(start[id + 1])
    guard !row.isEmpty else {
      let line = elementLine[id]
      return line >= 0 ? Int(line) : nil
    }
    // The last entry whose offset is <= `offset`; the first entry when all are after it.
    let after = offsets[row].partitionPoint { Int($0) <= offset }
    return Int(lines[max(row.lowerBound, after - 1)])
  }
}
