import DogearCore

/// What the shell found out about pictures on this terminal before the first frame (issue
/// 29), from which the reader takes the output in force for the user's setting (`,`).
public struct PictureTerminal: Equatable, Sendable {
  /// What `auto` means here (detected), or what `DOGEAR_PICTURES` names.
  public var detected: PictureOutput
  /// `DOGEAR_PICTURES` named a choice: it wins over the setting.
  public var isForced: Bool
  /// Inside tmux: a protocol the user picks is sent through tmux's passthrough.
  public var inTmux: Bool

  public init(_ detected: PictureOutput, isForced: Bool = false, inTmux: Bool = false) {
    self.detected = detected
    self.isForced = isForced
    self.inTmux = inTmux
  }

  public static let blocks = PictureTerminal(.blocks)

  /// The output for the setting `setting`: the detected one for `auto` or when the
  /// environment forces it, else the protocol the setting names.
  public func output(for setting: PictureChoice) -> PictureOutput {
    guard !isForced else { return detected }
    switch setting {
    case .auto: return detected
    case .fixed(let kind): return PictureOutput(kind, passthrough: inTmux)
    }
  }
}
