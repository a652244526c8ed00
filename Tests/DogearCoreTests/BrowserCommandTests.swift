import DogearCore
import Testing

@Suite("$BROWSER as its convention defines it")
struct BrowserCommandTests {
  static let address = "https://rivers.example/a?b=c"

  @Test("a colon-separated list is tried in order, each entry split into words")
  func listInOrder() {
    let browsers = BrowserCommand.list(["BROWSER": "w3m -o x:firefox --new-tab::", "DISPLAY": ":0"])
    #expect(browsers.map(\.words) == [["w3m", "-o", "x"], ["firefox", "--new-tab"]])
    #expect(browsers.map(\.inTerminal) == [true, false])
  }

  @Test("unset or blank names no browser")
  func noBrowser() {
    #expect(BrowserCommand.list([:]).isEmpty)
    #expect(BrowserCommand.list(["BROWSER": " : "]).isEmpty)
  }

  @Test("%s takes the address, %% a percent sign; without %s the address comes last")
  func substitution() {
    let browsers = BrowserCommand.list(["BROWSER": "open --url=%s --x%%y:plain --x%%y"])
    #expect(browsers[0].arguments(for: Self.address) == ["--url=\(Self.address)", "--x%y"])
    #expect(browsers[1].arguments(for: Self.address) == ["--x%y", Self.address])
  }

  @Test("a shell's syntax in an address is percent-encoded before it reaches the command")
  func shellMetacharacters() {
    let browsers = BrowserCommand.list(["BROWSER": "sh -c %s"])
    let hostile = "https://x.example/a;touch${IFS}/tmp/p$(id)`id`|b'c\"d e<f>g\\h{i}?q=1&r=2#s"
    let arguments = browsers[0].arguments(for: hostile)
    #expect(
      arguments == [
        "-c",
        "https://x.example/a%3Btouch%24%7BIFS%7D/tmp/p%24%28id%29%60id%60%7Cb%27c%22d%20e%3Cf%3Eg%5Ch%7Bi%7D?q=1&r=2#s",
      ])
    for character in [";", "$", "(", ")", "`", "|", "'", "\"", " ", "<", ">", "\\", "{", "}"] {
      #expect(!arguments[1].contains(character), "\(character)")
    }
    #expect(BrowserCommand.shellSafe(Self.address) == Self.address)
  }

  @Test(
    "a known text browser, or any browser without a display, gets the terminal",
    arguments: [
      ("w3m", [String: String](), true), ("/usr/bin/lynx", ["DISPLAY": ":0"], true),
      ("firefox", ["DISPLAY": ":0"], false), ("firefox", ["WAYLAND_DISPLAY": "wayland-0"], false),
      ("firefox", [:], true), ("xdg-open", ["DISPLAY": ""], true),
    ])
  func terminalOrNot(browser: String, display: [String: String], inTerminal: Bool) {
    let environment = display.merging(["BROWSER": browser]) { $1 }
    #expect(BrowserCommand.list(environment).first?.inTerminal == inTerminal)
  }

  @Test("the status line names the browser that ran, by its name without the folder")
  func report() {
    let text = BrowserCommand.list(["BROWSER": "/usr/bin/w3m"])[0]
    let graphical = BrowserCommand.list(["BROWSER": "firefox", "DISPLAY": ":0"])[0]
    #expect(text.report(for: "https://a.example/") == "Back from w3m: https://a.example/")
    #expect(graphical.report(for: "https://a.example/") == "Opened in firefox: https://a.example/")
  }
}
