import DogearCore

/// The rows the list holds in memory: one page around the viewport, never the whole library,
/// so memory and work follow the screen's size and not the library's.
public struct ListWindow: Equatable, Sendable {
  /// The indexes the page was asked for; rows missing inside it are not asked for again.
  public var span: Range<Int>
  /// `rows[0]` is the list's row `span.lowerBound`.
  public var rows: [BookmarkSummary]

  public init(span: Range<Int> = 0..<0, rows: [BookmarkSummary] = []) {
    self.span = span
    self.rows = rows
  }

  /// The list index of `rows[0]`.
  public var offset: Int { span.lowerBound }

  /// The row at list index `index`, when it is loaded.
  public func row(at index: Int) -> BookmarkSummary? {
    let local = index - span.lowerBound
    return rows.indices.contains(local) ? rows[local] : nil
  }

  /// The list index of the loaded row with this id.
  public func index(of id: String) -> Int? {
    rows.firstIndex { $0.id == id }.map { $0 + span.lowerBound }
  }

  mutating func replace(at index: Int, with row: BookmarkSummary) {
    let local = index - span.lowerBound
    if rows.indices.contains(local) { rows[local] = row }
  }

  /// True when the page asked for every index of `range`.
  func covers(_ range: Range<Int>) -> Bool {
    span.includes(range)
  }
}
