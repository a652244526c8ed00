import DogearCore
import DogearHyphen
import DogearStore
import DogearWidth
import Foundation

// dogear-bench: in-process timings of the reader and list cores for Benchmarks/bench-reader
// and Benchmarks/bench-list.
//   dogear-bench reader NAME=FILE.html...   the reader on each article
//   dogear-bench rewrap NAME=FILE.html...   re-wrapping each article at a new width
//   dogear-bench list NAME=LIBRARY...       the list on each library (folder or .sqlite file)
//   dogear-bench listen NAME=FILE.html...   from L to the first word's audio (issue 42)
//   dogear-bench pictures NAME=IMAGE...     scrolling past pictures sent as pixels
//   dogear-bench search NAME=LIBRARY ARTICLE=FILE.html...   the list's search (s) on the
//                                           library, and adding each article to its index

/// One `NAME=PATH` argument.
struct Subject {
  var name: String
  var path: String

  init?(_ argument: String) {
    guard let split = argument.firstIndex(of: "="), split != argument.startIndex else {
      return nil
    }
    name = String(argument[..<split])
    path = String(argument[argument.index(after: split)...])
  }
}

extension Subject {
  /// The article file's bytes; the run ends when it cannot be read.
  func html() -> Data {
    guard let html = FileManager.default.contents(atPath: path) else {
      fail("cannot read \(path)")
    }
    return html
  }
}

func fail(_ message: String) -> Never {
  FileHandle.standardError.write(Data("dogear-bench: \(message)\n".utf8))
  exit(2)
}

let arguments = Array(CommandLine.arguments.dropFirst())
let subjects = arguments.dropFirst().map { argument -> Subject in
  guard let subject = Subject(argument) else { fail("expected NAME=PATH, got \(argument)") }
  return subject
}
let cellWidth = SystemCellWidth.make()
let sink = Sink()
var table = ResultTable()
/// Lines printed under the table: ratios the issues ask for.
var ratios: [String] = []
switch arguments.first {
case "reader":
  for subject in subjects {
    ReaderBench(name: subject.name, html: subject.html(), cellWidth: cellWidth, sink: sink)
      .run(into: &table)
  }
case "rewrap":
  for subject in subjects {
    RewrapBench(name: subject.name, html: subject.html(), cellWidth: cellWidth, sink: sink)
      .run(into: &table)
    // Issue 44: set whole, hyphenated (English patterns) and justified, within 2x the above.
    var set = RewrapBench(
      name: subject.name, html: subject.html(), cellWidth: cellWidth, sink: sink)
    set.typesetting = .book(hyphenate: true, justify: true)
    set.hyphenator = try? HyphenDictionaries.system.hyphenator(forLanguage: "en").get()
    set.run(into: &table)
    let medians = table.rows.suffix(2).map { $0.samples.milliseconds(atQuantile: 0.5) }
    if medians.count == 2, medians[0] > 0 {
      let ratio = medians[1] / medians[0]
      ratios.append(
        "\(subject.name): re-wrap set hyphenated and justified / greedy = "
          + String(format: "%.2fx", ratio) + (ratio <= 2 ? " ok" : " MISSED")
          + " (issue 44: within 2x)")
    }
  }
case "list":
  for subject in subjects {
    do {
      let library = try Library.open(at: URL(fileURLWithPath: subject.path))
      try ListBench(name: subject.name, library: library, cellWidth: cellWidth, sink: sink)
        .run(into: &table)
    } catch {
      fail("\(subject.path): \(error)")
    }
  }
case "search":
  guard let first = subjects.first else { fail("search needs NAME=LIBRARY") }
  do {
    let library = try Library.open(at: URL(fileURLWithPath: first.path))
    try SearchBench(name: first.name, library: library, cellWidth: cellWidth, sink: sink)
      .run(into: &table)
    for article in subjects.dropFirst() {
      try SearchBench.timeAdding(article.name, html: article.html(), to: library, into: &table)
    }
  } catch {
    fail("\(first.path): \(error)")
  }
case "listen":
  for subject in subjects {
    ListenBench(name: subject.name, html: subject.html(), cellWidth: cellWidth, sink: sink)
      .run(into: &table)
  }
case "pictures":
  for subject in subjects {
    PictureBench(name: subject.name, png: subject.html(), cellWidth: cellWidth, sink: sink)
      .run(into: &table)
  }
default:
  fail("usage: dogear-bench reader|rewrap|list|search|listen|pictures NAME=PATH...")
}
print(table.text())
for line in ratios { print(line) }
// Printed so the work above is observably used.
print("(checksum \(sink.total))")
