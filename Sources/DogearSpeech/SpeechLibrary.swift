import CSpeech
import DogearCore

/// espeak-ng, opened the first time something is spoken (Sources/CSpeech): nothing else in
/// dogear loads it.
public enum SpeechLibrary {
  /// espeak's words a minute at speed 1 (its own default).
  public static let normalRate = 175

  /// The sample rate of what `synthesize` hands back, or the sentence saying what is missing.
  public static func load() throws(SpeechProblem) -> Int {
    let rate = Int(dogear_speech_load())
    guard rate > 0 else {
      throw .libraryMissing(String(cString: dogear_speech_missing()))
    }
    return rate
  }

  /// Chooses the voice of `language` (a BCP 47 tag), else of its primary subtag, else
  /// English; returns the tag whose voice speaks.
  @discardableResult
  public static func choose(language: String) -> String {
    for candidate in SpeechLanguage.candidates(for: language)
    where dogear_speech_set_language(candidate) {
      return candidate
    }
    return "en"
  }

  /// `speed` times espeak's normal rate.
  public static func set(speed: Double) {
    dogear_speech_set_rate(Int32((Double(normalRate) * speed).rounded()))
  }

  /// One word as espeak reports it: its first scalar in the text given (from 0) and the
  /// milliseconds into the audio where it starts.
  public struct Word: Equatable, Sendable {
    public var offset: Int
    public var length: Int
    public var milliseconds: Int
  }

  /// Speaks `text` on this thread, handing each buffer to `chunk` (samples, the words that
  /// start in it); `chunk` returns false to stop. False when the library is not loaded.
  @discardableResult
  public static func synthesize(
    _ text: String, chunk: (UnsafeBufferPointer<Int16>, [Word]) -> Bool
  ) -> Bool {
    withoutActuallyEscaping(chunk) { chunk in
      let box = ChunkBox(chunk)
      let context = Unmanaged.passUnretained(box).toOpaque()
      return withExtendedLifetime(box) {
        dogear_speech_synthesize(text, relay, context)
      }
    }
  }
}

/// The closure a synthesis reports to, reached from C through its context pointer.
private final class ChunkBox {
  let body: (UnsafeBufferPointer<Int16>, [SpeechLibrary.Word]) -> Bool
  init(_ body: @escaping (UnsafeBufferPointer<Int16>, [SpeechLibrary.Word]) -> Bool) {
    self.body = body
  }
}

private let relay: DogearSpeechChunk = { context, samples, count, words, wordCount in
  guard let context else { return false }
  let box = Unmanaged<ChunkBox>.fromOpaque(context).takeUnretainedValue()
  let audio = UnsafeBufferPointer(start: samples, count: Int(max(0, count)))
  var spoken: [SpeechLibrary.Word] = []
  if let words {
    for index in 0..<Int(max(0, wordCount)) {
      let word = words[index]
      spoken.append(
        SpeechLibrary.Word(
          offset: Int(word.position) - 1, length: Int(word.length),
          milliseconds: Int(word.milliseconds)))
    }
  }
  return box.body(audio, spoken)
}
