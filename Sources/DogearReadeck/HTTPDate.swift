import FoundationEssentials

/// An HTTP date (RFC 9110's IMF-fixdate, `Sun, 06 Nov 1994 08:49:37 GMT`), read without a
/// date formatter, which would need full Foundation.
enum HTTPDate {
  static let months = [
    "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
  ]

  static func parse(_ text: String) -> Date? {
    let words = text.split(separator: " ")
    guard words.count == 6, words[0].hasSuffix(","), words[5] == "GMT" || words[5] == "UTC",
      let day = Int(words[1]), let month = months.firstIndex(of: String(words[2])),
      let year = Int(words[3]), (1...31).contains(day)
    else { return nil }
    let clock = words[4].split(separator: ":", omittingEmptySubsequences: false).compactMap {
      Int($0)
    }
    guard clock.count == 3, (0...23).contains(clock[0]), (0...59).contains(clock[1]),
      (0...60).contains(clock[2])
    else { return nil }
    let days = daysSince1970(year: year, month: month + 1, day: day)
    let seconds = ((days * 24 + clock[0]) * 60 + clock[1]) * 60 + clock[2]
    return Date(timeIntervalSince1970: TimeInterval(seconds))
  }

  /// Days from 1970-01-01 to a date of the proleptic Gregorian calendar (the civil-days
  /// count: years start in March, so the leap day ends one).
  static func daysSince1970(year: Int, month: Int, day: Int) -> Int {
    let shifted = month <= 2 ? year - 1 : year
    let era = (shifted >= 0 ? shifted : shifted - 399) / 400
    let yearOfEra = shifted - era * 400
    let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146_097 + dayOfEra - 719_468
  }
}
