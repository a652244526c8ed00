import DogearCore
import DogearScreen
import Foundation

/// Screen snapshots as literal text files under Tests/<target>/__Snapshots__/<name>.txt.
/// Set RECORD_SNAPSHOTS=1 to (re)write them; otherwise a missing snapshot is a failure.
public enum Snapshot {
  public enum Outcome: Equatable {
    case matches
    case recorded
    case differs(expected: String, actual: String)
    case missing(path: String)
  }

  /// Compares `actual` with the stored snapshot `name` of the test file at `testFile`.
  public static func check(_ actual: String, named name: String, testFile: String = #filePath)
    -> Outcome
  {
    let folder = URL(fileURLWithPath: testFile).deletingLastPathComponent()
      .appendingPathComponent("__Snapshots__")
    let file = folder.appendingPathComponent(name + ".txt")
    let framed = frame(actual)
    if ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1" {
      try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try? Data(framed.utf8).write(to: file)
      return .recorded
    }
    guard let data = try? Data(contentsOf: file) else { return .missing(path: file.path) }
    let expected = String(decoding: data, as: UTF8.self)
    return expected == framed ? .matches : .differs(expected: expected, actual: framed)
  }

  /// A screen's text with a border, so trailing blanks and empty rows stay visible in review.
  public static func frame(_ screen: Screen) -> String { frame(screen.text, width: screen.columns) }

  public static func frame(_ text: String, width: Int? = nil) -> String {
    let lines = text.components(separatedBy: "\n")
    let ruleWidth = width ?? lines.map(\.count).max() ?? 0
    let rule = "+" + String(repeating: "-", count: ruleWidth) + "+"
    return ([rule] + lines.map { "|" + $0 } + [rule]).joined(separator: "\n") + "\n"
  }
}
