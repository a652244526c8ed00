import DogearCore
import DogearLayout
import DogearScreen
import FoundationEssentials

/// Selecting with the mouse while mouse reporting is on: a press on a word and a drag
/// select whole words from there, as a terminal's own selection does, shown as the `v`
/// selection is; when the button is let go the selection mode goes on, so Enter highlights
/// it and `y` copies it. A drag above or below the text scrolls a line at a time. With
/// mouse reporting off the terminal selects by itself and dogear sees nothing.
extension ReaderState {
  mutating func handlePointer(_ pointer: PointerEvent, now: Date) -> [ReaderEffect] {
    guard acceptsPointer else {
      pointerPress = nil
      return []
    }
    switch pointer.phase {
    case .press:
      pointerPress = word(atRow: pointer.row, column: pointer.column).map { PointerPress(word: $0) }
      return []
    case .drag:
      return dragSelection(to: pointer, now: now)
    case .release:
      // The selection stays, with the status line `v` shows: its colour and keys.
      defer { pointerPress = nil }
      return dragSelection(to: pointer, now: now)
    }
  }

  /// The pointer selects while reading, and while a selection with no note being typed shows.
  private var acceptsPointer: Bool {
    switch mode {
    case .reading: return true
    case .selecting(let selection): return selection.noteDraft == nil
    case .searching, .linkNumber, .settings, .help, .outline, .highlightList, .markLetter,
      .listening:
      return false
    }
  }

  /// The selection from the pressed word to the word under the pointer, once the pointer
  /// has left the pressed word; the colour and note of a selection it replaces are kept.
  private mutating func dragSelection(to pointer: PointerEvent, now: Date) -> [ReaderEffect] {
    guard var press = pointerPress else { return [] }
    var scrolled: [ReaderEffect] = []
    if pointer.row < frame.viewportStart, top > 0 {
      scrolled = move(to: top - 1, now: now, as: .look(pushing: false))
    } else if pointer.row >= frame.viewportStart + frame.height {
      scrolled = move(to: top + 1, now: now, as: .look(pushing: false))
    }
    let row = min(max(pointer.row, frame.viewportStart), frame.viewportStart + frame.height - 1)
    guard let word = word(atRow: row, column: pointer.column, nearest: true) else {
      return scrolled
    }
    guard press.dragged || word != press.word else { return scrolled }
    press.dragged = true
    pointerPress = press
    var selection = TextSelection(word: press.word, in: text)
    selection.moveCaret(to: word, in: text)
    if case .selecting(let replaced) = mode {
      selection.color = replaced.color
      selection.note = replaced.note
    }
    var startsSelecting = true
    if case .selecting = mode { startsSelecting = false }
    mode = .selecting(selection)
    message = nil
    return scrolled
      + (startsSelecting && source == nil ? [.loadSource(bookmarkID: bookmark.id)] : [])
  }

  /// The word shown at a cell of the screen: the one the cell's character belongs to, or
  /// the last one before it on a gap or past the line's end. Nil off the article's text
  /// (the title and summary above it, a picture, the bars), unless `nearest`, when a row
  /// with no words gives the first word after it.
  func word(atRow row: Int, column: Int, nearest: Bool = false) -> Int? {
    let offset = row - frame.viewportStart
    guard offset >= 0, offset < frame.height, text.words > 0 else { return nil }
    let articleLine = top + offset - lead.lines.count
    guard articleLine < layout.lines.count else { return nearest ? text.words - 1 : nil }
    guard articleLine >= 0 else { return nearest ? 0 : nil }
    let lineStart = lineStarts.point(atLine: articleLine)
    let lineEnd = nextTextLineStart(after: articleLine)
    let onLine = inline.rows[articleLine] == nil ? layout.lines[articleLine] : nil
    let cells = onLine.map {
      LineCells(
        line: $0, text: text, from: lineStart, to: lineEnd, cellWidth: environment.cellWidth)
    }
    let origin = placement(ofContentLine: top + offset).origin
    guard let point = cells?.point(atColumn: column - origin) else {
      return nearest ? text.wordIndex(atOrAfter: lineStart) ?? text.words - 1 : nil
    }
    return max(0, text.wordsBefore(point + 1) - 1)
  }
}
