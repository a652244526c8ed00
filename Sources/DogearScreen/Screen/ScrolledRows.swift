/// What a frame says of rows that show a scrolled text (issue 41): rows `rows` show lines of
/// one text, line `firstLine` on the first of them (the reader's article rows, `firstLine` its
/// top line). Two frames whose `rows` agree show the same lines `firstLine`'s difference apart,
/// so the painter can have the terminal scroll them without searching every row's signature
/// for the shift. Only a hint: `Screen.plan(after:shownSignatures:mayScroll:rowLimit:)` takes
/// the shift only when every row it keeps holds the cells it should.
public struct ScrolledRows: Equatable, Sendable {
  public var rows: Range<Int>
  public var firstLine: Int

  public init(rows: Range<Int>, firstLine: Int) {
    self.rows = rows
    self.firstLine = firstLine
  }

  /// The terminal scroll that would turn `shown`'s rows into `next`'s, if the two hints say
  /// the same rows moved and at least `minimumRows` of them stay on screen; else nil.
  public static func shift(from shown: ScrolledRows?, to next: ScrolledRows?, minimumRows: Int = 3)
    -> RowShift?
  {
    guard let shown, let next, shown.rows == next.rows, !next.rows.isEmpty else { return nil }
    let lines = next.firstLine - shown.firstLine
    guard lines != 0, next.rows.count - abs(lines) >= minimumRows else { return nil }
    return RowShift(top: next.rows.lowerBound, bottom: next.rows.upperBound - 1, lines: lines)
  }
}

extension RowShift {
  /// `row` is one the scroll fills with another row of its region (not one it leaves blank
  /// or one outside it): a row whose cells the shift claims to keep.
  public func keeps(_ row: Int) -> Bool {
    row >= top && row <= bottom && row + lines >= top && row + lines <= bottom
  }
}
