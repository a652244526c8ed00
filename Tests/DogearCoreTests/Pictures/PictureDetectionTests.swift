import DogearCore
import DogearScreen
import Testing

/// Choosing the picture protocol (issue 29): the variable, the environment, the terminal's
/// recorded answers, and tmux's passthrough.
@Suite("Picture protocol detection")
struct PictureDetectionTests {
  static let esc = "\u{1B}"

  @Test(
    "the environment names the protocol where it is sure",
    arguments: [
      (["TERM": "xterm-kitty"], PictureProtocol.kitty),
      (["TERM": "xterm-256color", "KITTY_WINDOW_ID": "3"], .kitty),
      (["TERM": "xterm-ghostty"], .kitty),
      (["TERM": "xterm-256color", "TERM_PROGRAM": "ghostty"], .kitty),
      (["TERM": "xterm-256color", "TERM_PROGRAM": "WezTerm"], .iterm2),
      (["TERM": "xterm-256color", "WEZTERM_EXECUTABLE": "/usr/bin/wezterm-gui"], .iterm2),
      (["TERM": "xterm-256color", "TERM_PROGRAM": "iTerm.app"], .iterm2),
      (["TERM": "foot"], .sixel),
      (["TERM": "foot-extra"], .sixel),
      (["TERM": "mlterm"], .sixel),
      (["TERM": "xterm-256color", "KONSOLE_VERSION": "230401"], .blocks),
      (["TERM": "linux"], .blocks),
    ])
  func environment(variables: [String: String], expected: PictureProtocol) {
    let output = PictureDetection.withoutQuery(choice: .auto, environment: variables)
    #expect(output == PictureOutput(expected))
  }

  @Test(
    "terminals the environment does not name are asked",
    arguments: [
      ["TERM": "xterm-256color"], ["TERM": "xterm"], ["TERM": "screen-256color", "TMUX": "/t,1,0"],
      ["TERM": "tmux-256color", "TERM_PROGRAM": "tmux", "TMUX": "/t,1,0"],
    ])
  func unknownIsAsked(variables: [String: String]) {
    #expect(PictureDetection.withoutQuery(choice: .auto, environment: variables) == nil)
  }

  @Test("DOGEAR_PICTURES wins over the setting and the environment; a bad word is ignored")
  func variableWins() {
    let kitty = ["TERM": "xterm-kitty"]
    #expect(
      PictureDetection.choice(
        environment: kitty.merging(["DOGEAR_PICTURES": "sixel"]) { $1 },
        setting: .fixed(.iterm2)) == .fixed(.sixel))
    #expect(
      PictureDetection.choice(
        environment: ["DOGEAR_PICTURES": "pixels please"], setting: .fixed(.iterm2))
        == .fixed(.iterm2))
    #expect(PictureDetection.choice(environment: [:], setting: .auto) == .auto)
    #expect(
      PictureDetection.decide(choice: .fixed(.blocks), environment: kitty, answers: nil) == .blocks)
    #expect(PictureChoice(" Kitty ") == .fixed(.kitty) && PictureChoice("AUTO") == .auto)
  }

  @Test(
    "recorded answers choose the protocol",
    arguments: [
      // kitty 0.26 answers its graphics query, its name, then the attributes.
      (
        esc + "_Gi=31;OK" + esc + "\\" + esc + "P>|kitty(0.26.5)" + esc + "\\" + esc + "[?62;c",
        PictureProtocol.kitty
      ),
      // Ghostty names itself.
      (esc + "P>|ghostty 1.0.1" + esc + "\\" + esc + "[?62;22c", .kitty),
      // WezTerm names itself and claims sixel: its iTerm2 images are the reliable ones.
      (esc + "P>|WezTerm 20240203" + esc + "\\" + esc + "[?65;4;6;18;22c", .iterm2),
      (esc + "P>|foot(1.16.2)" + esc + "\\" + esc + "[?62;4;22c", .sixel),
      // xterm -ti vt340: no kitty, its own name, 4 in the attributes.
      (esc + "P>|XTerm(379)" + esc + "\\" + esc + "[?63;1;2;4;6;9;15;16;22;28c", .sixel),
      // xterm as a VT420 (the default): no sixel.
      (esc + "P>|XTerm(379)" + esc + "\\" + esc + "[?64;1;2;6;9;15;16;17;18;21;22;28c", .blocks),
      // GNOME Terminal (VTE) answers only the attributes.
      (esc + "[?65;1;9c", .blocks),
      // A silent terminal.
      ("", .blocks),
    ])
  func answers(recorded: String, expected: PictureProtocol) {
    let output = PictureDetection.decide(
      choice: .auto, environment: ["TERM": "xterm-256color"], answers: recorded)
    #expect(output == PictureOutput(expected))
  }

  @Test("device attributes end the wait; XTVERSION alone does not")
  func completion() {
    #expect(PictureDetection.answersComplete(Self.esc + "[?62;4c"))
    #expect(!PictureDetection.answersComplete(Self.esc + "P>|foot(1.16)" + Self.esc + "\\"))
    #expect(!PictureDetection.answersComplete(Self.esc + "[?62;4"))
    #expect(PictureDetection.queries.hasSuffix(Self.esc + "[c"))
  }

  @Test("inside tmux kitty and iTerm2 go through the passthrough; tmux's own sixel does not")
  func tmux() {
    let tmux = ["TERM": "tmux-256color", "TMUX": "/tmp/tmux-0/default,1,0"]
    let kitty = tmux.merging(["KITTY_WINDOW_ID": "1"]) { $1 }
    #expect(
      PictureDetection.withoutQuery(choice: .auto, environment: kitty)
        == PictureOutput(.kitty, passthrough: true))
    let fromTmux = Self.esc + "P>|tmux 3.3a" + Self.esc + "\\" + Self.esc + "[?1;2;4c"
    #expect(
      PictureDetection.decide(choice: .auto, environment: tmux, answers: fromTmux)
        == PictureOutput(.sixel, passthrough: false))
    #expect(
      PictureDetection.decide(choice: .fixed(.iterm2), environment: tmux, answers: nil)
        == PictureOutput(.iterm2, passthrough: true))
    #expect(PictureOutput(.blocks, passthrough: true) == .blocks)
  }

  @Test("the passthrough doubles every ESC and unwraps back to the sequence")
  func passthrough() {
    let kitty = Self.esc + "_Ga=T,f=32;AAAA" + Self.esc + "\\"
    let wrapped = TmuxPassthrough.wrap(kitty)
    #expect(
      wrapped == Self.esc + "Ptmux;" + Self.esc + Self.esc + "_Ga=T,f=32;AAAA" + Self.esc
        + Self.esc + "\\" + Self.esc + "\\")
    #expect(Self.unwrap(wrapped) == kitty)
    #expect(Self.unwrap(kitty) == nil)
    // A single ESC inside would end tmux's DCS early.
    #expect(Self.unwrap(Self.esc + "Ptmux;" + Self.esc + "[c" + Self.esc + "\\") == nil)
    #expect(
      PictureOutput(.kitty, passthrough: true).eraser
        == TmuxPassthrough.wrap(
          Self.esc + "_Ga=d,d=A" + Self.esc + "\\"))
    #expect(PictureOutput(.sixel).eraser.isEmpty)
  }
}

extension PictureDetectionTests {
  /// The sequence inside a passthrough wrapping (ESCs undoubled); nil when `text` is not one.
  static func unwrap(_ text: String) -> String? {
    guard text.hasPrefix(TmuxPassthrough.start), text.hasSuffix(TmuxPassthrough.end),
      text.count >= TmuxPassthrough.start.count + TmuxPassthrough.end.count
    else { return nil }
    let inner = Array(text.unicodeScalars).dropFirst(TmuxPassthrough.start.unicodeScalars.count)
      .dropLast(TmuxPassthrough.end.unicodeScalars.count)
    var result = String.UnicodeScalarView()
    var index = inner.startIndex
    while index < inner.endIndex {
      let scalar = inner[index]
      result.append(scalar)
      if scalar == "\u{1B}" {
        // A lone ESC inside would have ended the wrapping early: not a valid wrapping.
        guard index + 1 < inner.endIndex, inner[index + 1] == "\u{1B}" else { return nil }
        index += 1
      }
      index += 1
    }
    return String(result)
  }
}
