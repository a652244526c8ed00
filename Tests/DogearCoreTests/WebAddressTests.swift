import Testing

@testable import DogearCommandLine
@testable import DogearCore

@Suite("Web addresses for dogear add and +")
struct WebAddressTests {
  @Test("http and https addresses with a host pass, trimmed")
  func goodAddresses() throws {
    #expect(
      try WebAddress.check("  https://example.org/a?b=c#d ").get() == "https://example.org/a?b=c#d")
    #expect(try WebAddress.check("HTTP://Example.org").get() == "HTTP://Example.org")
  }

  @Test("other schemes, no host, spaces, control characters and 1025 characters are refused")
  func badAddresses() {
    #expect(WebAddress.check("ftp://example.org") == .failure(.notWeb("ftp://example.org")))
    #expect(WebAddress.check("example.org") == .failure(.notWeb("example.org")))
    #expect(WebAddress.check("http://") == .failure(.noHost("http://")))
    #expect(WebAddress.check("https://exa mple.org") == .failure(.space("https://exa mple.org")))
    #expect(WebAddress.check("https://example.org/\u{1B}[2J") == .failure(.controlCharacter))
    #expect(WebAddress.check("https://example.org/\u{202E}gpj") == .failure(.controlCharacter))
    #expect(WebAddress.check("") == .failure(.empty))
    let long = "https://example.org/" + String(repeating: "a", count: 1005)
    #expect(WebAddress.check(long) == .failure(.tooLong(1025)))
    #expect(WebAddress.Problem.notWeb("example.org").description.contains("https://example.org?"))
  }

  @Test("add takes a web address (with labels) or a file")
  func parsing() throws {
    #expect(
      try Invocation.parse(["add", "https://example.org", "--label", "a", "--label=b c"])
        == .save(url: "https://example.org", labels: ["a", "b c"]))
    #expect(try Invocation.parse(["add", "ftp://x"]) == .save(url: "ftp://x", labels: []))
    #expect(try Invocation.parse(["add", "page.html"]) == .add(file: "page.html"))
    #expect(throws: Invocation.UsageError.self) {
      try Invocation.parse(["add", "https://example.org", "--label", " "])
    }
    #expect(throws: Invocation.UsageError.self) { try Invocation.parse(["add"]) }
  }
}
