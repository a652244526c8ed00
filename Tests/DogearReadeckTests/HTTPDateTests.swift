import Foundation
import Testing

@testable import DogearReadeck

/// The `Date` header, read as Foundation's en_US_POSIX formatter read it.
@Suite("HTTP dates")
struct HTTPDateTests {
  @Test("every day of years around leap years and 2000 agrees with DateFormatter")
  func agrees() {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "GMT")
    formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss zzz"
    var moment = Date(timeIntervalSince1970: 946_684_800 - 86_400 * 800 + 3_723)
    for _ in 0..<2_000 {
      let text = formatter.string(from: moment)
      #expect(HTTPDate.parse(text) == formatter.date(from: text), "\(text)")
      moment += 86_400 * 3 + 1_237
    }
    #expect(HTTPDate.parse("Sun, 06 Nov 1994 08:49:37 GMT")?.timeIntervalSince1970 == 784_111_777)
  }

  @Test("what is not an IMF date is nil")
  func refused() {
    for text in [
      "", "Sunday, 06-Nov-94 08:49:37 GMT", "Sun Nov  6 08:49:37 1994",
      "Sun, 06 Nov 1994 08:49 GMT",
      "Sun, 06 Foo 1994 08:49:37 GMT", "Sun, 32 Nov 1994 08:49:37 GMT",
      "Sun, 06 Nov 1994 25:49:37 GMT",
    ] {
      #expect(HTTPDate.parse(text) == nil, "\(text)")
    }
  }
}
