import FoundationEssentials

#if canImport(Glibc)
  import Glibc
#endif

extension Terminal {
  /// Sends `text` to the terminal's clipboard with OSC 52 (`ESC ] 52 ; c ; base64 BEL`):
  /// terminals that allow it, and tmux with `set-clipboard on`, put it on their clipboard (tmux
  /// into its paste buffer). Written between paints, straight to the terminal.
  public func copyToClipboard(_ text: String) {
    guard !hasEnded else { return }
    let encoded = Data(text.utf8).base64EncodedString()
    fputs("\u{1B}]52;c;\(encoded)\u{07}", stdout)
    fflush(stdout)
  }
}
