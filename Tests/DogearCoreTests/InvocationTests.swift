import DogearCommandLine
import DogearCore
import Testing

@Suite("Command line")
struct InvocationTests {
  @Test("no arguments opens the list")
  func noArguments() throws {
    #expect(try Invocation.parse([]) == .list)
  }

  @Test("each command parses with its options")
  func commands() throws {
    #expect(try Invocation.parse(["list", "--json"]) == .printList(json: true))
    #expect(
      try Invocation.parse(["list", "--label", "to read", "--json"])
        == .printList(json: true, label: "to read"))
    #expect(
      try Invocation.parse(["list", "--label=rust"]) == .printList(json: false, label: "rust"))
    #expect(
      try Invocation.parse(["dump", "a.html", "--width", "40"])
        == .dump(target: "a.html", width: 40))
    #expect(try Invocation.parse(["dump", "--width=7", "x"]) == .dump(target: "x", width: 7))
    #expect(try Invocation.parse(["open", "abc"]) == .open(target: "abc"))
    #expect(
      try Invocation.parse(["login", "https://r.example", "--token-stdin"])
        == .login(server: "https://r.example", tokenFromStdin: true, allowHTTP: false))
    #expect(try Invocation.parse(["--version"]) == .version)
  }

  @Test("unknown commands, options and bad widths are usage errors")
  func usageErrors() {
    for arguments in [
      ["bogus"], ["list", "--xml"], ["dump"], ["dump", "a", "--width", "0"], ["dump", "a", "b"],
      ["open"], ["login"], ["sync", "now"], ["--version", "x"], ["list", "--label"],
      ["list", "--label", ""], ["list", "--label= "],
    ] {
      #expect(throws: Invocation.UsageError.self, "\(arguments)") {
        try Invocation.parse(arguments)
      }
    }
  }

  @Test("search takes its words, --json anywhere, and words starting with - after --")
  func search() throws {
    #expect(
      try Invocation.parse(["search", "slow", "--json", "river"])
        == .search(query: "slow river", json: true))
    #expect(
      try Invocation.parse(["search", "--", "-paywall", "--json"])
        == .search(query: "-paywall --json", json: false))
    for arguments in [["search"], ["search", "--json"], ["search", "-x"], ["search", " "]] {
      #expect(throws: Invocation.UsageError.self, "\(arguments)") {
        try Invocation.parse(arguments)
      }
    }
  }
}
