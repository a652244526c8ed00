import Foundation
import Testing

@testable import DogearCore
@testable import DogearLayout

@Suite("An image's file name")
struct ImageNameTests {
  @Test(
    "is the last path segment, decoded, or none",
    arguments: [
      ("https://example.org/img/chart-2024.png?w=640", "chart-2024.png"),
      ("https://example.org/img/chart.png#top", "chart.png"),
      ("https://example.org/a/b/", nil), ("https://example.org/", nil), ("", nil),
      ("chart.png", "chart.png"), ("/chart.png", "chart.png"), ("?x=1/y.png", nil),
      ("https://example.org/a%20b.png", "a b.png"), ("https://example.org/%20a.png%20", "a.png"),
      ("https://example.org/100%.png", "100%.png"), ("https://example.org/%E2%80%83x.png", "x.png"),
      ("data:image/png;base64,iVBORw0KGgo/AAA", nil), ("DATA:image/gif,GIF89a", nil),
      ("dat", "dat"), ("https://example.org/caf\u{E9}.png?q", "caf\u{E9}.png"),
      ("https://example.org/\u{1F600}/smile.png#a/b", "smile.png"),
      ("https://example.org/a/\u{301}b.png", "a/\u{301}b.png"),
      // Kept as decoded: the screen draws the ESC as U+FFFD, plain output drops the sequence.
      ("https://example.org/%1B[2J.png", "\u{1B}[2J.png"),
    ] as [(String, String?)])
  func fileName(source: String, expected: String?) {
    #expect(ImageName.fileName(of: source) == expected)
  }

  /// The reading by Character the byte reading must agree with (but for the scheme, which is
  /// bytes: `data:` and a combining mark is still a `data:` address).
  static func byCharacter(_ source: String) -> String? {
    let scheme = String(decoding: source.utf8.prefix(5), as: UTF8.self).lowercased()
    guard !source.isEmpty, scheme != "data:" else { return nil }
    var path = Substring(source)
    if let cut = path.firstIndex(where: { $0 == "?" || $0 == "#" }) { path = path[..<cut] }
    guard let last = path.split(separator: "/", omittingEmptySubsequences: false).last,
      !last.isEmpty
    else { return nil }
    let decoded = String(last).removingPercentEncoding ?? String(last)
    let clean = BlockPreparer.trimmed(decoded)
    return clean.isEmpty ? nil : clean
  }

  @Test("agrees with a reading by Character on 5,000 seeded addresses")
  func seeded() {
    let pool = [
      "/", "?", "#", "%20", "%", "%2F", "a", "B", ".png", " ", "data:", "Data:", "\r\n", "\t", "~",
      "%E2%80%83", "%1B", "x=1", "&", "\u{E9}", "\u{301}",
    ]
    var state: UInt64 = 11
    for _ in 0..<5_000 {
      var source = ""
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      for _ in 0..<(Int(state >> 60) + 1) {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        source += pool[Int(state >> 33) % pool.count]
      }
      #expect(
        ImageName.fileName(of: source) == Self.byCharacter(source), "\(source.debugDescription)")
    }
  }
}
