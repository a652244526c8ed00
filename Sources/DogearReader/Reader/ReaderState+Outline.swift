import DogearCore
import DogearScreen
import FoundationEssentials

/// The outline (`T`): the article's headings and marks, the heading holding the position
/// selected when it opens; Enter goes to the selected one as a look that pushes the jump list
/// (DESIGN.md "Reading and looking"), so Ctrl-O comes back and the saved position does not
/// move.
extension ReaderState {
  mutating func openOutline() {
    let headings = outline?.filter { $0.mark == nil } ?? digest.headings
    let entries = outlineEntries(headings: headings)
    outline = entries
    guard !entries.isEmpty else {
      message = "This article has no headings or marks"
      return
    }
    mode = .outline(selected: currentHeading ?? 0)
  }

  /// The content line (lead counted) that row `index` of the outline starts on: a heading's
  /// first line, or the line a mark is on.
  public func outlineLine(_ index: Int) -> Int? {
    guard let entries = outline, entries.indices.contains(index) else { return nil }
    if let letter = entries[index].mark {
      return markPoint(letter).map { contentLine(showing: $0) }
    }
    // By the heading's first character, not its element: a heading whose words sit in an
    // inner element (`h2 > span`) names no line of its own but its underline.
    let anchor = Anchor(path: entries[index].path, offset: 0)
    if let point = text.point(of: anchor), point < text.length {
      return lead.lines.count + lineStarts.line(holding: point)
    }
    guard let line = layout.lineIndex(for: anchor) else { return nil }
    return lead.lines.count + line
  }

  /// The heading whose section holds the position the view shows: the last one starting at
  /// or above the top line's first character; nil above the first heading.
  public var currentHeading: Int? {
    guard let entries = outline, !layout.lines.isEmpty else { return nil }
    let held = lead.lines.count + lineStarts.line(holding: heldPoint)
    var current: Int?
    for index in entries.indices where entries[index].mark == nil {
      guard let line = outlineLine(index) else { continue }
      if line <= max(held, top) { current = index } else { break }
    }
    return current
  }

  mutating func handleOutline(selected: Int, key: Key, now: Date) -> [ReaderEffect] {
    let count = outline?.count ?? 0
    let page = max(1, frame.height - 2)
    switch key {
    case .character("j"), .down, .tab: mode = .outline(selected: min(selected + 1, count - 1))
    case .character("k"), .up: mode = .outline(selected: max(selected - 1, 0))
    case .pageDown, .character(" "): mode = .outline(selected: min(selected + page, count - 1))
    case .pageUp, .character("b"): mode = .outline(selected: max(selected - page, 0))
    case .home, .character("g"): mode = .outline(selected: 0)
    case .end, .character("G"): mode = .outline(selected: max(0, count - 1))
    case .enter:
      mode = .reading
      if let letter = outline?[selected].mark { return goToMark(letter, now: now) }
      guard let line = outlineLine(selected) else {
        message = "That heading is not in the text at this width"
        return []
      }
      message = "\(outline?[selected].title ?? "") · Ctrl-O back"
      return move(to: line, now: now, as: .look(pushing: true))
    case .escape, .character("q"), .character("T"): mode = .reading
    default: break
    }
    return []
  }
}
