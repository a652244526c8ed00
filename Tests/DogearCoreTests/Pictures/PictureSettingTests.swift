import DogearTestSupport
import Testing

@testable import DogearCore
@testable import DogearReader
@testable import DogearScreen

/// The picture protocol setting (issue 29): the `,` panel's Pictures row, what it puts in
/// force, and `DOGEAR_PICTURES` winning over it.
@Suite("The picture protocol setting")
struct PictureSettingTests {
  static func state(_ terminal: PictureTerminal, settings: Settings = Settings()) -> ReaderState {
    var environment = ReaderFixtures.environment()
    environment.pictureTerminal = terminal
    return ReaderFixtures.state(columns: 40, rows: 12, settings: settings, environment: environment)
  }

  /// The settings panel at 40x12 with every setting at its default.
  static let defaultPanel = [
    "┌ Settings ────────────────────────┐",
    "│ [x] Progress bar               p │",
    "│ [x] Word count                 w │",
    "│ [x] Hero image                 i │",
    "│ [x] Summary                    s │",
    "│ [ ] Inline images              I │",
    "│     Reading width         ‹ 80 › │",
    "│     Pictures            ‹ auto › │",
    "│ [x] Mouse                        │",
    "│     Link numbers   ‹ on demand › │",
    "└──────────────────────────────────┘",
  ]

  static func panelRows(_ state: ReaderState) -> [String] {
    let lines = Reader.render(state).text.split(separator: "\n", omittingEmptySubsequences: false)
    return lines.map { String($0.dropFirst(2).prefix(36)) }.filter {
      $0.hasPrefix("│") || $0.hasPrefix("┌") || $0.hasPrefix("└")
    }
  }

  @Test(
    "the output in force: the detected one for auto or when forced, else the setting's",
    arguments: [
      (PictureTerminal(PictureOutput(.sixel)), PictureChoice.auto, PictureOutput(.sixel)),
      (PictureTerminal(PictureOutput(.sixel)), .fixed(.kitty), PictureOutput(.kitty)),
      (PictureTerminal(.blocks), .fixed(.iterm2), PictureOutput(.iterm2)),
      (
        PictureTerminal(PictureOutput(.kitty), isForced: true), .fixed(.sixel),
        PictureOutput(.kitty)
      ),
      (PictureTerminal(.blocks, isForced: true), .fixed(.sixel), .blocks),
      (
        PictureTerminal(.blocks, inTmux: true), .fixed(.kitty),
        PictureOutput(.kitty, passthrough: true)
      ),
      (PictureTerminal(.blocks, inTmux: true), .fixed(.blocks), .blocks),
    ])
  func outputInForce(terminal: PictureTerminal, setting: PictureChoice, expected: PictureOutput) {
    #expect(terminal.output(for: setting) == expected)
  }

  @Test("the start: DOGEAR_PICTURES forces its choice; without it auto is worked out")
  func atStart() {
    let kitty = ["TERM": "xterm-kitty"]
    #expect(!PictureDetection.needsQuery(environment: kitty))
    #expect(
      PictureDetection.terminal(environment: kitty, answers: nil)
        == PictureTerminal(PictureOutput(.kitty)))
    let forced = kitty.merging(["DOGEAR_PICTURES": "blocks"]) { $1 }
    #expect(
      PictureDetection.terminal(environment: forced, answers: nil)
        == PictureTerminal(.blocks, isForced: true))
    // DOGEAR_PICTURES=auto is forced too: the setting cannot overrule it.
    let xterm = ["TERM": "xterm", "DOGEAR_PICTURES": "auto", "TMUX": "/t,1,0"]
    #expect(PictureDetection.needsQuery(environment: xterm))
    #expect(
      PictureDetection.terminal(environment: xterm, answers: "\u{1B}[?62;4c")
        == PictureTerminal(PictureOutput(.sixel), isForced: true, inTmux: true))
    // A bad word is ignored: the setting decides.
    let bad = ["TERM": "xterm", "DOGEAR_PICTURES": "pixels"]
    #expect(PictureDetection.terminal(environment: bad, answers: "") == PictureTerminal(.blocks))
  }

  @Test("the choices cycle in the order the issue names, both ways")
  func cycling() {
    let words = (0..<6).map { PictureChoice.auto.cycled(by: $0).word }
    #expect(words == ["auto", "kitty", "sixel", "iterm2", "blocks", "auto"])
    #expect(PictureChoice.auto.cycled(by: -1) == .fixed(.blocks))
    for choice in PictureChoice.all { #expect(PictureChoice(choice.word) == choice) }
  }

  @Test("the panel's last row is Pictures: Space and + move on, - moves back, each saved")
  func panelRow() {
    var state = Self.state(PictureTerminal(PictureOutput(.sixel)))
    state.type(",jjjjjj")
    #expect(
      Self.panelRows(state) == Self.defaultPanel)
    var effects = state.press(.character(" "))
    #expect(state.settings.pictures == .fixed(.kitty))
    #expect(effects == [.saveSettings(state.settings)])
    #expect(Self.panelRows(state)[7] == "│     Pictures           ‹ kitty › │")
    #expect(state.pictureOutput == PictureOutput(.kitty))
    effects = state.press(.character("-"))
    effects += state.press(.character("-"))
    #expect(state.settings.pictures == .fixed(.blocks))
    #expect(effects.count == 2)
    // The reading width did not move: + and - belong to the row they are pressed on.
    #expect(state.settings.readingWidth == Settings.defaultReadingWidth)
    state.press(.escape)
    #expect(state.message == "Pictures: blocks")
  }

  @Test("under DOGEAR_PICTURES the setting is kept but the variable's output stays in force")
  func forcedStays() {
    var state = Self.state(PictureTerminal(PictureOutput(.iterm2), isForced: true))
    state.type(",jjjjjj ")
    #expect(state.settings.pictures == .fixed(.kitty))
    #expect(state.pictureOutput == PictureOutput(.iterm2))
    state.press(.escape)
    #expect(state.message == "Pictures: kitty (DOGEAR_PICTURES keeps iterm2)")
  }

  @Test("auto says what it means here")
  func autoSaysWhat() {
    var state = Self.state(
      PictureTerminal(PictureOutput(.sixel)), settings: Settings(pictures: .fixed(.blocks)))
    state.type(",jjjjjj ")
    state.press(.escape)
    #expect(state.settings.pictures == .auto)
    #expect(state.message == "Pictures: auto (sixel here)")
  }
}
