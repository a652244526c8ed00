import DogearCore

/// What `dogear highlights` prints (issue 25): each article's highlights with its title,
/// site and a link back, as plain text, as Markdown people paste into their notes (a heading
/// per article, a quote per highlight, the note under it), or as JSON for scripts.
public enum HighlightExport {
  public enum Format: Equatable, Sendable {
    case plain, markdown, json
  }

  /// One article and its highlights, in document order; `server` is the Readeck address
  /// for a Readeck bookmark (the link back goes to its reader), nil otherwise.
  public struct Article: Equatable, Sendable {
    public var bookmark: Bookmark
    public var highlights: [Highlight]
    public var server: String?

    public init(bookmark: Bookmark, highlights: [Highlight], server: String?) {
      self.bookmark = bookmark
      self.highlights = highlights.filter { $0.state != .deleted }
      self.server = server
    }

    /// The article in Readeck's reader, else its own address.
    public var link: String {
      guard let server, bookmark.source == .readeck else { return bookmark.url }
      return "\(server)/bookmarks/\(bookmark.id)"
    }

    /// The highlight in Readeck's reader (`#annotation-{id}`, readeck-api-2.md §1.4) once
    /// the server has it; the article's link otherwise.
    public func link(to highlight: Highlight) -> String {
      guard server != nil, bookmark.source == .readeck,
        highlight.state == .synced
          || highlight.state == .edited
      else { return link }
      return "\(link)#annotation-\(highlight.id)"
    }
  }

  public static func text(_ articles: [Article], as format: Format) -> String {
    let shown = articles.filter { !$0.highlights.isEmpty }
    switch format {
    case .plain: return shown.map(plain).joined(separator: "\n")
    case .markdown: return shown.map(markdown).joined(separator: "\n")
    case .json: return json(shown)
    }
  }

  private static func plain(_ article: Article) -> String {
    let bookmark = article.bookmark
    var lines = [
      line(bookmark.title) + (bookmark.siteName.isEmpty ? "" : "  (\(line(bookmark.siteName)))")
    ]
    lines.append(line(article.link))
    for highlight in article.highlights {
      lines.append("  [\(line(highlight.color))] \(line(highlight.text))")
      if !highlight.note.isEmpty { lines.append("      note: \(line(highlight.note))") }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  private static func markdown(_ article: Article) -> String {
    let bookmark = article.bookmark
    // Everything from the library is escaped: a title, a highlight or a note is read as
    // the words it holds, never as markup (`MarkdownText`).
    let link = { (address: String) in MarkdownText.destination(line(address)) }
    var text = "## [\(MarkdownText.inline(line(bookmark.title)))](\(link(article.link)))\n\n"
    if !bookmark.siteName.isEmpty { text += "\(MarkdownText.inline(line(bookmark.siteName)))\n\n" }
    for highlight in article.highlights {
      let quoted = MarkdownText.lines(highlight.text).map { "> \($0)" }
      text += quoted.joined(separator: "\n") + " ([link](\(link(article.link(to: highlight)))))\n\n"
      if !highlight.note.isEmpty {
        text += MarkdownText.lines(highlight.note).joined(separator: "\n") + "\n\n"
      }
    }
    return text
  }

  private static func json(_ articles: [Article]) -> String {
    guard !articles.isEmpty else { return "[]\n" }
    let objects = articles.map { article in
      let highlights = article.highlights.map { highlight in
        "      {\"color\": \(JSONText.string(highlight.color)), "
          + "\"id\": \(JSONText.string(highlight.id)), "
          + "\"link\": \(JSONText.string(article.link(to: highlight))), "
          + "\"note\": \(JSONText.string(highlight.note)), "
          + "\"sent\": \(highlight.state == .synced || highlight.state == .edited), "
          + "\"text\": \(JSONText.string(highlight.text))}"
      }
      return "  {\n    \"highlights\": [\n" + highlights.joined(separator: ",\n") + "\n    ],\n"
        + "    \"id\": \(JSONText.string(article.bookmark.id)),\n"
        + "    \"link\": \(JSONText.string(article.link)),\n"
        + "    \"site\": \(JSONText.string(article.bookmark.siteName)),\n"
        + "    \"title\": \(JSONText.string(article.bookmark.title)),\n"
        + "    \"url\": \(JSONText.string(article.bookmark.url))\n  }"
    }
    return "[\n" + objects.joined(separator: ",\n") + "\n]\n"
  }

  /// Text from the library on one line (`PlainOutput.write` makes it safe for a terminal).
  private static func line(_ text: String) -> String {
    PlainOutput.oneLine(text)
  }
}
