import DogearTestSupport
import Testing

/// The test store itself: what it lets pass and what it fails.
@Suite("Test store: every effect and received action asserted")
struct TestStoreTests {
  enum Action: Equatable {
    case tap
    case answer(Int)
  }
  enum Effect: Equatable {
    case ask(Int)
    case note
  }

  static func reducer(_ count: inout Int, _ action: Action) -> [Effect] {
    switch action {
    case .tap:
      count += 1
      return [.ask(count), .note]
    case .answer(let value):
      count += value
      return []
    }
  }

  static func store() -> TestStore<Int, Action, Effect> {
    TestStore(initialState: 0, reducer: reducer) { effect in
      if case .ask(let value) = effect { return .answer(value * 10) }
      return nil
    }
  }

  @Test("everything asserted passes, with the state checked where asked")
  func complete() {
    let store = Self.store()
    store.send(.tap) { $0 = 1 }
    store.expect(.ask(1))
    store.expect(.note)
    store.receive(.answer(10)) { $0 = 11 }
    store.finish()
  }

  @Test("an effect left unasserted fails at the end")
  func unassertedEffect() {
    withKnownIssue {
      let store = Self.store()
      store.send(.tap)
      store.expect(.ask(1))
      store.receive(.answer(10))
      store.finish()
    }
  }

  @Test("a received action left unasserted fails when the store goes away")
  func unassertedReceived() {
    withKnownIssue {
      let store = Self.store()
      store.send(.tap)
      store.expect(.ask(1))
      store.expect(.note)
      _ = store
    }
  }

  @Test("a wrong effect, a wrong state and a send over leftovers each fail")
  func wrongOnes() {
    withKnownIssue {
      let store = Self.store()
      store.send(.tap) { $0 = 2 }
    }
    withKnownIssue {
      let store = Self.store()
      store.send(.tap)
      store.expect(.note)
      store.finish()
    }
    withKnownIssue {
      let store = Self.store()
      store.send(.tap)
      store.send(.tap)
      store.finish()
    }
  }
}
