import DogearCore
import DogearReader
import DogearScreen
import Foundation

/// Highlights on one article (issue 25 "Speed"): a keypress while selecting and painting a
/// screen full of highlights. Both on an article highlighted from top to bottom (three words
/// of every four), the worst a reader makes.
extension ReaderBench {
  /// `opened` with a highlight on every run of three words, one word apart, in the four
  /// colours, every fifth with a note.
  func highlighted(_ opened: ReaderState) -> ReaderState {
    var state = opened
    let text = state.text
    let colors = ["yellow", "red", "blue", "green"]
    var stored: [Highlight] = []
    for first in stride(from: 0, to: text.words - 2, by: 4) {
      guard let start = text.position(at: text.wordStart(first)),
        let end = text.position(at: text.wordEnd(first + 2))
      else { continue }
      let number = stored.count
      var highlight = Highlight(
        id: "h\(number)", start: start, end: end, color: colors[number % colors.count],
        text: "", note: number % 5 == 0 ? "a note" : "")
      highlight.localStart = start
      highlight.localEnd = end
      highlight.state = .new
      stored.append(highlight)
    }
    state.adoptHighlights(stored)
    return state
  }

  /// `w`, `)` and `j` in turn, selecting further (update + render); the selection starts
  /// again a page lower, untimed, every 60 keys, and from the top at the article's end.
  func timeSelectionKeys(_ highlighted: ReaderState, rounds: Int) -> Samples {
    var state = highlighted
    var samples = Samples()
    var now = Date(timeIntervalSince1970: 1_000_000)
    let keys: [Key] = [.character("w"), .character(")"), .character("j")]
    for round in 0..<rounds {
      now += 0.25
      if round % 60 == 0 {
        let move: Key = state.top >= state.maximumTop ? .home : .pageDown
        for key in [Key.escape, move, .character("v")] {
          sink.keep(Reader.update(&state, .input(.key(key), now: now)).count)
        }
      }
      let action = ReaderAction.input(.key(keys[round % keys.count]), now: now)
      samples.time {
        sink.keep(Reader.update(&state, action).count)
        sink.keep(Reader.render(state))
      }
    }
    return samples
  }

  /// Renders a screen of highlights, a page further each time (the page move untimed).
  func timeHighlightPaint(_ highlighted: ReaderState, rounds: Int) -> Samples {
    var state = highlighted
    var samples = Samples()
    var now = Date(timeIntervalSince1970: 1_000_000)
    for _ in 0..<rounds {
      now += 0.25
      let move: Key = state.top >= state.maximumTop ? .home : .pageDown
      sink.keep(Reader.update(&state, .input(.key(move), now: now)).count)
      samples.time { sink.keep(Reader.render(state)) }
    }
    return samples
  }
}
