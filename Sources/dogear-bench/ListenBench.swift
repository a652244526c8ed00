import DogearCore
import DogearHTML
import DogearLayout
import DogearPosition
import DogearReader
import DogearScreen
import DogearSpeech
import Foundation

/// Listening (issue 42): from `L` to the first word's audio made, on an article opened in the
/// middle (and a page further each time): the reducer's `L`, the spoken text built (the shell builds it on the first `L`),
/// espeak's voice and rate set, and synthesis until the first word is reported; the first
/// `L` of the process also opens and starts espeak-ng. Target: under 300 ms.
struct ListenBench {
  let name: String
  let html: Data
  let cellWidth: CellWidth
  let sink: Sink

  func run(into table: inout ResultTable) {
    let document = HTMLDocumentParser.parse(html)
    var first = Samples()
    var later = Samples()
    for index in 0..<12 {
      var state = ReaderState(
        bookmark: Bookmark(
          id: "bench", title: name, siteName: "bench", created: Date(timeIntervalSince1970: 0),
          updated: Date(timeIntervalSince1970: 0)),
        document: document, savedProgress: nil, settings: Settings(), columns: 80, rows: 24,
        environment: ReaderEnvironment(cellWidth: cellWidth))
      for key in ["5", "0", "%"] {
        _ = Reader.update(&state, .input(.key(.character(Character(key))), now: Date()))
      }
      for _ in 0..<index {
        _ = Reader.update(&state, .input(.key(.pageDown), now: Date()))
      }
      let start = DispatchTime.now().uptimeNanoseconds
      let effects = Reader.update(&state, .input(.key(.character("L")), now: Date()))
      guard let order = effects.compactMap(Self.order).first else { fail("L did not speak") }
      let spoken = SpokenText(document: state.document, speaksAltText: order.speaksAltText)
      let offset = spoken.offset(atOrAfter: order.from)
      var request = SpeechRun.Request(
        text: spoken.text(from: offset), language: "en", speed: order.speed, paced: false)
      request.limit = 0.2
      let heard = FirstWord()
      SpeechRun(request, sink: .none, onWord: { _ in heard.note() }, onEnd: { _ in }).speak()
      guard let at = heard.at else { fail("no word was heard") }
      if index == 0 {
        first.record(since: start, until: at)
      } else {
        later.record(since: start, until: at)
      }
      sink.keep(spoken.count)
    }
    table.add(name, "L to first word, espeak opened", first, target: 300)
    table.add(name, "L to first word", later, target: 300)
  }

  static func order(_ effect: ReaderEffect) -> SpeechOrder? {
    if case .speak(let order) = effect { return order }
    return nil
  }
}

/// When the first word was reported (a `DispatchTime` uptime).
private final class FirstWord: @unchecked Sendable {
  private(set) var at: UInt64?
  func note() { if at == nil { at = DispatchTime.now().uptimeNanoseconds } }
}
