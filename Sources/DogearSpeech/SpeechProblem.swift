/// Why nothing can be spoken, with the sentence the status line or stderr says.
public enum SpeechProblem: Error, Equatable, Sendable, CustomStringConvertible {
  /// libespeak-ng.so.1, or its voices (espeak-ng-data), is not installed.
  case libraryMissing(String)
  /// No program plays sound (aplay, pacat).
  case noPlayer
  /// The player took some audio, then stopped (no sound device, a sound server that refused):
  /// its own last words.
  case playerFailed(String)
  /// The WAV file cannot be written.
  case cannotWrite(path: String, reason: String)

  public var description: String {
    switch self {
    case .libraryMissing(let file):
      let package = file == "espeak-ng-data" ? "espeak-ng-data" : "libespeak-ng1"
      return "Listening needs espeak-ng (\(file) not found): install \(package)"
    case .noPlayer:
      return "Listening needs a sound player (aplay or pacat): install alsa-utils"
    case .playerFailed(let said):
      return "Cannot play sound: \(said)"
    case .cannotWrite(let path, let reason):
      return "Cannot write \(path): \(reason)"
    }
  }
}
