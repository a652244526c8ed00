extension Invocation {
  /// `dogear listen <id|file> [--from N%] [--wav F] [--seconds S]`: the article read aloud
  /// from N percent, to the speakers or into a WAV file, for at most S seconds of speech.
  static func parseListen(_ rest: [String]) throws(UsageError) -> Invocation {
    var request = ListenRequest(target: "")
    var index = 0
    while index < rest.count {
      let argument = rest[index]
      if let value = try optionValue("--from", needs: "a percent", in: rest, at: &index) {
        let digits = value.hasSuffix("%") ? String(value.dropLast()) : value
        guard let percent = Int(digits), (0...100).contains(percent) else {
          throw UsageError(message: "--from takes a percent from 0 to 100: --from 40%")
        }
        request.fromPercent = percent
      } else if let value = try optionValue("--wav", needs: "a file", in: rest, at: &index) {
        guard !value.isEmpty else { throw UsageError(message: "--wav needs a file") }
        request.wav = value
      } else if let value = try optionValue("--seconds", needs: "a number", in: rest, at: &index) {
        guard let seconds = Double(value), seconds > 0, seconds.isFinite else {
          throw UsageError(message: "--seconds takes a number of seconds above 0")
        }
        request.seconds = seconds
      } else if argument.hasPrefix("-") {
        throw UsageError(message: "unknown option '\(argument)' for listen")
      } else if request.target.isEmpty {
        request.target = argument
      } else {
        throw UsageError(message: "unexpected argument '\(argument)'")
      }
      index += 1
    }
    guard !request.target.isEmpty else { throw UsageError(message: "missing an id or a file") }
    return .listen(request)
  }
}

/// What `dogear listen` was asked for.
public struct ListenRequest: Equatable, Sendable {
  public var target: String
  public var fromPercent: Int = 0
  /// The WAV file to write, or nil for the speakers.
  public var wav: String?
  /// At most this many seconds of speech; nil: to the end.
  public var seconds: Double?

  public init(target: String, fromPercent: Int = 0, wav: String? = nil, seconds: Double? = nil) {
    self.target = target
    self.fromPercent = fromPercent
    self.wav = wav
    self.seconds = seconds
  }
}
