import DogearCommandLine
import DogearCore
import DogearHTML
import DogearLayout
import DogearSpeech
import DogearStore
import FoundationEssentials

/// `dogear listen <id|file> [--from N%] [--wav F] [--seconds S]` (issue 42): the article
/// read aloud from a percent, into a WAV file (as fast as espeak makes it) or to the speakers
/// (as it plays), then one line saying where it stopped. Taking an article on a walk is not
/// reading it here, so the saved position is left as it was.
enum ListenCommand {
  static func run(_ request: ListenRequest, environment: [String: String]) -> Int32 {
    let article: ListenedArticle
    switch ListenedArticle.load(request.target, environment: environment) {
    case .success(let loaded): article = loaded
    case .failure(let failure): return Commands.fail(failure.description)
    }
    let rate: Int
    do { rate = try SpeechLibrary.load() } catch { return Commands.fail(error.description) }
    let sink: SpeechSink
    do {
      if let path = request.wav {
        sink = .file(try WAVFile(path: path, sampleRate: rate))
      } else {
        sink = .player(try SoundPlayer(rate: rate, environment: environment))
      }
    } catch {
      return Commands.fail(error.description)
    }
    let start = Percent(clamping: request.fromPercent).firstPoint(inLength: article.text.length)
    let offset = article.spoken.offset(atOrAfter: start)
    var speech = SpeechRun.Request(
      text: article.spoken.text(from: offset), language: article.language, speed: 1,
      paced: request.wav == nil)
    speech.limit = request.seconds
    let heard = HeardWords()
    let run = SpeechRun(
      speech, sink: sink, onWord: { heard.last = offset + $0.offset }, onEnd: { heard.end = $0 })
    run.speak()
    return report(heard, article: article, from: start)
  }

  /// Says where the speech stopped: the percent and the words there, or the end.
  private static func report(_ heard: HeardWords, article: ListenedArticle, from start: Int)
    -> Int32
  {
    switch heard.end ?? .stopped {
    case .failed(let problem):
      return Commands.fail(problem.description)
    case .finished:
      PlainOutput.line("Read to the end (100%)")
      return 0
    case .stopped, .limited:
      let point = heard.last.map(article.spoken.point(ofSpoken:)) ?? start
      let percent = Percent(ofPoint: point, length: article.text.length).value
      let words = article.text.excerpt(from: point, words: 8)
      PlainOutput.line("Stopped at \(percent)%: \(PlainOutput.oneLine(words))")
      return 0
    }
  }
}

/// What the run reported, read once it is over (the run calls back on the same thread).
private final class HeardWords: @unchecked Sendable {
  var last: Int?
  var end: SpeechRun.End?
}
