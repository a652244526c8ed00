import DogearScreen

/// The header line, the status line and the empty-list messages.
extension ListPainter {
  /// "dogear   3 reading · 12 unread · 40 read            all  ? help", and shorter forms
  /// (glyph counts, no "help") when the screen is narrow.
  mutating func drawHeader() {
    let width = state.columns - 2 * margin
    let counts = state.counts
    let words = ["\(counts.reading) reading", "\(counts.unread) unread", "\(counts.read) read"]
      .joined(separator: environment.separator)
    let glyphs = [(50, counts.reading), (0, counts.unread), (100, counts.read)]
      .map { ProgressRing.glyph(percent: $0.0, unicode: environment.unicode) + "\($0.1)" }
      .joined(separator: " ")
    let label = state.label.map { " · " + String($0.map(TextFit.printable)) } ?? ""
    let filter = state.filter.title + label
    let candidates: [(lead: String, counts: String, right: String)] = [
      ("dogear   ", words, filter + "  ? help"),
      ("dogear  ", words, filter + "  ?"),
      ("dogear  ", glyphs, filter + "  ? help"),
      ("dogear ", glyphs, filter + " ?"),
      ("", glyphs, filter + " ?"),
      ("", "", filter + " ?"),
    ]
    let chosen =
      candidates.first { fit.width($0.lead + $0.counts) + 2 + fit.width($0.right) <= width }
      ?? candidates[candidates.count - 1]
    var column = margin
    if !chosen.lead.isEmpty {
      put("dogear", row: 0, column: column, style: theme.appName)
      column += fit.width(chosen.lead)
    }
    put(
      chosen.counts, row: 0, column: column, style: theme.plain, maxColumn: state.columns - margin)
    let rightStart = max(0, state.columns - margin - fit.width(chosen.right))
    let end = put(filter, row: 0, column: rightStart, style: theme.strong)
    put(String(chosen.right.dropFirst(filter.count)), row: 0, column: end, style: theme.secondary)
  }

  /// Search field, message or key hints on the left; sync or loading progress on the right.
  mutating func drawFooter() {
    guard state.rows >= 2 else { return }
    let row = state.rows - 1
    let indicator = progressIndicator
    let rightStart = state.columns - margin - fit.width(indicator)
    if !indicator.isEmpty {
      put(indicator, row: row, column: max(0, rightStart), style: theme.indicator)
    }
    let limit = indicator.isEmpty ? state.columns - margin : rightStart - 2
    if let address = state.saveInput {
      drawSaveField(address, row: row, limit: limit)
    } else if let rename = state.rename {
      drawSaveField(
        rename.typed, row: row, limit: limit, label: "Title: ",
        hint: "  Enter renames · Esc cancels")
    } else if state.isEditingSearch {
      drawSearchField(row: row, limit: limit)
    } else if let message = state.message {
      put(
        fit.endKept(message, to: limit - margin), row: row, column: margin, style: theme.message)
    } else if !state.search.isEmpty {
      let quoted = quote(state.search)
      let found = state.hasLoaded ? "\(state.total) found" : ""
      let text = ["Search " + quoted, found, "Esc clears"].filter { !$0.isEmpty }
        .joined(separator: environment.separator)
      put(fit.truncated(text, to: limit - margin), row: row, column: margin, style: theme.plain)
    } else {
      let hints = ListKeyMap.bindings.compactMap(\.hint)
      put(fitted(hints, width: limit - margin), row: row, column: margin, style: theme.secondary)
    }
  }

  /// "/" and the text typed, its end in view, with the terminal's cursor after it.
  mutating func drawSearchField(row: Int, limit: Int) {
    // What the last key did (a search too long to take more) stands in for the keys.
    let hint = "  " + (state.message ?? "Enter keeps · Esc clears")
    let room = limit - margin - 1
    let text = fit.tail(state.search, width: max(0, room - 1))
    var end = put("/", row: row, column: margin, style: theme.strong)
    end = put(text, row: row, column: end, style: theme.plain, maxColumn: limit)
    screen.cursor = (row: row, column: min(end, max(0, state.columns - 1)))
    let asciiHint = environment.unicode ? hint : hint.replacing("·", with: "|")
    if end + 1 + fit.width(asciiHint) <= limit {
      put(
        asciiHint, row: row, column: end + 1,
        style: state.message == nil ? theme.secondary : theme.message)
    } else if let message = state.message {
      // No room beside the text: the message takes the line, the text it speaks of is known.
      screen.cursor = nil
      let fitted = fit.endKept(message, to: limit - margin)
      put(
        String(repeating: " ", count: max(0, limit - margin)), row: row, column: margin,
        style: theme.plain)
      put(fitted, row: row, column: margin, style: theme.message)
    }
  }

  /// "↻ syncing 40/250" while a sync runs; "loading…" while rows on screen are on their way.
  var progressIndicator: String {
    let unicode = environment.unicode
    if let sync = state.syncStatus {
      let steps = sync.total > 0 ? " \(sync.done)/\(sync.total)" : environment.ellipsis
      return (unicode ? "↻ syncing" : "syncing") + steps
    }
    guard state.pendingQuery != nil else { return "" }
    let onScreen = state.visibleLines(from: state.top).contains {
      if case .row(let index) = $0 { return state.window.row(at: index) == nil }
      return false
    }
    return !state.hasLoaded || onScreen ? "loading" + environment.ellipsis : ""
  }

  /// As many of `items` as fit, joined by the separator.
  func fitted(_ items: [String], width: Int) -> String {
    var text = ""
    for item in items {
      let candidate = text.isEmpty ? item : text + environment.separator + item
      if fit.width(candidate) > width { break }
      text = candidate
    }
    return text
  }

  func quote(_ text: String) -> String {
    environment.unicode ? "“\(text)”" : "\"\(text)\""
  }

  /// What the body says when no row matches: why, and what to do about it.
  var emptyMessage: [String] {
    if !state.searchQuery.isEmpty {
      let scope = state.filter == .all ? "" : " (\(state.filter.title))"
      return ["No bookmarks match \(quote(state.searchQuery))\(scope)", "Esc clears the search"]
    }
    if state.counts.all == 0 && state.filter == .all {
      return [
        "Your library is empty", "", "Add an article:", "dogear add FILE.html", "",
        "or connect a Readeck server:", "dogear login <server-url>",
      ]
    }
    let reason: String
    switch state.filter {
    case .all: reason = "No bookmarks"
    case .unread: reason = "No unread bookmarks"
    case .reading: reason = "Nothing in progress"
    case .read: reason = "Nothing read yet"
    case .archived: reason = "Nothing archived"
    case .favourites: reason = "No favourites yet: f marks one"
    }
    return [reason, "1 shows all bookmarks"]
  }
}
