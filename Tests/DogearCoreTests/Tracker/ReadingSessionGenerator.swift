import DogearCore
import DogearReader
import DogearTestSupport

/// Random reading sessions: line steps, pages, jumps to either end, resizes that keep the
/// same text on top, the occasional leave and mark unread.
struct ReadingSessionGenerator {
  var random: SeededGenerator
  var includesResets = true

  init(seed: UInt64) {
    random = SeededGenerator(seed: seed)
  }

  mutating func session(length: Int) -> [TrackerEvent] {
    let height = Int.random(in: 1...120, using: &random)
    let total = Int.random(in: 0...6000, using: &random)
    var viewport = Viewport(top: 0, height: height, total: total)
    var events: [TrackerEvent] = [.scroll(viewport)]
    for _ in 0..<length {
      let event = nextEvent(after: &viewport)
      events.append(event)
    }
    return events
  }

  private mutating func nextEvent(after viewport: inout Viewport) -> TrackerEvent {
    switch Int.random(in: 0..<100, using: &random) {
    case 0..<70:
      viewport.top = clampedTop(viewport.top + scrollStep(height: viewport.height), viewport)
      return .scroll(viewport)
    case 70..<85:
      viewport = resized(viewport)
      return .resize(viewport)
    case 85..<95:
      viewport.top = Bool.random(using: &random) ? 0 : viewport.scrollRange
      return .scroll(viewport)
    case 95..<98:
      return .leave(viewport)
    default:
      return includesResets ? .reset : .leave(viewport)
    }
  }

  private mutating func scrollStep(height: Int) -> Int {
    let magnitude =
      switch Int.random(in: 0..<4, using: &random) {
      case 0: 1
      case 1: max(1, height / 2)
      case 2: max(1, height)
      default: Int.random(in: 1...400, using: &random)
      }
    return Bool.random(using: &random) ? magnitude : -magnitude
  }

  /// A new height or width: the line count scales and the reader keeps the same text on top.
  private mutating func resized(_ viewport: Viewport) -> Viewport {
    let height = max(1, viewport.height + Int.random(in: -10...10, using: &random))
    let scale = Double.random(in: 0.5...2, using: &random)
    let total = Int(Double(viewport.total) * scale)
    var result = Viewport(top: Int(Double(viewport.top) * scale), height: height, total: total)
    result.top = clampedTop(result.top, result)
    return result
  }

  private func clampedTop(_ top: Int, _ viewport: Viewport) -> Int {
    min(max(0, top), viewport.scrollRange)
  }
}
