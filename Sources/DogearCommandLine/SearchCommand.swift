import DogearCore
import DogearStore
import FoundationEssentials

/// `dogear search WORDS [--json]`: the bookmarks whose title, site, labels or article text
/// hold every word, best first: id, title and a one-line snippet with the matches in
/// brackets; or, for scripts, JSON with the match offsets (Unicode scalars over the
/// article's plain text and over the title).
enum SearchCommand {
  /// More hits than anyone reads in a terminal; scripts that want more can narrow the words.
  static let limit = 1000
  /// Hidden: print only the first N hits, as the list's first screen asks for them.
  /// Benchmarks/bench-search times it.
  static let firstPageVariable = "DOGEAR_SEARCH_FIRST_PAGE"

  static func run(query: String, json: Bool, environment: [String: String]) -> Int32 {
    let terms: SearchTerms
    switch SearchTerms.parse(query) {
    case .success(let parsed): terms = parsed
    case .failure(let problem): return Commands.fail(problem.description)
    }
    do {
      let library = try LibraryLocation.open(environment: environment)
      try SearchIndexer.catchUpShowingProgress(library)
      let first = environment[firstPageVariable].flatMap(Int.init)
      let results = try library.search(
        terms, limit: first ?? limit, detail: json ? .offsets : .snippets)
      if json {
        PlainOutput.json(SearchOutput.json(results.hits))
      } else {
        PlainOutput.write(results.hits.map(SearchOutput.lines).joined())
      }
      return 0
    } catch {
      return Commands.fail(error.description)
    }
  }
}
