import DogearCore
import DogearScreen

/// Draws `s`: the search field on the first line, two lines per hit (title and site, then
/// the snippet with the matched words marked), and the keys on the status line.
extension ListPainter {
  mutating func drawTextSearch(_ search: ListTextSearch) {
    drawTextSearchFooter(search)
    drawTextSearchBody(search)
    drawTextSearchField(search)
  }

  /// Matched words: bold and underlined, so they show with or without colours.
  private var markStyle: CellStyle {
    theme.colors
      ? CellStyle([.bold, .underline], foreground: .indexed(3)) : CellStyle([.bold, .underline])
  }

  /// "Search every article: slow riv" with the cursor after it, and the count on the right.
  private mutating func drawTextSearchField(_ search: ListTextSearch) {
    let label = state.columns >= 40 ? "Search every article: " : "Search: "
    let count: String
    if search.pending != nil && !search.hasAnswer {
      count = "searching" + environment.ellipsis
    } else {
      let server = search.serverIDs.isEmpty ? "" : " + \(search.serverIDs.count) on the server"
      let total = RecordWords.grouped(search.total) + (search.isCapped ? "+" : "")
      count = search.hasAnswer ? "\(total) found" + server : ""
    }
    let right = state.columns - margin - fit.width(count)
    put(count, row: 0, column: max(0, right), style: theme.indicator)
    var end = put(label, row: 0, column: margin, style: theme.strong)
    let room = max(0, (count.isEmpty ? state.columns - margin : right - 2) - end - 1)
    end = put(fit.tail(search.query, width: room), row: 0, column: end, style: theme.plain)
    screen.cursor = (row: 0, column: min(end, max(0, state.columns - 1)))
  }

  private mutating func drawTextSearchBody(_ search: ListTextSearch) {
    guard state.bodyHeight > 0 else { return }
    if search.hits.isEmpty {
      drawCentred(textSearchMessage(search))
      return
    }
    let visible = state.visibleHits
    let top = min(search.top, max(0, search.hits.count - 1))
    for (offset, hit) in search.hits[top..<min(search.hits.count, top + visible)].enumerated() {
      let row = 1 + 2 * offset
      drawHitTitle(hit, row: row)
      if row + 1 <= state.bodyHeight {
        if search.isFromServer(hit) {
          drawServerNote(hit.snippet.text, row: row + 1)
        } else {
          drawSnippet(hit.snippet, row: row + 1)
        }
      }
      if top + offset == search.selection { highlight(row) }
    }
  }

  /// The title, and the site at the right when there is room for both.
  private mutating func drawHitTitle(_ hit: SearchHit, row: Int) {
    let width = state.columns - 2 * margin
    let siteWidth = min(fit.width(hit.site), max(0, width / 3))
    let titleWidth = siteWidth > 0 ? width - siteWidth - 2 : width
    put(fit.truncated(hit.title, to: titleWidth), row: row, column: margin, style: theme.strong)
    guard siteWidth > 0 else { return }
    let site = fit.truncated(hit.site, to: siteWidth)
    put(site, row: row, column: state.columns - margin - fit.width(site), style: theme.secondary)
  }

  /// A hit only the server found: no text here to cut a snippet from, so what it is and its
  /// summary.
  private mutating func drawServerNote(_ summary: String, row: Int) {
    let start = margin + 2
    let note = "On the server" + (summary.isEmpty ? "" : ": " + summary)
    put(
      fit.truncated(note, to: state.columns - margin - start), row: row, column: start,
      style: theme.secondary)
  }

  /// The snippet, indented, its marks in `markStyle`, cut with an ellipsis at the edge.
  private mutating func drawSnippet(_ snippet: SearchSnippet, row: Int) {
    let start = margin + 2
    let limit = state.columns - margin
    let fitted = fit.truncated(snippet.text, to: limit - start)
    let scalars = Array(fitted.unicodeScalars)
    var column = start
    var position = 0
    func text(_ range: Range<Int>) -> String {
      String(String.UnicodeScalarView(scalars[range]))
    }
    for mark in snippet.marks where mark.lowerBound >= position && mark.lowerBound < scalars.count {
      let upper = min(mark.upperBound, scalars.count)
      column = put(text(position..<mark.lowerBound), row: row, column: column, style: theme.plain)
      column = put(text(mark.lowerBound..<upper), row: row, column: column, style: markStyle)
      position = upper
    }
    put(text(position..<scalars.count), row: row, column: column, style: theme.plain)
  }

  private mutating func drawTextSearchFooter(_ search: ListTextSearch) {
    guard state.rows >= 2 else { return }
    let row = state.rows - 1
    if let problem = search.problem ?? state.message {
      let text = fit.truncated(problem, to: state.columns - 2 * margin)
      put(text, row: row, column: margin, style: theme.message)
      return
    }
    let arrows = environment.unicode ? "↑↓ move" : "Up/Dn move"
    let hints = ["Enter read at the match", arrows, "Esc back"]
    put(
      fitted(hints, width: state.columns - 2 * margin), row: row, column: margin,
      style: theme.secondary)
  }

  private func textSearchMessage(_ search: ListTextSearch) -> [String] {
    if search.hasAnswer, search.problem == nil {
      return ["No article holds every word of \(quote(search.query))", "Esc goes back to the list"]
    }
    if search.query.allSatisfy(\.isWhitespace) {
      return [
        "Type words to search the text of every stored article", "",
        "Words match as prefixes; \(quote("quoted words")) match as a phrase",
      ]
    }
    return []
  }
}
