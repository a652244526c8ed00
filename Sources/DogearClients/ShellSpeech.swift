import DogearApp
import DogearCore
import DogearLayout
import DogearPosition
import DogearReader
import DogearSpeech
import FoundationEssentials

/// The reader's voice (issue 42): runs the `.speak` and `.stopSpeaking` effects and hands the
/// engine's reports back to the loop as `.speech` actions. It decides nothing: which word is
/// the place, what the end means, what a failure says are the reader's.
///
/// The audio goes to the speakers through a player program, or, with `DOGEAR_SPEECH_WAV`,
/// into that WAV file at the pace it would be heard (how the end-to-end tests listen on a
/// machine with no sound card); the file is kept for the process, each run added to it.
public final class ShellSpeech {
  private let environment: [String: String]
  private var current: SpeechRun?
  /// The spoken text of the article last read aloud, by bookmark and alt text setting.
  private var spoken: (key: String, text: SpokenText)?
  private var wavFile: WAVFile?

  public init(environment: [String: String]) {
    self.environment = environment
  }

  /// Stops what is being said and starts `order` over `reader`'s article.
  public func speak(
    _ order: SpeechOrder, reader: ReaderState?, clock: @escaping @Sendable () -> Date,
    post: @escaping @Sendable (AppAction) -> Void
  ) {
    stop()
    guard let reader else { return }
    let run = order.run
    let fail: @Sendable (SpeechProblem) -> Void = { problem in
      post(.speech(.failed(problem.description, run: run), now: clock()))
    }
    let sink: SpeechSink
    do {
      sink = try makeSink(rate: try SpeechLibrary.load())
    } catch {
      return fail(error)
    }
    let text = spokenText(of: reader, speaksAltText: order.speaksAltText)
    let offset = text.offset(atOrAfter: order.from)
    let language = SpeechLanguage.choose(
      bookmark: reader.bookmark.lang, page: reader.pageLanguage, environment: environment)
    let request = SpeechRun.Request(
      text: text.text(from: offset), language: language, speed: order.speed, paced: true)
    let speech = SpeechRun(
      request, sink: sink,
      onWord: { word in
        let point = text.point(ofSpoken: offset + word.offset)
        post(.speech(.word(point: point, run: run), now: clock()))
      },
      onEnd: { end in
        switch end {
        case .finished, .limited: post(.speech(.ended(run: run), now: clock()))
        case .stopped: break
        case .failed(let problem): fail(problem)
        }
      })
    current = speech
    speech.start()
  }

  /// Silences the voice at once; no word of the stopped run reaches the loop after this.
  public func stop() {
    current?.stop()
    current = nil
  }

  private func makeSink(rate: Int) throws(SpeechProblem) -> SpeechSink {
    guard let path = environment["DOGEAR_SPEECH_WAV"], !path.isEmpty else {
      return .player(try SoundPlayer(rate: rate, environment: environment))
    }
    if let wavFile { return .file(wavFile) }
    let file = try WAVFile(path: path, sampleRate: rate)
    wavFile = file
    return .file(file)
  }

  private func spokenText(of reader: ReaderState, speaksAltText: Bool) -> SpokenText {
    let key = reader.bookmark.id + (speaksAltText ? "|alt" : "|no-alt")
    if let spoken, spoken.key == key { return spoken.text }
    let text = SpokenText(document: reader.document, speaksAltText: speaksAltText)
    spoken = (key, text)
    return text
  }
}
