/// How the painter turns the frame on screen into the next one (issue 41): the rows the
/// terminal scrolls, if any, then the rows still to draw.
public struct FramePlan: Equatable, Sendable {
  public var shift: RowShift?
  /// The rows to draw after the shift, top to bottom.
  public var changed: [Int]
  /// The next frame's row signatures when the plan made them (it searched for a shift); nil
  /// when it did not need them, and the plan after it makes them from the frame if it must.
  public var signatures: [UInt64]?

  public init(shift: RowShift?, changed: [Int], signatures: [UInt64]?) {
    self.shift = shift
    self.changed = changed
    self.signatures = signatures
  }
}

extension Screen {
  /// The plan that paints this frame over `shown` (nil: nothing comparable is on screen).
  /// `shownSignatures` are `shown`'s row signatures if a plan made them; `mayScroll` is false
  /// while anything drawn beside curses is on screen; a shift must end above `rowLimit` (the
  /// window's rows).
  ///
  /// Where both frames say which rows show a scrolled text (`scrolledRows`), the shift they
  /// imply is taken once every row it keeps compares equal to the row it came from, which the
  /// rows to draw are compared for anyway: a j spares the row signatures of both frames and
  /// the search over every shift (`searchedPlan`, the general path and the simple version
  /// beside it). A hint that does not hold costs that compare and nothing else: the frame is
  /// planned as if there were none (`FramePlanTests` holds both to the frame). Frames whose
  /// hints are the same are searched too: a line's number says nothing once the article is
  /// laid out again (a summary shown above it moves every line at the same top).
  public func plan(
    after shown: Screen?, shownSignatures: [UInt64]?, mayScroll: Bool, rowLimit: Int
  ) -> FramePlan {
    guard let shown, shown.columns == columns, shown.rows == rows, mayScroll else {
      return FramePlan(shift: nil, changed: rowsChanged(since: shown), signatures: nil)
    }
    if let hinted = ScrolledRows.shift(from: shown.scrolledRows, to: scrolledRows),
      hinted.bottom < rowLimit
    {
      let changed = rowsChanged(since: shown, shiftedBy: hinted)
      if !changed.contains(where: hinted.keeps) {
        return FramePlan(shift: hinted, changed: changed, signatures: nil)
      }
    }
    return searchedPlan(after: shown, shownSignatures: shownSignatures, rowLimit: rowLimit)
  }

  /// The plan without a hint: the shift found from both frames' row signatures
  /// (`rowShift`), looked for only when at least three rows changed where they stand.
  public func searchedPlan(after shown: Screen, shownSignatures: [UInt64]?, rowLimit: Int)
    -> FramePlan
  {
    let signatures = rowSignatures
    let before = shownSignatures ?? shown.rowSignatures
    if signatures.count == before.count,
      zip(signatures, before).count(where: { $0 != $1 }) >= 3,
      let shift = Screen.rowShift(from: before, to: signatures), shift.bottom < rowLimit
    {
      return FramePlan(
        shift: shift, changed: rowsChanged(since: shown, shiftedBy: shift), signatures: signatures)
    }
    return FramePlan(shift: nil, changed: rowsChanged(since: shown), signatures: signatures)
  }
}
