import DogearCore
import DogearList
import DogearStore
import FoundationEssentials

/// `dogear list [--json] [--label L]`: every bookmark in list order (or those with the label
/// L, matched exactly and case-sensitively, as Readeck does), one line each (percent, id,
/// title, site), or a JSON array for scripts.
enum ListCommand {
  /// Hidden: print only the first N rows the way the list screen loads them (counts and one
  /// page of summaries). Benchmarks/bench-store times it.
  static let firstPageVariable = "DOGEAR_LIST_FIRST_PAGE"

  static func run(json: Bool, label: String? = nil, environment: [String: String]) -> Int32 {
    if let probe = ProgressProbe(environment: environment) { return probe.run() }
    do {
      let library = try LibraryLocation.open(environment: environment)
      if let limit = environment[firstPageVariable].flatMap(Int.init) {
        PlainOutput.write(try firstPage(library, limit: limit))
        return 0
      }
      let all = try library.entries(filter: .all, search: "")
      let entries =
        label.map { label in all.filter { $0.bookmark.labels.contains(label) } } ?? all
      if json {
        PlainOutput.json(ListedBookmark.json(entries))
      } else {
        PlainOutput.write(entries.map(line).joined())
      }
      return 0
    } catch {
      return Commands.fail(error.description)
    }
  }

  /// " 63%  k3x9p2qa  A Field Guide to Slow Rivers  (rivers.example)"
  static func line(_ entry: LibraryEntry) -> String {
    let bookmark = entry.bookmark
    let site = bookmark.site.isEmpty ? bookmark.siteName : bookmark.site
    return line(
      percent: entry.progress?.percent ?? 0, id: bookmark.id, title: bookmark.title,
      site: site)
  }

  private static func line(percent: Int, id: String, title: String, site: String) -> String {
    let number = String(percent)
    let padded = String(repeating: " ", count: max(0, 3 - number.count)) + number
    // Every field on the row's one line: an id, a title or a site from a server may hold a
    // line break (issue 37), which would split a row in two for a script reading lines.
    return "\(padded)%  \(oneLine(id))  \(oneLine(title))"
      + (site.isEmpty ? "" : "  (\(oneLine(site)))") + "\n"
  }

  private static func oneLine(_ text: String) -> String {
    text.split(whereSeparator: { $0.isNewline }).joined(separator: " ")
  }

  private static func firstPage(_ library: Library, limit: Int) throws(LibraryError) -> String {
    let counts = try library.counts()
    let rows = try library.summaries(filter: .all, search: "", offset: 0, limit: limit)
    let header = "\(counts.reading) reading, \(counts.unread) unread, \(counts.read) read\n"
    return header
      + rows.map { line(percent: $0.percent, id: $0.id, title: $0.title, site: $0.site) }
      .joined()
  }
}
