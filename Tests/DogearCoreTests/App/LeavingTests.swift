import DogearApp
import DogearCore
import DogearTestSupport
import Foundation
import Testing

/// Leaving with a position not written yet (the library locked by another process): the
/// steps `PendingSaves.exitStep` decides, run as actions and effects through `App.update`,
/// as the shell runs them once its loop has stopped (`.leaving`).
@Suite("Leaving: the last saves as actions and effects")
struct LeavingTests {
  static let save = ProgressSave(
    bookmarkID: "a",
    progress: ReadingProgress(percent: 40, updatedAt: Date(timeIntervalSince1970: 0)))

  /// The app with one save that failed (the library was locked) and waits.
  static func waiting() -> AppState {
    let environment = AppEnvironment(
      cellWidth: TestSupport.cellWidth, pictureColors: 0, isConnected: false)
    var state = AppState(
      columns: 80, rows: 24, environment: environment, now: Date(timeIntervalSince1970: 0))
    _ = state.saves.save(save)
    _ = state.saves.written(count: 0, failure: "database is locked")
    return state
  }

  /// Sends `.leaving` and answers each effect as the shell would, with `answer` (nil: the
  /// effect answers nothing); every effect, in order.
  static func leave(_ state: inout AppState, answer: (AppEffect) -> AppAction?) -> [AppEffect] {
    var log: [AppEffect] = []
    var actions: [AppAction] = [.leaving]
    while !actions.isEmpty {
      for effect in App.update(&state, actions.removeFirst()) {
        log.append(effect)
        if let next = answer(effect) { actions.append(next) }
      }
    }
    return log
  }

  /// The shell's answers: writes fail `failing` times, the journal works or not.
  final class World {
    var failing: Int
    let journalWorks: Bool

    init(failing: Int, journalWorks: Bool) {
      self.failing = failing
      self.journalWorks = journalWorks
    }

    func answer(_ effect: AppEffect) -> AppAction? {
      switch effect {
      case .write(let batch):
        failing -= 1
        return failing >= 0
          ? .saved(count: 0, failure: "database is locked")
          : .saved(count: batch.count, failure: nil)
      case .pause: return .paused
      case .journal: return .journaled(failure: journalWorks ? nil : "the journal's disk is full")
      default: return nil
      }
    }
  }

  @Test("written on the second try, after one pause: nothing to say, exit 0")
  func secondTry() {
    var state = Self.waiting()
    let world = World(failing: 1, journalWorks: true)
    let effects = Self.leave(&state, answer: world.answer)
    #expect(effects == [.write([Self.save]), .pause(0.5), .write([Self.save])])
    #expect(!state.saves.gaveUp)
    #expect(state.exitStatus(savedAll: !state.saves.gaveUp) == 0)
  }

  @Test("still locked: two tries, then the journal, and a note on stderr; exit 0")
  func journal() {
    var state = Self.waiting()
    let world = World(failing: 5, journalWorks: true)
    let effects = Self.leave(&state, answer: world.answer)
    let note =
      "dogear: the library is busy; reading position kept beside it and saved when dogear next "
      + "writes to it (a at 40%)"
    #expect(
      effects == [
        .write([Self.save]), .pause(0.5), .write([Self.save]), .journal([Self.save]),
        .printAfterEnd(note),
      ])
    #expect(state.exitStatus(savedAll: !state.saves.gaveUp) == 0)
  }

  @Test("the journal fails too: the position is named on stderr, and the exit status is 1")
  func givesUp() {
    var state = Self.waiting()
    let world = World(failing: 5, journalWorks: false)
    let effects = Self.leave(&state, answer: world.answer)
    #expect(
      effects == [
        .write([Self.save]), .pause(0.5), .write([Self.save]), .journal([Self.save]),
        .printAfterEnd(
          "dogear: reading position not saved (a at 40%): the journal's disk is full"),
      ])
    #expect(state.saves.gaveUp)
    #expect(state.exitStatus(savedAll: !state.saves.gaveUp) == 1)
  }

  @Test("nothing waiting: leaving has no step")
  func nothingWaits() {
    let environment = AppEnvironment(
      cellWidth: TestSupport.cellWidth, pictureColors: 0, isConnected: false)
    var state = AppState(
      columns: 80, rows: 24, environment: environment, now: Date(timeIntervalSince1970: 0))
    #expect(App.update(&state, .leaving) == [])
  }
}
