import Testing

@Suite("Long addresses")
struct AddressWrapTests {
  static func lines(_ html: String, width: Int) -> [String] {
    TableLayoutTests.lines(html, width: width)
  }

  @Test("an address wider than the line breaks after /, ? and &, not inside a word")
  func asciiAddress() {
    let html =
      "<p>https://example.org/articles/2024/index.html?query=one&amp;other=two for more</p>"
    #expect(
      Self.lines(html, width: 25) == [
        "https://example.org/", "articles/2024/index.html?", "query=one&other=two for", "more",
      ])
  }

  @Test("non-ASCII and linked addresses break the same way, and still mid-word without marks")
  func otherAddresses() {
    #expect(
      Self.lines("<p>https://exemple.fr/été/château-fort?année=1950</p>", width: 20) == [
        "https://exemple.fr/", "été/château-", "fort?année=1950",
      ])
    let linked = "<p><a href=\"/x\">https://example.org/a/b/c/d/e/f/g/h</a></p>"
    #expect(
      Self.lines(linked, width: 14).prefix(3) == ["https://", "example.org/a/", "b/c/d/e/f/g/"])
    #expect(
      Self.lines("<p>abcdefghijklmnopqrstuvwxyz</p>", width: 10) == [
        "abcdefghij", "klmnopqrst", "uvwxyz",
      ])
  }
}
