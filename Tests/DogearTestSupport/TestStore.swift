// Testing is found only when tests are built; a release build of every target (make
// release) compiles this file empty.
#if canImport(Testing)
  import Testing

  /// Drives a pure reducer `(inout State, Action) -> [Effect]` step by step, and fails the test
  /// when anything it produced is left unasserted: every effect must be `expect`ed, in order,
  /// and every action the world answers with must be `receive`d. What is left at `finish()` (or
  /// when the store goes away) is a failure, so a decision that starts returning one more
  /// effect breaks its test.
  ///
  /// `world` stands for the shell: given an effect, the action it answers with (a server's
  /// reply, a timer firing), or nil for an effect that answers nothing. An answer is received
  /// once its effect has been expected, and handed to the reducer by `receive`; the effects it
  /// returns queue behind those not yet expected, as the engine's loop runs them.
  public final class TestStore<State: Equatable, Action: Equatable, Effect: Equatable> {
    public private(set) var state: State
    private let reducer: (inout State, Action) -> [Effect]
    private let world: (Effect) -> Action?
    private var effects: [Effect] = []
    private var received: [Action] = []
    private var finished = false
    private let origin: SourceLocation

    public init(
      initialState: State, reducer: @escaping (inout State, Action) -> [Effect],
      world: @escaping (Effect) -> Action? = { _ in nil },
      sourceLocation: SourceLocation = #_sourceLocation
    ) {
      state = initialState
      self.reducer = reducer
      self.world = world
      origin = sourceLocation
    }

    deinit {
      if !finished { reportLeftovers(at: origin) }
    }

    /// Sends an action from outside (a key, a timer, the start of a pass). Everything the last
    /// step produced must have been asserted first. `expected`, when given, changes a copy of
    /// the state before the action into what the state must be after it.
    public func send(
      _ action: Action, assert expected: ((inout State) -> Void)? = nil,
      sourceLocation: SourceLocation = #_sourceLocation
    ) {
      if !effects.isEmpty || !received.isEmpty {
        Issue.record(
          "sent \(action) with \(leftovers) still unasserted", sourceLocation: sourceLocation)
      }
      run(action, expected, sourceLocation)
    }

    /// Asserts the next effect not asserted yet, and lets the world answer it.
    public func expect(_ effect: Effect, sourceLocation: SourceLocation = #_sourceLocation) {
      guard !effects.isEmpty else {
        Issue.record(
          "expected the effect \(effect), but none is left", sourceLocation: sourceLocation)
        return
      }
      let next = effects.removeFirst()
      if next != effect {
        Issue.record(
          "expected the effect \(effect), but the next one is \(next)",
          sourceLocation: sourceLocation
        )
      }
      if let answer = world(next) { received.append(answer) }
    }

    /// Asserts the next action the world answered with, and hands it to the reducer.
    public func receive(
      _ action: Action, assert expected: ((inout State) -> Void)? = nil,
      sourceLocation: SourceLocation = #_sourceLocation
    ) {
      guard !received.isEmpty else {
        Issue.record(
          "expected to receive \(action), but nothing was received", sourceLocation: sourceLocation)
        return
      }
      let next = received.removeFirst()
      if next != action {
        Issue.record(
          "expected to receive \(action), but received \(next)", sourceLocation: sourceLocation)
      }
      run(next, expected, sourceLocation)
    }

    /// The end of the test: nothing may be left unasserted.
    public func finish(sourceLocation: SourceLocation = #_sourceLocation) {
      finished = true
      reportLeftovers(at: sourceLocation)
    }

    private func run(
      _ action: Action, _ expected: ((inout State) -> Void)?, _ location: SourceLocation
    ) {
      var wanted = state
      effects += reducer(&state, action)
      guard let expected else { return }
      expected(&wanted)
      if wanted != state {
        Issue.record(
          "after \(action) the state is\n\(state)\nnot\n\(wanted)", sourceLocation: location)
      }
    }

    private var leftovers: String {
      let parts =
        effects.map { "the effect \($0)" } + received.map { "the received action \($0)" }
      return parts.joined(separator: ", ")
    }

    private func reportLeftovers(at location: SourceLocation) {
      guard !effects.isEmpty || !received.isEmpty else { return }
      Issue.record("left unasserted: \(leftovers)", sourceLocation: location)
      effects = []
      received = []
    }
  }
#endif
