/// The reader reading aloud (issue 42, DESIGN.md "Listening"): where the voice is, whether it
/// is paused, and which run of speech the engine's events must belong to.
public struct Listening: Equatable, Sendable {
  /// The word last heard, as article points; nil until the first word of a run is heard.
  public var word: Range<Int>?
  /// Where speech starts (or starts again on resume): a point of the article.
  public var from: Int
  public var isPaused: Bool
  /// Counts the runs of speech asked for in this reader: an event of an older run (one that
  /// was stopped, paused or sped up) is stale and changes nothing.
  public var run: Int

  public init(from: Int, run: Int, isPaused: Bool = false) {
    self.from = from
    self.run = run
    self.isPaused = isPaused
  }

  /// Where the voice is: the word heard last, else where it starts.
  public var point: Int { word?.lowerBound ?? from }
}

/// What the speech engine reports, as the shell hands it on (STYLE.md 13).
public enum SpeechEvent: Equatable, Sendable {
  /// The voice reached the word at this article point.
  case word(point: Int, run: Int)
  /// Everything asked for was said and heard: the end of the article.
  case ended(run: Int)
  /// Nothing can be said (no espeak-ng, no player): the sentence to show.
  case failed(String, run: Int)
}

/// What the shell is asked to say.
public struct SpeechOrder: Equatable, Sendable {
  /// The article point speech starts at.
  public var from: Int
  /// 1 is espeak's normal rate.
  public var speed: Double
  public var run: Int
  /// Picture alt text said ("Image: …") or skipped.
  public var speaksAltText: Bool

  public init(from: Int, speed: Double, run: Int, speaksAltText: Bool) {
    self.from = from
    self.speed = speed
    self.run = run
    self.speaksAltText = speaksAltText
  }
}
