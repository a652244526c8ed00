import DogearCore
import DogearLayout
import DogearPosition
import DogearScreen
import FoundationEssentials

/// Selecting text for a highlight (`v`): the keys of the selection mode, moving its end by
/// word, sentence and line, its colour and note, and Enter to save it.
extension ReaderState {
  /// `v`: the first word of the top text line on screen selected, the caret on it: where a
  /// reader who just opened the article or paged looks first.
  mutating func startSelection(now: Date) -> [ReaderEffect] {
    guard let word = firstWordOnScreen() else {
      message = "No text to select here"
      return []
    }
    let selection = TextSelection(word: word, in: text)
    mode = .selecting(selection)
    let effects = keepInView(selection.caretRange, now: now)
    return effects + (source == nil ? [.loadSource(bookmarkID: bookmark.id)] : [])
  }

  /// The first word starting on or after the top article line on screen (the lead left
  /// out: above the text, the article's first word); the last word past the text.
  func firstWordOnScreen() -> Int? {
    guard !layout.lines.isEmpty, text.words > 0 else { return nil }
    let first = max(0, top - lead.lines.count)
    return text.wordIndex(atOrAfter: lineStarts.point(atLine: first)) ?? text.words - 1
  }

  mutating func handleSelection(_ current: TextSelection, key: Key, now: Date) -> [ReaderEffect] {
    message = nil
    if current.noteDraft != nil { return editNote(current, key: key) }
    var selection = current
    switch key {
    case .character("c"): selection.color = selection.color.next
    case .character("n"): selection.noteDraft = selection.note
    case .character("o"): selection.swapEnds(in: text)
    case .character("y"):
      message = "Copied \(selection.end - selection.start) characters"
      return [.copy(copyText(selection.range))]
    case .enter: return save(selection, now: now)
    case .character("L"): return startListening(from: selection.range.lowerBound, now: now)
    case .escape:
      mode = .reading
      message = "Selection cancelled"
      return []
    default:
      guard let word = caretTarget(of: selection, for: key) else { return [] }
      selection.moveCaret(to: word, in: text)
    }
    mode = .selecting(selection)
    return keepInView(selection.caretRange, now: now)
  }

  /// Typing the note: Enter keeps it, Esc drops the changes.
  private mutating func editNote(_ current: TextSelection, key: Key) -> [ReaderEffect] {
    var selection = current
    switch NoteTyping.edit(key, draft: &selection.noteDraft, cut: &selection.noteCut) {
    case .kept(let note, let kept):
      selection.note = note
      message = kept
    case .typing, .dropped:
      break
    }
    mode = .selecting(selection)
    return []
  }

  /// The start of the first line after `line` that starts further on.
  func nextTextLineStart(after line: Int) -> Int {
    let here = lineStarts.point(atLine: line)
    var next = line + 1
    while next < layout.lines.count, lineStarts.point(atLine: next) <= here { next += 1 }
    return next < layout.lines.count ? lineStarts.point(atLine: next) : text.length
  }

  /// Scrolls (a look: the saved position does not move) so that the caret's word is on
  /// screen: up to the top row when it went above, down to the bottom row when below.
  private mutating func keepInView(_ caret: Range<Int>, now: Date) -> [ReaderEffect] {
    let first = lead.lines.count + lineStarts.line(holding: caret.lowerBound)
    let last =
      lead.lines.count + lineStarts.line(holding: max(caret.lowerBound, caret.upperBound - 1))
    if first < top { return move(to: first, now: now, as: .look(pushing: false)) }
    if last >= top + frame.height {
      return move(to: last - frame.height + 1, now: now, as: .look(pushing: false))
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
    // Into the stored list too, which `H` edits, deletes and undoes from: the new highlight
    // is one of the article's at once, not only once the store is read again.
    adoptHighlights(storedHighlights + [highlight])
    mode = .reading
    message = "Highlight saved"
    return [.saveHighlight(bookmarkID: bookmark.id, highlight)]
  }

  func copyText(_ range: Range<Int>) -> String {
    text.copyText(from: range.lowerBound, to: range.upperBound)
  }

  /// `Y`: the paragraph holding the first word of the top text line on screen (where `v`
  /// starts).
  mutating func copyParagraph() -> [ReaderEffect] {
    let paragraph = firstWordOnScreen().map { text.paragraph(holding: text.wordStart($0)) }
    guard let paragraph, !paragraph.isEmpty else {
      message = "No text to copy here"
      return []
    }
    message = "Copied the paragraph (\(paragraph.count) characters)"
    return [.copy(copyText(paragraph))]
  }
}
