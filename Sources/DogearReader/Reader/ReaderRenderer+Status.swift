import DogearCore
import DogearScreen

/// The status line: the field being typed, else a message, else the jump prompt, else hints.
extension ReaderRenderer {
  func drawStatusLine(into screen: inout Screen, row: Int) {
    switch state.mode {
    case .searching(let query):
      // A query at its limit says so where the typing goes (a longer paste was cut).
      let full = query.utf8.count >= ReaderState.longestQuery
      drawField(
        into: &screen, row: row,
        label: full ? "/ (full at \(ReaderState.longestQuery) bytes) " : "/", text: query)
    case .linkNumber(let digits):
      // With "never" no hint shows where the numbers are: the status line says.
      let whereNumbers = state.settings.linkNumbers == .never ? " (numbers under Links)" : ""
      drawField(
        into: &screen, row: row,
        label: "Open link [1-\(state.layout.links.count)]\(whereNumbers): ", text: digits)
    case .settings:
      drawHint(
        into: &screen, row: row, left: nil,
        right: longestFitting([
          hints(["j k move", "Space toggle", "+ - width", "Esc close"]),
          hints(["j k", "Space", "+ -", "Esc close"]),
          hints(["Space", "+ -", "Esc"]),
        ]))
    case .outline:
      drawHint(
        into: &screen, row: row, left: nil,
        right: longestFitting([
          hints(["j k move", "Enter go", "Esc close"]), hints(["j k", "Enter", "Esc"]),
        ]))
    case .help:
      drawHint(
        into: &screen, row: row, left: nil,
        right: longestFitting([
          hints(["j k scroll", "any other key closes"]), hints(["j k", "other keys close"]),
        ]))
    case .reading:
      drawReadingStatus(into: &screen, row: row)
    case .selecting(let selection):
      drawSelectionStatus(selection, into: &screen, row: row)
    case .highlightList(let list):
      drawHighlightListStatus(list, into: &screen, row: row)
    case .markLetter(let intent):
      drawMarkLetterStatus(intent, into: &screen, row: row)
    case .listening(let listening):
      drawListeningStatus(listening, into: &screen, row: row)
    }
  }

  private func drawReadingStatus(into screen: inout Screen, row: Int) {
    if let message = state.message {
      // A message's end says how things stand: too long, it keeps its end (`endKept`).
      let text = TextFit(cellWidth: cellWidth, ellipsis: glyphs.ellipsis)
        .endKept(message, to: frame.columns)
      screen.put(text, row: row, column: 0, width: cellWidth)
    } else if case .offered(let progress) = state.prompt {
      drawPrompt(into: &screen, row: row, percent: progress.percent)
    } else if case .furtherElsewhere(let progress) = state.prompt {
      drawElsewherePrompt(into: &screen, row: row, percent: progress.percent)
    } else if let highlight = state.highlightAtReadingLine {
      drawHighlightNote(highlight, into: &screen, row: row)
    } else if let grid = state.wideGridAtReadingLine {
      // Issue 44: the grid at the reading line is wider than the screen; say which columns show.
      let last = min(grid.width, grid.shift + frame.columns)
      let left = "Table, columns \(grid.shift + 1)-\(last) of \(grid.width)"
      let room = frame.columns - cellWidth.of(left) - 2
      let keys = [hints(["< > scroll", "? help"]), "< > scroll", "< >"]
      drawHint(
        into: &screen, row: row, left: (left, theme.barLabel),
        right: keys.first { cellWidth.of($0) <= room } ?? "")
    } else {
      let percent = "\(state.shownPercent)%"
      let left = frame.barRows == 0 ? (percent, theme.barLabel) : nil
      drawHint(into: &screen, row: row, left: left, right: "? help")
    }
  }

  /// The jump prompt, in the longest wording that fits the window: the minutes left from the
  /// saved place (the one estimate, as the toolbar says them) when there is room.
  private func drawPrompt(into screen: inout Screen, row: Int, percent: Int) {
    let left = state.minutesLeftAtSaved.map { "\($0) min left" }
    let long = "Jump to last read position (\(percent)%)"
    let short = "Resume at \(percent)%?"
    var prompts: [String] = []
    for prompt in [long, short] {
      if let left { prompts.append(prompt + (prompt == long ? glyphs.separator : " ") + left) }
      prompts.append(prompt)
    }
    let wordings = prompts.flatMap {
      [($0, hints(["J jump", "Esc dismiss"])), ($0, hints(["J", "Esc"]))]
    }
    let fitting = wordings.first { cellWidth.of($0.0) + 2 + cellWidth.of($0.1) <= frame.columns }
    let (prompt, keys) = fitting ?? ("\(percent)%? J/Esc", "")
    drawHint(into: &screen, row: row, left: (prompt, theme.prompt), right: keys)
  }

  /// Another device's further place, in the longest wording that fits.
  private func drawElsewherePrompt(into screen: inout Screen, row: Int, percent: Int) {
    let wordings = [
      ("Read further on another device (\(percent)%): J to jump", hints(["Esc dismiss"])),
      ("Read further on another device (\(percent)%): J to jump", "Esc"),
      ("Further on another device: \(percent)%", hints(["J jump", "Esc"])),
      ("Elsewhere: \(percent)%", hints(["J", "Esc"])),
    ]
    let fitting = wordings.first { cellWidth.of($0.0) + 2 + cellWidth.of($0.1) <= frame.columns }
    let (prompt, keys) = fitting ?? ("\(percent)% elsewhere J/Esc", "")
    drawHint(into: &screen, row: row, left: (prompt, theme.prompt), right: keys)
  }

  func hints(_ parts: [String]) -> String { parts.joined(separator: glyphs.separator) }

  /// The first of `wordings` (longest first) that fits the window, else the last one, which
  /// `drawHint` drops: a narrow window still gets its keys rather than a blank line.
  func longestFitting(_ wordings: [String]) -> String {
    wordings.first { cellWidth.of($0) <= frame.columns } ?? wordings.last ?? ""
  }

  /// `left` at the start, `right` right-aligned and dim; `right` is dropped when both
  /// do not fit, and `left` is truncated.
  func drawHint(
    into screen: inout Screen, row: Int, left: (String, CellStyle)?, right: String
  ) {
    let rightWidth = cellWidth.of(right)
    let leftWidth = left.map { cellWidth.of($0.0) } ?? 0
    let showRight =
      leftWidth + 2 + rightWidth <= frame.columns || (left == nil && rightWidth <= frame.columns)
    if let (text, style) = left {
      let room = showRight ? frame.columns - rightWidth - 2 : frame.columns
      let fitted = TextFitting.truncate(
        text, toWidth: room, ellipsis: glyphs.ellipsis, cellWidth: cellWidth)
      screen.put(fitted, row: row, column: 0, style: style, width: cellWidth)
    }
    if showRight {
      screen.put(
        right, row: row, column: frame.columns - rightWidth, style: theme.secondary,
        width: cellWidth)
    }
  }

  /// A typed field: the label, the text (its tail when too long) and the cursor after it.
  func drawField(into screen: inout Screen, row: Int, label: String, text: String) {
    // Only the end that fits is read: a long paste costs a frame no more than a short one.
    let room = frame.columns - cellWidth.of(label) - 1
    let shown = TextFit(cellWidth: cellWidth, ellipsis: "").tail(text, width: max(0, room))
    let end = screen.put(label + shown, row: row, column: 0, width: cellWidth)
    screen.cursor = (row, min(end, max(0, frame.columns - 1)))
  }
}

extension ReaderRenderer {
  /// The note field's label: from the last eighth of the server's limit on, how much of it
  /// is used, counted as Readeck counts (`ServerLength`: code points once trimmed).
  /// Past it, how many characters were not kept (`NoteTyping`).
  static func noteLabel(_ draft: String, cut: Int = 0) -> String {
    let limit = TextSelection.longestNote
    if cut > 0 { return "Note full at \(limit), \(cut) not kept (Enter keeps, Esc drops): " }
    let used = ServerLength.of(draft)
    guard used >= limit - limit / 8 else { return "Note (Enter keeps, Esc drops): " }
    return "Note \(used)/\(limit) (Enter keeps, Esc drops): "
  }

  /// While selecting: the colour and the keys, or the note being typed.
  func drawSelectionStatus(_ selection: TextSelection, into screen: inout Screen, row: Int) {
    if let draft = selection.noteDraft {
      drawField(
        into: &screen, row: row, label: Self.noteLabel(draft, cut: selection.noteCut), text: draft)
      return
    }
    if let message = state.message {
      drawHint(into: &screen, row: row, left: (message, theme.prompt), right: "Enter save · Esc")
      return
    }
    let label = "Select \(selection.color.rawValue)" + (selection.note.isEmpty ? "" : " ✎")
    drawHint(
      into: &screen, row: row, left: (label, theme.highlight(selection.color)),
      right: longestFitting([
        hints([
          "w b word", ") ( sentence", "j k line", "o other end", "c colour", "n note", "y copy",
          "Enter save", "Esc",
        ]),
        hints(["w b ) ( j k 0 $ o", "c n y", "Enter", "Esc"]),
        hints(["w b ) ( j k", "c n y", "Enter", "Esc"]), hints(["Enter", "Esc"]),
      ]))
  }
}
