import DogearCore
import DogearHTML
import DogearLayout
import Foundation

/// A terminal resize's cost in the article engine (issue 3 "Speed"): laying a prepared
/// article out again at another width, plus one anchor lookup, alternating between 80 and
/// 60 columns.
struct RewrapBench {
  /// A resize re-wraps within this (issue 3).
  static let target = 2.0

  let name: String
  let html: Data
  let cellWidth: CellWidth
  let sink: Sink

  func run(into table: inout ResultTable) {
    let prepared = PreparedArticle(document: HTMLDocumentParser.parse(html), cellWidth: cellWidth)
    var samples = Samples()
    var anchor = Anchor(path: .root, offset: 0)
    var lines = 0
    for round in 0..<400 {
      let width = round % 2 == 0 ? 80 : 60
      var layout: ArticleLayout?
      samples.time {
        layout = ArticleLayout(prepared: prepared, width: width)
        sink.keep(layout?.lineIndex(for: anchor) ?? 0)
      }
      guard let layout else { continue }
      // Next round looks up the anchor of this layout's middle line.
      anchor = layout.anchor(atLine: layout.lines.count / 2)
      lines = layout.lines.count
    }
    let subject = "\(name) (\(html.count / 1024) KB, \(lines) lines at 60)"
    table.add(subject, "re-wrap 80 <-> 60 + anchor lookup", samples, target: Self.target)
  }
}
