import DogearCore
import DogearStore
import FoundationEssentials

/// The articles a new library starts with, so dogear is useful (and shows its rings and its
/// jump prompt) before any server is connected.
///
/// Seeded once: only into an empty library that was never seeded (the `demo_seeded` meta
/// flag), so deleting every bookmark does not bring them back. Once the library has a
/// bookmark of its own, the demo is put away (`DemoLibrary+PutAway.swift`); `dogear demo`
/// brings it back.
enum DemoLibrary {
  /// The demo's state: when it was seeded (an ISO 8601 date), "not needed", or
  /// `putAwayState`/`broughtBackState` followed by a date.
  static let seededKey = "demo_seeded"
  /// The manifest's entries, each one's article, and the folder they are in.
  typealias Content = (
    entries: [DemoManifestEntry], articles: [(html: Data, facts: ArticleFacts)], folder: URL
  )

  /// The demo bookmarks' ids, comma-separated, so they can be put away without the manifest.
  static let idsKey = "demo_ids"

  enum Problem: Error, CustomStringConvertible {
    case unreadableArticle(String)

    var description: String {
      switch self {
      case .unreadableArticle(let path): return "cannot read \(path)"
      }
    }
  }

  /// The folder holding `demo/library.json`: `$DOGEAR_FIXTURES`, else `share/dogear` beside
  /// the installed binary (`make install` puts the demo, and only it, in
  /// `share/dogear/demo`). Never the source tree: a binary built in one place and installed
  /// in another must hold no path of the build (issue 45); `make run` names the source
  /// tree's Fixtures in `DOGEAR_FIXTURES`.
  static func fixturesFolder(environment: [String: String]) -> URL? {
    if let folder = environment["DOGEAR_FIXTURES"], !folder.isEmpty {
      return URL(fileURLWithPath: folder, isDirectory: true)
    }
    // bin/dogear -> share/dogear (make install), wherever the install was moved.
    let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    let installed = executable.deletingLastPathComponent()
      .appendingPathComponent("../share/dogear").standardizedFileURL
    return manifest(in: installed) == nil ? nil : installed
  }

  /// Fills a new, empty library from `fixtures`; returns whether it did. Everything is
  /// written in one transaction: a crash leaves no half demo.
  @discardableResult
  static func seedIfNew(_ library: Library, fixtures: URL?, now: Date) throws -> Bool {
    guard !library.isReadOnly, try library.meta(seededKey) == nil else { return false }
    guard try library.count(filter: .all, search: "") == 0 else {
      try library.setMeta(seededKey, "not needed")
      return false
    }
    guard let demo = try read(fixtures) else { return false }
    return try library.transaction { () throws(LibraryError) -> Bool in
      // Another dogear may have seeded while we read the files.
      guard try library.meta(seededKey) == nil else { return false }
      try insert(demo, into: library, state: now.formatted(.iso8601))
      return true
    }
  }

  /// The demo's entries, their articles and their folder, or nil when there is no demo.
  static func read(_ fixtures: URL?) throws -> Content? {
    guard let fixtures, let manifestURL = manifest(in: fixtures) else { return nil }
    let folder = manifestURL.deletingLastPathComponent()
    let entries = try DemoManifestEntry.load(manifestURL)
    return (entries, try entries.map { entry in try article(entry, in: folder) }, folder)
  }

  /// Writes the demo's bookmarks, articles and positions, and `state` as the seeding's
  /// state; call inside a transaction.
  static func insert(
    _ demo: Content, into library: Library, state: String
  ) throws(LibraryError) {
    let pairs = zip(demo.entries, demo.articles)
    try library.upsert(pairs.map { bookmark($0, facts: $1.facts, in: demo.folder) })
    for (entry, article) in pairs {
      try library.saveArticle(id: entry.id, html: article.html, text: article.facts.text)
      try library.saveProgress(id: entry.id, progress(entry), force: true)
    }
    try library.setMeta(idsKey, demo.entries.map(\.id).joined(separator: ","))
    try library.setMeta(seededKey, state)
  }

  private static func manifest(in fixtures: URL) -> URL? {
    let url = fixtures.appendingPathComponent("demo/library.json")
    return FileManager.default.fileExists(atPath: url.path) ? url : nil
  }

  private static func article(_ entry: DemoManifestEntry, in folder: URL) throws
    -> (html: Data, facts: ArticleFacts)
  {
    let url = folder.appendingPathComponent(entry.file)
    guard let html = FileManager.default.contents(atPath: url.path) else {
      throw Problem.unreadableArticle(url.path)
    }
    return (html, ArticleFacts(html: html))
  }

  private static func bookmark(_ entry: DemoManifestEntry, facts: ArticleFacts, in folder: URL)
    -> Bookmark
  {
    Bookmark(
      id: entry.id, title: entry.title, siteName: entry.siteName, site: entry.site,
      url: entry.url, authors: entry.authors, description: entry.description, lang: entry.lang,
      textDirection: TextDirection(rawValue: entry.direction) ?? .leftToRight,
      wordCount: facts.wordCount, readingTime: facts.readingTime, created: entry.created,
      updated: entry.lastRead ?? entry.created, isArchived: entry.archived,
      isFavourite: entry.favourite, hasArticle: true,
      heroImage: entry.hero.map { folder.appendingPathComponent($0).path }, source: .local)
  }

  private static func progress(_ entry: DemoManifestEntry) -> ReadingProgress {
    ReadingProgress(
      percent: Percent(clamping: entry.progress).value, anchorPath: entry.anchor,
      anchorOffset: entry.anchorOffset, updatedAt: entry.lastRead ?? entry.created)
  }
}
