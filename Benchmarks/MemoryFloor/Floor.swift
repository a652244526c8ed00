// The memory floor (Benchmarks/memory-floor): what any program built from dogear's parts holds
// when it shows a small page, before any code of dogear's own. It touches each part once, the
// way a reader must: FoundationEssentials (the file read, settings decoded from JSON, a URL, a
// date), SQLite with FTS5 (a library opened in WAL mode, the page stored and indexed, a count
// read back), libxml2 opened on first use and the page parsed, and ncursesw drawing the page's
// text with MARKER on its last line. It is linked as the release dogear is (static Swift
// runtime, lld, packed relative relocations, unused sections dropped).
//
//     floor PAGE LIBRARY-FOLDER MARKER
import FoundationEssentials
import Glibc

struct Settings: Codable {
  var readingWidth: Int
  var hideProgressBar: Bool
  var hyphenate: Bool
}

let arguments = CommandLine.arguments
guard arguments.count == 4 else {
  fputs("usage: floor PAGE LIBRARY-FOLDER MARKER\n", stderr)
  exit(2)
}
let page = FileManager.default.contents(atPath: arguments[1]) ?? Data()
let settings = try JSONDecoder().decode(
  Settings.self,
  from: Data(#"{"readingWidth": 72, "hideProgressBar": false, "hyphenate": true}"#.utf8))
let libraryPath = URL(fileURLWithPath: arguments[2]).appendingPathComponent("floor.sqlite").path

var library: OpaquePointer?
guard sqlite3_open(libraryPath, &library) == SQLITE_OK else { exit(1) }
sqlite3_exec(
  library,
  """
  PRAGMA journal_mode = WAL;
  CREATE TABLE IF NOT EXISTS article (id INTEGER PRIMARY KEY, html BLOB, added REAL);
  CREATE VIRTUAL TABLE IF NOT EXISTS search USING fts5(body);
  """, nil, nil, nil)

/// Runs `sql` with its one parameter bound by `bind`, then hands the statement to `read`.
func run(_ sql: String, bind: (OpaquePointer?) -> Void, read: (OpaquePointer?) -> Void = { _ in }) {
  var statement: OpaquePointer?
  sqlite3_prepare_v2(library, sql, -1, &statement, nil)
  bind(statement)
  if sqlite3_step(statement) == SQLITE_ROW { read(statement) }
  sqlite3_finalize(statement)
}

// The page's text, crudely: what lies between tags.
let text = String(decoding: page, as: UTF8.self).split(separator: "<")
  .compactMap { $0.split(separator: ">", maxSplits: 1).dropFirst().first }
  .joined(separator: " ")
run("INSERT INTO article (html, added) VALUES (?, ?)") { statement in
  _ = page.withUnsafeBytes {
    sqlite3_bind_blob(statement, 1, $0.baseAddress, Int32($0.count), nil)
  }
  sqlite3_bind_double(statement, 2, Date().timeIntervalSince1970)
}
run("INSERT INTO search (body) VALUES (?)") { sqlite3_bind_text($0, 1, text, -1, nil) }
var articles: Int32 = 0
run("SELECT count(*) FROM article", bind: { _ in }, read: { articles = sqlite3_column_int($0, 0) })

typealias ReadMemory =
  @convention(c) (
    UnsafePointer<CChar>?, Int32, UnsafePointer<CChar>?, UnsafePointer<CChar>?, Int32
  ) -> OpaquePointer?
guard let libxml2 = dlopen("libxml2.so.2", RTLD_NOW),
  let readMemory = dlsym(libxml2, "htmlReadMemory")
else { exit(1) }
// HTML_PARSE_RECOVER | HTML_PARSE_NOERROR | HTML_PARSE_NOWARNING
let document = page.withUnsafeBytes { bytes in
  unsafeBitCast(readMemory, to: ReadMemory.self)(
    bytes.baseAddress?.assumingMemoryBound(to: CChar.self), Int32(bytes.count), nil, "UTF-8",
    1 << 0 | 1 << 5 | 1 << 6)
}

setlocale(LC_ALL, "")
initscr()
noecho()
cbreak()
var row: Int32 = 0
for line in text.split(separator: "\n") where !line.allSatisfy(\.isWhitespace) {
  guard row < LINES - 1 else { break }
  mvaddstr(row, 0, String(line.prefix(min(Int(COLS) - 1, settings.readingWidth))))
  row += 1
}
mvaddstr(LINES - 1, 0, "\(arguments[3]) \(articles) \(document != nil)")
refresh()
_ = getch()
endwin()
