import DogearCore
import Testing

@Suite("Ordered list numbering")
struct ListNumberingTests {
  static func lines(_ html: String) -> [String] { TableLayoutTests.lines(html, width: 30) }

  @Test("type a, A, i and I number in letters and numerals, start and reversed too")
  func types() {
    #expect(Self.lines("<ol type=\"a\"><li>x</li><li>y</li></ol>") == ["a. x", "b. y"])
    #expect(
      Self.lines("<ol type=\"A\" start=\"26\"><li>x</li><li>y</li></ol>") == [" Z. x", "AA. y"])
    #expect(
      Self.lines("<ol type=\"i\" start=\"3\"><li>x</li><li>y</li></ol>") == ["iii. x", " iv. y"])
    #expect(Self.lines("<ol type=\"I\" start=\"9\"><li>x</li></ol>") == ["IX. x"])
    #expect(
      Self.lines("<ol reversed><li>x</li><li>y</li><li>z</li></ol>") == ["3. x", "2. y", "1. z"])
    #expect(
      Self.lines("<ol reversed start=\"10\"><li>x</li><li>y</li></ol>") == ["10. x", " 9. y"])
  }

  @Test("numbers letters cannot write fall back to decimal; a ul ignores type")
  func fallbacks() {
    #expect(Self.lines("<ol type=\"a\" start=\"0\"><li>x</li><li>y</li></ol>") == ["0. x", "a. y"])
    #expect(Self.lines("<ul type=\"a\"><li>x</li></ul>") == ["• x"])
  }
}
