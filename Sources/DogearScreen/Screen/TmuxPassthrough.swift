/// tmux passes a sequence on to the outer terminal only inside its passthrough DCS
/// (`ESC P tmux; … ESC \`), with every ESC of the sequence doubled, and only while the pane
/// has `allow-passthrough on` (tmux 3.3 and later). Without it tmux drops the sequence.
public enum TmuxPassthrough {
  public static let start = "\u{1B}Ptmux;"
  public static let end = "\u{1B}\\"

  /// `sequence` wrapped for tmux's passthrough.
  public static func wrap(_ sequence: String) -> String {
    var wrapped = start
    wrapped.unicodeScalars.reserveCapacity(sequence.unicodeScalars.count + 16)
    for scalar in sequence.unicodeScalars {
      if scalar == "\u{1B}" { wrapped.unicodeScalars.append(scalar) }
      wrapped.unicodeScalars.append(scalar)
    }
    return wrapped + end
  }

  /// The sequence inside a passthrough wrapping (ESCs undoubled); nil when `text` is not one.
  public static func unwrap(_ text: String) -> String? {
    guard text.hasPrefix(start), text.hasSuffix(end), text.count >= start.count + end.count
    else { return nil }
    let inner = Array(text.unicodeScalars).dropFirst(start.unicodeScalars.count)
      .dropLast(end.unicodeScalars.count)
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
