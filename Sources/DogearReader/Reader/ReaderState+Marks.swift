import DogearCore
import DogearScreen
import FoundationEssentials

/// What the letter typed after `m` or `'` is for.
public enum MarkIntent: Equatable, Sendable {
  /// `m`: set the mark at the reading line.
  case set
  /// `'`: go to the mark.
  case go
}

/// Marks, as in vim: `m` + letter marks the reading line's place in the article, `'` + letter
/// goes back there. Going is a look that pushes the jump list (DESIGN.md "Reading and
/// looking"): the saved and reported place never moves for it, and Ctrl-O comes back. `''`
/// goes back to where the last look left, as vim's does. The shell keeps marks in the library.
extension ReaderState {
  /// A mark's point in this article's text, or nil when it is not set or does not resolve.
  public func markPoint(_ letter: Character) -> Int? {
    marks.first { $0.letter == letter }.flatMap { text.point(of: $0.position) }
  }

  /// The letter after `m` or `'`: Esc (or any key that is not a letter) cancels.
  mutating func handleMarkLetter(_ intent: MarkIntent, key: Key, now: Date) -> [ReaderEffect] {
    mode = .reading
    guard case .character(let letter) = key else { return [] }
    if intent == .go, letter == "'" { return backToLastLook(now: now) }
    guard Mark.isLetter(letter) else {
      message = "Marks are the letters a to z, one set per article"
      return []
    }
    switch intent {
    case .set: return setMark(letter)
    case .go: return goToMark(letter, now: now)
    }
  }

  /// `m` + letter: the first character of the reading line, where a selection starts too.
  mutating func setMark(_ letter: Character) -> [ReaderEffect] {
    guard !layout.lines.isEmpty,
      let position = text.position(at: point(atContentLine: readingLine))
    else {
      message = "Nothing to mark in this article"
      return []
    }
    let mark = Mark(letter: letter, position: position)
    marks.removeAll { $0.letter == letter }
    marks.append(mark)
    marks.sort { $0.letter < $1.letter }
    message = "Mark \(letter) set"
    return [.saveMark(bookmarkID: bookmark.id, mark)]
  }

  /// `'` + letter (or Enter on a mark in the outline): the marked line back on the reading
  /// line, where it was marked.
  mutating func goToMark(_ letter: Character, now: Date) -> [ReaderEffect] {
    guard marks.contains(where: { $0.letter == letter }) else {
      message = "No mark \(letter)"
      return []
    }
    guard let point = markPoint(letter) else {
      message = "Mark \(letter) is not in this article's text any more"
      return []
    }
    // The percent the bar shows once there (the top line's, as for every place), so the
    // two never disagree on one screen (issue 39: "Mark a: 3%" over a bar at 0%).
    let effects = look(onReadingLine: point, now: now)
    message = "Mark \(letter): \(shownPercent)%" + glyphs.separator + "Ctrl-O back"
    return effects
  }

  /// A look that puts the line showing `target` on the reading line (as far as the ends of
  /// the article allow). The toolbar may come or go with the move, which shifts the reading
  /// row by a line: the view is then set right, and that line is not a scroll the toolbar
  /// hears of (a line up would bring it back and shift the row again, DESIGN.md "Toolbar
  /// hysteresis"), nor a second entry on the jump list.
  mutating func look(onReadingLine target: Int, now: Date) -> [ReaderEffect] {
    let line = contentLine(showing: target)
    let effects = move(
      to: line - JumpPolicy.readingRow(height: frame.height), now: now, as: .look(pushing: true))
    let corrected = top + line - readingLine
    if corrected != top, corrected >= 0, corrected <= maximumTop {
      top = corrected
      spot = spot(atContentLine: top)
      heldPoint = point(atContentLine: top)
      pinnedEdge = top == 0 ? .top : top == maximumTop ? .bottom : nil
    }
    return effects
  }

  /// `''`: back to where the last look left, pushing here, so a second `''` returns.
  mutating func backToLastLook(now: Date) -> [ReaderEffect] {
    guard let target = jumps.back.last else {
      message = "No earlier place on the jump list"
      return []
    }
    return look(at: target, exact: true, now: now)
  }

  /// Marks from the library, on opening the article.
  public mutating func adoptMarks(_ stored: [Mark]) {
    marks = stored.filter { Mark.isLetter($0.letter) }.sorted { $0.letter < $1.letter }
  }
}

/// Marks in the outline (`T`): each set mark is a row among the headings, at its place in the
/// text, under the heading whose section holds it.
extension ReaderState {
  /// Characters of the marked text an outline row shows (the box is at most 76 wide).
  static let markSnippetLength = 60

  /// `headings` with a row for each mark that resolves, in document order; a mark at a
  /// heading's first character comes after that heading.
  func outlineEntries(headings: [OutlineEntry]) -> [OutlineEntry] {
    let placed = marks.compactMap { mark in markPoint(mark.letter).map { (mark, $0) } }
      .sorted { $0.1 < $1.1 }
    guard !placed.isEmpty else { return headings }
    var entries: [OutlineEntry] = []
    var rest = placed[...]
    for heading in headings {
      let start = text.point(of: Anchor(path: heading.path, offset: 0)) ?? 0
      while let (mark, point) = rest.first, point < start {
        entries.append(markEntry(mark, point: point, under: entries.last))
        rest = rest.dropFirst()
      }
      entries.append(heading)
    }
    for (mark, point) in rest { entries.append(markEntry(mark, point: point, under: entries.last)) }
    return entries
  }

  private func markEntry(_ mark: Mark, point: Int, under previous: OutlineEntry?) -> OutlineEntry {
    // The marked paragraph's words only: the next block's would run on without a space.
    let end = min(text.paragraph(holding: point).upperBound, point + Self.markSnippetLength)
    let words = InvisibleText.removed(from: text.characters(from: point, to: end))
      .split(whereSeparator: \.isWhitespace).joined(separator: " ")
    let level = previous.map { $0.mark == nil ? $0.level + 1 : $0.level } ?? 1
    var entry = OutlineEntry(level: level, title: words, path: text.anchor(at: point).path)
    entry.mark = mark.letter
    return entry
  }
}
