import Foundation

/// The figures of one run, printed as a fixed-width table: median and p90 per case, with the
/// target where the issue names one.
struct ResultTable {
  struct Row {
    var subject: String
    var measure: String
    var samples: Samples
    var target: Double?
  }

  private(set) var rows: [Row] = []

  mutating func add(_ subject: String, _ measure: String, _ samples: Samples, target: Double? = nil)
  {
    rows.append(Row(subject: subject, measure: measure, samples: samples, target: target))
  }

  /// The table as text, one line per case; "ok" or "MISSED" against the target's median.
  func text() -> String {
    let subjectWidth = max(7, rows.map(\.subject.count).max() ?? 0)
    let measureWidth = max(7, rows.map(\.measure.count).max() ?? 0)
    var lines = [
      header(subjectWidth, measureWidth),
      String(repeating: "-", count: subjectWidth + measureWidth + 44),
    ]
    for row in rows {
      let median = row.samples.milliseconds(atQuantile: 0.5)
      let verdict = row.target.map {
        median < $0 ? "ok (< \(format($0)))" : "MISSED (\(format($0)))"
      }
      lines.append(
        pad(row.subject, subjectWidth) + "  " + pad(row.measure, measureWidth) + "  "
          + leftPad(format(median), 9) + "  "
          + leftPad(format(row.samples.milliseconds(atQuantile: 0.9)), 9) + "  "
          + leftPad(String(row.samples.count), 6) + "  " + (verdict ?? ""))
    }
    return lines.joined(separator: "\n")
  }

  private func header(_ subjectWidth: Int, _ measureWidth: Int) -> String {
    pad("subject", subjectWidth) + "  " + pad("measure", measureWidth) + "  "
      + leftPad("median ms", 9) + "  " + leftPad("p90 ms", 9) + "  " + leftPad("runs", 6)
      + "  target"
  }

  private func format(_ milliseconds: Double) -> String {
    milliseconds < 10
      ? String(format: "%.3f", milliseconds) : String(format: "%.1f", milliseconds)
  }

  private func pad(_ text: String, _ width: Int) -> String {
    text + String(repeating: " ", count: max(0, width - text.count))
  }

  private func leftPad(_ text: String, _ width: Int) -> String {
    String(repeating: " ", count: max(0, width - text.count)) + text
  }
}
