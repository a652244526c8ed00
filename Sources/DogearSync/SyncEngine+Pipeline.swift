import DogearStore
import FoundationEssentials

/// Requests that go ahead of the writes (issue 27). A first sync is a chain of requests, each
/// followed by disk work (the batch's transaction); one after the other, every reply's
/// latency and every batch's fsync add up. Here up to `width` requests are in flight while
/// earlier replies are stored, so the waits overlap the writing.
///
/// What stays as it was: replies are stored one at a time, on the engine, in the order of
/// `items`, each by one call of `store`, which commits its batch whole. A sync cut short
/// anywhere (a crash, a kill, a fatal reply) has stored whole batches and nothing of the
/// replies still in flight; the "since" mark has not moved, so the next sync asks for them.
/// Width 1 is the plain loop, fetch then store then fetch (`storeInTurn`, beside it).
extension SyncEngine {
  /// A reply and the position of the item it answers.
  private struct Numbered<Reply: Sendable>: Sendable {
    let index: Int
    let reply: Reply
  }

  func pipelined<Item: Sendable, Reply: Sendable>(
    _ items: [Item], width: Int, fetch: @escaping @Sendable (Item) async -> Reply,
    store: (Item, Reply) throws -> Void
  ) async throws {
    guard width > 1 else {
      return try await storeInTurn(items, fetch: fetch, store: store)
    }
    // A closure made in an actor's method is isolated to the actor only when it uses the
    // actor. This body did not, so it ran on the global executor, and so did every `store`
    // it called: engine state touched off the engine. Swift 6 mode's run-time check stopped
    // the test process on it (Swift 5 mode let it pass); the line below uses `self`, which
    // keeps the body, and the stores, on the engine, and says so.
    try await withThrowingTaskGroup(of: Numbered<Reply>.self) { group in
      self.preconditionIsolated("the pipeline stores on the engine")
      var started = 0
      func startNext() {
        guard started < items.count else { return }
        let index = started
        let item = items[index]
        started += 1
        group.addTask {
          // Bound first, then wrapped: the shape the optimiser builds right (see `download`).
          let reply = await fetch(item)
          return Numbered(index: index, reply: reply)
        }
      }
      for _ in 0..<width { startNext() }
      // Replies that came before an earlier item's: held until their turn.
      var early: [Int: Reply] = [:]
      var next = 0
      while let answered = try await group.next() {
        early[answered.index] = answered.reply
        while let reply = early.removeValue(forKey: next) {
          try Task.checkCancellation()
          try store(items[next], reply)
          next += 1
          startNext()
        }
      }
    }
  }

  /// The simple version: one request at a time, each reply stored before the next is asked.
  func storeInTurn<Item: Sendable, Reply: Sendable>(
    _ items: [Item], fetch: @escaping @Sendable (Item) async -> Reply,
    store: (Item, Reply) throws -> Void
  ) async throws {
    for item in items {
      try Task.checkCancellation()
      try store(item, await fetch(item))
    }
  }
}

/// What `body` gave or threw, for a reply that is stored later. The awaited value is bound
/// before it is wrapped (see `SyncEngine.download`).
func outcome<Value>(of body: () async throws -> Value) async -> Result<Value, Error> {
  do {
    let value = try await body()
    return .success(value)
  } catch {
    return .failure(error)
  }
}
