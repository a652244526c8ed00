import DogearCore
import FoundationEssentials

/// Which picture protocol to use (issue 29), as pure decisions the shell feeds with the
/// environment and with what the terminal answered to `queries`.
///
/// Order: `DOGEAR_PICTURES` (else the setting) when it names a protocol; else the
/// environment when it is sure (`TERM=xterm-kitty`, `TERM_PROGRAM=WezTerm`, ...); else the
/// answers to the queries, collected for at most `queryTimeout`; else half blocks.
public enum PictureDetection {
  /// The longest the first frame may wait for a terminal that does not answer.
  public static let queryTimeout = 0.1
  /// The kitty graphics query's image id, echoed in kitty's answer.
  static let kittyQueryID = 31

  /// What the shell asks: XTVERSION (the terminal's name), a kitty graphics query (a 1x1
  /// image kitty answers "OK" to without storing it), the cell size in pixels
  /// (`CellPixels`), and last primary device attributes, which every terminal answers, so
  /// its answer ends the wait early.
  public static let queries =
    "\u{1B}[>0q" + "\u{1B}_Gi=\(kittyQueryID),s=1,v=1,a=q,t=d,f=24;AAAA\u{1B}\\"
    + CellPixels.query

  /// The choice in force: `DOGEAR_PICTURES` when it is a valid word, else the setting.
  public static func choice(environment: [String: String], setting: PictureChoice) -> PictureChoice
  {
    environment["DOGEAR_PICTURES"].flatMap(PictureChoice.init) ?? setting
  }

  /// The output when no query is needed; nil when only the terminal's answers can tell.
  public static func withoutQuery(choice: PictureChoice, environment: [String: String])
    -> PictureOutput?
  {
    let inTmux = !(environment["TMUX"] ?? "").isEmpty
    switch choice {
    case .fixed(let kind): return PictureOutput(kind, passthrough: inTmux)
    case .auto:
      return fromEnvironment(environment).map { PictureOutput($0, passthrough: inTmux) }
    }
  }

  /// The protocol the environment names for sure; nil when it does not say.
  static func fromEnvironment(_ environment: [String: String]) -> PictureProtocol? {
    let term = environment["TERM"] ?? ""
    let program = environment["TERM_PROGRAM"] ?? ""
    func has(_ name: String) -> Bool { !(environment[name] ?? "").isEmpty }
    if term == "xterm-kitty" || has("KITTY_WINDOW_ID") { return .kitty }
    if term == "xterm-ghostty" || program == "ghostty" || has("GHOSTTY_RESOURCES_DIR") {
      return .kitty
    }
    // WezTerm's sixel and kitty support are unreliable; its iTerm2 images are not.
    if program == "WezTerm" || has("WEZTERM_EXECUTABLE") { return .iterm2 }
    if program == "iTerm.app" || has("ITERM_SESSION_ID") { return .iterm2 }
    if term.hasPrefix("foot") || term.hasPrefix("mlterm") { return .sixel }
    // Konsole's sixel is unreliable; the Linux console and dumb terminals have no pixels.
    if has("KONSOLE_VERSION") || term == "linux" || term == "dumb" || term.isEmpty {
      return .blocks
    }
    return nil
  }

  /// The output the terminal's `answers` (every byte read back after `queries`) point to:
  /// a kitty "OK", then a name in XTVERSION, then sixel in device attributes, else blocks.
  public static func fromAnswers(_ answers: String, environment: [String: String])
    -> PictureOutput
  {
    let inTmux = !(environment["TMUX"] ?? "").isEmpty
    if holds(answers, "\u{1B}_Gi=\(kittyQueryID);OK") {
      return PictureOutput(.kitty, passthrough: inTmux)
    }
    let name = xtversion(in: answers)?.lowercased() ?? ""
    if name.hasPrefix("kitty") || name.hasPrefix("ghostty") {
      return PictureOutput(.kitty, passthrough: inTmux)
    }
    if name.hasPrefix("wezterm") || name.hasPrefix("iterm2") {
      return PictureOutput(.iterm2, passthrough: inTmux)
    }
    if name.hasPrefix("foot") { return PictureOutput(.sixel, passthrough: inTmux) }
    if deviceAttributes(in: answers)?.contains(4) == true {
      // Inside tmux the attributes are tmux's own: 4 means tmux draws sixel itself.
      return PictureOutput(.sixel, passthrough: false)
    }
    return .blocks
  }

  /// Whether `text` holds `part`, byte for byte: the answers are read at every start, and
  /// `String.contains` built a searcher whose first use cost a quarter of a million
  /// instructions (issue 41; `ByteSearch`).
  static func holds(_ text: String, _ part: String) -> Bool {
    ByteSearch.firstRange(of: Array(part.utf8), in: Array(text.utf8)[...]) != nil
  }

  /// The whole decision, for a terminal that answered `answers` (nil: not asked).
  public static func decide(
    choice: PictureChoice, environment: [String: String], answers: String?
  ) -> PictureOutput {
    if let sure = withoutQuery(choice: choice, environment: environment) { return sure }
    return answers.map { fromAnswers($0, environment: environment) } ?? .blocks
  }

  /// What the terminal can do for the reader (`PictureTerminal`): what `DOGEAR_PICTURES`
  /// names, else what `auto` means here, for a terminal that answered `answers`. `auto` is
  /// worked out even when the setting names a protocol: the `,` panel can go back to it.
  public static func terminal(environment: [String: String], answers: String?)
    -> PictureTerminal
  {
    let forced = environment["DOGEAR_PICTURES"].flatMap(PictureChoice.init)
    let output = decide(choice: forced ?? .auto, environment: environment, answers: answers)
    let inTmux = !(environment["TMUX"] ?? "").isEmpty
    return PictureTerminal(output, isForced: forced != nil, inTmux: inTmux)
  }

  /// Whether `terminal(environment:answers:)` needs the terminal's answers.
  public static func needsQuery(environment: [String: String]) -> Bool {
    let forced = environment["DOGEAR_PICTURES"].flatMap(PictureChoice.init)
    return withoutQuery(choice: forced ?? .auto, environment: environment) == nil
  }

  /// True once `answers` hold the device attributes, which come last: the wait can end.
  public static func answersComplete(_ answers: String) -> Bool {
    deviceAttributes(in: answers) != nil
  }

  /// The name in an XTVERSION answer, `ESC P > | name version ESC \`.
  static func xtversion(in answers: String) -> String? {
    let bytes = Array(answers.utf8)
    guard let start = ByteSearch.firstRange(of: Array("\u{1B}P>|".utf8), in: bytes[...]),
      let end = ByteSearch.firstRange(of: Array("\u{1B}\\".utf8), in: bytes[start.upperBound...])
    else { return nil }
    return String(decoding: bytes[start.upperBound..<end.lowerBound], as: UTF8.self)
  }

  /// The numbers of a primary device attributes answer, `ESC [ ? 62 ; 4 ; 22 c`.
  static func deviceAttributes(in answers: String) -> [Int]? {
    let bytes = Array(answers.utf8)
    guard let start = ByteSearch.firstRange(of: Array("\u{1B}[?".utf8), in: bytes[...]),
      let end = bytes[start.upperBound...].firstIndex(of: UInt8(ascii: "c"))
    else { return nil }
    let body = bytes[start.upperBound..<end]
    guard body.allSatisfy({ (0x30...0x39).contains($0) || $0 == UInt8(ascii: ";") }) else {
      return nil
    }
    return body.split(separator: UInt8(ascii: ";")).compactMap {
      Int(String(decoding: $0, as: UTF8.self))
    }
  }
}
