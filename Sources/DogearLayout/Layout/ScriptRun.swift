import DogearCore

/// A run of consecutive superscript (or subscript) spans, and how a terminal shows it: a
/// terminal has no raised or lowered text, so "10<sup>3</sup>" printed flat reads "103".
///
/// When every Character of the run has a Unicode superscript (subscript) form, the run is
/// shown in those forms, one Character for one so that anchor offsets still count the
/// source. Otherwise marks around it say what it is: "^th", "^(see note)", "_(i,j)". The
/// marks are decoration without a source position (see `Piece.isScriptMark`). A superscript
/// that is already bracketed labels (citations, "[138]", "[6][7]") is shown as it is.
struct ScriptRun: Equatable {
  enum Form: Equatable {
    case unicode
    case marked(prefix: String, suffix: String)
  }

  /// Indices of the run's spans.
  let range: Range<Int>
  let isSuperscript: Bool
  let form: Form

  /// The mark before the run's first Character ("" in Unicode form).
  var prefix: String {
    if case .marked(let prefix, _) = form { return prefix }
    return ""
  }

  /// The mark after the run's last Character.
  var suffix: String {
    if case .marked(_, let suffix) = form { return suffix }
    return ""
  }

  /// The text of one of the run's spans as shown.
  func display(_ text: String) -> String {
    guard form == .unicode else { return text }
    let table = isSuperscript ? Self.superscripts : Self.subscripts
    return String(text.map { table[$0] ?? $0 })
  }

  /// Longest run shown as "^text" rather than "^(text)".
  static let shortLength = 6

  /// The script runs of `spans`, in order; a line break ends a run.
  static func runs(in spans: [Span]) -> [ScriptRun] {
    var runs: [ScriptRun] = []
    var index = 0
    while index < spans.endIndex {
      guard let isSuperscript = kind(of: spans[index]) else {
        index += 1
        continue
      }
      var end = index + 1
      while end < spans.endIndex, kind(of: spans[end]) == isSuperscript { end += 1 }
      let form = form(of: spans[index..<end], isSuperscript: isSuperscript)
      runs.append(ScriptRun(range: index..<end, isSuperscript: isSuperscript, form: form))
      index = end
    }
    return runs
  }

  /// True for superscript, false for subscript, nil for neither (or a line break).
  private static func kind(of span: Span) -> Bool? {
    if case .lineBreak = span.content { return nil }
    if span.style.contains(.superscript) { return true }
    if span.style.contains(.subscript) { return false }
    return nil
  }

  private static func form(of spans: ArraySlice<Span>, isSuperscript: Bool) -> Form {
    var text = ""
    for span in spans {
      guard case .text(let spanText) = span.content else {
        return marked(isSuperscript: isSuperscript, short: false)
      }
      text += spanText
    }
    let table = isSuperscript ? superscripts : subscripts
    if !text.isEmpty, text.allSatisfy({ table[$0] != nil }) { return .unicode }
    // A citation ("[138]") says what it is with its brackets: "^([138])" only adds noise.
    if isSuperscript, OpenLink.isBracketedLabels(text) { return .marked(prefix: "", suffix: "") }
    let short =
      text.count <= shortLength
      && text.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
    return marked(isSuperscript: isSuperscript, short: short)
  }

  private static func marked(isSuperscript: Bool, short: Bool) -> Form {
    let mark = isSuperscript ? "^" : "_"
    return short ? .marked(prefix: mark, suffix: "") : .marked(prefix: mark + "(", suffix: ")")
  }

  static let superscripts: [Character: Character] = [
    "0": "\u{2070}", "1": "\u{00B9}", "2": "\u{00B2}", "3": "\u{00B3}", "4": "\u{2074}",
    "5": "\u{2075}", "6": "\u{2076}", "7": "\u{2077}", "8": "\u{2078}", "9": "\u{2079}",
    "+": "\u{207A}", "-": "\u{207B}", "\u{2212}": "\u{207B}", "=": "\u{207C}", "(": "\u{207D}",
    ")": "\u{207E}", "n": "\u{207F}", "i": "\u{2071}",
  ]

  static let subscripts: [Character: Character] = [
    "0": "\u{2080}", "1": "\u{2081}", "2": "\u{2082}", "3": "\u{2083}", "4": "\u{2084}",
    "5": "\u{2085}", "6": "\u{2086}", "7": "\u{2087}", "8": "\u{2088}", "9": "\u{2089}",
    "+": "\u{208A}", "-": "\u{208B}", "\u{2212}": "\u{208B}", "=": "\u{208C}", "(": "\u{208D}",
    ")": "\u{208E}",
  ]
}
