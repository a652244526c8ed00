import DogearCore
import FoundationEssentials

/// The clock of the interactive program and of `dogear stats`: the system's, or, for the
/// end-to-end tests of reading time only (issue 43), the system's run ahead by the seconds written in the file
/// `DOGEAR_TEST_CLOCK_FILE` names, read at every tick. A test makes five idle minutes pass,
/// or a steady pace of a page every 12 s, by writing a number, without waiting for it; the
/// time still runs, so every timer and debounce behaves as it does for a person. `stats`
/// reads it too, so its "today" is the reader's today also when that clock has passed midnight.
public enum ShellClock {
  public static let variable = "DOGEAR_TEST_CLOCK_FILE"

  public static func make(environment: [String: String]) -> @Sendable () -> Date {
    guard let path = environment[variable], !path.isEmpty else { return { Date() } }
    let file = URL(fileURLWithPath: path)
    return { Date().addingTimeInterval(offset(in: file)) }
  }

  /// The seconds in the file; 0 when it is missing or holds no number.
  static func offset(in file: URL) -> Double {
    guard let data = try? Data(contentsOf: file) else { return 0 }
    let text = String(decoding: data, as: UTF8.self).trimmingWhitespace()
    return Double(text) ?? 0
  }
}
