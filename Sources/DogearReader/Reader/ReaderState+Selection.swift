import DogearCore
import DogearLayout
import DogearScreen
import FoundationEssentials

/// Selecting text for a highlight (`v`): the keys of the selection mode, moving its end by
/// word, sentence and line, its colour and note, and Enter to save it.
extension ReaderState {
  /// `v`: a selection of the first word of the reading line (DESIGN.md "The reading line").
  mutating func startSelection() -> [ReaderEffect] {
    let articleLine = max(0, readingLine - lead.lines.count)
    // Past the text (the links list on the reading row): the last word.
    let point = min(lineStarts.point(atLine: articleLine), max(0, text.length - 1))
    guard !layout.lines.isEmpty,
      let index = text.wordIndex(atOrAfter: point) ?? (text.words > 0 ? text.words - 1 : nil)
    else {
      message = "No text to select here"
      return []
    }
    mode = .selecting(
      TextSelection(start: text.wordStart(index), firstWordEnd: text.wordEnd(index)))
    return source == nil ? [.loadSource(bookmarkID: bookmark.id)] : []
  }

  mutating func handleSelection(_ current: TextSelection, key: Key, now: Date) -> [ReaderEffect] {
    message = nil
    if current.noteDraft != nil { return editNote(current, key: key) }
    var selection = current
    switch key {
    case .character("w"), .right: selection.moveEnd(to: text.nextWordEnd(after: selection.end))
    case .character("b"), .left:
      selection.moveEnd(to: text.previousWordEnd(before: selection.end) ?? selection.floor)
    case .character(")"): selection.moveEnd(to: text.nextSentenceEnd(after: selection.end))
    case .character("("):
      selection.moveEnd(to: text.previousSentenceEnd(before: selection.end) ?? selection.floor)
    case .character("j"), .down: selection.moveEnd(to: lineEnd(below: selection.end))
    case .character("k"), .up: selection.moveEnd(to: lineEnd(above: selection.end))
    case .character("$"), .end: selection.moveEnd(to: lineEnd(holding: selection.end - 1))
    case .character("0"), .home: selection.moveEnd(to: firstWordEnd(onLineOf: selection.end - 1))
    case .character("c"): selection.color = selection.color.next
    case .character("n"): selection.noteDraft = selection.note
    case .character("y"):
      message = "Copied \(selection.end - selection.start) characters"
      return [.copy(copyText(selection.range))]
    case .enter: return save(selection, now: now)
    case .escape:
      mode = .reading
      message = "Selection cancelled"
      return []
    default: break
    }
    mode = .selecting(selection)
    return keepInView(selection.end, now: now)
  }

  /// Typing the note: Enter keeps it, Esc drops the changes.
  private mutating func editNote(_ current: TextSelection, key: Key) -> [ReaderEffect] {
    var selection = current
    let draft = selection.noteDraft ?? ""
    switch key {
    case .character(let character):
      // Readeck counts code points after trimming (`ServerLength`), not Characters.
      let longer = draft + String(character)
      if ServerLength.fits(longer, within: TextSelection.longestNote) {
        selection.noteDraft = longer
      }
    case .backspace, .delete: selection.noteDraft = String(draft.dropLast())
    case .enter:
      selection.note = draft.trimmingWhitespaceAndNewlines()
      selection.noteDraft = nil
    case .escape: selection.noteDraft = nil
    default: break
    }
    mode = .selecting(selection)
    return []
  }

  /// The end of the text of the line holding `point`, spaces left out.
  func lineEnd(holding point: Int) -> Int {
    let line = lineStarts.line(holding: max(0, point))
    let next = nextTextLineStart(after: line)
    return text.lastKeyPoint(before: next, from: max(0, point)).map { $0 + 1 } ?? next
  }

  /// The start of the first line after `line` that starts further on.
  func nextTextLineStart(after line: Int) -> Int {
    let here = lineStarts.point(atLine: line)
    var next = line + 1
    while next < layout.lines.count, lineStarts.point(atLine: next) <= here { next += 1 }
    return next < layout.lines.count ? lineStarts.point(atLine: next) : text.length
  }

  /// `j`: the end of the line below the one `end` closes.
  private func lineEnd(below end: Int) -> Int {
    let line = lineStarts.line(holding: max(0, end - 1))
    let next = nextTextLineStart(after: line)
    return next < text.length ? lineEnd(holding: next) : text.length
  }

  /// `k`: the end of the line above the one `end` closes.
  private func lineEnd(above end: Int) -> Int {
    let lineStart = lineStarts.point(atLine: lineStarts.line(holding: max(0, end - 1)))
    return text.lastKeyPoint(before: lineStart, from: 0).map { $0 + 1 } ?? 0
  }

  /// `0`: the end of the first word of the line holding `point`.
  private func firstWordEnd(onLineOf point: Int) -> Int {
    let lineStart = lineStarts.point(atLine: lineStarts.line(holding: max(0, point)))
    return text.wordIndex(atOrAfter: lineStart).map(text.wordEnd) ?? point + 1
  }

  /// Scrolls (a look: the saved position does not move) so that the line holding the
  /// selection's end is on screen.
  private mutating func keepInView(_ end: Int, now: Date) -> [ReaderEffect] {
    let line = lead.lines.count + lineStarts.line(holding: max(0, end - 1))
    if line < top { return move(to: line, now: now, as: .look(pushing: false)) }
    if line >= top + frame.height {
      return move(to: line - frame.height + 1, now: now, as: .look(pushing: false))
    }
    return []
  }
}

/// Saving a selection as a highlight, and copying.
extension ReaderState {
  /// Enter: the selection as Readeck's boundaries, refused with the reason when it overlaps a
  /// highlight or the server would refuse it (the selection stays for another try).
  mutating func save(_ selection: TextSelection, now: Date) -> [ReaderEffect] {
    guard let source else {
      message = "The article's text is not loaded: no highlight can be made"
      return []
    }
    if highlights.contains(where: { $0.range.overlaps(selection.range) }) {
      message = ArticleText.HighlightRefusal.server(.overlapping).description
      return []
    }
    let bounds: (start: TextPosition, end: TextPosition)
    let covered: String
    do {
      bounds = try text.readeckRange(from: selection.start, to: selection.end, in: source)
      covered = source.text(
        from: try source.resolve(bounds.start, isStart: true),
        to: try source.resolve(bounds.end, isStart: false))
    } catch {
      message = (error as? ArticleText.HighlightRefusal)?.description ?? "\(error)"
      return []
    }
    let id = "local-\(Int(now.timeIntervalSince1970 * 1000))-\(selection.start)"
    var highlight = Highlight(
      id: id, start: bounds.start, end: bounds.end, color: selection.color.rawValue,
      text: covered, note: selection.note)
    highlight.localStart = text.position(at: selection.start)
    highlight.localEnd = text.position(at: selection.end)
    highlight.state = .new
    var shown = ShownHighlight(
      id: id, range: selection.range, color: selection.color, note: selection.note)
    shown.text = copyText(selection.range)
    highlights.insert(
      shown, at: highlights.firstIndex { $0.range.lowerBound > selection.start } ?? highlights.count
    )
    mode = .reading
    message = "Highlight saved"
    return [.saveHighlight(bookmarkID: bookmark.id, highlight)]
  }

  func copyText(_ range: Range<Int>) -> String {
    text.copyText(from: range.lowerBound, to: range.upperBound)
  }

  /// `Y`: the paragraph holding the reading line's first word.
  mutating func copyParagraph() -> [ReaderEffect] {
    let articleLine = max(0, readingLine - lead.lines.count)
    let point = lineStarts.point(atLine: articleLine)
    let paragraph = text.paragraph(holding: min(point, max(0, text.length - 1)))
    guard !paragraph.isEmpty else {
      message = "No text to copy here"
      return []
    }
    message = "Copied the paragraph (\(paragraph.count) characters)"
    return [.copy(copyText(paragraph))]
  }
}
