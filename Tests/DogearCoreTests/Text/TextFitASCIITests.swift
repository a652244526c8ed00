import DogearCore
import DogearTestSupport
import Testing

@testable import DogearScreen

/// Issue 41: a row of printable ASCII is cut by its bytes (`TextFit.truncatedASCII`), and
/// gives exactly what cutting it Character by Character gives.
@Suite("Fitting ASCII text by its bytes")
struct TextFitASCIITests {
  static let ellipses = ["…", "...", "", "漢"]

  @Test("3,000 seeded ASCII texts, any width and ellipsis: the same as Character by Character")
  func sameAsByCharacter() {
    var random = SeededGenerator(seed: 41)
    let letters = Array("ab cd  efg   .-:/'\"~XYZ0123456789 ")
    for _ in 0..<3_000 {
      let text = String(
        (0..<random.next(below: 90)).map { _ in letters[random.next(below: letters.count)] })
      let fit = TextFit(
        cellWidth: TestSupport.cellWidth,
        ellipsis: Self.ellipses[random.next(below: Self.ellipses.count)])
      let width = 1 + random.next(below: 100)
      let fast = fit.truncatedASCII(text, to: width)
      #expect(fast != nil)
      #expect(
        fast == fit.truncatedByCharacter(text, to: width),
        "\(text.debugDescription) at \(width) with \(fit.ellipsis.debugDescription)")
    }
  }

  @Test(
    "a text with anything but printable ASCII takes the Character by Character way",
    arguments: ["tab\there", "new\nline", "café", "漢字のタイトル", "del\u{7F}", "e\u{301}", ""])
  func othersByCharacter(_ text: String) {
    let fit = TextFit(cellWidth: TestSupport.cellWidth, ellipsis: "…")
    #expect((fit.truncatedASCII(text, to: 4) == nil) == !text.isEmpty)
    #expect(fit.truncated(text, to: 4) == fit.truncatedByCharacter(text, to: 4))
  }

  @Test("cut with its trailing spaces dropped before the ellipsis, or whole when it fits")
  func examples() {
    let fit = TextFit(cellWidth: TestSupport.cellWidth, ellipsis: "…")
    #expect(fit.truncated("A Field Guide to Slow Rivers", to: 40) == "A Field Guide to Slow Rivers")
    #expect(fit.truncated("A Field Guide to Slow Rivers", to: 9) == "A Field…")
    #expect(fit.truncated("A Field Guide to Slow Rivers", to: 28) == "A Field Guide to Slow Rivers")
    #expect(fit.truncated("A Field Guide to Slow Rivers", to: 27) == "A Field Guide to Slow Rive…")
  }
}
