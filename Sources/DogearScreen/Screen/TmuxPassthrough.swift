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
}
