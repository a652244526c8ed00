import DogearCore
import DogearHTML
import DogearLayout
import DogearPosition
import DogearReader
import DogearScreen
import Foundation

/// The reader's core on one article (issue 5 "Speed"): opening it, a keypress (update and
/// render, which is all the work a key causes before painting) and a resize; selecting and
/// highlights (issue 25) in ReaderBench+Highlights.
///
/// Effects are not run: the keypress figure is the core's own work, the part that must not
/// grow with the article.
struct ReaderBench {
  /// Under this median a keypress is "independent of article length" enough (issue 5).
  static let keypressTarget = 0.5
  /// A resize must fit in one 60 Hz frame.
  static let resizeTarget = 16.0

  let name: String
  let html: Data
  let cellWidth: CellWidth
  let sink: Sink

  func run(into table: inout ResultTable) {
    let document = HTMLDocumentParser.parse(html)
    let opened = openState(document)
    let subject = "\(name) (\(html.count / 1024) KB, \(opened.layout.lines.count) lines)"
    table.add(subject, "open: parse + lay out + render", timeOpening())
    table.add(
      subject, "key j (update + render)", timeKeys(opened, forward: .down, back: .up, rounds: 3000),
      target: Self.keypressTarget)
    table.add(
      subject, "key PgDn (update + render)",
      timeKeys(opened, forward: .pageDown, back: .pageUp, rounds: 1000),
      target: Self.keypressTarget)
    table.add(
      subject, "key p (bar toggle: re-fit, update + render)", timeToggles(opened),
      target: Self.keypressTarget)
    let resizes = timeResizes(opened)
    table.add(
      subject, "resize 80x24 <-> 60x20: first frame (update + render)", resizes.frame,
      target: Self.resizeTarget)
    table.add(subject, "  then the rest of the layout, after the frame", resizes.rest)
    table.add(subject, "  of which line points (LineStarts)", timeLineStarts(opened))
    let marked = highlighted(opened)
    table.add(
      subject, "key w ) j selecting (update + render)",
      timeSelectionKeys(marked, rounds: 3000), target: Self.keypressTarget)
    table.add(
      subject, "render a screen of highlights (\(marked.highlights.count))",
      timeHighlightPaint(marked, rounds: 1000), target: Self.keypressTarget)
  }

  /// The points of every line (issue 13's prefix sums), built once per re-wrap: the part of
  /// a resize that positions add.
  private func timeLineStarts(_ opened: ReaderState) -> Samples {
    var samples = Samples()
    let rounds = max(10, min(60, 6_000_000 / max(1, html.count)))
    for _ in 0..<rounds {
      samples.time { sink.keep(LineStarts(layout: opened.layout, text: opened.text).points.count) }
    }
    return samples
  }

  private func openState(_ document: Document) -> ReaderState {
    let bookmark = Bookmark(
      id: "bench", title: name, siteName: "bench", created: Date(timeIntervalSince1970: 0),
      updated: Date(timeIntervalSince1970: 0))
    return ReaderState(
      bookmark: bookmark, document: document, savedProgress: nil, settings: Settings(),
      columns: 80, rows: 24, environment: ReaderEnvironment(cellWidth: cellWidth))
  }

  /// What `dogear open` does before its first paint, without the store and the terminal.
  private func timeOpening() -> Samples {
    var samples = Samples()
    let rounds = max(3, min(30, 3_000_000 / max(1, html.count)))
    for _ in 0..<rounds {
      samples.time {
        sink.keep(Reader.render(openState(HTMLDocumentParser.parse(html))))
      }
    }
    return samples
  }

  /// Presses `forward` until the article's end, then `back` until its top, and so on: every
  /// key moves the text, none is a no-op at an edge.
  private func timeKeys(_ opened: ReaderState, forward: Key, back: Key, rounds: Int) -> Samples {
    var state = opened
    var samples = Samples()
    var goingForward = true
    var now = Date(timeIntervalSince1970: 1_000_000)
    for _ in 0..<rounds {
      if goingForward, state.top >= state.maximumTop { goingForward = false }
      if !goingForward, state.top == 0 { goingForward = true }
      let action = ReaderAction.input(.key(goingForward ? forward : back), now: now)
      now += 0.25
      samples.time {
        sink.keep(Reader.update(&state, action).count)
        sink.keep(Reader.render(state))
      }
    }
    return samples
  }

  /// `p` hides and shows the progress bar: the viewport's height changes, the text stays and
  /// is not re-wrapped (the same work as the toolbar's hysteresis while scrolling).
  private func timeToggles(_ opened: ReaderState) -> Samples {
    var state = opened
    var samples = Samples()
    var now = Date(timeIntervalSince1970: 1_000_000)
    sink.keep(Reader.update(&state, .input(.key(.pageDown), now: now)).count)
    for _ in 0..<1000 {
      now += 0.25
      let action = ReaderAction.input(.key(.character("p")), now: now)
      samples.time {
        sink.keep(Reader.update(&state, action).count)
        sink.keep(Reader.render(state))
      }
    }
    return samples
  }

  /// Alternates between two sizes with different text widths, so every resize re-wraps: the
  /// frame a person waits for (update and render), then the timers of no delay the update
  /// asked for, which lay out the rest of a long article after that frame (`ResizeWindow`).
  private func timeResizes(_ opened: ReaderState) -> (frame: Samples, rest: Samples) {
    var state = opened
    var frame = Samples()
    var rest = Samples()
    let rounds = max(10, min(60, 6_000_000 / max(1, html.count)))
    var now = Date(timeIntervalSince1970: 1_000_000)
    sink.keep(Reader.update(&state, .input(.key(.pageDown), now: now)).count)
    for round in 0..<rounds {
      let size = round % 2 == 0 ? (columns: 60, rows: 20) : (columns: 80, rows: 24)
      now += 0.25
      let action = ReaderAction.input(.resized(columns: size.columns, rows: size.rows), now: now)
      var effects: [ReaderEffect] = []
      frame.time {
        effects = Reader.update(&state, action)
        sink.keep(Reader.render(state))
      }
      let timers = effects.compactMap { effect -> Int? in
        guard case .scheduleTimer(let tag, let delay) = effect, delay == 0 else { return nil }
        return tag
      }
      rest.time {
        for tag in timers {
          sink.keep(Reader.update(&state, .timerFired(tag: tag, now: now)).count)
        }
      }
    }
    return (frame, rest)
  }
}
