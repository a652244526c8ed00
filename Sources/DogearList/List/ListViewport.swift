/// One line of the list's body.
enum ListLine: Equatable {
  /// A section heading; nil while the row it heads is not loaded.
  case heading(ListSection?)
  case row(Int)
}

/// Where rows land on screen. The first line always names the section of the top row (a
/// sticky heading), and a heading precedes each row whose section differs from the row above.
/// Everything here walks at most one screen of rows.
extension ListState {
  /// The body's lines from `top`, at most `bodyHeight` of them.
  func visibleLines(from top: Int) -> [ListLine] {
    guard total > 0, bodyHeight > 0 else { return [] }
    var lines: [ListLine] = showsHeadings ? [.heading(section(at: top))] : []
    var index = top
    while lines.count < bodyHeight, index < total {
      if showsHeadings, index > top, startsSection(index) {
        lines.append(.heading(section(at: index)))
        if lines.count == bodyHeight { break }
      }
      lines.append(.row(index))
      index += 1
    }
    return lines
  }

  /// True when the row at `index` is in another section than the row above it.
  func startsSection(_ index: Int) -> Bool {
    guard index > 0, let above = section(at: index - 1), let this = section(at: index) else {
      return false
    }
    return above != this
  }

  /// The last row entirely on screen when the body starts at `top`.
  func lastVisibleRow(from top: Int) -> Int {
    var last = top
    for case .row(let index) in visibleLines(from: top) { last = index }
    return last
  }

  /// The highest `top` that still shows the row at `index`, which then sits on the last line.
  func topShowing(atBottom index: Int) -> Int {
    var used = (showsHeadings ? 1 : 0) + 1
    var candidate = index
    while candidate > 0 {
      let cost = 1 + (showsHeadings && startsSection(candidate) ? 1 : 0)
      if used + cost > bodyHeight { break }
      used += cost
      candidate -= 1
    }
    return candidate
  }

  /// The furthest the list scrolls: the last row on the last line.
  var maxTop: Int { total > 0 ? topShowing(atBottom: total - 1) : 0 }

  /// Keeps the selection inside the list and on screen, moving `top` as little as possible.
  mutating func keepSelectionVisible() {
    selection = min(max(0, selection), max(0, total - 1))
    top = min(max(0, top), maxTop)
    if selection < top {
      top = selection
    } else if selection > lastVisibleRow(from: top) {
      top = topShowing(atBottom: selection)
    }
  }
}
