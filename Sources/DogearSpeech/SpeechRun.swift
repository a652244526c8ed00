#if canImport(Glibc)
  import Glibc
#endif

/// One stretch of speech on a thread of its own: espeak makes the audio far faster than it
/// plays, and the run hands it to the sink and reports each word when it is heard.
///
/// Paced (the speakers, `DOGEAR_SPEECH_WAV`), audio goes to the sink `lead` seconds before it
/// is heard and each word is reported when its audio starts, measured from the run's first
/// sample on the monotonic clock; unpaced (`dogear listen --wav`), everything goes out as fast
/// as it is made. Every decision about what the words mean is the reader's: the run only
/// reports (`onWord`, then `onEnd` once), and `stop` silences it promptly from any thread.
public final class SpeechRun: @unchecked Sendable {
  public enum End: Equatable, Sendable {
    /// Everything was spoken (and, paced, heard).
    case finished
    /// `stop` was called.
    case stopped
    /// `Request.limit` seconds of audio were made.
    case limited
    /// Nothing could be spoken, or the sink refused the audio (the player went away).
    case failed(SpeechProblem)
  }

  public struct Request: Sendable {
    public var text: String
    public var language: String
    public var speed: Double
    public var paced: Bool
    /// Seconds of audio made ahead of what is heard (paced only).
    public var lead = 0.25
    /// At most this many seconds of audio; nil: to the end.
    public var limit: Double?

    public init(text: String, language: String, speed: Double, paced: Bool) {
      self.text = text
      self.language = language
      self.speed = speed
      self.paced = paced
    }
  }

  private let request: Request
  private let sink: SpeechSink
  private let onWord: @Sendable (SpeechLibrary.Word) -> Void
  private let onEnd: @Sendable (End) -> Void
  private let state = PlainMutex()
  private var isStopped = false
  private var thread: pthread_t?

  public init(
    _ request: Request, sink: SpeechSink, onWord: @escaping @Sendable (SpeechLibrary.Word) -> Void,
    onEnd: @escaping @Sendable (End) -> Void
  ) {
    self.request = request
    self.sink = sink
    self.onWord = onWord
    self.onEnd = onEnd
  }

  /// Starts speaking on a new thread.
  public func start() {
    let box = Unmanaged.passRetained(self).toOpaque()
    var handle = pthread_t()
    if pthread_create(
      &handle, nil,
      { context in
        guard let context else { return nil }
        let run = Unmanaged<SpeechRun>.fromOpaque(context).takeRetainedValue()
        run.speak()
        return nil
      }, box) == 0
    {
      state.locked { thread = handle }
      pthread_detach(handle)
    } else {
      Unmanaged<SpeechRun>.fromOpaque(box).release()
      onEnd(.stopped)
    }
  }

  /// Stops at once: the player is killed, the synthesis aborts at its next buffer, and no word
  /// is reported after this returns.
  public func stop() {
    let already = state.locked { () -> Bool in
      let was = isStopped
      isStopped = true
      return was
    }
    if !already { sink.stop() }
  }

  public var stopped: Bool { state.locked { isStopped } }

  /// Speaks on this thread (what `start` runs; `dogear listen` calls it directly).
  public func speak() {
    // A player that went away makes a write raise SIGPIPE: on this thread it only fails.
    var pipeSignal = sigset_t()
    sigemptyset(&pipeSignal)
    sigaddset(&pipeSignal, SIGPIPE)
    pthread_sigmask(SIG_BLOCK, &pipeSignal, nil)
    let end = run()
    if end == .finished || end == .limited { sink.finish() } else { sink.stop() }
    onEnd(stopped && end == .finished ? .stopped : end)
  }

  private func run() -> End {
    let rate: Int
    do { rate = try SpeechLibrary.load() } catch { return .failed(error) }
    SpeechLibrary.choose(language: request.language)
    SpeechLibrary.set(speed: request.speed)
    var pacer = Pacer(rate: rate, lead: request.paced ? request.lead : nil)
    var refused = false
    var limited = false
    let limit = request.limit.map { Int($0 * Double(rate)) } ?? Int.max
    SpeechLibrary.synthesize(request.text) { audio, words in
      pacer.pending += words.filter { $0.milliseconds * rate / 1000 < limit }
      if pacer.written + audio.count > limit {
        limited = true
        return false
      }
      guard pacer.waitToWrite(samples: audio.count, run: self) else { return false }
      guard sink.write(audio) else {
        refused = true
        return false
      }
      return true
    }
    guard !stopped else { return .stopped }
    guard !refused else { return .failed(sink.refusal()) }
    guard pacer.drain(run: self) else { return .stopped }
    return limited ? .limited : .finished
  }

  /// Reports a word unless the run was stopped.
  fileprivate func report(_ word: SpeechLibrary.Word) -> Bool {
    state.locked {
      guard !isStopped else { return false }
      onWord(word)
      return true
    }
  }
}

/// When audio is written and words reported, on the monotonic clock.
private struct Pacer {
  let rate: Int
  /// Seconds ahead audio is written; nil: no pacing at all.
  let lead: Double?
  var pending: [SpeechLibrary.Word] = []
  var written = 0
  var started: Double?

  init(rate: Int, lead: Double?) {
    self.rate = rate
    self.lead = lead
  }

  static func now() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
  }

  /// Reports the words heard by the time this buffer is due, waiting until then; false when
  /// the run was stopped meanwhile.
  mutating func waitToWrite(samples: Int, run: SpeechRun) -> Bool {
    defer { written += samples }
    guard let lead else { return reportAll(run: run) }
    let start = started ?? Self.now()
    started = start
    let due = start + Double(written) / Double(rate) - lead
    return wait(until: due, run: run)
  }

  /// After the last buffer: the words left, each when it is heard, then the end of the audio.
  mutating func drain(run: SpeechRun) -> Bool {
    guard lead != nil, let started else { return reportAll(run: run) }
    return wait(until: started + Double(written) / Double(rate), run: run)
  }

  private mutating func reportAll(run: SpeechRun) -> Bool {
    for word in pending where !run.report(word) { return false }
    pending = []
    return !run.stopped
  }

  /// Sleeps until `due`, reporting each pending word at its time; false once stopped.
  private mutating func wait(until due: Double, run: SpeechRun) -> Bool {
    let start = started ?? Self.now()
    while true {
      if run.stopped { return false }
      let now = Self.now()
      while let word = pending.first, start + Double(word.milliseconds) / 1000 <= now {
        pending.removeFirst()
        if !run.report(word) { return false }
      }
      if now >= due { return true }
      let nextWord = pending.first.map { start + Double($0.milliseconds) / 1000 } ?? due
      let sleep = max(0.001, min(0.05, min(due, nextWord) - now))
      usleep(useconds_t(sleep * 1_000_000))
    }
  }
}
